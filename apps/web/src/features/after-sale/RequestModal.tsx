import { Button, Group, Modal, NumberInput, Radio, SegmentedControl, Stack } from '@mantine/core';
import {
  AFTER_SALE_TYPES,
  dollarsToCents,
  REFUND_TYPES,
  type AfterSaleRequestBody,
  type AfterSaleRequestView,
  type AfterSaleType,
  type RefundType,
} from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { afterSaleApi } from './api';
import { ReasonField } from './ReasonField';
import { formatMoney } from '../../platform/i18n/formatMoney';

export type RequestModalProps = {
  /** The order item asked about; the modal is open while it is set. */
  itemId: string | null;
  /** The item's paid total in cents: the most a refund may give back. */
  maxAmount: number;
  onClose: () => void;
  onDone: (request: AfterSaleRequestView) => void;
};

/**
 * The seller's after-sale request on an order item (spec 03 sections 3.2 and 4): a refund (full, a
 * custom amount or a percent), a resend or a return, with a reason. The server decides whether the
 * item's status allows it and answers the rule's message otherwise.
 */
export function RequestModal({ itemId, maxAmount, onClose, onDone }: RequestModalProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<AfterSaleType>('REFUND');
  const [reason, setReason] = useState('');
  const [refundType, setRefundType] = useState<RefundType>('FULL');
  const [dollars, setDollars] = useState<number | string>('');
  const [percent, setPercent] = useState<number | string>('');

  const send = useMutation({
    mutationFn: (body: AfterSaleRequestBody) => afterSaleApi.request(itemId ?? '', body),
    onSuccess: (answer) => {
      reset();
      onDone(answer);
    },
  });
  function reset() {
    setType('REFUND');
    setReason('');
    setRefundType('FULL');
    setDollars('');
    setPercent('');
    send.reset();
  }
  const close = () => {
    reset();
    onClose();
  };
  const submit = () => {
    const body: AfterSaleRequestBody = { type, reason };
    if (type === 'REFUND') {
      body.refundType = refundType;
      if (refundType === 'CUSTOM_AMOUNT' && dollars !== '') body.amount = dollarsToCents(dollars);
      if (refundType === 'PERCENT' && percent !== '') body.percent = Number(percent);
    }
    send.mutate(body);
  };

  return (
    <Modal opened={itemId !== null} onClose={close} title={t('afterSale.request.title')} centered>
      <Stack gap="md" data-testid="after-sale-request-modal">
        <SegmentedControl
          value={type}
          onChange={(value) => {
            setType(value as AfterSaleType);
            setReason('');
          }}
          data={AFTER_SALE_TYPES.map((value) => ({
            value,
            label: t(`afterSale.types.${value}`),
          }))}
          data-testid="after-sale-type"
        />
        {type === 'REFUND' && (
          <Radio.Group
            label={t('afterSale.request.refundType')}
            value={refundType}
            onChange={(value) => setRefundType(value as RefundType)}
          >
            <Group gap="md" mt="xs">
              {REFUND_TYPES.map((value) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`afterSale.refundTypes.${value}`)}
                  data-testid={`refund-type-${value}`}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
        {type === 'REFUND' && refundType === 'CUSTOM_AMOUNT' && (
          <NumberInput
            label={t('afterSale.request.amount')}
            description={t('afterSale.request.amountHint', { max: formatMoney(maxAmount) })}
            value={dollars}
            onChange={setDollars}
            min={0.01}
            max={maxAmount / 100}
            decimalScale={2}
            prefix="$"
            data-testid="refund-amount"
          />
        )}
        {type === 'REFUND' && refundType === 'PERCENT' && (
          <NumberInput
            label={t('afterSale.request.percent')}
            value={percent}
            onChange={setPercent}
            min={1}
            max={100}
            allowDecimal={false}
            suffix="%"
            data-testid="refund-percent"
          />
        )}
        <ReasonField key={type} type={type} onChange={setReason} />
        <ApiErrorAlert error={send.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('afterSale.request.cancel')}
          </Button>
          <Button
            onClick={submit}
            loading={send.isPending}
            disabled={reason.trim() === ''}
            data-testid="after-sale-submit"
          >
            {t('afterSale.request.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
