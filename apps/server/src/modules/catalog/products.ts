import {
  PRODUCT_MESSAGES,
  randomString,
  type Product,
  type ProductStatus,
  type createProductBodySchema,
  type updateProductBodySchema,
} from '@platfox/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import type { Actor } from '../auth/index';
import { invalidField, invalidFields, violatedConstraint } from './common';
import type { MockupQueue } from './jobs';
import { readProducts } from './product-read';
import { catalogImages, productMockups, productPrintDesigns, products } from './product-tables';
import { productTypes, uploadTypeItems, type ProductTypeRow } from './tables';

type CreateBody = z.output<typeof createProductBodySchema>;
type UpdateBody = z.output<typeof updateProductBodySchema>;

export const PRODUCT_NOT_FOUND = 'Product not found';

/** Who sees which products: a seller its own; admins and the warehouse all of them. */
export function productScope(actor: Actor): SQL | undefined {
  return actor.type === 'SELLER' ? eq(products.sellerId, actor.id) : undefined;
}

const skuTaken = () =>
  new HttpError(409, PRODUCT_MESSAGES.skuTaken, { sku: PRODUCT_MESSAGES.skuTaken });

/**
 * Sellers' products (spec 01 /s/products): a product type, a design per print position of its
 * upload type, mockups. A seller reaches only its own; another's reads as not found.
 */
