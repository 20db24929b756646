import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { normalizeCouponCode, type OrderCart, type priceEstimateSchema } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../platform/api';
import { couponsApi } from './api';
import { CouponSuggestions } from './CouponSuggestions';
import { formatMoney } from '../../platform/i18n/formatMoney';

export type CouponEstimate = z.output<typeof priceEstimateSchema>;

type Props = {
  /** The order form's cart without a coupon; null while it cannot be priced yet. */
  cart: Omit<OrderCart, 'couponCode'> | null;
  /** The applied code, '' for none. */
  value: string;
  /** A code applied with the estimate it gives, or '' and null when the coupon is removed. */
  onChange: (code: string, estimate: CouponEstimate | null) => void;
  disabled?: boolean;
};

/**
 * The seller's coupon field of the order form: the code is checked by pricing the cart with it
 * (POST orders/estimate), so the discount shown is the one placing charges. A refusal shows the
 * server's reason under the field. Send `couponCode: value` with the order when placing it at
 * once; a draft drops it (spec 03 section 4).
 */
export function CouponField({ cart, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState<CouponEstimate | null>(null);
  const apply = useMutation({
    mutationFn: (code: string) => {
      if (!cart) throw new Error('No cart');
      return couponsApi.estimate({ ...cart, couponCode: code } as OrderCart);
    },
    onSuccess: (estimate, code) => {
      setApplied(estimate);
      onChange(code, estimate);
    },
  });
  const error = apply.error
    ? isApiError(apply.error)
      ? (apply.error.errors.couponCode ?? apply.error.message)
      : t('coupons.rules.invalid')
    : undefined;
  const discount = applied ? applied.discount + applied.discountShipping : 0;

  return (
    <Stack gap={4} data-testid="coupon-field">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          label={t('coupons.field.label')}
          placeholder={t('coupons.field.placeholder')}
          disabled={disabled || Boolean(value)}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            apply.reset();
          }}
          error={error}
          data-testid="coupon-field-input"
        />
        {value ? (
          <Button
            variant="default"
            disabled={disabled}
            onClick={() => {
              setText('');
              setApplied(null);
              apply.reset();
              onChange('', null);
            }}
            data-testid="coupon-field-remove"
          >
            {t('coupons.field.remove')}
          </Button>
        ) : (
          <Button
            disabled={disabled || !cart || !text.trim()}
            loading={apply.isPending}
            onClick={() => apply.mutate(normalizeCouponCode(text))}
            data-testid="coupon-field-apply"
          >
            {t('coupons.field.apply')}
          </Button>
        )}
      </Group>
      {value && applied?.couponCode && (
        <Text size="sm" c="teal" data-testid="coupon-field-applied">
          {t('coupons.field.applied', {
            code: applied.couponCode,
            discount: formatMoney(discount),
          })}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {t('coupons.field.draftDrops')}
      </Text>
      {!value && (
        <CouponSuggestions
          disabled={disabled || !cart || apply.isPending}
          onApply={(code) => {
            setText(code);
            apply.mutate(code);
          }}
        />
      )}
    </Stack>
  );
}
