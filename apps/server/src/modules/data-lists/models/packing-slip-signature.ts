import { PACKING_SLIP_SIGNATURE_LIST } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { files } from '../../../platform/files/tables';
import { users } from '../../accounts/tables';
import { packingSlipSignatures } from '../../packing-slips/signature-tables';
import { defineListModel, idField } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const sellerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/**
 * Sellers' packing-slip signatures (/a/packing-slip-signature), the latest change first. Viewing
 * and deleting go through the signature routes, which also drop the picture's file.
 */
export const packingSlipSignatureListModel = defineListModel({
  name: PACKING_SLIP_SIGNATURE_LIST,
  source: (db, selection) =>
    db
      .select(selection)
      .from(packingSlipSignatures)
      .innerJoin(users, eq(users.id, packingSlipSignatures.sellerId))
      .innerJoin(files, eq(files.id, packingSlipSignatures.fileId))
      .$dynamic(),
  countTable: packingSlipSignatures,
  id: packingSlipSignatures.id,
  fields: {
    id: idField(packingSlipSignatures.id),
    sellerId: idField(packingSlipSignatures.sellerId),
    sellerEmail: { type: 'text', column: users.email, isSortable: true },
    sellerName: { type: 'text', column: sellerName, isSortable: true },
    fileName: { type: 'text', column: files.name, isSortable: true },
    width: { type: 'int', column: packingSlipSignatures.width, isSortable: true },
    height: { type: 'int', column: packingSlipSignatures.height, isSortable: true },
    dpi: { type: 'int', column: packingSlipSignatures.dpi, isSortable: true },
    createdAt: { type: 'time', column: packingSlipSignatures.createdAt, isSortable: true },
    updatedAt: { type: 'time', column: packingSlipSignatures.updatedAt, isSortable: true },
  },
  select: {
    id: packingSlipSignatures.id,
    sellerId: packingSlipSignatures.sellerId,
    sellerEmail: users.email,
    sellerName,
    fileName: files.name,
    width: packingSlipSignatures.width,
    height: packingSlipSignatures.height,
    dpi: packingSlipSignatures.dpi,
    createdAt: packingSlipSignatures.createdAt,
    updatedAt: packingSlipSignatures.updatedAt,
  },
  defaultSort: { field: 'updatedAt', direction: 'desc' },
  access: { types: ['ADMIN'], permission: 'PACKING_SLIP_SIGNATURE_ACCESS' },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    uploadSize: `${row.width}|${row.height}|${row.dpi}`,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    updatable: true,
  }),
});
