import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { TRANSACTION_DESCRIPTION_MAX_LENGTH, type Transaction } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/MoneyInput';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { transactionsApi } from './api';
import { useAttemptKey } from './attemptKey';
import { formatMoney } from '../../platform/i18n/formatMoney';

type RefundDepositModalProps = {
  deposit: Transaction | null;
  onClose: () => void;
  onDone: (refund: Transaction) => void;
};

/**
 * Pays (part of) an approved deposit back to the seller: a REFUND_DEPOSIT row. The server checks
 * that refunds stay within the deposit and that the balance covers them; the form only bounds the
 * amount by the deposit.
 */
export function RefundDepositModal({ deposit, onClose, onDone }: RefundDepositModalProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const attempt = useAttemptKey();
  const refund = useMutation({
    mutationFn: (target: { id: string; amount: number }) => {
      const body = { amount: target.amount, description: description.trim() };
      return transactionsApi.refundDeposit(
        target.id,
        body,
        attempt.keyFor({ id: target.id, ...body }),
      );
    },
    onSuccess: (answer) => {
      attempt.finish();
      setAmount(null);
      setDescription('');
      onDone(answer);
    },
  });
  const close = () => {
    refund.reset();
    onClose();
  };
  const max = deposit?.amount ?? 0;
  const isValid = amount !== null && amount > 0 && amount <= max && description.trim() !== '';
  return (
    <Modal
      opened={deposit !== null}
      onClose={close}
      title={t('transactions.refund.title')}
      centered
    >
      <Stack gap="md" data-testid="refund-deposit-modal">
        <Text size="sm">{t('transactions.refund.intro', { amount: formatMoney(max) })}</Text>
        <MoneyInput
          label={t('transactions.fields.amount')}
          value={amount}
          onChange={setAmount}
          max={max / 100}
          required
          error={amount !== null && amount > max ? t('transactions.refund.tooMuch') : undefined}
          data-testid="refund-amount"
        />
        <Textarea
          label={t('transactions.fields.description')}
          required
          value={description}
          maxLength={TRANSACTION_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setDescription(event.currentTarget.value)}
          data-testid="refund-description"
        />
        <ApiErrorAlert error={refund.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('accounts.common.cancel')}
          </Button>
          <Button
            onClick={() => deposit && amount && refund.mutate({ id: deposit.id, amount })}
            loading={refund.isPending}
            disabled={!isValid}
            data-testid="refund-submit"
          >
            {t('transactions.refund.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
