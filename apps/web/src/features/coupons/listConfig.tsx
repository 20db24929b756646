import { Badge } from '@mantine/core';
import { COUPON_STATUSES, COUPON_TYPES, couponExpiryHint } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';
import { statusLabel } from '../../ui/statusLabel';
import { StatusBadge } from '../../ui/StatusBadge';
import { formatMoney } from '../../platform/i18n/formatMoney';

/** A row of the 'coupon-code' list model (declared in the domain's contract/lists). */
export type CouponRow = ListRow<'coupon-code'>;

export function couponListConfig(canView: boolean, canUpdate: boolean): ListConfig<'coupon-code'> {
  const detail = (row: CouponRow) => `/a/coupon-code/${row.id}`;
  return {
    id: 'coupon-codes',
    model: 'coupon-code',
    empty: { message: 'coupons' },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    selectType: canUpdate ? 'checkbox' : 'none',
    isDeleteEnabled: canUpdate,
    editPath: canUpdate ? detail : undefined,
    detailPath: canView ? detail : undefined,
  };
}

/** "15%" or "$5.00"; free shipping has no amount. */
export function couponValue(row: Pick<CouponRow, 'type' | 'amount' | 'isFixedValue'>): string {
  if (row.type === 'SHIPPING_FREE') return '';
  return row.isFixedValue ? formatMoney(row.amount) : `${row.amount}%`;
}

function Expiry({ toDate, t }: { toDate: string | null; t: TFunction }) {
  const hint = toDate ? couponExpiryHint(new Date(toDate)) : null;
  if (!hint) return null;
  return (
    <Badge color="orange" variant="light" ml="xs" data-testid="coupon-expiry">
      {t(`coupons.expiry.${hint.unit}`, { count: hint.amount })}
    </Badge>
  );
}

export function couponListColumns(t: TFunction): ListColumn<'coupon-code'>[] {
  const yesNo = (value: boolean) => (value ? t('coupons.yes') : t('coupons.no'));
  return [
    {
      key: 'code',
      label: t('coupons.fields.code'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
      isShowCopyIcon: true,
    },
    {
      key: 'type',
      label: t('coupons.fields.type'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: COUPON_TYPES.map((type) => ({
        key: type,
        label: t(`coupons.types.${type}`),
      })),
      render: (row) => t(`coupons.types.${row.type}`),
    },
    {
      key: 'amount',
      label: t('coupons.fields.amountFixed'),
      typeShow: 'int',
      isSortable: true,
      render: (row) => couponValue(row),
    },
    {
      key: 'maxAmountValue',
      label: t('coupons.fields.maxAmountValue'),
      typeShow: 'int',
      display: 'money',
      isDisplay: false,
      isFilter: true,
    },
    {
      key: 'fromDate',
      label: t('coupons.fields.fromDate'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
      render: (row) =>
        row.fromDate ? new Date(row.fromDate).toLocaleString() : t('coupons.unlimited'),
    },
    {
      key: 'toDate',
      label: t('coupons.fields.toDate'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
      render: (row) => (
        <>
          {row.toDate ? new Date(row.toDate).toLocaleString() : t('coupons.unlimited')}
          <Expiry toDate={row.toDate} t={t} />
        </>
      ),
    },
    {
      key: 'limitOnCouponUsage',
      label: t('coupons.fields.limitOnCouponUsage'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
      render: (row) => (row.limitOnCouponUsage > 0 ? row.limitOnCouponUsage : t('coupons.noLimit')),
    },
    {
      key: 'limitOnUserUsage',
      label: t('coupons.fields.limitOnUserUsage'),
      typeShow: 'int',
      isDisplay: false,
      isSortable: true,
      isFilter: true,
      render: (row) => (row.limitOnUserUsage > 0 ? row.limitOnUserUsage : t('coupons.noLimit')),
    },
    {
      key: 'usedCount',
      label: t('coupons.fields.usedCount'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'isAutoApplyToOrder',
      label: t('coupons.fields.isAutoApplyToOrder'),
      typeShow: 'boolean',
      isFilter: true,
      render: (row) => yesNo(row.isAutoApplyToOrder),
    },
    {
      key: 'isBadgeValue',
      label: t('coupons.fields.isBadgeValue'),
      typeShow: 'boolean',
      isDisplay: false,
      isFilter: true,
      render: (row) => yesNo(row.isBadgeValue),
    },
    {
      key: 'status',
      label: t('coupons.fields.status'),
      typeShow: 'radio',
      isSortable: true,
      isFilter: true,
      filterArrayData: COUPON_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'createdAt',
      label: t('coupons.fields.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
}
