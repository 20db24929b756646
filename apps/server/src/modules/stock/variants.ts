import {
  STOCK_MESSAGES,
  type GenerateVariantPreview,
  type GenerateVariantResult,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import {
  ensureBlankApparelItems,
  printerProductTypes,
  productTypeCombinations,
} from '../catalog/index';
import { stockItems } from './tables';
import type { WarehouseService } from './warehouses';

const notPrinted = () => notFound(STOCK_MESSAGES.productTypeNotPrinted);

/**
 * Generate variant (/p/generate-variant, issue 32): the warehouse's items of every attribute
 * combination of a product type the printer prints, made in one step. A combination without its
 * blank-apparel item (added to the product type after its blank apparel) gets one from the
 * catalogue; combinations the warehouse holds already are skipped, so a second run makes none.
 */
export class VariantService {
  constructor(
    private readonly db: Db,
    private readonly warehouses: WarehouseService,
  ) {}

  async preview(
    actor: Actor,
    query: { productTypeId?: string | undefined; warehouseId?: string | undefined },
  ): Promise<GenerateVariantPreview> {
    const productTypes = await printerProductTypes(this.db, actor.id);
    if (!query.productTypeId) return { productTypes, combinations: [] };
    const combinations = await productTypeCombinations(this.db, actor.id, query.productTypeId);
    if (!combinations) throw notPrinted();
    const held = new Set<string>();
    if (query.warehouseId) {
      await this.warehouses.get(actor, query.warehouseId);
      const rows = await this.db
        .select({ productTypeItemId: stockItems.productTypeItemId })
        .from(stockItems)
        .where(eq(stockItems.warehouseId, query.warehouseId));
      for (const row of rows) held.add(row.productTypeItemId);
    }
    return {
      productTypes,
      combinations: combinations.map((combination) => ({
        productTypeItemId: combination.productTypeItemId,
        name: combination.name,
        exists: held.has(combination.productTypeItemId),
      })),
    };
  }

  async generate(
    actor: Actor,
    body: { productTypeId: string; warehouseId: string },
  ): Promise<GenerateVariantResult> {
    return this.db.transaction(async (tx) => {
      await this.warehouses.lockOwn(tx, actor, body.warehouseId);
      const combinations = await productTypeCombinations(tx, actor.id, body.productTypeId);
      if (!combinations) throw notPrinted();
      const items = await ensureBlankApparelItems(tx, body.productTypeId);
      if (items.length === 0) return { made: 0, skipped: 0 };
      const made = await tx
        .insert(stockItems)
        .values(
          items.map((item) => ({
            printerId: actor.id,
            warehouseId: body.warehouseId,
            blankApparelItemId: item.blankApparelItemId,
            productTypeItemId: item.productTypeItemId,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: stockItems.id });
      return { made: made.length, skipped: items.length - made.length };
    });
  }
}
