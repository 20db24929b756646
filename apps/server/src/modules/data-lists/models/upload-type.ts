import { uploadTypeList } from '@platfox/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { adminDelete } from '../admin-delete';
import { qualified as q, catalogReadModel, deleteUploadTypes } from '../../catalog/index';
import { datedRow, selectionOf } from '../model-parts';
import { serveListModel } from '../registry';
const { attributes, productTypes, uploadTypeItems, uploadTypes } = catalogReadModel;

export const UPLOAD_TYPE_IN_USE = 'The upload type is used by a product type';

const itemCount = sql<number>`(select count(*)::int from ${uploadTypeItems} where ${q(uploadTypeItems.uploadTypeId)} = ${q(uploadTypes.id)})`;

const columns = {
  name: uploadTypes.name,
  attributeName: attributes.name,
  isGroupType: uploadTypes.isGroupType,
  isFlexibleDimension: uploadTypes.isFlexibleDimension,
  itemCount,
  createdAt: uploadTypes.createdAt,
  updatedAt: uploadTypes.updatedAt,
};

/** Upload types (/a/upload-types) for admins with UPLOAD_TYPE_ACCESS. */
export const uploadTypeListModel = serveListModel(uploadTypeList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(uploadTypes)
      .leftJoin(attributes, eq(attributes.id, uploadTypes.attributeId))
      .$dynamic(),
  id: uploadTypes.id,
  columns,
  select: { id: uploadTypes.id, ...selectionOf(columns) },
  scope: () => undefined,
  toRow: datedRow,
  delete: adminDelete('UPLOAD_TYPE_DETAIL_UPDATE', {
    inUse: async (db, ids) => {
      const rows = await db
        .select({ id: productTypes.uploadTypeId })
        .from(productTypes)
        .where(inArray(productTypes.uploadTypeId, ids));
      return new Map(rows.map((row) => [String(row.id), UPLOAD_TYPE_IN_USE]));
    },
    run: deleteUploadTypes,
  }),
});
