import { Textarea } from '@mantine/core';
import {
  ledgerEndpoints,
  TRANSACTION_DESCRIPTION_MAX_LENGTH,
  type Transaction,
} from '@platfox/domain';
import { call } from '../../platform/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { transactionKeys, transactionsApi } from './api';
import { ProofViewer } from './ProofViewer';
import { formatMoney } from '../../platform/i18n/formatMoney';

export type ReviewAction = 'approve' | 'cancel';

type ReviewDialogProps = {
  transaction: Pick<Transaction, 'id' | 'type' | 'amount' | 'userEmail'> | null;
  action: ReviewAction;
  onClose: () => void;
  onDone: (transaction: Transaction) => void;
};

/**
 * The question before an admin approves or cancels a deposit or withdraw (a seller cancels their
 * own waiting one too): approving moves money, so nothing is called until it is confirmed. A
 * cancellation may say why; the seller reads it on the row.
 */
/** The deposit's proof, read from its detail (list rows do not carry the file). */
function DialogProof({ id }: { id: string }) {
  const detail = useQuery({
    queryKey: transactionKeys.detail(id),
    // Not the api's get: a refused read here leaves the question as it is, not the error page.
    queryFn: ({ signal }) =>
      call(ledgerEndpoints.getTransactionsOne, { params: { id } }, { signal }).then(
        (answer) => answer.data,
      ),
  });
  const fileId = detail.data?.proofFileId;
  return fileId ? <ProofViewer fileId={fileId} height={360} /> : null;
}

export function ReviewDialog({ transaction, action, onClose, onDone }: ReviewDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const review = useMutation({
    mutationFn: (target: { id: string }) =>
      action === 'approve'
        ? transactionsApi.approve(target.id)
        : transactionsApi.cancel(target.id, note.trim() || null),
    onSuccess: (answer) => {
      setNote('');
      onDone(answer);
    },
  });
  const close = () => {
    review.reset();
    setNote('');
    onClose();
  };
  // Approving a bank deposit from the list shows its proof too: the decision needs the slip.
  const asksWithProof = action === 'approve' && transaction?.type === 'DEPOSIT';
  const values = transaction
    ? {
        type: t(`transactions.type.${transaction.type}`),
        amount: formatMoney(Math.abs(transaction.amount)),
        email: transaction.userEmail,
      }
    : {};
  return (
    <ConfirmDialog
      opened={transaction !== null}
      title={t(`transactions.review.${action}Title`)}
      message={t(`transactions.review.${action}Question`, values)}
      confirmLabel={t(`transactions.review.${action}`)}
      isDanger={action === 'cancel'}
      isPending={review.isPending}
      onConfirm={() => transaction && review.mutate({ id: transaction.id })}
      onClose={close}
      testId={`review-${action}-dialog`}
      size={asksWithProof ? 'xl' : 'md'}
    >
      {asksWithProof && transaction && <DialogProof id={transaction.id} />}
      {action === 'cancel' && (
        <Textarea
          label={t('transactions.review.reason')}
          value={note}
          maxLength={TRANSACTION_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-testid="review-note"
        />
      )}
      <ApiErrorAlert error={review.error} />
    </ConfirmDialog>
  );
}
