import { SHIPMENT_TRACKER_STATUSES, type ShipmentTrackerImageKind } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../accounts/tables';
import { staff } from '../../staff/tables';
import { SHIPMENT_TRACKER_PERMISSION } from '../../shipment-trackers/routes';
import { shipmentTrackers } from '../../shipment-trackers/tables';
import { defineListModel, idField } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
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
 * own whatever the filters say; an admin needs the order items' list permission, else the list is
 * empty.
 */
export const shipmentTrackerListModel = defineListModel({
  name: 'shipment-tracker',
  source: (db, selection) =>
    db
      .select(selection)
      .from(shipmentTrackers)
      .innerJoin(users, eq(users.id, shipmentTrackers.printerId))
      .leftJoin(staff, eq(staff.id, shipmentTrackers.staffId))
      .$dynamic(),
  countTable: shipmentTrackers,
  id: shipmentTrackers.id,
  fields: {
    id: idField(shipmentTrackers.id),
    trackCode: { type: 'text', column: shipmentTrackers.trackCode, isSortable: true },
    status: {
      type: 'array',
      column: shipmentTrackers.status,
      isSortable: true,
      choices: SHIPMENT_TRACKER_STATUSES.map((status) => ({ key: status, label: status })),
    },
    shipmentOrderId: {
      type: 'text',
      column: sql`${shipmentTrackers.shipmentOrderId}::text`,
      isExistenceEnabled: true,
    },
    printerId: { type: 'autocomplete', column: shipmentTrackers.printerId, label: printerEmail },
    printerEmail: { type: 'text', column: printerEmail, isSortable: true },
    description: { type: 'text', column: shipmentTrackers.description, isExistenceEnabled: true },
    createdAt: { type: 'time', column: shipmentTrackers.createdAt, isSortable: true },
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
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['PRINTER', 'ADMIN', 'ROOT'] },
  scope: (actor) => {
    if (actor.type === 'PRINTER') return eq(shipmentTrackers.printerId, actor.id);
    if (actor.type === 'ADMIN' && !actor.permissions.includes(SHIPMENT_TRACKER_PERMISSION)) {
      return sql`false`;
    }
    return undefined;
  },
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    // A scan is a record of what happened at the packing table: not edited from the list.
    updatable: false,
    createdAt: iso(row.createdAt),
  }),
});
