import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { timezoneOffset } from '../staff/api';
import { slipsApi } from './api';
import type { MassDownloadState } from './MassDownloadPage';

type DownloadSlipsButtonProps = {
  selected: readonly string[];
  /** The checked-in staff member, or the refusal shown and null. */
  staffOrRefuse: () => string | null;
};

/**
 * A list's bulk "Download slips": the selected items' packing slips as one mass download; the
 * mass download page then follows the job and offers the file.
 */
export function DownloadSlipsButton({ selected, staffOrRefuse }: DownloadSlipsButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: (input: { ids: string[]; staffId: string }) =>
      slipsApi.massDownload({
        contents: 'PACKING_SLIPS',
        orderItemIds: input.ids,
        staffId: input.staffId,
        timezoneOffset: timezoneOffset(),
      }),
    onSuccess: ({ jobId }, input) => {
      const state: MassDownloadState = { orderItemIds: input.ids };
      navigate(`/p/mass-download?jobId=${encodeURIComponent(jobId)}`, { state });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message }),
  });
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileDownload size={14} />}
      disabled={selected.length === 0}
      loading={start.isPending}
      onClick={() => {
        const staffId = staffOrRefuse();
        if (staffId) start.mutate({ ids: [...selected], staffId });
      }}
      data-testid="bulk-download-slips"
    >
      {t('slips.list.downloadSlips')}
    </Button>
  );
}
