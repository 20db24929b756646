import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useRouteMode, useRouteTitle } from '../../ui/routeMeta';
import { detailGate } from '../../ui/detailGate';
import { PageHeader } from '../../ui/PageHeader';
import { couponKeys, couponsApi } from './api';
import { CouponForm } from './CouponForm';
import { EMPTY_COUPON, fromCoupon } from './couponForm';

function ExistingCoupon({ id, readOnly }: { id: string; readOnly: boolean }) {
  const coupon = useQuery({
    queryKey: couponKeys.detail(id),
    queryFn: ({ signal }) => couponsApi.get(id, signal),
    retry: false,
  });
  const { data } = coupon;
  if (!data) return detailGate(id, coupon);
  return (
    <CouponForm
      key={data.updatedAt}
      initial={fromCoupon(data)}
      couponId={data.id}
      readOnly={readOnly}
      usedCount={data.usedCount}
    />
  );
}

/** /a/coupon-code/create and /a/coupon-code/:id (m=view or m=edit). */
export default function CouponPage() {
  const title = useRouteTitle();
  const mode = useRouteMode();
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title={title} />
      {mode === 'create' ? (
        <CouponForm initial={EMPTY_COUPON} readOnly={false} />
      ) : (
        <ExistingCoupon id={id} readOnly={mode !== 'edit'} />
      )}
    </>
  );
}
