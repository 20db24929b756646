import { serialiseDate, uploadTypeList } from '@platfox/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  adminDelete,
  attributes,
  productTypes,
  qualified as q,
  uploadTypeItems,
  uploadTypes,
} from '../../catalog/index';
import { serveListModel } from '../registry';

export const UPLOAD_TYPE_IN_USE = 'The upload type is used by a product type';

const itemCount = sql<number>`(select count(*)::int from ${uploadTypeItems} where ${q(uploadTypeItems.uploadTypeId)} = ${q(uploadTypes.id)})`;

/** Upload types (/a/upload-types) for admins with UPLOAD_TYPE_ACCESS. */
export const uploadTypeListModel = serveListModel(uploadTypeList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(uploadTypes)
      .leftJoin(attributes, eq(attributes.id, uploadTypes.attributeId))
      .$dynamic(),
  id: uploadTypes.id,
  columns: {
    name: uploadTypes.name,
    attributeName: attributes.name,
    isGroupType: uploadTypes.isGroupType,
    isFlexibleDimension: uploadTypes.isFlexibleDimension,
    itemCount,
    createdAt: uploadTypes.createdAt,
    updatedAt: uploadTypes.updatedAt,
  },
  select: {
    id: uploadTypes.id,
    name: uploadTypes.name,
    attributeName: attributes.name,
    isGroupType: uploadTypes.isGroupType,
    isFlexibleDimension: uploadTypes.isFlexibleDimension,
    itemCount,
    createdAt: uploadTypes.createdAt,
    updatedAt: uploadTypes.updatedAt,
  },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    createdAt: serialiseDate(row.createdAt),
    updatedAt: serialiseDate(row.updatedAt),
    updatable: true,
  }),
  delete: adminDelete('UPLOAD_TYPE_DETAIL_UPDATE', {
    inUse: async (db, ids) => {
      const rows = await db
        .select({ id: productTypes.uploadTypeId })
        .from(productTypes)
        .where(inArray(productTypes.uploadTypeId, ids));
      return new Map(rows.map((row) => [String(row.id), UPLOAD_TYPE_IN_USE]));
    },
    run: async (tx, ids) =>
      (
        await tx
          .delete(uploadTypes)
          .where(inArray(uploadTypes.id, ids))
          .returning({ id: uploadTypes.id })
      ).map((row) => row.id),
  }),
});
