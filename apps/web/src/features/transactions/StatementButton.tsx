import { Button, Popover, Stack, TextInput } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../ui/data-list/api';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { downloadReceipt } from './api';

const thisMonth = () => new Date().toISOString().slice(0, 7);

/** The seller's monthly statement (receipt type stm): a month, then the PDF. */
export function StatementButton({ sellerId }: { sellerId: string }) {
  const { t } = useTranslation();
  const [month, setMonth] = useState(thisMonth);
  const download = useMutation({
    mutationFn: () => {
      const timezone = browserTimeZone();
      return downloadReceipt(
        { id: sellerId, type: 'stm', date: month, ...(timezone ? { timezone } : {}) },
        `statement-${month}.pdf`,
      );
    },
  });
  return (
    <Popover width={260} position="bottom-end" withArrow>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconFileDownload size={16} />}
          data-testid="statement-open"
        >
          {t('transactions.receipt.statement')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <TextInput
            type="month"
            label={t('transactions.receipt.month')}
            value={month}
            onChange={(event) => setMonth(event.currentTarget.value)}
            data-testid="statement-month"
          />
          <ApiErrorAlert error={download.error} />
          <Button
            onClick={() => download.mutate()}
            loading={download.isPending}
            disabled={!/^\d{4}-\d{2}$/.test(month)}
            data-testid="statement-download"
          >
            {t('transactions.receipt.download')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
