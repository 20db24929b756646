import { Center, Loader, Paper, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TRANSACTION_DESCRIPTION_MAX_LENGTH, WITHDRAW_METHODS } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { MoneyInput } from '../../ui/MoneyInput';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { Fact } from '../../ui/Fact';
import { transactionKeys, transactionsApi, useTransactionMutation } from './api';
import { useLiveRefresh } from '../../platform/live/useLiveRefresh';
import { useAttemptKey } from './attemptKey';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { SubmitRow } from '../../ui/form/SubmitRow';

type WithdrawMethod = (typeof WITHDRAW_METHODS)[number];

/**
 * /s/transaction/withdraw/create: money out, approved by an admin. The available balance is the
 * balance less what pending withdraws already hold; the server checks it again under its lock.
 */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const balance = useQuery({
    queryKey: transactionKeys.balance,
    queryFn: ({ signal }) => transactionsApi.balance(signal),
  });
  useLiveRefresh({ transaction_balance: () => true }, [transactionKeys.balance]);
  const [amount, setAmount] = useState<number | null>(null);
  const [method, setMethod] = useState<WithdrawMethod | null>(null);
  const [description, setDescription] = useState('');
  const [isChecked, setChecked] = useState(false);
  const attempt = useAttemptKey();
  const withdraw = useTransactionMutation({
    mutationFn: () => {
      const body = {
        amount: amount ?? 0,
        paymentMethod: method as WithdrawMethod,
        description: description.trim(),
      };
      return transactionsApi.withdraw(body, attempt.keyFor(body));
    },
    onSuccess: (transaction) => {
      attempt.finish();
      notifications.show({ color: 'teal', message: t('transactions.withdraw.done') });
      navigate(`/s/transaction/deposit/${transaction.id}`);
    },
  });

  if (!balance.data) {
    return (
      <Center mih={240}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  const available = balance.data.availableBalance;
  const errors = {
    amount:
      amount === null || amount < 1
        ? t('transactions.deposit.amountRequired')
        : amount > available
          ? t('transactions.withdraw.notEnough')
          : undefined,
    method: method ? undefined : t('transactions.withdraw.methodRequired'),
    description: description.trim() ? undefined : t('transactions.withdraw.accountRequired'),
  };
  const isValid = !errors.amount && !errors.method && !errors.description;
  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        back={{ to: '/s/transaction/deposits', label: t('title.deposits') }}
      />
      <Paper withBorder radius="md" p="md" maw={560}>
        <SimpleGrid cols={3} data-testid="withdraw-balance">
          <Fact label={t('transactions.withdraw.current')} dir="auto">
            {formatMoney(balance.data.currentBalance)}
          </Fact>
          <Fact label={t('transactions.withdraw.reserved')} dir="auto">
            {formatMoney(balance.data.reservedAmount)}
          </Fact>
          <Fact label={t('transactions.withdraw.available')} testId="withdraw-available" dir="auto">
            {formatMoney(available)}
          </Fact>
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="md" maw={560}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (isValid) withdraw.mutate();
          }}
        >
          <Stack gap="md" data-testid="withdraw-form">
            <MoneyInput
              label={t('transactions.fields.amount')}
              value={amount}
              onChange={setAmount}
              max={Math.max(0, available) / 100}
              required
              error={isChecked ? errors.amount : undefined}
              data-testid="withdraw-amount"
            />
            <Select
              label={t('transactions.fields.paymentMethod')}
              data={WITHDRAW_METHODS.map((value) => ({
                value,
                label: t(`transactions.paymentMethod.${value}`),
              }))}
              value={method}
              onChange={(value) => setMethod(value as WithdrawMethod | null)}
              required
              error={isChecked ? errors.method : undefined}
              data-testid="withdraw-method"
            />
            <Textarea
              label={t('transactions.withdraw.account')}
              description={t('transactions.withdraw.accountHint')}
              value={description}
              maxLength={TRANSACTION_DESCRIPTION_MAX_LENGTH}
              onChange={(event) => setDescription(event.currentTarget.value)}
              required
              error={isChecked ? errors.description : undefined}
              data-testid="withdraw-description"
            />
            <ApiErrorAlert error={withdraw.error} />
            <SubmitRow isPending={withdraw.isPending} testId="withdraw-submit">
              {t('transactions.withdraw.submit')}
            </SubmitRow>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
