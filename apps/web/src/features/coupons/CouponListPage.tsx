import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { couponListColumns, couponListConfig } from './listConfig';

/** /a/coupon-codes: every coupon, newest first; used coupons cannot be deleted. */
export default function CouponListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const may = (permission: string) =>
    user?.type === 'ROOT' || (user?.permissions.includes(permission) ?? false);
  const canView = may('COUPON_DETAIL_ACCESS');
  const canUpdate = may('COUPON_DETAIL_UPDATE');
  const canCreate = may('COUPON_DETAIL_CREATE');
  const config = useMemo(() => couponListConfig(canView, canUpdate), [canView, canUpdate]);
  const columns = useMemo(() => couponListColumns(t), [t]);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          canCreate && (
            <Button
              component={Link}
              to="/a/coupon-code/create"
              leftSection={<IconPlus size={16} />}
              data-testid="coupon-create"
            >
              {t('coupons.create')}
            </Button>
          )
        }
      />
      <DataList config={config} columns={columns} />
    </>
  );
}
