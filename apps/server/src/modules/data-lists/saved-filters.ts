import type { SavedFilter, saveFilterBodySchema } from '@platfox/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { isListAllowed, type ListRegistry } from './registry';
import { savedFilters, type SavedFilterRow } from './tables';

type SaveFilterBody = z.infer<typeof saveFilterBodySchema>;

/** Saved filters one user may keep per list; a hundred is far beyond a useful menu. */
export const SAVED_FILTERS_PER_LIST = 100;
export const SAVED_FILTER_NOT_FOUND = 'Saved filter not found';
export const DEFAULT_FILTER_LOCKED = 'A default saved filter cannot be renamed or deleted';

const toSavedFilter = (row: SavedFilterRow): SavedFilter => ({
  id: row.id,
  name: row.name,
  value: row.value,
  sortOrder: row.sortOrder,
  isHideAction: row.isHideAction,
});

/** Saved filters per user and list model (spec 02 sections 3.6, 4.5 and 5.3). */
export class SavedFilterService {
  constructor(
    private readonly db: Db,
    private readonly registry: ListRegistry,
  ) {}

  async list(actor: Actor, model: string): Promise<{ status: 200; data: SavedFilter[] }> {
    const rows = await this.db
      .select()
      .from(savedFilters)
      .where(and(eq(savedFilters.userId, actor.id), eq(savedFilters.model, model)))
      .orderBy(asc(savedFilters.sortOrder), asc(savedFilters.createdAt));
    return { status: 200, data: rows.map(toSavedFilter) };
  }

  /** A default filter for a user (the product's own, e.g. "Waiting for approval"). */
  async createDefault(userId: string, model: string, name: string, value: string, sortOrder = 0) {
    const [row] = await this.db
      .insert(savedFilters)
      .values({ userId, model, name, value, sortOrder, isHideAction: true })
      .returning();
    return toSavedFilter(row!);
  }

  async save(
    actor: Actor,
    body: SaveFilterBody,
  ): Promise<{ status: 200; message: string; data: SavedFilter }> {
    if (body.cmd === 'create') {
      const model = body.model!;
      const listModel = this.registry.get(model);
      if (!listModel) {
        throw badRequest('Invalid or missing input data', { model: `Unknown list: ${model}` });
      }
      if (!isListAllowed(listModel, actor)) throw forbidden();
      const [held] = await this.db
        .select({ n: count() })
        .from(savedFilters)
        .where(and(eq(savedFilters.userId, actor.id), eq(savedFilters.model, model)));
      if ((held?.n ?? 0) >= SAVED_FILTERS_PER_LIST) {
        throw badRequest(`A list can hold at most ${SAVED_FILTERS_PER_LIST} saved filters`);
      }
      const [row] = await this.db
        .insert(savedFilters)
        .values({
          userId: actor.id,
          model,
          name: body.name!,
          value: body.value!,
          sortOrder: body.sortOrder ?? held?.n ?? 0,
        })
        .returning();
      return { status: 200, message: 'The filter has been saved', data: toSavedFilter(row!) };
    }

    const own = and(eq(savedFilters.id, body.id!), eq(savedFilters.userId, actor.id));
    const [existing] = await this.db.select().from(savedFilters).where(own);
    if (!existing || (body.model && body.model !== existing.model)) {
      throw notFound(SAVED_FILTER_NOT_FOUND);
    }
    if (existing.isHideAction) throw badRequest(DEFAULT_FILTER_LOCKED);
    if (body.cmd === 'delete') {
      await this.db.delete(savedFilters).where(own);
      return {
        status: 200,
        message: 'The filter has been deleted',
        data: toSavedFilter(existing),
      };
    }
    const [row] = await this.db
      .update(savedFilters)
      .set({
        name: body.name!,
        ...(body.value !== undefined ? { value: body.value } : {}),
        ...(body.sortOrder !== undefined ? { sortOrder: body.sortOrder } : {}),
        updatedAt: new Date(),
      })
      .where(own)
      .returning();
    if (!row) throw notFound(SAVED_FILTER_NOT_FOUND);
    return { status: 200, message: 'The filter has been updated', data: toSavedFilter(row) };
  }
}
