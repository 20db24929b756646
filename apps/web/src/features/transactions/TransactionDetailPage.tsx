import { Anchor, Box, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { type Transaction } from '@platfox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { PageHeader, useBackLink } from '../../ui/PageHeader';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { Fact } from '../../ui/Fact';
import { transactionKeys, transactionsApi, useRefreshAroundTransaction } from './api';
import { detailPathOf } from './listConfig';
import { ProofLink } from './ProofLink';
import { ProofViewer } from './ProofViewer';
import { TransactionActions } from './TransactionActions';
import { useTransactionLive } from './live';
import { TransactionStatusBadge } from './TransactionStatusBadge';
import { formatMoney } from '../../platform/i18n/formatMoney';

/** /s|a/transaction/deposit/:id and /other/:id: one ledger row, its receipt and its review. */
export default function TransactionDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useQuery({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => transactionsApi.get(id, signal),
  });
  useTransactionLive(id);
  if (!detail.data) {
    return (
      <Center mih={240}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return <TransactionDetail transaction={detail.data} />;
}

function TransactionDetail({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const isAdmin = user?.type !== 'SELLER';
  const prefix = isAdmin ? '/a' : '/s';
  const isOther = detailPathOf(transaction, false)?.includes('/other/') === true;
  const listPath = `${prefix}/transaction/${isOther ? 'others' : 'deposits'}`;
  const back = useBackLink(listPath);
  const refreshAround = useRefreshAroundTransaction();
  const onChanged = (next: Transaction) => {
    queryClient.setQueryData(transactionKeys.detail(next.id), next);
    void refreshAround();
  };
  // An admin sees a bank transfer's proof in the page; a seller opens their own upload.
  const showsProof = isAdmin && transaction.proofFileId !== null;
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(cents));
  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        back={{ to: back, label: t(isOther ? 'title.otherTransactions' : 'title.deposits') }}
        actions={
          !showsProof && <TransactionActions transaction={transaction} onChanged={onChanged} />
        }
      />
      {showsProof && transaction.proofFileId && (
        // The admin reads the slip and decides beside it: the actions sit next to the proof.
        <Paper withBorder radius="md" p="md" data-testid="proof-review">
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            <Box style={{ gridColumn: 'span 2' }}>
              <ProofViewer fileId={transaction.proofFileId} />
            </Box>
            <Stack gap="sm">
              <Fact label={t('transactions.fields.amount')}>
                <Text fw={700} size="xl">
                  {formatMoney(transaction.amount)}
                </Text>
              </Fact>
              <Fact label={t('transactions.fields.seller')}>
                {transaction.userFullName} ({transaction.userEmail})
              </Fact>
              <Text size="xs" c="dimmed">
                {t('transactions.proofViewer.hint')}
              </Text>
              <TransactionActions transaction={transaction} onChanged={onChanged} />
            </Stack>
          </SimpleGrid>
        </Paper>
      )}
      <Paper withBorder radius="md" p="md" data-testid="transaction-detail">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Fact label={t('transactions.fields.id')} testId="transaction-id" dir="ltr">
            {transaction.id}
          </Fact>
          <Fact label={t('transactions.fields.type')} testId="transaction-type">
            {t(`transactions.type.${transaction.type}`)}
          </Fact>
          <Fact label={t('transactions.fields.status')}>
            <TransactionStatusBadge status={transaction.status} />
          </Fact>
          {isAdmin && (
            <Fact label={t('transactions.fields.seller')} dir="auto">
              {transaction.userFullName} ({transaction.userEmail})
            </Fact>
          )}
          <Fact label={t('transactions.fields.amount')} testId="transaction-amount" dir="auto">
            {formatMoney(transaction.amount)}
          </Fact>
          {transaction.fee !== 0 && (
            <Fact label={t('transactions.fields.fee')} dir="auto">
              {formatMoney(transaction.fee)}
            </Fact>
          )}
          <Fact label={t('transactions.fields.paymentMethod')}>
            {transaction.paymentMethod
              ? t(`transactions.paymentMethod.${transaction.paymentMethod}`)
              : '—'}
          </Fact>
          <Fact label={t('transactions.fields.balanceBefore')} dir="auto">
            {money(transaction.balanceBefore)}
          </Fact>
          <Fact label={t('transactions.fields.balanceAfter')} dir="auto">
            {money(transaction.balanceAfter)}
          </Fact>
          <Fact label={t('transactions.fields.createdAt')}>
            {formatDateTime(transaction.createdAt)}
          </Fact>
          {transaction.reviewedAt && (
            <Fact label={t('transactions.fields.reviewedAt')}>
              {formatDateTime(transaction.reviewedAt)}
            </Fact>
          )}
          {transaction.reviewedByEmail && (
            <Fact label={t('audit.transactions.reviewedBy')} dir="ltr" testId="reviewed-by">
              {transaction.reviewedByEmail}
            </Fact>
          )}
          {transaction.orderId && (
            <Fact label={t('transactions.fields.order')} dir="ltr">
              <Anchor component={Link} to={`${prefix}/order/${transaction.orderId}`} size="sm">
                {transaction.orderId}
              </Anchor>
            </Fact>
          )}
          {transaction.refTransactionId && (
            <Fact label={t('transactions.fields.refTransaction')} dir="ltr">
              <Anchor
                component={Link}
                to={`${prefix}/transaction/deposit/${transaction.refTransactionId}`}
                size="sm"
              >
                {transaction.refTransactionId}
              </Anchor>
            </Fact>
          )}
        </SimpleGrid>
      </Paper>
      {(transaction.description ||
        transaction.reviewNote ||
        (transaction.proofFileId && !showsProof)) && (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            {transaction.description && (
              <Fact label={t('transactions.fields.description')} dir="auto">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {transaction.description}
                </Text>
              </Fact>
            )}
            {transaction.reviewNote && (
              <Fact
                label={t('transactions.fields.reviewNote')}
                testId="transaction-review-note"
                dir="auto"
              >
                {transaction.reviewNote}
              </Fact>
            )}
            {transaction.proofFileId && !showsProof && (
              <Group>
                <ProofLink fileId={transaction.proofFileId} />
              </Group>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
