import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteMode, useRouteTitle } from '../../ui/routeMeta';
import { ErrorPage } from '../../ui/ErrorPage';
import { PageHeader } from '../../ui/PageHeader';
import { couponKeys, couponsApi } from './api';
import { CouponForm } from './CouponForm';
import { EMPTY_COUPON, fromCoupon } from './couponForm';

function ExistingCoupon({ id, readOnly }: { id: string; readOnly: boolean }) {
  const { t } = useTranslation();
  const { data, isError } = useQuery({
    queryKey: couponKeys.detail(id),
    queryFn: ({ signal }) => couponsApi.get(id, signal),
    retry: false,
  });
  if (isError) return <ErrorPage status={404} />;
  if (!data) {
    return (
      <Center mih={200}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
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
