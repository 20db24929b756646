import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { BALANCE_NOT_ENOUGH, type OrderCart } from '@platfox/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../platform/api';
import { useApiErrorText } from '../../ui/ApiErrorAlert';
import { CouponField } from '../coupons/CouponField';
import { newIdempotencyKey, type OrderView } from './api';
import { AddressFields, type SetAddressField } from './AddressFields';
import { CartLines } from './CartLines';
import { stateRefusal, toCart, type CartValues } from './cart';
import { EstimatePanel, useEstimate } from './EstimatePanel';
import { Section } from '../../ui/Section';

type OrderFormProps = {
  initial: CartValues;
  onSaveDraft: (cart: OrderCart) => Promise<OrderView>;
  /** `key` is the attempt's Idempotency-Key: the same cart retried sends the same key. */
  onPlace: (cart: OrderCart, key: string) => Promise<OrderView>;
  /** A draft's own buttons (cancel), beside save and place. */
  extraActions?: ReactNode;
  /**
   * Offers the coupon field: its code goes with the cart handed to onPlace (placing at once, or
   * a saved draft's place call, which takes a couponCode). Saving a draft drops it.
   */
  withCoupon?: boolean;
};

/**
 * The cart, the buyer's address, shipping and the live price; saves a draft or places the order.
 * A placing attempt keeps its Idempotency-Key until the cart changes, so a retry after a lost
 * answer can never charge twice.
 */
export function OrderForm({
  initial,
  onSaveDraft,
  onPlace,
  extraActions,
  withCoupon = false,
}: OrderFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [couponCode, setCouponCode] = useState('');
  const attempt = useRef<{ cart: string; key: string } | null>(null);
  const setAddressField = useCallback<SetAddressField>(
    (field, text) =>
      setValues((current) => ({ ...current, address: { ...current.address, [field]: text } })),
    [],
  );
  const cart = toCart(values);
  const stateError = stateRefusal(values);
  // The applied coupon is priced into the estimate and sent when placing at once.
  const placing = cart && couponCode ? { ...cart, couponCode } : cart;
  const estimate = useEstimate(stateError ? null : placing);

  const submit = useMutation({
    mutationFn: ({ cart: body, isPlacing }: { cart: OrderCart; isPlacing: boolean }) => {
      if (!isPlacing) return onSaveDraft(body);
      const text = JSON.stringify(body);
      if (attempt.current?.cart !== text)
        attempt.current = { cart: text, key: newIdempotencyKey() };
      return onPlace(body, attempt.current.key);
    },
    onSuccess: (_order, { isPlacing }) => {
      if (isPlacing) attempt.current = null;
      // Saving as a draft drops an applied coupon (spec 03 section 4): say so, not silently.
      else if (couponCode) {
        notifications.show({ color: 'yellow', message: t('orders.form.couponDropped') });
      }
    },
  });
  const errors = isApiError(submit.error) ? submit.error.errors : {};
  const errorText = useApiErrorText(submit.error);
  const isBalanceShort = isApiError(submit.error) && submit.error.message === BALANCE_NOT_ENOUGH;
  const run = (isPlacing: boolean) => {
    const body = isPlacing ? placing : cart;
    if (body) submit.mutate({ cart: body, isPlacing });
  };
  const isReady = cart !== null && stateError === null;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <Section title={t('orders.cart.title')}>
            <CartLines
              lines={values.lines}
              errors={errors}
              onChange={(lines) => setValues((current) => ({ ...current, lines }))}
            />
          </Section>
          <Section title={t('orders.address.title')}>
            <AddressFields
              value={values.address}
              errors={errors}
              stateError={stateError}
              onField={setAddressField}
            />
          </Section>
          <Section title={t('orders.shipping.title')}>
            <SegmentedControl
              value={values.isFastShipping ? 'fast' : 'normal'}
              disabled={values.isLocalPickup}
              data={[
                { value: 'normal', label: t('orders.shipping.normal') },
                { value: 'fast', label: t('orders.shipping.fast') },
              ]}
              onChange={(choice) =>
                setValues((current) => ({ ...current, isFastShipping: choice === 'fast' }))
              }
              data-testid="order-shipping"
            />
            <Checkbox
              label={t('orders.shipping.localPickup')}
              checked={values.isLocalPickup}
              onChange={(event) => {
                const isLocalPickup = event.currentTarget.checked;
                setValues((current) => ({
                  ...current,
                  isLocalPickup,
                  isFastShipping: isLocalPickup ? false : current.isFastShipping,
                }));
              }}
              data-testid="order-local-pickup"
            />
            <Textarea
              label={t('orders.shipping.note')}
              value={values.note}
              rows={2}
              onChange={(event) => {
                const note = event.currentTarget.value;
                setValues((current) => ({ ...current, note }));
              }}
              data-testid="order-note"
            />
          </Section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="md">
          <EstimatePanel
            estimate={estimate.data}
            isWaiting={cart === null || stateError !== null}
            error={estimate.error}
          />
          {withCoupon && (
            <Paper withBorder radius="md" p="md">
              <CouponField
                cart={isReady ? cart : null}
                value={couponCode}
                onChange={(code) => setCouponCode(code)}
                disabled={submit.isPending}
              />
            </Paper>
          )}
          {errorText && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} />}
              data-testid="order-submit-error"
            >
              <Stack gap={4}>
                <Text size="sm" fw={600}>
                  {errorText}
                </Text>
                {isBalanceShort && (
                  <Anchor component={Link} to="/s/transaction/create" size="sm">
                    {t('orders.form.deposit')}
                  </Anchor>
                )}
              </Stack>
            </Alert>
          )}
          <Group grow>
            <Button
              variant="default"
              disabled={!isReady || submit.isPending}
              onClick={() => run(false)}
              data-testid="order-save-draft"
            >
              {t('orders.form.saveDraft')}
            </Button>
            <Button
              disabled={!isReady}
              loading={submit.isPending}
              onClick={() => run(true)}
              data-testid="order-place"
            >
              {t('orders.form.place')}
            </Button>
          </Group>
          {extraActions}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
