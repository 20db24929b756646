import { serialiseDate } from '@platfox/domain';
import type { FieldColumn } from './registry';

/** The column a declared field reads, without its label or array flag. */
type ColumnOf<F> = F extends { column: infer C } ? C : F;

/**
 * What a model selects for the fields it declares: each field's own column. Most models answer
 * every field they filter on, so their selection is the id, these, and what only toRow reads.
 */
export function selectionOf<C extends Record<string, FieldColumn>>(
  columns: C,
): { [K in keyof C]: ColumnOf<C[K]> } {
  return Object.fromEntries(
    Object.entries(columns).map(([name, field]) => [
      name,
      Object.hasOwn(field, 'column') ? (field as { column: unknown }).column : field,
    ]),
  ) as { [K in keyof C]: ColumnOf<C[K]> };
}

/**
 * The row of admin reference data (attributes, product types, coupons…): every row may be
 * selected, and its two timestamps travel as ISO text.
 */
export const datedRow = <R extends { createdAt: Date; updatedAt: Date }>(row: R) => ({
  ...row,
  createdAt: serialiseDate(row.createdAt),
  updatedAt: serialiseDate(row.updatedAt),
  updatable: true as const,
});
