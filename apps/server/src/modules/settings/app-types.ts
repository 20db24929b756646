import type {
  AppType,
  AppTypeOption,
  CreateAppTypesBody,
  UpdateAppTypeBody,
  AppTypeOptionsBody,
} from '@platfox/domain';
import {
  APP_TYPE_KEY_PATTERN,
  appTypeOptionsBodySchema,
  createAppTypesBodySchema,
  updateAppTypeBodySchema,
} from '@platfox/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { isUniqueViolation } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { appTypeOptions, appTypes, type AppTypeRow } from './tables';

const NOT_FOUND = 'App type not found';
const keyTaken = (keys: string[]) => {
  const message =
    keys.length === 1
      ? `The key ${keys[0]} is already used by another app type`
      : `The keys ${keys.join(', ')} are already used by other app types`;
  return new HttpError(409, message, { appTypes: message });
};

type OptionRow = typeof appTypeOptions.$inferSelect;
const toOption = (row: OptionRow): AppTypeOption => ({
  value: row.value,
  label: row.label,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
});
const byOrder = (a: OptionRow, b: OptionRow) =>
  a.sortOrder - b.sortOrder || a.label.localeCompare(b.label);

const toAppType = (row: AppTypeRow, options: OptionRow[]): AppType => ({
  id: row.id,
  key: row.key,
  name: row.name,
  description: row.description,
  status: row.status,
  options: options.sort(byOrder).map(toOption),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * App types and their options (docs/areas/settings.md, "App types"). Every write is one
 * transaction: a create of several types makes all or none, an options save replaces the list.
 */
export class AppTypeService {
  constructor(private readonly db: Db) {}

  private async withOptions(db: Db, rows: AppTypeRow[]): Promise<AppType[]> {
    if (rows.length === 0) return [];
    const options = await db
      .select()
      .from(appTypeOptions)
      .where(
        inArray(
          appTypeOptions.typeId,
          rows.map((row) => row.id),
        ),
      );
    return rows.map((row) =>
      toAppType(
        row,
        options.filter((option) => option.typeId === row.id),
      ),
    );
  }

  async list(): Promise<AppType[]> {
    const rows = await this.db.select().from(appTypes).orderBy(asc(appTypes.name));
    return this.withOptions(this.db, rows);
  }

  private async one(db: Db, id: string): Promise<AppType> {
    const [row] = await db.select().from(appTypes).where(eq(appTypes.id, id));
    if (!row) throw notFound(NOT_FOUND);
    const [type] = await this.withOptions(db, [row]);
    return type!;
  }

  async create(actor: Actor, body: CreateAppTypesBody): Promise<AppType[]> {
    const { appTypes: wanted } = createAppTypesBodySchema.parse(body);
    const keys = wanted.map((type) => type.key);
    const taken = await this.db
      .select({ key: appTypes.key })
      .from(appTypes)
      .where(inArray(appTypes.key, keys));
    if (taken.length > 0) throw keyTaken(taken.map((row) => row.key).sort());
    try {
      return await this.db.transaction(async (tx) => {
        const rows = await tx
          .insert(appTypes)
          .values(
            wanted.map(({ options: _options, ...type }) => ({ ...type, updatedBy: actor.id })),
          )
          .returning();
        const options = wanted.flatMap((type) => {
          const typeId = rows.find((row) => row.key === type.key)!.id;
          return type.options.map((option) => ({ ...option, typeId }));
        });
        if (options.length > 0) await tx.insert(appTypeOptions).values(options);
        return this.withOptions(
          tx,
          rows.sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key)),
        );
      });
    } catch (error) {
      // Another admin created the same key between the check and the insert.
      if (isUniqueViolation(error)) throw keyTaken(keys);
      throw error;
    }
  }

  async update(actor: Actor, id: string, body: UpdateAppTypeBody): Promise<AppType> {
    const values = updateAppTypeBodySchema.parse(body);
    const [row] = await this.db
      .update(appTypes)
      .set({ ...values, updatedBy: actor.id, updatedAt: new Date() })
      .where(eq(appTypes.id, id))
      .returning({ id: appTypes.id });
    if (!row) throw notFound(NOT_FOUND);
    return this.one(this.db, id);
  }

  async replaceOptions(actor: Actor, id: string, body: AppTypeOptionsBody): Promise<AppType> {
    const { options } = appTypeOptionsBodySchema.parse(body);
    return this.db.transaction(async (tx) => {
      // Locks the type, so two saves of its options follow one another.
      const [row] = await tx
        .update(appTypes)
        .set({ updatedBy: actor.id, updatedAt: new Date() })
        .where(eq(appTypes.id, id))
        .returning({ id: appTypes.id });
      if (!row) throw notFound(NOT_FOUND);
      await tx.delete(appTypeOptions).where(eq(appTypeOptions.typeId, id));
      if (options.length > 0)
        await tx
          .insert(appTypeOptions)
          .values(options.map((option) => ({ ...option, typeId: id })));
      return this.one(tx, id);
    });
  }

  async remove(id: string): Promise<string> {
    const [row] = await this.db
      .delete(appTypes)
      .where(eq(appTypes.id, id))
      .returning({ key: appTypes.key });
    if (!row) throw notFound(NOT_FOUND);
    return `App type ${row.key} deleted`;
  }

  /**
   * What the app reads: an active type's active options, by its id or its key. An inactive or
   * unknown type is 404, so a reader falls back to its own words.
   */
  async activeOptions(ref: string) {
    const byKey = APP_TYPE_KEY_PATTERN.test(ref);
    const [row] = await this.db
      .select()
      .from(appTypes)
      .where(
        and(byKey ? eq(appTypes.key, ref) : eq(appTypes.id, ref), eq(appTypes.status, 'ACTIVE')),
      );
    if (!row) throw notFound(NOT_FOUND);
    const [type] = await this.withOptions(this.db, [row]);
    return {
      id: row.id,
      key: row.key,
      name: row.name,
      options: type!.options
        .filter((option) => option.isActive)
        .map(({ value, label }) => ({ value, label })),
    };
  }
}
