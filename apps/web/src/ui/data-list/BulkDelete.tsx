import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DeleteRowsAnswer } from '@platfox/domain';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataListApi } from './api';

type BulkDeleteProps = {
  model: string;
  selected: readonly string[];
  /** The server's answer: the list keeps refused rows selected with their reasons and reloads. */
  onDeleted: (answer: DeleteRowsAnswer) => void;
};

/**
 * Bulk delete (spec 02 sections 7 and 8): after "Are you sure delete this item", the selected ids
 * go to POST /api/data-lists/delete; the server's message is the toast.
 */
export function BulkDelete({ model, selected, onDeleted }: BulkDeleteProps) {
  const { t } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => dataListApi.deleteRows(model, selected),
    onSuccess: (answer) => {
      setAsking(false);
      notifications.show({
        color: answer.refused.length > 0 ? 'yellow' : 'teal',
        message: answer.message,
      });
      onDeleted(answer);
    },
    // The api client shows the server's message.
    onError: () => setAsking(false),
  });
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} />}
        disabled={selected.length === 0}
        onClick={() => setAsking(true)}
        data-testid="data-list-bulk-delete"
      >
        {t('dataList.bulkDelete.button', { count: selected.length })}
      </Button>
      <Modal
        opened={isAsking}
        onClose={() => setAsking(false)}
        title={t('dataList.bulkDelete.title')}
        centered
      >
        <Stack gap="md" data-testid="data-list-delete-confirm">
          <Text size="sm">{t('dataList.bulkDelete.confirm')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setAsking(false)}
              data-testid="data-list-delete-cancel"
            >
              {t('dataList.bulkDelete.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate()}
              data-testid="data-list-delete-ok"
            >
              {t('dataList.bulkDelete.ok')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
