import { Button, Group, Modal, SegmentedControl, Stack, Textarea } from '@mantine/core';
import { TRANSACTION_DESCRIPTION_MAX_LENGTH } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../ui/MoneyInput';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { transactionsApi } from './api';
import { useAttemptKey } from './attemptKey';
import { SellerPicker } from './SellerPicker';

export type AdjustBonusKind = 'adjust' | 'bonus';

type AdjustBonusModalProps = {
  kind: AdjustBonusKind | null;
  onClose: () => void;
  onDone: () => void;
};

/**
 * An admin's adjust (a signed correction, always explained) or bonus for a seller, opened from the
 * other-transactions list. The amount is typed in dollars and sent in cents, under the attempt's
 * Idempotency-Key so a double submit gives one row.
 */
export function AdjustBonusModal({ kind, onClose, onDone }: AdjustBonusModalProps) {
  const { t } = useTranslation();
  const [userId, setUserId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [isDebit, setIsDebit] = useState(false);
  const [description, setDescription] = useState('');
  const attempt = useAttemptKey();
  const reset = () => {
    setUserId(null);
    setAmount(null);
    setIsDebit(false);
    setDescription('');
  };
  const grant = useMutation({
    mutationFn: async () => {
      if (!userId || !amount) return;
      const text = description.trim();
      if (kind === 'adjust') {
        const body = { userId, amount: isDebit ? -amount : amount, description: text };
        await transactionsApi.adjust(body, attempt.keyFor({ kind, ...body }));
      } else {
        const body = { userId, amount, description: text || null };
        await transactionsApi.bonus(body, attempt.keyFor({ kind, ...body }));
      }
    },
    onSuccess: () => {
      attempt.finish();
      reset();
      onDone();
    },
  });
  const close = () => {
    grant.reset();
    reset();
    onClose();
  };
  const isComplete =
    userId !== null && amount !== null && amount > 0 && (kind === 'bonus' || description.trim());
  return (
    <Modal
      opened={kind !== null}
      onClose={close}
      title={kind ? t(`transactions.grant.${kind}`) : ''}
      centered
    >
      <Stack gap="md" data-testid="grant-modal">
        <SellerPicker value={userId} onChange={setUserId} />
        {kind === 'adjust' && (
          <SegmentedControl
            value={isDebit ? 'debit' : 'credit'}
            onChange={(value) => setIsDebit(value === 'debit')}
            data={[
              { value: 'credit', label: t('transactions.grant.credit') },
              { value: 'debit', label: t('transactions.grant.debit') },
            ]}
            data-testid="adjust-direction"
          />
        )}
        <MoneyInput
          label={t('transactions.fields.amount')}
          value={amount}
          onChange={setAmount}
          required
          data-testid="grant-amount"
        />
        <Textarea
          label={t('transactions.fields.description')}
          required={kind === 'adjust'}
          value={description}
          maxLength={TRANSACTION_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setDescription(event.currentTarget.value)}
          data-testid="grant-description"
        />
        <ApiErrorAlert error={grant.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('accounts.common.cancel')}
          </Button>
          <Button
            onClick={() => grant.mutate()}
            loading={grant.isPending}
            disabled={!isComplete}
            data-testid="grant-submit"
          >
            {t('transactions.grant.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