export class ProductService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    /** Generated mockups (issue 36); without it (tests of other areas) none is queued. */
    private readonly mockups?: MockupQueue,
  ) {}

  async get(actor: Actor, id: string, db: Db | DbTx = this.db): Promise<Product> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, id), productScope(actor)));
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    const [product] = await readProducts(db, [row]);
    return product!;
  }

  /** The warehouse's scan: a product by its code (exact, as printed). */
  async byCode(code: string): Promise<Product> {
    const [row] = await this.db.select().from(products).where(eq(products.code, code.trim()));
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    const [product] = await readProducts(this.db, [row]);
    return product!;
  }

  async create(seller: Actor, body: CreateBody): Promise<Product> {
    const [productType] = await this.db
      .select()
      .from(productTypes)
      .where(eq(productTypes.id, body.productTypeId));
    if (
      !productType ||
      productType.status !== 'ACTIVATED' ||
      productType.isDisableCreateNewProduct
    ) {
      throw invalidField('productTypeId', PRODUCT_MESSAGES.productTypeUnavailable);
    }
    await this.check(seller, productType, body);
    const boss = await this.mockups?.prepare(productType.id);
    const product = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({
            code: randomString(),
            sellerId: seller.id,
            productTypeId: productType.id,
            ...fields(body),
          })
          .returning({ id: products.id });
        await saveImages(tx, row!.id, body);
        if (boss) await this.mockups!.send(boss, tx, row!.id);
        return this.get(seller, row!.id, tx);
      })
      .catch(refuseTakenSku);
    announceListChange(this.live, {
      model: 'product',
      kind: 'created',
      ids: [product.id],
      owners: [{ type: 'SELLER', id: seller.id }],
    });
    return product;
  }

  async update(seller: Actor, id: string, body: UpdateBody): Promise<Product> {
    const [current] = await this.db
      .select({ productTypeId: products.productTypeId })
      .from(products)
      .where(and(eq(products.id, id), productScope(seller)));
    if (!current) throw notFound(PRODUCT_NOT_FOUND);
    const [productType] = await this.db
      .select()
      .from(productTypes)
      .where(eq(productTypes.id, current.productTypeId));
    await this.check(seller, productType!, body);
    // A new mockup only when the designs change (a title edit keeps the one made).
    const boss = (await this.designsChange(id, body))
      ? await this.mockups?.prepare(current.productTypeId)
      : null;
    const product = await this.db
      .transaction(async (tx) => {
        await tx
          .update(products)
          .set({ ...fields(body), updatedAt: new Date() })
          .where(and(eq(products.id, id), eq(products.sellerId, seller.id)));
        await tx.delete(productPrintDesigns).where(eq(productPrintDesigns.productId, id));
        await tx.delete(productMockups).where(eq(productMockups.productId, id));
        await saveImages(tx, id, body);
        if (boss) await this.mockups!.send(boss, tx, id);
        return this.get(seller, id, tx);
      })
      .catch(refuseTakenSku);
    announceListChange(this.live, {
      model: 'product',
      kind: 'updated',
      ids: [id],
      owners: [{ type: 'SELLER', id: seller.id }],
    });
    return product;
  }

  /** Admins activate or inactivate any product. */
  async setStatus(admin: Actor, id: string, status: ProductStatus): Promise<Product> {
    const [row] = await this.db
      .update(products)
      .set({ status, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ sellerId: products.sellerId });
    if (!row) throw notFound(PRODUCT_NOT_FOUND);
    announceListChange(this.live, {
      model: 'product',
      kind: 'updated',
      ids: [id],
      owners: [{ type: 'SELLER', id: row.sellerId }],
    });
    return this.get(admin, id);
  }

  private async designsChange(productId: string, body: UpdateBody): Promise<boolean> {
    const current = await this.db
      .select({
        position: productPrintDesigns.uploadTypeItemId,
        design: productPrintDesigns.designId,
      })
      .from(productPrintDesigns)
      .where(eq(productPrintDesigns.productId, productId));
    const key = (designs: { position: string; design: string }[]) =>
      designs
        .map((d) => `${d.position}:${d.design}`)
        .sort()
        .join(',');
    const wanted = body.printDesigns.map((d) => ({
      position: d.uploadTypeItemId,
      design: d.designId,
    }));
    return key(current) !== key(wanted);
  }

  /**
   * The body against the product type: a design for at least one position and for every
   * required one, each the seller's own and uploaded (and checked) for that position; the
   * design description when the product type asks for it; the seller's own mockups.
   */
  private async check(seller: Actor, productType: ProductTypeRow, body: UpdateBody): Promise<void> {
    const errors: Record<string, string> = {};
    const positions = await this.db
      .select()
      .from(uploadTypeItems)
      .where(eq(uploadTypeItems.uploadTypeId, productType.uploadTypeId));
    const positionIds = new Set(positions.map((position) => position.id));
    const designIds = body.printDesigns.map((design) => design.designId);
    const imageIds = [...designIds, ...body.mockupIds];
    const images = imageIds.length
      ? await this.db
          .select()
          .from(catalogImages)
          .where(and(inArray(catalogImages.id, imageIds), eq(catalogImages.ownerId, seller.id)))
      : [];
    const imageById = new Map(images.map((image) => [image.id, image]));
    if (body.printDesigns.length === 0) errors.printDesigns = PRODUCT_MESSAGES.uploadDesign;
    const seen = new Set<string>();
    body.printDesigns.forEach((design, index) => {
      const field = `printDesigns.${index}`;
      const image = imageById.get(design.designId);
      if (!positionIds.has(design.uploadTypeItemId)) {
        errors[`${field}.uploadTypeItemId`] = PRODUCT_MESSAGES.unknownUploadTypeItem;
      } else if (seen.has(design.uploadTypeItemId)) {
        errors[`${field}.uploadTypeItemId`] = PRODUCT_MESSAGES.duplicatePosition;
      } else if (!image || image.kind !== 'DESIGN') {
        errors[`${field}.designId`] = PRODUCT_MESSAGES.unknownDesign;
      } else if (image.uploadTypeItemId !== design.uploadTypeItemId) {
        errors[`${field}.designId`] = PRODUCT_MESSAGES.designMismatch;
      }
      seen.add(design.uploadTypeItemId);
    });
    const missing = positions.find((position) => position.isRequired && !seen.has(position.id));
    if (missing) errors.printDesigns ??= PRODUCT_MESSAGES.requiredDesign(missing.name);
    body.mockupIds.forEach((imageId, index) => {
      if (imageById.get(imageId)?.kind !== 'MOCKUP') {
        errors[`mockupIds.${index}`] = PRODUCT_MESSAGES.unknownMockup;
      }
    });
    if (productType.isRequiredProductDesignDescription && !body.designDescription) {
      errors.designDescription = PRODUCT_MESSAGES.designDescription;
    }
    const invalid = invalidFields(errors);
    if (invalid) throw invalid;
  }
}

function fields(body: UpdateBody) {
  return {
    title: body.title,
    sku: body.sku,
    description: body.description ?? null,
    designDescription: body.designDescription ?? null,
  };
}

async function saveImages(tx: DbTx, productId: string, body: UpdateBody): Promise<void> {
  if (body.printDesigns.length > 0) {
    await tx.insert(productPrintDesigns).values(
      body.printDesigns.map((design) => ({
        productId,
        uploadTypeItemId: design.uploadTypeItemId,
        designId: design.designId,
      })),
    );
  }
  const mockupIds = [...new Set(body.mockupIds)];
  if (mockupIds.length > 0) {
    await tx
      .insert(productMockups)
      .values(mockupIds.map((imageId, sortOrder) => ({ productId, imageId, sortOrder })));
  }
}

function refuseTakenSku(error: unknown): never {
  if (violatedConstraint(error) === 'products_seller_sku_unique') throw skuTaken();
  throw error;
}
