import { Loader, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { Fact } from '../../ui/Fact';
import { auditApi, auditKeys } from './api';

/**
 * The labels of spec 03 section 3.2 the admin's order page shows beside the order: reference,
 * store, money lines, coupon, payment method, pickers and the approved, finished and canceled
 * times. `status` reads them again when the order moves.
 */
export function OrderFacts({ orderId, status }: { orderId: string; status: string }) {
  const { t } = useTranslation();
  const facts = useQuery({
    queryKey: [...auditKeys.facts(orderId), status],
    queryFn: ({ signal }) => auditApi.facts(orderId, signal),
  });
  if (facts.isPending) return <Loader size="xs" aria-label={t('app.loading')} />;
  if (facts.isError) return <ApiErrorAlert error={facts.error} />;
  const f = facts.data;
  const none = t('audit.facts.none');
  // Technical values (codes, references) keep their own direction inside right-to-left text.
  const code = (value: string | null): ReactNode => (value ? <bdi dir="ltr">{value}</bdi> : none);
  const time = (value: string | null) => (value ? formatDateTime(value) : none);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} data-testid="order-facts">
      <Fact label={t('audit.facts.refId')} testId="fact-ref-id">
        {code(f.refId)}
      </Fact>
      <Fact label={t('audit.facts.storeName')} dir="auto">
        {f.storeName ?? none}
      </Fact>
      <Fact label={t('audit.facts.subtotal')} testId="fact-subtotal">
        {formatMoney(f.subtotal)}
      </Fact>
      <Fact label={t('audit.facts.shippingPrice')}>{formatMoney(f.shippingPrice)}</Fact>
      <Fact label={t('audit.facts.totalDiscount')}>{formatMoney(f.totalDiscount)}</Fact>
      <Fact label={t('audit.facts.coupon')}>{code(f.couponCode)}</Fact>
      <Fact label={t('audit.facts.paymentMethod')} testId="fact-payment-method">
        {code(f.paymentMethod)}
      </Fact>
      <Fact label={t('audit.facts.picker')} dir="auto">
        {f.pickers.length > 0 ? f.pickers.join(', ') : none}
      </Fact>
      <Fact label={t('audit.facts.approvedAt')} testId="fact-approved-at">
        {time(f.approvedAt)}
      </Fact>
      <Fact label={t('audit.facts.finishedAt')}>{time(f.finishedAt)}</Fact>
      <Fact label={t('audit.facts.canceledAt')}>{time(f.canceledAt)}</Fact>
    </SimpleGrid>
  );
}
