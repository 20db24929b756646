import {
  PRODUCT_TYPE_MAX_ITEMS,
  PRODUCT_TYPE_MESSAGES,
  type ProductTypeItemInput,
} from '@platfox/domain';
import { inArray } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { invalidFields } from './common';
import { productTypeItemOptions, productTypeItems } from './tables';

/*
 * A product type's items are the combinations of its attributes' chosen options: one item per
 * combination, found again by its combination key when the product type is edited, so an item
 * keeps its id (and its shipping prices and stock) for as long as its combination stays.
 */

type ChosenAttribute = { attributeId: string; optionIds: readonly string[] };

/** The option ids sorted and joined: the same combination in any order gives the same key. */
export const combinationKey = (optionIds: readonly string[]): string =>
  [...optionIds].sort().join(',');

/**
 * Every combination of one option per attribute, in the attributes' order: (White, Black) × (S,
 * M) gives White/S, White/M, Black/S, Black/M. No attribute gives one empty combination (a
 * product type without variants has one item).
 */
export function optionCombinations(attributes: readonly ChosenAttribute[]): string[][] {
  return attributes.reduce<string[][]>(
    (combinations, attribute) =>
      combinations.flatMap((combination) =>
        [...new Set(attribute.optionIds)].map((optionId) => [...combination, optionId]),
      ),
    [[]],
  );
}

/** How many combinations the attributes give, without building them. */
export const combinationCount = (attributes: readonly ChosenAttribute[]): number =>
  attributes.reduce((total, attribute) => total * new Set(attribute.optionIds).size, 1);

export type PlannedItem = {
  optionIds: string[];
  key: string;
  /** The body's values for this combination, if it gave any. */
  input: ProductTypeItemInput | undefined;
  sortOrder: number;
};

/**
 * The items the product type will have, with the body's values matched to them. A body item
 * whose combination is not one of the attributes', or that names a combination twice, is a 400.
 */
export function planItems(
  attributes: readonly ChosenAttribute[],
  inputs: readonly ProductTypeItemInput[],
): PlannedItem[] {
  if (combinationCount(attributes) > PRODUCT_TYPE_MAX_ITEMS) {
    throw invalidFields({ attributes: PRODUCT_TYPE_MESSAGES.tooManyItems })!;
  }
  const combinations = optionCombinations(attributes);
  const keys = new Set(combinations.map(combinationKey));
  const byKey = new Map<string, ProductTypeItemInput>();
  const errors: Record<string, string> = {};
  inputs.forEach((input, index) => {
    const key = combinationKey(input.attributeOptionIds);
    if (!keys.has(key) || byKey.has(key)) {
      errors[`items.${index}.attributeOptionIds`] = PRODUCT_TYPE_MESSAGES.unknownCombination;
    }
    byKey.set(key, input);
  });
  const invalid = invalidFields(errors);
  if (invalid) throw invalid;
  return combinations.map((optionIds, sortOrder) => {
    const key = combinationKey(optionIds);
    return { optionIds, key, input: byKey.get(key), sortOrder };
  });
}

/** The stored values of an item from the body's values, or a new item at the default price. */
export function itemValues(planned: PlannedItem, defaultPrice: number) {
  const input = planned.input;
  return {
    combination: planned.key,
    sortOrder: planned.sortOrder,
    price: input?.price ?? defaultPrice,
    status: input?.status ?? ('ACTIVATED' as const),
    imageId: input?.imageId ?? null,
    height: input?.height ?? null,
    length: input?.length ?? null,
    width: input?.width ?? null,
    weight: input?.weight ?? null,
    shippingDescription: input?.shippingDescription ?? null,
    shippingSku: input?.shippingSku ?? null,
  };
}

/** Inserts new items with their option rows; answers their ids by combination key. */
export async function insertItems(
  tx: DbTx,
  productTypeId: string,
  planned: readonly PlannedItem[],
  defaultPrice: number,
): Promise<Map<string, string>> {
  if (planned.length === 0) return new Map();
  const rows = await tx
    .insert(productTypeItems)
    .values(planned.map((item) => ({ productTypeId, ...itemValues(item, defaultPrice) })))
    .returning({ id: productTypeItems.id, combination: productTypeItems.combination });
  const ids = new Map(rows.map((row) => [row.combination, row.id]));
  const options = planned.flatMap((item) =>
    item.optionIds.map((attributeOptionId) => ({
      productTypeItemId: ids.get(item.key)!,
      attributeOptionId,
    })),
  );
  if (options.length > 0) await tx.insert(productTypeItemOptions).values(options);
  return ids;
}

/** Removes items whose combination is gone; their shipping prices and stock go with them. */
export async function deleteItems(tx: DbTx, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(productTypeItems).where(inArray(productTypeItems.id, [...ids]));
}
