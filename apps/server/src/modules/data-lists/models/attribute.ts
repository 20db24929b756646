import { attributeList } from '@platfox/domain';
import { inArray, sql } from 'drizzle-orm';
import { adminDelete } from '../admin-delete';
import { datedRow, selectionOf } from '../model-parts';
import { qualified as q, catalogReadModel, deleteAttributes } from '../../catalog/index';
import { listRoom } from '../../../platform/live';
import { serveListModel } from '../registry';
const { attributeOptions, attributes, productTypeAttributes, uploadTypes } = catalogReadModel;

export const ATTRIBUTE_IN_USE = 'The attribute is used by a product type or an upload type';

const optionCount = sql<number>`(select count(*)::int from ${attributeOptions} where ${q(attributeOptions.attributeId)} = ${q(attributes.id)})`;
const optionNames = sql<string>`coalesce((select string_agg(${q(attributeOptions.name)}, ', ' order by ${q(attributeOptions.sortOrder)}) from ${attributeOptions} where ${q(attributeOptions.attributeId)} = ${q(attributes.id)}), '')`;

const columns = {
  name: attributes.name,
  element: attributes.element,
  option: attributes.option,
  optionCount,
  optionNames,
  createdAt: attributes.createdAt,
  updatedAt: attributes.updatedAt,
};

/** Attributes (/a/attributes) for admins with ATTRIBUTE_ACCESS; an attribute in use stays. */
export const attributeListModel = serveListModel(attributeList, {
  source: (db, selection) => db.select(selection).from(attributes).$dynamic(),
  id: attributes.id,
  columns,
  select: { id: attributes.id, ...selectionOf(columns) },
  scope: () => undefined,
  toRow: datedRow,
  delete: adminDelete('ATTRIBUTE_DETAIL_UPDATE', {
    inUse: async (db, ids) => {
      const [chosen, uploads] = await Promise.all([
        db
          .select({ id: productTypeAttributes.attributeId })
          .from(productTypeAttributes)
          .where(inArray(productTypeAttributes.attributeId, ids)),
        db
          .select({ id: uploadTypes.attributeId })
          .from(uploadTypes)
          .where(inArray(uploadTypes.attributeId, ids)),
      ]);
      return new Map([...chosen, ...uploads].map((row) => [String(row.id), ATTRIBUTE_IN_USE]));
    },
    run: deleteAttributes,
    // The admins watching attributes hear it; the one who deleted them ignores it (spec 03 7.7).
    announce: (live, ids, actor) => {
      for (const id of ids) {
        live.emitToRoom(listRoom('attribute'), 'attribute_deleted', { id, actorId: actor.id });
      }
    },
  }),
});
