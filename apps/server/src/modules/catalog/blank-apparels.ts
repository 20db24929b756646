import {
  BLANK_APPAREL_MESSAGES,
  type BlankApparel,
  type StockLog,
  type createBlankApparelBodySchema,
  type updateBlankApparelBodySchema,
} from '@platfox/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { invalidField, invalidFields, iso, violatedConstraint } from './common';
import { itemNames } from './product-type-read';
import { blankApparelItems, blankApparels, blankApparelStockLogs } from './supply-tables';
import { productTypeItems, productTypes } from './tables';
const { users } = accountsReadModel;

type CreateBody = z.output<typeof createBlankApparelBodySchema>;
type UpdateBody = z.output<typeof updateBlankApparelBodySchema>;
type ItemInput = CreateBody['items'][number];

export const BLANK_APPAREL_NOT_FOUND = 'Blank apparel not found';

/**
 * Blank apparels: the blank a product type is printed on, with stock per product type item
 * (attribute combination). Every stock change writes a stock log row in the same transaction.
 */
export class BlankApparelService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  async get(id: string, db: Db | DbTx = this.db): Promise<BlankApparel> {
    const [row] = await db
      .select({ blank: blankApparels, productTypeName: productTypes.name })
      .from(blankApparels)
      .innerJoin(productTypes, eq(productTypes.id, blankApparels.productTypeId))
      .where(eq(blankApparels.id, id));
    if (!row) throw notFound(BLANK_APPAREL_NOT_FOUND);
    const items = await db
      .select()
      .from(blankApparelItems)
      .innerJoin(productTypeItems, eq(productTypeItems.id, blankApparelItems.productTypeItemId))
      .where(eq(blankApparelItems.blankApparelId, id))
      .orderBy(productTypeItems.sortOrder);
    const names = await itemNames(
      db,
      items.map((item) => item.blank_apparel_items.productTypeItemId),
    );
    return {
      id: row.blank.id,
      name: row.blank.name,
      productTypeId: row.blank.productTypeId,
      productTypeName: row.productTypeName,
      items: items.map(({ blank_apparel_items: item }) => ({
        id: item.id,
        productTypeItemId: item.productTypeItemId,
        name: names.get(item.productTypeItemId) ?? '',
        stock: item.stock,
        maximumQuantity: item.maximumQuantity,
        storageArea: item.storageArea,
      })),
      createdAt: iso(row.blank.createdAt),
      updatedAt: iso(row.blank.updatedAt),
    };
  }

  /** A product type's blank apparel, with a stock row for every item of the product type. */
  async create(actor: Actor, body: CreateBody): Promise<BlankApparel> {
    const [productType] = await this.db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.id, body.productTypeId));
    if (!productType) throw invalidField('productTypeId', 'The selected product type is invalid');
    const blank = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(blankApparels)
          .values({ productTypeId: body.productTypeId, name: body.name })
          .returning({ id: blankApparels.id });
        const itemIds = (
          await tx
            .select({ id: productTypeItems.id })
            .from(productTypeItems)
            .where(eq(productTypeItems.productTypeId, body.productTypeId))
        ).map((item) => item.id);
        assertItemsOf(itemIds, body.items);
        if (itemIds.length > 0) {
          await tx
            .insert(blankApparelItems)
            .values(
              itemIds.map((productTypeItemId) => ({ blankApparelId: row!.id, productTypeItemId })),
            );
        }
        await this.applyItems(tx, actor, row!.id, body.items, body.ref ?? null);
        return this.get(row!.id, tx);
      })
      .catch((error: unknown) => {
        if (violatedConstraint(error) === 'blank_apparels_product_type_unique') {
          const message = BLANK_APPAREL_MESSAGES.alreadyExists;
          throw new HttpError(409, message, { productTypeId: message });
        }
        throw error;
      });
    announceListChange(this.live, { model: 'blank-apparel', kind: 'created', ids: [blank.id] });
    return blank;
  }

  /** Renames and sets stock; items left out keep theirs. */
  async update(actor: Actor, id: string, body: UpdateBody): Promise<BlankApparel> {
    const blank = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(blankApparels)
        .set({ name: body.name, updatedAt: new Date() })
        .where(eq(blankApparels.id, id))
        .returning({ productTypeId: blankApparels.productTypeId });
      if (!row) throw notFound(BLANK_APPAREL_NOT_FOUND);
      await this.applyItems(tx, actor, id, body.items, body.ref ?? null);
      return this.get(id, tx);
    });
    announceListChange(this.live, { model: 'blank-apparel', kind: 'updated', ids: [id] });
    return blank;
  }

  async stockLogs(id: string): Promise<StockLog[]> {
    const blank = await this.get(id);
    const rows = await this.db
      .select({
        log: blankApparelStockLogs,
        productTypeItemId: blankApparelItems.productTypeItemId,
        actorFullName: sql<string | null>`(${users.firstName} || ' ' || ${users.lastName})`,
      })
      .from(blankApparelStockLogs)
      .innerJoin(
        blankApparelItems,
        eq(blankApparelItems.id, blankApparelStockLogs.blankApparelItemId),
      )
      .leftJoin(users, eq(users.id, blankApparelStockLogs.actorId))
      .where(eq(blankApparelItems.blankApparelId, id))
      .orderBy(desc(blankApparelStockLogs.createdAt), desc(blankApparelStockLogs.id))
      .limit(500);
    const names = new Map(blank.items.map((item) => [item.productTypeItemId, item.name]));
    return rows.map(({ log, productTypeItemId, actorFullName }) => ({
      id: log.id,
      blankApparelItemId: log.blankApparelItemId,
      itemName: names.get(productTypeItemId) ?? '',
      ref: log.ref,
      previousStock: log.previousStock,
      stock: log.stock,
      actorFullName,
      createdAt: iso(log.createdAt),
    }));
  }

  /** Sets the items' values; a changed stock is logged. Rows are locked so counts never race. */
  private async applyItems(
    tx: DbTx,
    actor: Actor,
    blankApparelId: string,
    items: readonly ItemInput[],
    ref: string | null,
  ): Promise<void> {
    if (items.length === 0) return;
    const rows = await tx
      .select()
      .from(blankApparelItems)
      .where(eq(blankApparelItems.blankApparelId, blankApparelId))
      .for('update');
    const byItem = new Map(rows.map((row) => [row.productTypeItemId, row]));
    assertItemsOf([...byItem.keys()], items);
    for (const item of items) {
      const row = byItem.get(item.productTypeItemId)!;
      await tx
        .update(blankApparelItems)
        .set({
          stock: item.stock,
          maximumQuantity: item.maximumQuantity ?? null,
          storageArea: item.storageArea ?? null,
        })
        .where(eq(blankApparelItems.id, row.id));
      if (item.stock !== row.stock) {
        await tx.insert(blankApparelStockLogs).values({
          blankApparelItemId: row.id,
          ref,
          previousStock: row.stock,
          stock: item.stock,
          actorId: actor.id,
        });
      }
    }
  }
}

/** Every item the body names is one of the product type's items. */
function assertItemsOf(itemIds: readonly string[], items: readonly ItemInput[]): void {
  const known = new Set(itemIds);
  const errors: Record<string, string> = {};
  items.forEach((item, index) => {
    if (!known.has(item.productTypeItemId)) {
      errors[`items.${index}.productTypeItemId`] = BLANK_APPAREL_MESSAGES.unknownItem;
    }
  });
  const invalid = invalidFields(errors);
  if (invalid) throw invalid;
}

/** Ids of blank apparels whose product type is activated: those cannot be deleted. */
export async function blankApparelsInUse(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: blankApparels.id })
    .from(blankApparels)
    .innerJoin(productTypes, eq(productTypes.id, blankApparels.productTypeId))
    .where(and(inArray(blankApparels.id, [...ids]), eq(productTypes.status, 'ACTIVATED')));
  return new Set(rows.map((row) => row.id));
}
