import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  DEPOSIT_CODE_LENGTH,
  DEPOSIT_CODE_PATTERN,
  isDepositBanned,
  type Transaction,
} from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { transactionsApi } from './api';
import { formatMoney } from '../../platform/i18n/formatMoney';

/** The attempts the server says are left after a wrong code, when it says so. */
export function remainingAttemptsOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const text = error.errors.verifyRemainingAttempt;
  if (text === undefined || text.trim() === '') return null;
  const remaining = Number(text);
  return Number.isFinite(remaining) ? remaining : null;
}

type VerifyDepositModalProps = {
  /** The held card deposit: its id and amount in cents. */
  deposit: Pick<Transaction, 'id' | 'amount'> | null;
  onClose: () => void;
  onVerified: (transaction: Transaction) => void;
  /** The attempts are used up: the deposit is cancelled and card deposits are banned. */
  onBanned: () => void;
};

/**
 * Spec 02 section 4.12: the seller types the 6-digit code from their card statement. A wrong code
 * shows how many attempts remain (the server's errors.verifyRemainingAttempt); at 0 the modal
 * closes and the page says the seller is banned.
 */
export function VerifyDepositModal({
  deposit,
  onClose,
  onVerified,
  onBanned,
}: VerifyDepositModalProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [remaining, setRemaining] = useState<number | null>(null);
  const verify = useMutation({
    // The spec sends the code as a number; the server pads it back to six digits.
    mutationFn: (target: { id: string }) => transactionsApi.verifyCard(target.id, Number(code)),
    onSuccess: (transaction) => {
      setCode('');
      setRemaining(null);
      onVerified(transaction);
    },
    onError: (error) => {
      const left = remainingAttemptsOf(error);
      setRemaining(left);
      setCode('');
      if (left !== null && isDepositBanned(left)) {
        verify.reset();
        setRemaining(null);
        onBanned();
      }
    },
  });
  const isValid = DEPOSIT_CODE_PATTERN.test(code);
  const close = () => {
    verify.reset();
    setCode('');
    setRemaining(null);
    onClose();
  };
  return (
    <Modal
      opened={deposit !== null}
      onClose={close}
      title={t('transactions.verify.title')}
      centered
    >
      <Stack gap="md" data-testid="verify-deposit-modal">
        <Text size="sm">
          {t('transactions.verify.intro', { amount: formatMoney(deposit?.amount ?? 0) })}
        </Text>
        <Text size="xs" c="dimmed" data-testid="verify-transaction-id">
          {t('transactions.verify.transactionId', { id: deposit?.id ?? '' })}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (deposit && isValid) verify.mutate({ id: deposit.id });
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('transactions.verify.code')}
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={DEPOSIT_CODE_LENGTH}
              onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, ''))}
              error={
                code.length > 0 && !isValid
                  ? t('transactions.verify.codeFormat', { length: DEPOSIT_CODE_LENGTH })
                  : undefined
              }
              data-testid="verify-code"
            />
            {remaining !== null ? (
              <Alert color="orange" data-testid="verify-remaining">
                {t('transactions.verify.remaining', { count: remaining })}
              </Alert>
            ) : (
              <ApiErrorAlert error={verify.error} />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('accounts.common.cancel')}
              </Button>
              <Button
                type="submit"
                loading={verify.isPending}
                disabled={!isValid}
                data-testid="verify-submit"
              >
                {t('transactions.verify.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
