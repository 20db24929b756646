import { packingSlipSignatureList } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { files } from '../../../platform/files/tables';
import { accountsReadModel } from '../../accounts/index';
import { packingSlipsReadModel } from '../../packing-slips/index';
import { datedRow, selectionOf } from '../model-parts';
import { idColumn, serveListModel } from '../registry';
const { users } = accountsReadModel;
const { packingSlipSignatures } = packingSlipsReadModel;

const sellerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

const columns = {
  sellerId: idColumn(packingSlipSignatures.sellerId),
  sellerEmail: users.email,
  sellerName,
  fileName: files.name,
  width: packingSlipSignatures.width,
  height: packingSlipSignatures.height,
  dpi: packingSlipSignatures.dpi,
  createdAt: packingSlipSignatures.createdAt,
  updatedAt: packingSlipSignatures.updatedAt,
};

/**
 * Sellers' packing-slip signatures (/a/packing-slip-signature), the latest change first. Viewing
 * and deleting go through the signature routes, which also drop the picture's file.
 */
export const packingSlipSignatureListModel = serveListModel(packingSlipSignatureList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(packingSlipSignatures)
      .innerJoin(users, eq(users.id, packingSlipSignatures.sellerId))
      .innerJoin(files, eq(files.id, packingSlipSignatures.fileId))
      .$dynamic(),
  countTable: packingSlipSignatures,
  id: packingSlipSignatures.id,
  columns,
  select: {
    id: packingSlipSignatures.id,
    ...selectionOf(columns),
    sellerId: packingSlipSignatures.sellerId,
  },
  scope: () => undefined,
  toRow: (row) => ({ ...datedRow(row), uploadSize: `${row.width}|${row.height}|${row.dpi}` }),
});
