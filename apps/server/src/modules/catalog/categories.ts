import type { ProductTypeCategory, productTypeCategoryBodySchema } from '@platfox/domain';
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import { iso, refuseTakenOrInUse } from './common';
import { productTypeCategories, productTypes } from './tables';

type CategoryBody = z.output<typeof productTypeCategoryBodySchema>;

export const CATEGORY_NOT_FOUND = 'Product type category not found';

/** Product type categories: names that group product types for sellers. */
export class ProductTypeCategoryService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  async list(): Promise<ProductTypeCategory[]> {
    return this.read();
  }

  async get(id: string): Promise<ProductTypeCategory> {
    const [category] = await this.read(eq(productTypeCategories.id, id));
    if (!category) throw notFound(CATEGORY_NOT_FOUND);
    return category;
  }

  async create(body: CategoryBody): Promise<ProductTypeCategory> {
    const [row] = await this.db
      .insert(productTypeCategories)
      .values({ name: body.name, description: body.description ?? null })
      .returning({ id: productTypeCategories.id })
      .catch(refuseTakenOrInUse('name', ''));
    announceListChange(this.live, {
      model: 'product-type-category',
      kind: 'created',
      ids: [row!.id],
    });
    return this.get(row!.id);
  }

  async update(id: string, body: CategoryBody): Promise<ProductTypeCategory> {
    const [row] = await this.db
      .update(productTypeCategories)
      .set({ name: body.name, description: body.description ?? null, updatedAt: new Date() })
      .where(eq(productTypeCategories.id, id))
      .returning({ id: productTypeCategories.id })
      .catch(refuseTakenOrInUse('name', ''));
    if (!row) throw notFound(CATEGORY_NOT_FOUND);
    announceListChange(this.live, { model: 'product-type-category', kind: 'updated', ids: [id] });
    return this.get(id);
  }

  private async read(where?: SQL): Promise<ProductTypeCategory[]> {
    const rows = await this.db
      .select({
        id: productTypeCategories.id,
        name: productTypeCategories.name,
        description: productTypeCategories.description,
        productTypeCount: count(productTypes.id),
        createdAt: productTypeCategories.createdAt,
        updatedAt: productTypeCategories.updatedAt,
      })
      .from(productTypeCategories)
      .leftJoin(productTypes, eq(productTypes.categoryId, productTypeCategories.id))
      .where(where)
      .groupBy(productTypeCategories.id)
      .orderBy(asc(sql`lower(${productTypeCategories.name})`));
    return rows.map((row) => ({
      ...row,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  }
}
