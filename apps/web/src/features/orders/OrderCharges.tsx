import { Group, Stack, Text } from '@mantine/core';
import type { OrderCharge } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { BidiValue } from '../../ui/Bidi';
import { Fact } from '../../ui/Fact';
import { statusLabel } from '../../ui/statusLabel';

/*
 * What the seller paid for an order, from its ledger rows: the order's total is one charge, but an
 * auto-placed TikTok order also pays an extra fee (a charge of its own) and a refund gives money
 * back. The page names each, so what it says adds up to what left the balance.
 */

/** The money that left the balance for the order (approved charges less approved refunds). */
export function netCharged(charges: readonly OrderCharge[]): number {
  return -charges
    .filter((charge) => charge.status === 'APPROVED')
    .reduce((sum, charge) => sum + charge.amount, 0);
}

function chargeLabel(t: TFunction, charge: OrderCharge): string {
  if (charge.isOrderTotal) return t('orders.charges.orderTotal');
  if (charge.type === 'CHARGE') return t('orders.charges.extraFee');
  if (charge.type === 'REFUND') return t('orders.charges.refund');
  return t(`transactions.type.${charge.type}`);
}

/** "Charged in all" and, when more than the order's own charge moved money, each row. */
export function OrderCharges({ charges }: { charges: readonly OrderCharge[] }) {
  const { t } = useTranslation();
  if (charges.length === 0) return null;
  const isOnlyTotal = charges.length === 1 && charges[0]!.isOrderTotal;
  return (
    <Fact label={t('orders.charges.charged')}>
      <Stack gap={2} data-testid="order-charges">
        <BidiValue dir="auto">
          <span data-testid="order-charged">{formatMoney(netCharged(charges))}</span>
        </BidiValue>
        {!isOnlyTotal &&
          charges.map((charge) => (
            <Group key={charge.id} gap={6} wrap="nowrap" data-testid="order-charge">
              <Text size="xs" c="dimmed">
                {chargeLabel(t, charge)}
              </Text>
              <Text size="xs">
                <BidiValue dir="auto">{formatMoney(Math.abs(charge.amount))}</BidiValue>
              </Text>
              {charge.status !== 'APPROVED' && (
                <Text size="xs" c="dimmed">
                  ({statusLabel(t, charge.status)})
                </Text>
              )}
              <Text size="xs" c="dimmed" visibleFrom="sm">
                {formatDateTime(charge.createdAt)}
              </Text>
            </Group>
          ))}
      </Stack>
    </Fact>
  );
}
