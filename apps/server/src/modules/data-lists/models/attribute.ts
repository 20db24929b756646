import { ATTRIBUTE_ELEMENTS, ATTRIBUTE_OPTIONS } from '@platfox/domain';
import { inArray, sql } from 'drizzle-orm';
import { adminDelete, qualified as q } from '../../catalog/list-rules';
import {
  attributeOptions,
  attributes,
  productTypeAttributes,
  uploadTypes,
} from '../../catalog/tables';
import { defineListModel, idField } from '../registry';

export const ATTRIBUTE_IN_USE = 'The attribute is used by a product type or an upload type';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const choices = (values: readonly string[]) => values.map((key) => ({ key, label: key }));
const optionCount = sql<number>`(select count(*)::int from ${attributeOptions} where ${q(attributeOptions.attributeId)} = ${q(attributes.id)})`;
const optionNames = sql<string>`coalesce((select string_agg(${q(attributeOptions.name)}, ', ' order by ${q(attributeOptions.sortOrder)}) from ${attributeOptions} where ${q(attributeOptions.attributeId)} = ${q(attributes.id)}), '')`;

/** Attributes (/a/attributes) for admins with ATTRIBUTE_ACCESS; an attribute in use stays. */
export const attributeListModel = defineListModel({
  name: 'attribute',
  source: (db, selection) => db.select(selection).from(attributes).$dynamic(),
  id: attributes.id,
  fields: {
    id: idField(attributes.id),
    name: { type: 'text', column: attributes.name, isSortable: true },
    element: {
      type: 'array',
      column: attributes.element,
      isSortable: true,
      choices: choices(ATTRIBUTE_ELEMENTS),
    },
    option: {
      type: 'array',
      column: attributes.option,
      isSortable: true,
      choices: choices(ATTRIBUTE_OPTIONS),
    },
    optionCount: { type: 'int', column: optionCount, isSortable: true },
    optionNames: { type: 'text', column: optionNames },
    createdAt: { type: 'time', column: attributes.createdAt, isSortable: true },
    updatedAt: { type: 'time', column: attributes.updatedAt, isSortable: true },
  },
  select: {
    id: attributes.id,
    name: attributes.name,
    element: attributes.element,
    option: attributes.option,
    optionCount,
    optionNames,
    createdAt: attributes.createdAt,
    updatedAt: attributes.updatedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['ADMIN'], permission: 'ATTRIBUTE_ACCESS' },
  scope: () => undefined,
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    updatable: true,
  }),
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
    run: async (tx, ids) =>
      (
        await tx
          .delete(attributes)
          .where(inArray(attributes.id, ids))
          .returning({ id: attributes.id })
      ).map((row) => row.id),
  }),
});
