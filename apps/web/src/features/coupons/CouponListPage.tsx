import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session';
import { couponListColumns, couponListConfig } from './listConfig';
import { ListPage } from '../../ui/ListPage';

/** /a/coupon-codes: every coupon, newest first; used coupons cannot be deleted. */
export default function CouponListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const may = (permission: string) =>
    user?.type === 'ROOT' || (user?.permissions.includes(permission) ?? false);
  const canView = may('COUPON_DETAIL_ACCESS');
  const canUpdate = may('COUPON_DETAIL_UPDATE');
  const canCreate = may('COUPON_DETAIL_CREATE');
  const config = useMemo(() => couponListConfig(canView, canUpdate), [canView, canUpdate]);
  const columns = useMemo(() => couponListColumns(t), [t]);
  return (
    <ListPage
      config={config}
      columns={columns}
      create={
        canCreate && {
          to: '/a/coupon-code/create',
          label: t('coupons.create'),
          testId: 'coupon-create',
        }
      }
    />
  );
}
