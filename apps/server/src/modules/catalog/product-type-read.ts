import type { ProductType, ProductTypeItem } from '@platfox/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { iso, sequentially } from './common';
import { toUploadTypeItem } from './upload-types';
import { blankApparels } from './supply-tables';
import {
  attributeOptions,
  attributes,
  productTypeAttributes,
  productTypeCategories,
  productTypeItemOptions,
  productTypeItems,
  uploadTypeItems,
  uploadTypes,
  type ProductTypeRow,
} from './tables';

type Reader = Db | DbTx;

/** Item names by item id: the options' names in the product type's attribute order ("White / M"). */
export async function itemNames(
  db: Reader,
  itemIds: readonly string[],
): Promise<Map<string, string>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: productTypeItemOptions.productTypeItemId, name: attributeOptions.name })
    .from(productTypeItemOptions)
    .innerJoin(attributeOptions, eq(attributeOptions.id, productTypeItemOptions.attributeOptionId))
    .innerJoin(productTypeItems, eq(productTypeItems.id, productTypeItemOptions.productTypeItemId))
    .innerJoin(
      productTypeAttributes,
      and(
        eq(productTypeAttributes.productTypeId, productTypeItems.productTypeId),
        eq(productTypeAttributes.attributeId, attributeOptions.attributeId),
      ),
    )
    .where(inArray(productTypeItemOptions.productTypeItemId, [...itemIds]))
    .orderBy(asc(productTypeAttributes.sortOrder));
  const names = new Map<string, string[]>();
  for (const row of rows) names.set(row.itemId, [...(names.get(row.itemId) ?? []), row.name]);
  // An item without options belongs to a product type without variants.
  return new Map(itemIds.map((id) => [id, names.get(id)?.join(' / ') ?? 'Default']));
}

/** Product types as the API shows them: attributes, items, upload type, category, blank apparel. */
export async function readProductTypes(
  db: Reader,
  rows: readonly ProductTypeRow[],
  view: { isActiveItemsOnly?: boolean } = {},
): Promise<ProductType[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const uploadTypeIds = [...new Set(rows.map((row) => row.uploadTypeId))];
  const [chosen, items, itemOptions, uploads, uploadItems, categories, blanks] = await sequentially(
    [
      db
        .select({ link: productTypeAttributes, attribute: attributes })
        .from(productTypeAttributes)
        .innerJoin(attributes, eq(attributes.id, productTypeAttributes.attributeId))
        .where(inArray(productTypeAttributes.productTypeId, ids))
        .orderBy(asc(productTypeAttributes.sortOrder)),
      db
        .select()
        .from(productTypeItems)
        .where(inArray(productTypeItems.productTypeId, ids))
        .orderBy(asc(productTypeItems.sortOrder)),
      db
        .select({
          itemId: productTypeItemOptions.productTypeItemId,
          optionId: productTypeItemOptions.attributeOptionId,
        })
        .from(productTypeItemOptions)
        .innerJoin(
          productTypeItems,
          eq(productTypeItems.id, productTypeItemOptions.productTypeItemId),
        )
        .where(inArray(productTypeItems.productTypeId, ids)),
      db.select().from(uploadTypes).where(inArray(uploadTypes.id, uploadTypeIds)),
      db
        .select()
        .from(uploadTypeItems)
        .where(inArray(uploadTypeItems.uploadTypeId, uploadTypeIds))
        .orderBy(asc(uploadTypeItems.sortOrder)),
      db.select().from(productTypeCategories),
      db
        .select({ productTypeId: blankApparels.productTypeId })
        .from(blankApparels)
        .where(inArray(blankApparels.productTypeId, ids)),
    ],
  );
  const optionIds = [...new Set(chosen.flatMap((row) => row.link.optionIds))];
  const options = optionIds.length
    ? await db.select().from(attributeOptions).where(inArray(attributeOptions.id, optionIds))
    : [];
  const optionById = new Map(options.map((option) => [option.id, option]));
  const names = await itemNames(
    db,
    items.map((item) => item.id),
  );
  const optionsOfItem = new Map<string, string[]>();
  for (const row of itemOptions) {
    optionsOfItem.set(row.itemId, [...(optionsOfItem.get(row.itemId) ?? []), row.optionId]);
  }
  const hasBlank = new Set(blanks.map((blank) => blank.productTypeId));

  return rows.map((row) => {
    const upload = uploads.find((candidate) => candidate.id === row.uploadTypeId)!;
    const typeItems: ProductTypeItem[] = items
      .filter((item) => item.productTypeId === row.id)
      // Sellers see only the items they can order.
      .filter((item) => !view.isActiveItemsOnly || item.status === 'ACTIVATED')
      .map((item) => ({
        id: item.id,
        attributeOptionIds: optionsOfItem.get(item.id) ?? [],
        name: names.get(item.id) ?? 'Default',
        price: item.price,
        status: item.status,
        imageId: item.imageId,
        height: item.height,
        length: item.length,
        width: item.width,
        weight: item.weight,
        shippingDescription: item.shippingDescription,
        shippingSku: item.shippingSku,
      }));
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      imageId: row.imageId,
      categoryId: row.categoryId,
      categoryName: categories.find((category) => category.id === row.categoryId)?.name ?? null,
      uploadType: {
        id: upload.id,
        name: upload.name,
        items: uploadItems.filter((item) => item.uploadTypeId === upload.id).map(toUploadTypeItem),
      },
      status: row.status,
      isDisableCreateNewProduct: row.isDisableCreateNewProduct,
      extraPrintPrice: row.extraPrintPrice,
      estimatedProcessingDay: row.estimatedProcessingDay,
      estimatedDeliveryDay: row.estimatedDeliveryDay,
      isRequiredProductDesignDescription: row.isRequiredProductDesignDescription,
      shortSku: row.shortSku,
      sides: row.sides,
      attributes: chosen
        .filter((link) => link.link.productTypeId === row.id)
        .map(({ link, attribute }) => ({
          id: attribute.id,
          name: attribute.name,
          element: attribute.element,
          option: attribute.option,
          options: link.optionIds.flatMap((id) => {
            const option = optionById.get(id);
            return option ? [{ id: option.id, name: option.name, value: option.value }] : [];
          }),
        })),
      items: typeItems,
      hasBlankApparel: hasBlank.has(row.id),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}
