import { forgetPriceSheets } from './shipping-prices';
import {
  PRODUCT_TYPE_MESSAGES,
  type ProductStatus,
  type ProductType,
  type createProductTypeBodySchema,
  type updateProductTypeBodySchema,
} from '@platfox/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import { invalidField, invalidFields, refuseTakenByIndex } from './common';
import { catalogImages } from './product-tables';
import { readProductTypes } from './product-type-read';
import { deleteItems, insertItems, itemValues, planItems } from './product-type-items';
import { blankApparelItems, blankApparels } from './supply-tables';
import {
  attributeOptions,
  attributes,
  productTypeAttributes,
  productTypeCategories,
  productTypeItems,
  productTypes,
  uploadTypes,
} from './tables';

type CreateBody = z.output<typeof createProductTypeBodySchema>;
type UpdateBody = z.output<typeof updateProductTypeBodySchema>;

export const PRODUCT_TYPE_NOT_FOUND = 'Product type not found';
export const ITEM_IN_USE =
  'An item of a removed combination is in use and cannot be removed; set it inactivated instead';
const TAKEN_BY_INDEX = {
  product_types_name_unique: 'name',
  product_types_short_sku_unique: 'shortSku',
};

/**
 * Product types and their items (spec 03 section 3.3). A product type starts INACTIVATED and is
 * activated only once it has a blank apparel (spec 03 section 5).
 */
export class ProductTypeService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  async get(id: string, db: Db | DbTx = this.db): Promise<ProductType> {
    const [row] = await db.select().from(productTypes).where(eq(productTypes.id, id));
    if (!row) throw notFound(PRODUCT_TYPE_NOT_FOUND);
    const [productType] = await readProductTypes(db, [row]);
    return productType!;
  }

  /** Every product type, for admins' pickers. */
  async list(): Promise<ProductType[]> {
    const rows = await this.db
      .select()
      .from(productTypes)
      .orderBy(asc(sql`lower(${productTypes.name})`));
    return readProductTypes(this.db, rows);
  }

  /** What sellers may choose from: activated product types with their activated items. */
  async listActive(): Promise<ProductType[]> {
    const rows = await this.db
      .select()
      .from(productTypes)
      .where(eq(productTypes.status, 'ACTIVATED'))
      .orderBy(asc(sql`lower(${productTypes.name})`));
    return readProductTypes(this.db, rows, { isActiveItemsOnly: true });
  }

  /** An activated product type; an inactivated one reads as not found to sellers. */
  async getActive(id: string): Promise<ProductType> {
    const [row] = await this.db
      .select()
      .from(productTypes)
      .where(and(eq(productTypes.id, id), eq(productTypes.status, 'ACTIVATED')));
    if (!row) throw notFound(PRODUCT_TYPE_NOT_FOUND);
    const [productType] = await readProductTypes(this.db, [row], { isActiveItemsOnly: true });
    return productType!;
  }

  async create(body: CreateBody): Promise<ProductType> {
    await this.checkReferences(body);
    const planned = planItems(body.attributes, body.items);
    const productType = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(productTypes)
          .values({ ...rowValues(body), status: 'INACTIVATED' })
          .returning({ id: productTypes.id });
        await this.saveAttributes(tx, row!.id, body);
        await insertItems(tx, row!.id, planned, body.defaultPrice);
        return this.get(row!.id, tx);
      })
      .catch(refuseTakenByIndex(TAKEN_BY_INDEX, 'name', ITEM_IN_USE));
    announceListChange(this.live, {
      model: 'product-type',
      kind: 'created',
      ids: [productType.id],
    });
    return productType;
  }

  /**
   * Edits a product type. Items keep their ids while their combination stays; new combinations
   * get items (and blank apparel stock rows at 0); removed ones are deleted if nothing uses them.
   */
  async update(id: string, body: UpdateBody): Promise<ProductType> {
    await this.checkReferences(body);
    const planned = planItems(body.attributes, body.items);
    const productType = await this.db
      .transaction(async (tx) => {
        const current = await this.lock(tx, id);
        const status = body.status ?? current.status;
        if (status === 'ACTIVATED') await assertBlankApparel(tx, id);
        await tx
          .update(productTypes)
          .set({ ...rowValues(body), status, updatedAt: new Date() })
          .where(eq(productTypes.id, id));
        await tx.delete(productTypeAttributes).where(eq(productTypeAttributes.productTypeId, id));
        await this.saveAttributes(tx, id, body);

        const existing = await tx
          .select({ id: productTypeItems.id, combination: productTypeItems.combination })
          .from(productTypeItems)
          .where(eq(productTypeItems.productTypeId, id));
        const existingByKey = new Map(existing.map((item) => [item.combination, item.id]));
        const plannedKeys = new Set(planned.map((item) => item.key));
        await deleteItems(
          tx,
          existing.filter((item) => !plannedKeys.has(item.combination)).map((item) => item.id),
        );
        for (const item of planned) {
          const itemId = existingByKey.get(item.key);
          if (!itemId) continue;
          // An item the body does not name keeps its values; only its place follows the options.
          const values = item.input
            ? itemValues(item, body.defaultPrice)
            : { sortOrder: item.sortOrder };
          await tx.update(productTypeItems).set(values).where(eq(productTypeItems.id, itemId));
        }
        const added = planned.filter((item) => !existingByKey.has(item.key));
        const addedIds = await insertItems(tx, id, added, body.defaultPrice);
        await addBlankApparelStockRows(tx, id, [...addedIds.values()]);
        return this.get(id, tx);
      })
      .catch(refuseTakenByIndex(TAKEN_BY_INDEX, 'name', ITEM_IN_USE));
    forgetPriceSheets();
    announceListChange(this.live, { model: 'product-type', kind: 'updated', ids: [id] });
    return productType;
  }

  async setStatus(id: string, status: ProductStatus): Promise<ProductType> {
    const productType = await this.db.transaction(async (tx) => {
      await this.lock(tx, id);
      if (status === 'ACTIVATED') await assertBlankApparel(tx, id);
      await tx
        .update(productTypes)
        .set({ status, updatedAt: new Date() })
        .where(eq(productTypes.id, id));
      return this.get(id, tx);
    });
    forgetPriceSheets();
    announceListChange(this.live, { model: 'product-type', kind: 'updated', ids: [id] });
    return productType;
  }

  private async lock(tx: DbTx, id: string) {
    const [row] = await tx
      .select({ status: productTypes.status })
      .from(productTypes)
      .where(eq(productTypes.id, id))
      .for('update');
    if (!row) throw notFound(PRODUCT_TYPE_NOT_FOUND);
    return row;
  }

  private async saveAttributes(tx: DbTx, productTypeId: string, body: CreateBody): Promise<void> {
    if (body.attributes.length === 0) return;
    await tx.insert(productTypeAttributes).values(
      body.attributes.map((attribute, index) => ({
        productTypeId,
        attributeId: attribute.attributeId,
        optionIds: [...new Set(attribute.optionIds)],
        sortOrder: index,
      })),
    );
  }

  /** Every id the body names exists: upload type, category, images, attributes and options. */
  private async checkReferences(body: CreateBody): Promise<void> {
    const errors: Record<string, string> = {};
    const [uploadType] = await this.db
      .select({ id: uploadTypes.id })
      .from(uploadTypes)
      .where(eq(uploadTypes.id, body.uploadTypeId));
    if (!uploadType) errors.uploadTypeId = 'The selected upload type is invalid';
    if (body.categoryId) {
      const [category] = await this.db
        .select({ id: productTypeCategories.id })
        .from(productTypeCategories)
        .where(eq(productTypeCategories.id, body.categoryId));
      if (!category) errors.categoryId = 'The selected category is invalid';
    }
    const imageIds = [body.imageId, ...body.items.map((item) => item.imageId)].filter(
      (imageId): imageId is string => typeof imageId === 'string',
    );
    const images = imageIds.length
      ? await this.db
          .select({ id: catalogImages.id })
          .from(catalogImages)
          .where(and(inArray(catalogImages.id, imageIds), eq(catalogImages.kind, 'CATALOG')))
      : [];
    const knownImages = new Set(images.map((image) => image.id));
    if (body.imageId && !knownImages.has(body.imageId)) errors.imageId = 'The image does not exist';
    body.items.forEach((item, index) => {
      if (item.imageId && !knownImages.has(item.imageId)) {
        errors[`items.${index}.imageId`] = 'The image does not exist';
      }
    });
    const attributeIds = body.attributes.map((attribute) => attribute.attributeId);
    const options = attributeIds.length
      ? await this.db
          .select({ id: attributeOptions.id, attributeId: attributeOptions.attributeId })
          .from(attributeOptions)
          .innerJoin(attributes, eq(attributes.id, attributeOptions.attributeId))
          .where(inArray(attributeOptions.attributeId, attributeIds))
      : [];
    body.attributes.forEach((attribute, index) => {
      const own = new Set(
        options.filter((option) => option.attributeId === attribute.attributeId).map((o) => o.id),
      );
      if (own.size === 0) {
        errors[`attributes.${index}.attributeId`] = 'The selected attribute is invalid';
      } else if (attribute.optionIds.some((optionId) => !own.has(optionId))) {
        errors[`attributes.${index}.optionIds`] = 'The option is not one of the attribute';
      }
    });
    const invalid = invalidFields(errors);
    if (invalid) throw invalid;
  }
}

