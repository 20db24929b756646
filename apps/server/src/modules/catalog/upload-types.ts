import { isNewRowId, type UploadType, type uploadTypeBodySchema } from '@platfox/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import { invalidFields, iso, refuseTakenOrInUse } from './common';
import { attributeOptions, attributes, uploadTypeItems, uploadTypes } from './tables';

type UploadTypeBody = z.output<typeof uploadTypeBodySchema>;

export const UPLOAD_TYPE_NOT_FOUND = 'Upload type not found';
export const UPLOAD_TYPE_ITEM_IN_USE = 'An item with designs of products cannot be removed';
export const UPLOAD_TYPE_IN_USE = 'The upload type is used by a product type';

/** An upload type's item as answers show it, in the upload type and in its product types. */
export const toUploadTypeItem = (
  item: typeof uploadTypeItems.$inferSelect,
): UploadType['items'][number] => ({
  id: item.id,
  type: item.type,
  name: item.name,
  width: item.width,
  height: item.height,
  isRequired: item.isRequired,
  attributeOptionId: item.attributeOptionId,
});

/**
 * Upload types: the print positions (items) a product type takes designs for, each with its
 * art-work size in pixels (spec 03 section 3.3).
 */
export class UploadTypeService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  async list(): Promise<UploadType[]> {
    const rows = await this.db
      .select()
      .from(uploadTypes)
      .orderBy(asc(sql`lower(${uploadTypes.name})`));
    return this.withItems(this.db, rows);
  }

  async get(id: string, db: Db | DbTx = this.db): Promise<UploadType> {
    const [row] = await db.select().from(uploadTypes).where(eq(uploadTypes.id, id));
    if (!row) throw notFound(UPLOAD_TYPE_NOT_FOUND);
    const [uploadType] = await this.withItems(db, [row]);
    return uploadType!;
  }

  async create(body: UploadTypeBody): Promise<UploadType> {
    await this.checkAttribute(body);
    const uploadType = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(uploadTypes)
          .values({
            name: body.name,
            attributeId: body.attributeId ?? null,
            isGroupType: body.isGroupType,
            isFlexibleDimension: body.isFlexibleDimension,
          })
          .returning({ id: uploadTypes.id });
        await tx
          .insert(uploadTypeItems)
          .values(body.items.map((item, index) => itemValues(row!.id, item, index)));
        return this.get(row!.id, tx);
      })
      .catch(refuseTakenOrInUse('name', UPLOAD_TYPE_ITEM_IN_USE));
    announceListChange(this.live, { model: 'upload-type', kind: 'created', ids: [uploadType.id] });
    return uploadType;
  }

  /** Items with an id are edited, those without added, those left out removed (if unused). */
  async update(id: string, body: UploadTypeBody): Promise<UploadType> {
    await this.checkAttribute(body);
    const uploadType = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .update(uploadTypes)
          .set({
            name: body.name,
            attributeId: body.attributeId ?? null,
            isGroupType: body.isGroupType,
            isFlexibleDimension: body.isFlexibleDimension,
            updatedAt: new Date(),
          })
          .where(eq(uploadTypes.id, id))
          .returning({ id: uploadTypes.id });
        if (!row) throw notFound(UPLOAD_TYPE_NOT_FOUND);
        const existing = await tx
          .select({ id: uploadTypeItems.id })
          .from(uploadTypeItems)
          .where(eq(uploadTypeItems.uploadTypeId, id));
        const known = new Set(existing.map((item) => item.id));
        const errors: Record<string, string> = {};
        body.items.forEach((item, index) => {
          if (!isNewRowId(item.id) && !known.has(item.id!)) {
            errors[`items.${index}.id`] = 'This item is not one of the upload type';
          }
        });
        const invalid = invalidFields(errors);
        if (invalid) throw invalid;
        const kept = body.items.flatMap((item) => (isNewRowId(item.id) ? [] : [item.id!]));
        await tx
          .delete(uploadTypeItems)
          .where(
            and(
              eq(uploadTypeItems.uploadTypeId, id),
              kept.length ? notInArray(uploadTypeItems.id, kept) : undefined,
            ),
          );
        for (const [index, item] of body.items.entries()) {
          const values = itemValues(id, item, index);
          if (isNewRowId(item.id)) await tx.insert(uploadTypeItems).values(values);
          else await tx.update(uploadTypeItems).set(values).where(eq(uploadTypeItems.id, item.id!));
        }
        return this.get(id, tx);
      })
      .catch(refuseTakenOrInUse('name', UPLOAD_TYPE_ITEM_IN_USE));
    announceListChange(this.live, { model: 'upload-type', kind: 'updated', ids: [id] });
    return uploadType;
  }

  /** The attribute exists, and every item's option is one of it. */
  private async checkAttribute(body: UploadTypeBody): Promise<void> {
    if (!body.attributeId) return;
    const [attribute] = await this.db
      .select({ id: attributes.id })
      .from(attributes)
      .where(eq(attributes.id, body.attributeId));
    if (!attribute) {
      throw invalidFields({ attributeId: 'The selected attribute is invalid' })!;
    }
    const optionIds = body.items.flatMap((item) =>
      item.attributeOptionId ? [item.attributeOptionId] : [],
    );
    const options = optionIds.length
      ? await this.db
          .select({ id: attributeOptions.id })
          .from(attributeOptions)
          .where(
            and(
              inArray(attributeOptions.id, optionIds),
              eq(attributeOptions.attributeId, body.attributeId),
            ),
          )
      : [];
    const known = new Set(options.map((option) => option.id));
    const errors: Record<string, string> = {};
    body.items.forEach((item, index) => {
      if (item.attributeOptionId && !known.has(item.attributeOptionId)) {
        errors[`items.${index}.attributeOptionId`] = 'The option is not one of the attribute';
      }
    });
    const invalid = invalidFields(errors);
    if (invalid) throw invalid;
  }

  private async withItems(
    db: Db | DbTx,
    rows: (typeof uploadTypes.$inferSelect)[],
  ): Promise<UploadType[]> {
    if (rows.length === 0) return [];
    const items = await db
      .select()
      .from(uploadTypeItems)
      .where(
        inArray(
          uploadTypeItems.uploadTypeId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(uploadTypeItems.sortOrder));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      attributeId: row.attributeId,
      isGroupType: row.isGroupType,
      isFlexibleDimension: row.isFlexibleDimension,
      items: items.filter((item) => item.uploadTypeId === row.id).map(toUploadTypeItem),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  }
}

function itemValues(uploadTypeId: string, item: UploadTypeBody['items'][number], index: number) {
  return {
    uploadTypeId,
    type: item.type,
    name: item.name,
    width: item.width,
    height: item.height,
    isRequired: item.isRequired,
    attributeOptionId: item.attributeOptionId ?? null,
    sortOrder: index,
  };
}
