import { Text, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { afterSaleApi, type ReviewAction } from './api';
import { forwardText, type AfterSaleRow } from './listConfig';

type ReviewDialogProps = {
  row: AfterSaleRow | null;
  action: ReviewAction;
  onClose: () => void;
  onDone: () => void;
};

const REFUSALS: readonly ReviewAction[] = ['refuseRefund', 'refuseResend', 'refuseReturn'];

/**
 * The question before an admin answers a request: approving a refund moves money and a resend
 * makes an order, so nothing is called until it is confirmed. The note reaches the seller.
 */
export function ReviewDialog({ row, action, onClose, onDone }: ReviewDialogProps) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const review = useMutation({
    mutationFn: (target: AfterSaleRow) =>
      afterSaleApi.review(target.orderItemId, action, note.trim()),
    onSuccess: () => {
      setNote('');
      onDone();
    },
  });
  const close = () => {
    review.reset();
    setNote('');
    onClose();
  };
  const label = t(`afterSale.actions.${action}`);
  return (
    <ConfirmDialog
      opened={row !== null}
      title={label}
      message={t('afterSale.review.question', {
        action: label,
        product: row ? `${row.productTitle} (${row.productSku})` : '',
        seller: row?.sellerEmail ?? '',
      })}
      confirmLabel={label}
      isDanger={REFUSALS.includes(action)}
      isPending={review.isPending}
      onConfirm={() => row && review.mutate(row)}
      onClose={close}
      testId={`after-sale-${action}-dialog`}
    >
      {action === 'approveReturn' && row && (
        <Text size="sm" data-testid="after-sale-forward-to">
          {t('afterSale.review.forwardTo', { address: forwardText(row, t) })}
        </Text>
      )}
      <Textarea
        label={t('afterSale.review.note')}
        value={note}
        maxLength={1000}
        onChange={(event) => setNote(event.currentTarget.value)}
        data-testid="after-sale-note"
      />
      <ApiErrorAlert error={review.error} />
    </ConfirmDialog>
  );
}