function rowValues(body: CreateBody) {
  return {
    name: body.name,
    description: body.description ?? null,
    imageId: body.imageId ?? null,
    categoryId: body.categoryId ?? null,
    uploadTypeId: body.uploadTypeId,
    isDisableCreateNewProduct: body.isDisableCreateNewProduct,
    extraPrintPrice: body.extraPrintPrice,
    estimatedProcessingDay: body.estimatedProcessingDay,
    estimatedDeliveryDay: body.estimatedDeliveryDay,
    isRequiredProductDesignDescription: body.isRequiredProductDesignDescription,
    shortSku: body.shortSku.toUpperCase(),
    sides: body.sides,
  };
}

/** The activation rule of spec 03 section 5. */
async function assertBlankApparel(tx: DbTx, productTypeId: string): Promise<void> {
  const [blank] = await tx
    .select({ id: blankApparels.id })
    .from(blankApparels)
    .where(eq(blankApparels.productTypeId, productTypeId));
  if (!blank) throw invalidField('status', PRODUCT_TYPE_MESSAGES.activationNeedsBlankApparel);
}

/** New items of a product type with a blank apparel get a stock row at 0. */
async function addBlankApparelStockRows(tx: DbTx, productTypeId: string, itemIds: string[]) {
  if (itemIds.length === 0) return;
  const [blank] = await tx
    .select({ id: blankApparels.id })
    .from(blankApparels)
    .where(eq(blankApparels.productTypeId, productTypeId));
  if (!blank) return;
  await tx
    .insert(blankApparelItems)
    .values(itemIds.map((productTypeItemId) => ({ blankApparelId: blank.id, productTypeItemId })));
}
