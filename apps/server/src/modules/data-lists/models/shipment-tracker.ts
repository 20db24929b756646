import { serialiseDate, shipmentTrackerList, type ShipmentTrackerImageKind } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import { staffReadModel } from '../../staff/index';
import { shipmentTrackersReadModel } from '../../shipment-trackers/index';
import { serveListModel } from '../registry';
const { users } = accountsReadModel;
const { staff } = staffReadModel;
const { shipmentTrackers } = shipmentTrackersReadModel;

const printerEmail = users.email;

// Written with table names: drizzle leaves columns unqualified inside a subquery.
const imageIdsOf = (kind: ShipmentTrackerImageKind) =>
  sql<string[]>`array(
    select image.id::text from shipment_tracker_images image
    where image.tracker_id = shipment_trackers.id and image.kind = ${kind}
    order by image.created_at, image.id
  )`;

/**
 * The shipment tracker's records (/p/shipment-tracker, /a/shipment-tracker). A printer lists its
 * own whatever the filters say; root and admins with the order items' list permission every
 * printer's (the declaration's; 403 for anyone else).
 */
export const shipmentTrackerListModel = serveListModel(shipmentTrackerList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(shipmentTrackers)
      .innerJoin(users, eq(users.id, shipmentTrackers.printerId))
      .leftJoin(staff, eq(staff.id, shipmentTrackers.staffId))
      .$dynamic(),
  countTable: shipmentTrackers,
  id: shipmentTrackers.id,
  columns: {
    trackCode: shipmentTrackers.trackCode,
    status: shipmentTrackers.status,
    shipmentOrderId: sql`${shipmentTrackers.shipmentOrderId}::text`,
    printerId: { column: shipmentTrackers.printerId, label: printerEmail },
    printerEmail,
    description: shipmentTrackers.description,
    createdAt: shipmentTrackers.createdAt,
  },
  select: {
    id: shipmentTrackers.id,
    trackCode: shipmentTrackers.trackCode,
    status: shipmentTrackers.status,
    shipmentOrderId: shipmentTrackers.shipmentOrderId,
    orderItemId: shipmentTrackers.orderItemId,
    description: shipmentTrackers.description,
    printerId: shipmentTrackers.printerId,
    printerEmail,
    staffName: staff.fullName,
    images: imageIdsOf('PARCEL'),
    packingSlipImageIds: imageIdsOf('PACKING_SLIP'),
    createdAt: shipmentTrackers.createdAt,
  },
  scope: (actor) =>
    actor.type === 'PRINTER' ? eq(shipmentTrackers.printerId, actor.id) : undefined,
  toRow: (row) => ({
    ...row,
    // A scan is a record of what happened at the packing table: not edited from the list.
    updatable: false,
    createdAt: serialiseDate(row.createdAt),
  }),
});
