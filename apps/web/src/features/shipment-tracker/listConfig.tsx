import { SHIPMENT_TRACKER_STATUSES, type ShipmentTrackerStatus } from '@platfox/domain';
import { shortId } from '../../ui/data-list/cells/format';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';
import { StatusBadge } from '../../ui/StatusBadge';
import { statusLabel } from '../../ui/statusLabel';

/** A row of the 'shipment-tracker' list model (declared in the domain's contract/lists). */
export type ShipmentTrackerRow = ListRow<'shipment-tracker'>;

export function ShipmentStatusBadge({ status }: { status: ShipmentTrackerStatus }) {
  return <StatusBadge status={status} testId={`shipment-status-${status}`} />;
}

export function shipmentTrackerConfig(id: string): ListConfig<'shipment-tracker'> {
  return {
    id,
    model: 'shipment-tracker',
    empty: { message: 'shipmentTracker' },
    defaultSort: { field: 'createdAt', direction: 'desc' },
  };
}

export function shipmentTrackerColumns(
  t: TFunction,
  { isAdmin }: { isAdmin: boolean },
): ListColumn<'shipment-tracker'>[] {
  const columns: ListColumn<'shipment-tracker'>[] = [
    {
      key: 'trackCode',
      label: t('shipmentTracker.list.trackCode'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'status',
      label: t('shipmentTracker.list.status'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: SHIPMENT_TRACKER_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
      render: (row) => <ShipmentStatusBadge status={row.status} />,
    },
    {
      key: 'shipmentOrderId',
      label: t('shipmentTracker.list.order'),
      typeShow: 'text',
      // The short id with a copy of the full one, as every list shows an id.
      kind: 'id',
      render: (row) => (row.shipmentOrderId ? shortId(row.shipmentOrderId) : '—'),
    },
    {
      key: 'images',
      label: t('shipmentTracker.list.photos'),
      typeShow: 'text',
      render: (row) =>
        t('shipmentTracker.list.photoCounts', {
          parcel: row.images.length,
          slip: row.packingSlipImageIds.length,
        }),
    },
    { key: 'staffName', label: t('shipmentTracker.list.staff'), typeShow: 'text' },
    { key: 'description', label: t('shipmentTracker.list.description'), typeShow: 'text' },
    {
      key: 'createdAt',
      label: t('shipmentTracker.list.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
  ];
  if (isAdmin) {
    columns.splice(1, 0, {
      key: 'printerEmail',
      label: t('shipmentTracker.list.printer'),
      typeShow: 'text',
      display: 'email',
      isSortable: true,
      isFilter: true,
    });
  }
  return columns;
}
