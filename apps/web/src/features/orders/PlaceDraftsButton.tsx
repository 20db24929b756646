import { Button, Text } from '@mantine/core';
import type { PlaceDraftsBody } from '@platfox/domain';
import { IconShoppingCartCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { newIdempotencyKey, ordersApi, useOrderMutation } from './api';
import { showBulkOutcome } from './bulkOutcome';

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
      showBulkOutcome({
        title: t('orders.placeDrafts.done', { count: placed.length }),
        refused,
        testId: 'place-drafts-refused',
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
