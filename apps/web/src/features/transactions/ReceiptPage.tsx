import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { receiptQuerySchema, type ReceiptQuery, type Transaction } from '@platfox/domain';
import { IconFileDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { browserTimeZone } from '../../ui/data-list/api';
import { Fact } from '../../ui/Fact';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { downloadReceipt, transactionKeys, transactionsApi } from './api';
import { detailPathOf } from './listConfig';
import { TransactionStatusBadge } from './TransactionStatusBadge';

/** The receipt link's query (spec 01 2.2: id, date, type inv or stm, role), or null when it is not one. */
function receiptOf(params: URLSearchParams): ReceiptQuery | null {
  const given = Object.fromEntries(
    ['id', 'type', 'date', 'role'].flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  );
  const parsed = receiptQuerySchema.safeParse(given);
  return parsed.success ? parsed.data : null;
}

/** "2026-11" read in the reader's language: "November 2026". */
function monthName(date: string, language: string): string {
  const [year, month] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    year: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, 1)));
}

/**
 * /receipt: the page a receipt link opens (a mail, a shared link). It names what the PDF holds
 * (one transaction, or a seller's month) and downloads it; the server decides who may read it,
 * so another account's receipt answers the error page, as its transaction does.
 */
export default function ReceiptPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [params] = useSearchParams();
  const receipt = receiptOf(params);
  return (
    <Stack gap="md" maw={880}>
      <PageHeader title={title} />
      {receipt ? (
        <ReceiptCard receipt={receipt} />
      ) : (
        <Alert color="yellow" data-testid="receipt-incomplete">
          {t('transactions.receipt.incomplete')}
        </Alert>
      )}
    </Stack>
  );
}

function ReceiptCard({ receipt }: { receipt: ReceiptQuery }) {
  const { t, i18n } = useTranslation();
  const download = useMutation({
    mutationFn: () => {
      const timezone = browserTimeZone();
      const name =
        receipt.type === 'inv' ? `receipt-${receipt.id}.pdf` : `statement-${receipt.date}.pdf`;
      return downloadReceipt({ ...receipt, ...(timezone ? { timezone } : {}) }, name);
    },
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="receipt">
      <Stack gap="md">
        {receipt.type === 'inv' ? (
          <InvoiceFacts id={receipt.id} />
        ) : (
          <Fact label={t('transactions.receipt.statement')} testId="receipt-month">
            {monthName(receipt.date!, i18n.language)}
          </Fact>
        )}
        <ApiErrorAlert error={download.error} />
        <Group>
          <Button
            leftSection={<IconFileDownload size={16} />}
            onClick={() => download.mutate()}
            loading={download.isPending}
            data-testid="receipt-download"
          >
            {t('transactions.receipt.download')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The transaction a one-transaction receipt is of, read the way its detail page reads it. */
function InvoiceFacts({ id }: { id: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const detail = useQuery({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => transactionsApi.get(id, signal),
  });
  if (!detail.data) {
    return (
      <Center mih={80}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  const transaction: Transaction = detail.data;
  const path = detailPathOf(transaction, user?.type !== 'SELLER');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Fact label={t('transactions.fields.type')} testId="receipt-type">
        {t(`transactions.type.${transaction.type}`)}
      </Fact>
      <Fact label={t('transactions.fields.amount')} testId="receipt-amount" dir="auto">
        {formatMoney(transaction.amount)}
      </Fact>
      <Fact label={t('transactions.fields.status')}>
        <TransactionStatusBadge status={transaction.status} />
      </Fact>
      <Fact label={t('transactions.fields.createdAt')}>
        {formatDateTime(transaction.createdAt)}
      </Fact>
      {path && (
        <Fact label={t('transactions.fields.id')} dir="ltr">
          <Anchor component={Link} to={path} size="sm" data-testid="receipt-transaction">
            {transaction.id}
          </Anchor>
        </Fact>
      )}
    </SimpleGrid>
  );
}
