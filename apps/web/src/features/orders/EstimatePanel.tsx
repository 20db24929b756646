import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type OrderCart } from '@platfox/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../ui/ApiErrorAlert';
import { orderKeys, ordersApi, type PriceEstimateView } from './api';
import { formatMoney } from '../../platform/i18n/formatMoney';

/** The estimate asks again once typing pauses, not at every key. */
const ESTIMATE_DELAY_MS = 400;

/** The live price of the cart from POST /api/orders/estimate: what placing it would charge. */
export function useEstimate(cart: OrderCart | null) {
  const [settled] = useDebouncedValue(cart, ESTIMATE_DELAY_MS);
  return useQuery({
    queryKey: orderKeys.estimate(settled),
    queryFn: ({ signal }) => ordersApi.estimate(settled as OrderCart, signal),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

const ROWS = [
  'items',
  'extraPrint',
  'shippingFirstItem',
  'shippingRestItems',
  'fastShipping',
  'discount',
] as const satisfies readonly (keyof PriceEstimateView)[];

/** The discount reads as what it takes off: on the items and on the shipping together. */
function amountOf(estimate: PriceEstimateView, row: (typeof ROWS)[number]): number {
  return row === 'discount' ? -(estimate.discount + estimate.discountShipping) : estimate[row];
}

export function EstimatePanel({
  estimate,
  isWaiting,
  error,
}: {
  estimate: PriceEstimateView | undefined;
  /** The cart is not complete yet: nothing to price. */
  isWaiting: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText(error);
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-estimate">
      <Stack gap="xs">
        <Title order={4}>{t('orders.estimate.title')}</Title>
        {isWaiting && (
          <Text size="sm" c="dimmed">
            {t('orders.estimate.incomplete')}
          </Text>
        )}
        {!isWaiting && errorText && (
          <Alert color="red" data-testid="order-estimate-error">
            {errorText}
          </Alert>
        )}
        {!isWaiting && !errorText && !estimate && <Loader size="xs" />}
        {!isWaiting && !errorText && estimate && (
          <>
            {ROWS.map((row) => (
              <Group key={row} justify="space-between">
                <Text size="sm">{t(`orders.estimate.${row}`)}</Text>
                <Text size="sm" data-testid={`order-estimate-${row}`}>
                  {formatMoney(amountOf(estimate, row))}
                </Text>
              </Group>
            ))}
            <Group justify="space-between">
              <Text fw={700}>{t('orders.estimate.total')}</Text>
              <Text fw={700} data-testid="order-estimate-total">
                {formatMoney(estimate.total)}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
