import { Alert, Button, Group } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { type Transaction } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../platform/session';
import { useApiErrorText } from '../../ui/ApiErrorAlert';
import { downloadReceipt } from './api';
import { canReview, hasPermission } from './permissions';
import { RefundDepositModal } from './RefundDepositModal';
import { ReviewDialog, type ReviewAction } from './ReviewDialog';
import { VerifyDepositModal } from './VerifyDepositModal';
import { formatMoney } from '../../platform/i18n/formatMoney';

const isReviewable = (row: Transaction) => row.type === 'DEPOSIT' || row.type === 'WITHDRAW';
const isWaiting = (row: Transaction) => row.status === 'PENDING' || row.status === 'HOLDING';

/**
 * What may be done with a row now. Admins: approve a waiting bank transfer or withdraw (a card or
 * PayPal deposit is approved by its payment), cancel a waiting one, refund an approved deposit.
 * Sellers: cancel their own waiting request, verify a held card deposit. Everyone: the receipt.
 */
export function TransactionActions({
  transaction,
  onChanged,
}: {
  transaction: Transaction;
  onChanged: (next: Transaction) => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const isSeller = user?.type === 'SELLER';
  const [review, setReview] = useState<ReviewAction | null>(null);
  const [isRefunding, setRefunding] = useState(false);
  const [isVerifying, setVerifying] = useState(false);
  const receipt = useMutation({
    mutationFn: () =>
      downloadReceipt(
        { id: transaction.id, type: 'inv' },
        `receipt-${transaction.id.slice(0, 8)}.pdf`,
      ),
  });
  const receiptError = useApiErrorText(receipt.error);

  const mayReview = isSeller || canReview(user, transaction.type);
  const canApprove =
    !isSeller &&
    mayReview &&
    transaction.status === 'PENDING' &&
    (transaction.type === 'WITHDRAW' || transaction.paymentMethod === 'BANKING');
  const canCancel =
    mayReview &&
    isReviewable(transaction) &&
    (isSeller ? transaction.status === 'PENDING' : isWaiting(transaction));
  const canRefund =
    !isSeller &&
    transaction.type === 'DEPOSIT' &&
    transaction.status === 'APPROVED' &&
    hasPermission(user, 'DEPOSIT_DETAIL_UPDATE');
  const canVerify = isSeller && transaction.type === 'DEPOSIT' && transaction.status === 'HOLDING';

  return (
    <Group gap="sm">
      {canVerify && (
        <Button onClick={() => setVerifying(true)} data-testid="transaction-verify">
          {t('transactions.verify.open')}
        </Button>
      )}
      {canApprove && (
        <Button color="teal" onClick={() => setReview('approve')} data-testid="transaction-approve">
          {t('transactions.review.approve')}
        </Button>
      )}
      {canCancel && (
        <Button
          color="red"
          variant="light"
          onClick={() => setReview('cancel')}
          data-testid="transaction-cancel"
        >
          {t('transactions.review.cancel')}
        </Button>
      )}
      {canRefund && (
        <Button variant="light" onClick={() => setRefunding(true)} data-testid="transaction-refund">
          {t('transactions.refund.action')}
        </Button>
      )}
      <Button
        variant="default"
        leftSection={<IconFileDownload size={16} />}
        loading={receipt.isPending}
        onClick={() => receipt.mutate()}
        data-testid="transaction-receipt"
      >
        {t('transactions.receipt.invoice')}
      </Button>
      {receiptError && (
        <Alert color="red" py={4} data-testid="receipt-error">
          {receiptError}
        </Alert>
      )}
      <ReviewDialog
        transaction={review ? transaction : null}
        action={review ?? 'approve'}
        onClose={() => setReview(null)}
        onDone={(next) => {
          setReview(null);
          onChanged(next);
        }}
      />
      <RefundDepositModal
        deposit={isRefunding ? transaction : null}
        onClose={() => setRefunding(false)}
        onDone={(refund) => {
          setRefunding(false);
          onChanged(transaction);
          notifications.show({
            color: 'teal',
            message: t('transactions.refund.done', {
              amount: formatMoney(Math.abs(refund.amount)),
            }),
          });
        }}
      />
      <VerifyDepositModal
        deposit={isVerifying ? transaction : null}
        onClose={() => setVerifying(false)}
        onVerified={(next) => {
          setVerifying(false);
          onChanged(next);
        }}
        onBanned={() => {
          setVerifying(false);
          navigate('/s/transaction/create?banned=1');
        }}
      />
    </Group>
  );
}
