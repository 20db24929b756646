import { eq, inArray, sql } from 'drizzle-orm';
import { adminDelete, qualified as q } from '../../catalog/list-rules';
import { attributes, productTypes, uploadTypeItems, uploadTypes } from '../../catalog/tables';
import { defineListModel, idField } from '../registry';

export const UPLOAD_TYPE_IN_USE = 'The upload type is used by a product type';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const itemCount = sql<number>`(select count(*)::int from ${uploadTypeItems} where ${q(uploadTypeItems.uploadTypeId)} = ${q(uploadTypes.id)})`;

/** Upload types (/a/upload-types) for admins with UPLOAD_TYPE_ACCESS. */
export const uploadTypeListModel = defineListModel({
  name: 'upload-type',
  source: (db, selection) =>
    db
      .select(selection)
      .from(uploadTypes)
      .leftJoin(attributes, eq(attributes.id, uploadTypes.attributeId))
      .$dynamic(),
  id: uploadTypes.id,
  fields: {
    id: idField(uploadTypes.id),
    name: { type: 'text', column: uploadTypes.name, isSortable: true },
    attributeName: {
      type: 'text',
      column: attributes.name,
      isSortable: true,
      isExistenceEnabled: true,
    },
    isGroupType: { type: 'boolean', column: uploadTypes.isGroupType, isSortable: true },
    isFlexibleDimension: { type: 'boolean', column: uploadTypes.isFlexibleDimension },
    itemCount: { type: 'int', column: itemCount, isSortable: true },
    createdAt: { type: 'time', column: uploadTypes.createdAt, isSortable: true },
    updatedAt: { type: 'time', column: uploadTypes.updatedAt, isSortable: true },
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
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['ADMIN'], permission: 'UPLOAD_TYPE_ACCESS' },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
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
