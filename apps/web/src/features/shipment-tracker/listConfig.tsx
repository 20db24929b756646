import {
  SHIPMENT_TRACKER_STATUSES,
  statusColor,
  type ShipmentTrackerStatus,
} from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';
import { StatusPill } from '../../ui/StatusPill';

/** A row of the 'shipment-tracker' list model (declared in the domain's contract/lists). */
export type ShipmentTrackerRow = ListRow<'shipment-tracker'>;

/** Mantine colours of the domain's status colour groups. */
const COLORS: Record<ReturnType<typeof statusColor>, string> = {
  danger: 'red',
  dark: 'dark',
  info: 'cyan',
  primary: 'indigo',
  secondary: 'gray',
  success: 'teal',
  warning: 'yellow',
};

export function ShipmentStatusBadge({
  status,
  t,
}: {
  status: ShipmentTrackerStatus;
  t: TFunction;
}) {
  return (
    <StatusPill color={COLORS[statusColor(status)]} testId={`shipment-status-${status}`}>
      {t(`shipmentTracker.status.${status}`)}
    </StatusPill>
  );
}

export function shipmentTrackerConfig(id: string): ListConfig<'shipment-tracker'> {
  return {
    id,
    model: 'shipment-tracker',
    empty: { message: 'shipmentTracker' },
    defaultSort: { field: 'createdAt', direction: 'desc' },
    selectType: 'none',
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
        label: t(`shipmentTracker.status.${status}`),
      })),
      render: (row) => <ShipmentStatusBadge status={row.status} t={t} />,
    },
    {
      key: 'shipmentOrderId',
      label: t('shipmentTracker.list.order'),
      typeShow: 'text',
      render: (row) => row.shipmentOrderId ?? '—',
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
