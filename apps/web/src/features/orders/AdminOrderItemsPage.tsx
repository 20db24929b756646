import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { DataList } from '../../ui/data-list/DataList';
import type { ListConfig, ListRowAction } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { auditApi } from '../audit/api';
import { PdfPreviewModal } from '../audit/PdfPreviewModal';
import { canReadItem, canReadOrder, canUpdateItem } from '../audit/permissions';
import { useItemRun } from '../audit/useItemRun';
import { useRefreshOrderItems } from './api';
import { orderItemColumns, type OrderItemRow } from './listConfig';

const CONFIG: ListConfig<'order-item'> = {
  id: 'admin-order-items',
  model: 'order-item',
  empty: { message: 'orderItems' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  selectType: 'checkbox',
  isExportEnabled: true,
  scan: { lookupKey: 'productSku', isSubstringMatching: true },
  detailPath: (row) => `/a/order-item/${row.id}`,
};

type Preview = { kind: 'invoice' | 'label'; row: OrderItemRow } | null;

/**
 * /a/order-items: every placed order's items, with the row's approve and cancel (asked again) and
 * the list page's two previews of spec 02 section 2.3: the order's PDF invoice and the tracking
 * label stored for the row's tracking code.
 */
export default function AdminOrderItemsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const columns = useMemo(() => orderItemColumns(t), [t]);
  const [preview, setPreview] = useState<Preview>(null);
  const { run } = useItemRun(useRefreshOrderItems());
  // The list keeps one config: its actions reach the latest run through a ref.
  const runRef = useRef(run);
  runRef.current = run;
  const mayUpdate = canUpdateItem(user);
  const askCancel = useConfirmedAction({
    title: t('audit.actions.cancelItem'),
    message: t('audit.actions.confirmCancel'),
    // Not "Cancel": the dialog's dismiss reads so.
    confirmLabel: t('audit.actions.cancelItem'),
    isDanger: true,
    testId: 'item-cancel-confirm',
    // The item run reports its own outcome: the question closes at once.
    run: (row: OrderItemRow) => void run('cancel', () => auditApi.cancel([row.id])),
  });
  const { askRow: askCancelRow } = askCancel;
  const config = useMemo<ListConfig<'order-item'>>(() => {
    const actions: ListRowAction<'order-item'>[] = [
      {
        key: 'approve',
        label: t('audit.actions.approve'),
        isShown: (row) => mayUpdate && row.isApprovable,
        isSpamGuarded: true,
        run: async (row) => {
          await runRef.current('approve', () => auditApi.approve([row.id]));
        },
      },
      {
        key: 'cancel',
        label: t('audit.actions.cancel'),
        isShown: (row) => mayUpdate && row.isCancelable,
        isMultipleClicksAllowed: true,
        run: askCancelRow,
      },
      {
        key: 'invoice',
        label: t('audit.actions.previewInvoice'),
        isShown: (row) => canReadOrder(user) && row.chargeTransactionId !== null,
        isMultipleClicksAllowed: true,
        run: (row) => setPreview({ kind: 'invoice', row }),
      },
      {
        key: 'label',
        label: t('audit.actions.previewLabel'),
        isShown: (row) => canReadItem(user) && row.trackingCode !== null,
        isMultipleClicksAllowed: true,
        run: (row) => setPreview({ kind: 'label', row }),
      },
    ];
    return { ...CONFIG, rowActions: actions };
  }, [t, user, mayUpdate, askCancelRow]);

  const file = preview
    ? preview.kind === 'invoice'
      ? {
          key: `invoice-${preview.row.chargeTransactionId}`,
          title: t('audit.preview.invoice'),
          load: () => auditApi.invoice(preview.row.chargeTransactionId!),
        }
      : {
          key: `label-${preview.row.trackingCode}`,
          title: t('audit.preview.label'),
          load: () => auditApi.labelByTrackingCode(preview.row.trackingCode!),
        }
    : null;
  return (
    <>
      <PageHeader title={title} />
      <DataList config={config} columns={columns} />
      <PdfPreviewModal
        file={file}
        onClose={() => setPreview(null)}
        testId={preview?.kind === 'invoice' ? 'invoice-preview' : 'label-preview'}
      />
      {askCancel.dialog}
    </>
  );
}
