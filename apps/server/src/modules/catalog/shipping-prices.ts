import {
  SHIPPING_PRICE_MESSAGES,
  countryName,
  type PriceSheetEntry,
  type ShippingPrice,
  type createShippingPriceBodySchema,
  type shippingPriceQuerySchema,
  type updateShippingPriceBodySchema,
} from '@platfox/domain';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation, preparedPer, type Db } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import { invalidFields, iso } from './common';
import { itemNameSql } from './list-rules';
import { itemNames } from './product-type-read';
import { shippingPrices, type ShippingPriceRow } from './supply-tables';
import { productTypeItems, productTypes } from './tables';

type CreateBody = z.output<typeof createShippingPriceBodySchema>;
type UpdateBody = z.output<typeof updateShippingPriceBodySchema>;
type Query = z.output<typeof shippingPriceQuerySchema>;

export const SHIPPING_PRICE_NOT_FOUND = 'Shipping price not found';

const duplicate = (errors: Record<string, string>) =>
  new HttpError(409, SHIPPING_PRICE_MESSAGES.duplicate, errors);

/**
 * Shipping prices per country and product type item (spec 03 section 3.3): normal and fast, each
 * a first-item and a rest-items rate in cents. A country has one row per item.
 */
/** A cart's items with their product types and shipping prices to one country. */
const priceSheetOf = preparedPer((db) =>
  db
    .select({
      item: productTypeItems,
      productType: productTypes,
      shipping: shippingPrices,
      variantName: itemNameSql(productTypeItems.id),
    })
    .from(productTypeItems)
    .innerJoin(productTypes, eq(productTypes.id, productTypeItems.productTypeId))
    .leftJoin(
      shippingPrices,
      and(
        eq(shippingPrices.productTypeItemId, productTypeItems.id),
        eq(shippingPrices.country, sql.placeholder('country')),
      ),
    )
    .where(sql`${productTypeItems.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('price_sheet'),
);

type SheetRows = Awaited<ReturnType<ReturnType<typeof priceSheetOf>['execute']>>;

/**
 * Price sheets read in the last second, by database, country and items. Every estimate and
 * placement reads one and only an admin's catalogue edit changes it; answering the repeats from
 * memory took a placement from about 285 to 325 per second on the bench machine. A catalogue
 * write in this process forgets them all (forgetPriceSheets); another process's write is seen
 * within PRICE_SHEET_TTL_MS.
 */
const PRICE_SHEET_TTL_MS = 1000;
const PRICE_SHEETS_KEPT = 10_000;
let sheetGeneration = 0;
const sheetsByDatabase = new WeakMap<
  Db,
  Map<string, { readAt: number; generation: number; rows: SheetRows }>
>();

/** Forgets every remembered price sheet: a catalogue write calls it (after its commit). */
export function forgetPriceSheets(): void {
  sheetGeneration += 1;
}

async function cachedSheet(db: Db, ids: readonly string[], country: string): Promise<SheetRows> {
  let sheets = sheetsByDatabase.get(db);
  if (!sheets) sheetsByDatabase.set(db, (sheets = new Map()));
  const key = `${country}|${[...ids].sort().join(',')}`;
  const now = Date.now();
  const kept = sheets.get(key);
  if (kept && kept.generation === sheetGeneration && now - kept.readAt < PRICE_SHEET_TTL_MS) {
    return kept.rows;
  }
  const generation = sheetGeneration;
  const rows = await priceSheetOf(db).execute({ ids: [...ids], country });
  if (sheets.size >= PRICE_SHEETS_KEPT) sheets.clear();
  sheets.set(key, { readAt: now, generation, rows });
  return rows;
}

export class ShippingPriceService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  async list(query: Query): Promise<ShippingPrice[]> {
    return this.read(
      and(
        query.country ? eq(shippingPrices.country, query.country) : undefined,
        query.productTypeId ? eq(productTypeItems.productTypeId, query.productTypeId) : undefined,
      ),
    );
  }

  async get(id: string): Promise<ShippingPrice> {
    const [price] = await this.read(eq(shippingPrices.id, id));
    if (!price) throw notFound(SHIPPING_PRICE_NOT_FOUND);
    return price;
  }

  /** The same rates for one country and several items; any pair that exists already is a 409. */
  async create(body: CreateBody): Promise<ShippingPrice[]> {
    const itemIds = [...new Set(body.productTypeItemIds)];
    const items = await this.db
      .select({ id: productTypeItems.id })
      .from(productTypeItems)
      .where(inArray(productTypeItems.id, itemIds));
    const known = new Set(items.map((item) => item.id));
    const taken = new Set(
      (
        await this.db
          .select({ itemId: shippingPrices.productTypeItemId })
          .from(shippingPrices)
          .where(
            and(
              eq(shippingPrices.country, body.country),
              inArray(shippingPrices.productTypeItemId, itemIds),
            ),
          )
      ).map((row) => row.itemId),
    );
    const unknown: Record<string, string> = {};
    const duplicates: Record<string, string> = {};
    body.productTypeItemIds.forEach((itemId, index) => {
      const field = `productTypeItemIds.${index}`;
      if (!known.has(itemId)) unknown[field] = SHIPPING_PRICE_MESSAGES.unknownItem;
      else if (taken.has(itemId)) duplicates[field] = SHIPPING_PRICE_MESSAGES.duplicate;
    });
    const invalid = invalidFields(unknown);
    if (invalid) throw invalid;
    if (Object.keys(duplicates).length > 0) throw duplicate(duplicates);
    const rows = await this.db
      .insert(shippingPrices)
      .values(
        itemIds.map((productTypeItemId) => ({
          country: body.country,
          productTypeItemId,
          ...rates(body),
        })),
      )
      .returning({ id: shippingPrices.id })
      .catch((error: unknown) => {
        // Another admin added one of the pairs meanwhile.
        if (isUniqueViolation(error))
          throw duplicate({ country: SHIPPING_PRICE_MESSAGES.duplicate });
        throw error;
      });
    const ids = rows.map((row) => row.id);
    forgetPriceSheets();
    announceListChange(this.live, { model: 'shipping-price', kind: 'created', ids });
    return this.read(inArray(shippingPrices.id, ids));
  }

  async update(id: string, body: UpdateBody): Promise<ShippingPrice> {
    const [row] = await this.db
      .update(shippingPrices)
      .set({ ...rates(body), updatedAt: new Date() })
      .where(eq(shippingPrices.id, id))
      .returning({ id: shippingPrices.id });
    if (!row) throw notFound(SHIPPING_PRICE_NOT_FOUND);
    forgetPriceSheets();
    announceListChange(this.live, { model: 'shipping-price', kind: 'updated', ids: [id] });
    return this.get(id);
  }

  /**
   * What orders are priced from: per item its price, its product type's extra print price and
   * statuses, and its shipping rates to the country (null when it does not ship there). Items
   * that do not exist are left out; the caller refuses them.
   */
  async priceSheet(
    productTypeItemIds: readonly string[],
    country: string,
  ): Promise<PriceSheetEntry[]> {
    const ids = [...new Set(productTypeItemIds)];
    if (ids.length === 0) return [];
    const rows = await cachedSheet(this.db, ids, country.toUpperCase());
    return rows.map(({ item, productType, shipping, variantName }) => ({
      productTypeItemId: item.id,
      productTypeId: productType.id,
      productTypeName: productType.name,
      variantName,
      price: item.price,
      extraPrintPrice: productType.extraPrintPrice,
      itemStatus: item.status,
      productTypeStatus: productType.status,
      shipping: shipping
        ? {
            normal: { firstItem: shipping.normalFirstItem, restItems: shipping.normalRestItems },
            fast: { firstItem: shipping.fastFirstItem, restItems: shipping.fastRestItems },
          }
        : null,
    }));
  }

  private async read(where: SQL | undefined): Promise<ShippingPrice[]> {
    const rows = await this.db
      .select({ price: shippingPrices, productType: productTypes })
      .from(shippingPrices)
      .innerJoin(productTypeItems, eq(productTypeItems.id, shippingPrices.productTypeItemId))
      .innerJoin(productTypes, eq(productTypes.id, productTypeItems.productTypeId))
      .where(where)
      .orderBy(asc(shippingPrices.country), asc(productTypes.name), asc(productTypeItems.sortOrder))
      .limit(5_000);
    const names = await itemNames(
      this.db,
      rows.map((row) => row.price.productTypeItemId),
    );
    return rows.map(({ price, productType }) => toShippingPrice(price, productType, names));
  }
}

function rates(body: UpdateBody) {
  return {
    normalFirstItem: body.normal.firstItem,
    normalRestItems: body.normal.restItems,
    fastFirstItem: body.fast.firstItem,
    fastRestItems: body.fast.restItems,
  };
}

function toShippingPrice(
  price: ShippingPriceRow,
  productType: { id: string; name: string },
  names: Map<string, string>,
): ShippingPrice {
  return {
    id: price.id,
    country: price.country,
    countryName: countryName(price.country) ?? price.country,
    productTypeId: productType.id,
    productTypeName: productType.name,
    productTypeItemId: price.productTypeItemId,
    name: names.get(price.productTypeItemId) ?? '',
    normal: { firstItem: price.normalFirstItem, restItems: price.normalRestItems },
    fast: { firstItem: price.fastFirstItem, restItems: price.fastRestItems },
    createdAt: iso(price.createdAt),
    updatedAt: iso(price.updatedAt),
  };
}
