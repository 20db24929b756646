import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { couponExpiryHint, UNLIMITED_COUPON_DATE, type SellerCoupon } from '@platfox/domain';
import { IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { couponKeys, couponsApi } from './api';
import { couponValue } from './listConfig';

/** "10% off Discount on the total (up to $5.00)": what the coupon gives, in the reader's words. */
function useWhatItGives() {
  const { t } = useTranslation();
  return (coupon: SellerCoupon) => {
    const value = couponValue(coupon);
    const type = t(`coupons.types.${coupon.type}`);
    const cap =
      !coupon.isFixedValue && coupon.maxAmountValue > 0
        ? t('coupons.suggestions.upTo', { amount: formatMoney(coupon.maxAmountValue) })
        : '';
    return [value, type, cap].filter(Boolean).join(' · ');
  };
}

/**
 * The coupons suggested to the seller (GET seller/coupons) under the order form's coupon field:
 * one click applies one, through the field's own apply (the estimate checks the cart's
 * conditions and says why when it does not qualify). Nothing shows when there is none.
 */
export function CouponSuggestions({
  onApply,
  disabled,
}: {
  onApply: (code: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const whatItGives = useWhatItGives();
  const suggestions = useQuery({
    queryKey: couponKeys.suggestions,
    queryFn: ({ signal }) => couponsApi.suggestions(signal),
  });
  const list = suggestions.data ?? [];
  if (list.length === 0) return null;
  return (
    <Stack gap={6} data-testid="coupon-suggestions">
      <Text size="sm" fw={500}>
        {t('coupons.suggestions.title')}
      </Text>
      {list.map((coupon) => {
        const hint =
          coupon.toDate === UNLIMITED_COUPON_DATE
            ? null
            : couponExpiryHint(new Date(coupon.toDate));
        return (
          <Group key={coupon.id} gap="xs" wrap="nowrap" justify="space-between">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap={6}>
                <Text size="sm" fw={600} dir="ltr">
                  {coupon.code}
                </Text>
                {hint && (
                  <Badge color="orange" variant="light" size="sm">
                    {t(`coupons.expiry.${hint.unit}`, { count: hint.amount })}
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {whatItGives(coupon)}
              </Text>
            </Stack>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconTicket size={14} />}
              disabled={disabled}
              onClick={() => onApply(coupon.code)}
              data-testid={`coupon-suggestion-${coupon.code}`}
            >
              {t('coupons.field.apply')}
            </Button>
          </Group>
        );
      })}
    </Stack>
  );
}
