import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COUPON_STATUSES,
  COUPON_TYPES,
  ITEM_GAP_COUPON_TYPES,
  type CouponBody,
  type CouponType,
} from '@platfox/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../platform/api';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { MoneyInput } from '../../ui/MoneyInput';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { couponsApi, useCouponMutation } from './api';
import { CouponRuleField } from './CouponRuleField';
import { validateCoupon, type CouponValues } from './couponForm';
import { useUserOptions, type Option } from '../users/userOptions';
import { useNetworkOptions } from './networkOptions';
import { statusLabel } from '../../ui/statusLabel';

type Props = {
  initial: CouponValues;
  /** The coupon edited or viewed; none when creating. */
  couponId?: string;
  readOnly: boolean;
  usedCount?: number;
};

const isItemGapType = (type: CouponType) =>
  (ITEM_GAP_COUPON_TYPES as readonly CouponType[]).includes(type);

/** Every field of a coupon (spec 03 section 3.4), checked by the domain's rules before sending. */
/** A coupon's members are merchants. */
const SELLERS = ['SELLER'] as const;

export function CouponForm({ initial, couponId, readOnly, usedCount }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<Option[]>([]);
  const members = useUserOptions(search, values.userIds, known, SELLERS);
  const networks = useNetworkOptions(values.networkIds, !values.isAppliedToAllMember);
  const isDirty = JSON.stringify(values) !== JSON.stringify(baseline);
  const guard = useLeaveGuard(isDirty && !readOnly);

  const set = <K extends keyof CouponValues>(key: K, value: CouponValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => {
      const { [key]: _cleared, ...rest } = previous;
      return rest;
    });
  };

  const save = useCouponMutation({
    mutationFn: (body: CouponBody) =>
      couponId ? couponsApi.update(couponId, body) : couponsApi.create(body),
    onSuccess: async (saved) => {
      notifications.show({ color: 'teal', message: t('coupons.saved') });
      setBaseline(values);
      if (!couponId) {
        guard.release();
        void navigate(`/a/coupon-code/${saved.id}?m=edit`, { replace: true });
      }
    },
    onError: (error) => {
      if (isApiError(error)) setErrors({ ...error.errors });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.reset();
    const checked = validateCoupon(values, t);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(checked.body);
  };

  const isPercent = !values.isFixedValue;
  const isFree = values.type === 'SHIPPING_FREE';
  const itemGap = isItemGapType(values.type);

  return (
    <Paper withBorder radius="md" p="lg" maw={900}>
      <form onSubmit={submit} noValidate data-testid="coupon-form">
        <Stack gap="md">
          <ApiErrorAlert error={save.error} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('coupons.fields.code')}
              description={t('coupons.hints.code')}
              required
              disabled={readOnly}
              value={values.code}
              onChange={(event) => set('code', event.currentTarget.value.toUpperCase())}
              error={errors.code}
              data-testid="coupon-code"
            />
            <Select
              label={t('coupons.fields.type')}
              allowDeselect={false}
              disabled={readOnly}
              value={values.type}
              data={COUPON_TYPES.map((type) => ({
                value: type,
                label: t(`coupons.types.${type}`),
              }))}
              onChange={(type) => {
                const chosen = COUPON_TYPES.find((known) => known === type);
                if (!chosen) return;
                set('type', chosen);
                // Fields the new type does not use go back to their neutral values.
                if (!isItemGapType(chosen)) {
                  set('itemQtyGap', 1);
                  set('limitOnNumberOfDiscount', 0);
                }
                if (chosen === 'SHIPPING_FREE') set('maxAmountValue', 0);
              }}
              error={errors.type}
              data-testid="coupon-type"
            />
          </SimpleGrid>
          {!isFree && (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t('coupons.fields.isFixedValue')}
                </Text>
                <SegmentedControl
                  disabled={readOnly}
                  value={values.isFixedValue ? 'fixed' : 'percent'}
                  data={[
                    { value: 'percent', label: t('coupons.fields.amountPercent') },
                    { value: 'fixed', label: t('coupons.fields.amountFixed') },
                  ]}
                  onChange={(mode) => {
                    set('isFixedValue', mode === 'fixed');
                    set('amount', null);
                    if (mode === 'fixed') set('maxAmountValue', 0);
                  }}
                  data-testid="coupon-value-mode"
                />
              </Stack>
              {isPercent ? (
                <NumberInput
                  label={t('coupons.fields.amountPercent')}
                  required
                  disabled={readOnly}
                  suffix="%"
                  min={1}
                  max={100}
                  allowDecimal={false}
                  value={values.amount ?? ''}
                  onChange={(next) => set('amount', next === '' ? null : Number(next))}
                  error={errors.amount}
                  data-testid="coupon-amount"
                />
              ) : (
                <MoneyInput
                  label={t('coupons.fields.amountFixed')}
                  required
                  disabled={readOnly}
                  value={values.amount}
                  onChange={(cents) => set('amount', cents)}
                  error={errors.amount}
                  data-testid="coupon-amount"
                />
              )}
              {isPercent && (
                <MoneyInput
                  label={t('coupons.fields.maxAmountValue')}
                  description={t('coupons.hints.limits')}
                  disabled={readOnly}
                  value={values.maxAmountValue}
                  onChange={(cents) => set('maxAmountValue', cents)}
                  error={errors.maxAmountValue}
                  data-testid="coupon-max-amount"
                />
              )}
            </SimpleGrid>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('coupons.fields.fromDate')}
              description={t('coupons.hints.dates')}
              disabled={readOnly || values.isBadgeValue}
              value={values.fromDate}
              onChange={(event) => set('fromDate', event.currentTarget.value)}
              error={errors.fromDate}
              data-testid="coupon-from-date"
            />
            <TextInput
              type="datetime-local"
              label={t('coupons.fields.toDate')}
              description={t('coupons.hints.dates')}
              disabled={readOnly || values.isBadgeValue}
              value={values.toDate}
              onChange={(event) => set('toDate', event.currentTarget.value)}
              error={errors.toDate}
              data-testid="coupon-to-date"
            />
            <NumberInput
              label={t('coupons.fields.limitOnCouponUsage')}
              description={t('coupons.hints.limits')}
              disabled={readOnly || values.isBadgeValue}
              min={0}
              allowDecimal={false}
              value={values.limitOnCouponUsage}
              onChange={(next) => set('limitOnCouponUsage', Number(next) || 0)}
              error={errors.limitOnCouponUsage}
              data-testid="coupon-limit-total"
            />
            <NumberInput
              label={t('coupons.fields.limitOnUserUsage')}
              description={t('coupons.hints.limits')}
              disabled={readOnly || values.isBadgeValue}
              min={0}
              allowDecimal={false}
              value={values.limitOnUserUsage}
              onChange={(next) => set('limitOnUserUsage', Number(next) || 0)}
              error={errors.limitOnUserUsage}
              data-testid="coupon-limit-user"
            />
            {itemGap && (
              <>
                <NumberInput
                  label={t('coupons.fields.itemQtyGap')}
                  description={t('coupons.hints.itemQtyGap')}
                  disabled={readOnly}
                  min={1}
                  allowDecimal={false}
                  value={values.itemQtyGap}
                  onChange={(next) => set('itemQtyGap', Number(next) || 1)}
                  error={errors.itemQtyGap}
                  data-testid="coupon-item-gap"
                />
                <NumberInput
                  label={t('coupons.fields.limitOnNumberOfDiscount')}
                  description={t('coupons.hints.limits')}
                  disabled={readOnly}
                  min={0}
                  allowDecimal={false}
                  value={values.limitOnNumberOfDiscount}
                  onChange={(next) => set('limitOnNumberOfDiscount', Number(next) || 0)}
                  error={errors.limitOnNumberOfDiscount}
                  data-testid="coupon-discount-limit"
                />
              </>
            )}
          </SimpleGrid>
          <Group gap="xl">
            <Checkbox
              label={t('coupons.fields.isBadgeValue')}
              disabled={readOnly}
              checked={values.isBadgeValue}
              onChange={(event) => {
                const checked = event.currentTarget.checked;
                set('isBadgeValue', checked);
                // A badge coupon has no dates, no limits and every member (spec 03 section 5).
                if (checked) {
                  set('fromDate', '');
                  set('toDate', '');
                  set('limitOnCouponUsage', 0);
                  set('limitOnUserUsage', 0);
                  set('isAppliedToAllMember', true);
                  set('isAutoApplyToOrder', false);
                }
              }}
              error={errors.isBadgeValue}
              data-testid="coupon-badge"
            />
            <Checkbox
              label={t('coupons.fields.isAllowForSuggestion')}
              disabled={readOnly}
              checked={values.isAllowForSuggestion}
              onChange={(event) => set('isAllowForSuggestion', event.currentTarget.checked)}
              data-testid="coupon-suggestion"
            />
            <Checkbox
              label={t('coupons.fields.isAutoApplyToOrder')}
              disabled={readOnly || values.isBadgeValue || values.isAllowForSuggestion}
              checked={values.isAutoApplyToOrder}
              onChange={(event) => set('isAutoApplyToOrder', event.currentTarget.checked)}
              error={errors.isAutoApplyToOrder}
              data-testid="coupon-auto-apply"
            />
          </Group>
          <Switch
            label={t('coupons.fields.isAppliedToAllMember')}
            disabled={readOnly || values.isBadgeValue}
            checked={values.isAppliedToAllMember}
            onChange={(event) => set('isAppliedToAllMember', event.currentTarget.checked)}
            error={errors.isAppliedToAllMember}
            data-testid="coupon-all-members"
          />
          {!values.isAppliedToAllMember && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <MultiSelect
                label={t('coupons.fields.userIds')}
                placeholder={t('coupons.hints.userIds')}
                disabled={readOnly}
                searchable
                searchValue={search}
                onSearchChange={setSearch}
                filter={({ options }) => options}
                data={members}
                value={values.userIds}
                onChange={(ids) => {
                  setKnown(members.filter((option) => ids.includes(option.value)));
                  set('userIds', ids);
                }}
                error={errors.userIds}
                data-testid="coupon-members"
              />
              <MultiSelect
                label={t('coupons.fields.networkIds')}
                placeholder={t('coupons.hints.networkIds')}
                disabled={readOnly}
                searchable
                data={networks}
                value={values.networkIds}
                onChange={(ids) => set('networkIds', ids)}
                error={errors.networkIds}
                data-testid="coupon-networks"
              />
            </SimpleGrid>
          )}
          <CouponRuleField
            value={values.advancedFilterConditionId}
            onChange={(id) => set('advancedFilterConditionId', id)}
            error={errors.advancedFilterConditionId}
            readOnly={readOnly}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('coupons.fields.status')}
              allowDeselect={false}
              disabled={readOnly}
              value={values.status}
              data={COUPON_STATUSES.map((status) => ({
                value: status,
                label: statusLabel(t, status),
              }))}
              onChange={(status) => {
                const chosen = COUPON_STATUSES.find((known) => known === status);
                if (chosen) set('status', chosen);
              }}
              data-testid="coupon-status"
            />
            {usedCount !== undefined && (
              <Stack gap={2}>
                <Text size="sm" fw={500}>
                  {t('coupons.fields.usedCount')}
                </Text>
                <Text data-testid="coupon-used-count">{usedCount}</Text>
              </Stack>
            )}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button component={Link} to="/a/coupon-codes" variant="default">
              {t('coupons.back')}
            </Button>
            {!readOnly && (
              <Button type="submit" loading={save.isPending} data-testid="coupon-save">
                {t('coupons.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <LeaveConfirmation guard={guard} />
    </Paper>
  );
}
