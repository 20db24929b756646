import { Button, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PlaceDraftsBody } from '@platfox/domain';
import { IconShoppingCartCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { newIdempotencyKey, ordersApi, useOrderMutation } from './api';

/**
 * Places several drafts at once (the selected drafts, or every draft an import created) after a
 * confirmation, since each one charges the balance; says how many were placed and why any were not.
 */
export function PlaceDraftsButton({
  drafts,
  label,
  onDone,
}: {
  drafts: PlaceDraftsBody;
  label: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  // One key per confirmed attempt: a retry of the same attempt charges nothing twice.
  const key = useRef<string | null>(null);
  const place = useOrderMutation({
    mutationFn: () => ordersApi.placeDrafts(drafts, (key.current ??= newIdempotencyKey())),
    onSuccess: ({ placed, refused }) => {
      key.current = null;
      setAsking(false);
      notifications.show({
        color: refused.length > 0 ? 'yellow' : 'teal',
        autoClose: refused.length > 0 ? false : undefined,
        title: t('orders.placeDrafts.done', { count: placed.length }),
        message:
          refused.length > 0 ? (
            <List size="sm" data-testid="place-drafts-refused">
              {refused.map((entry) => (
                <List.Item key={entry.orderId}>
                  {entry.orderId.slice(0, 8)}: {entry.message}
                </List.Item>
              ))}
            </List>
          ) : undefined,
      });
      onDone?.();
    },
  });
  const count = drafts.orderIds?.length;
  return (
    <>
      <Button
        leftSection={<IconShoppingCartCheck size={16} />}
        onClick={() => setAsking(true)}
        data-testid="place-drafts"
      >
        {label}
      </Button>
      <ConfirmDialog
        opened={isAsking}
        title={t('orders.placeDrafts.title')}
        message={
          <Text size="sm">
            {count === undefined
              ? t('orders.placeDrafts.questionAll')
              : t('orders.placeDrafts.question', { count })}
          </Text>
        }
        confirmLabel={t('orders.placeDrafts.confirm')}
        isPending={place.isPending}
        onConfirm={() => place.mutate()}
        onClose={() => setAsking(false)}
        testId="place-drafts-confirm"
      />
    </>
  );
}
