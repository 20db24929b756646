import type { AfterSaleType } from '@platfox/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { DataList } from '../../ui/data-list/DataList';
import type { DataListRowAction } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { useRefreshAfterSale, type ReviewAction } from './api';
import { queueColumns, queueConfig, queueTypeOf, type AfterSaleRow } from './listConfig';
import { hasPermission } from './permissions';
import { ReviewDialog } from './ReviewDialog';

/** Each queue's answers, in the order the row menu offers them. */
const ACTIONS: Record<AfterSaleType, readonly ReviewAction[]> = {
  REFUND: ['approveRefund', 'refuseRefund', 'cancelAndRefund'],
  RESEND: ['resend', 'refuseResend'],
  RETURN: ['approveReturn', 'refuseReturn', 'cancelAndRefund'],
};
/** cancel-and-refund moves money, so it needs the refund queue's update permission. */
const permissionOf = (type: AfterSaleType, action: ReviewAction) =>
  action === 'cancelAndRefund'
    ? 'ORDER_ITEM_REFUND_DETAIL_UPDATE'
    : `ORDER_ITEM_${type}_DETAIL_UPDATE`;

/**
 * /a/refund-order-items, /a/resend-order-items, /a/return-order-items: the sellers' requests as a
 * data list, answered from the row menu (waiting rows only).
 */
export default function AfterSaleQueuePage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const type = queueTypeOf(pathname);
  const [review, setReview] = useState<{ row: AfterSaleRow; action: ReviewAction } | null>(null);

  const columns = useMemo(() => queueColumns(type, t), [type, t]);
  const config = useMemo(() => {
    const actions: DataListRowAction<AfterSaleRow>[] = ACTIONS[type]
      .filter((action) => hasPermission(user, permissionOf(type, action)))
      .map((action) => ({
        key: action,
        label: t(`afterSale.actions.${action}`),
        isShown: (row) => row.status === 'PENDING',
        run: (row) => setReview({ row, action }),
      }));
    return { ...queueConfig(type), rowActions: actions };
  }, [type, user, t]);
  const refresh = useRefreshAfterSale(config.model);

  return (
    <>
      <PageHeader title={title} />
      <DataList key={type} config={config} columns={columns} />
      <ReviewDialog
        row={review?.row ?? null}
        action={review?.action ?? 'approveRefund'}
        onClose={() => setReview(null)}
        onDone={() => {
          setReview(null);
          void refresh();
        }}
      />
    </>
  );
}
