import {
  ATTRIBUTE_OPTION_MESSAGES,
  isNewRowId,
  type Attribute,
  type attributeBodySchema,
} from '@platfox/domain';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import { listRoom, type Live, announceListChange } from '../../platform/live';
import type { Actor } from '../auth/index';
import { invalidFields, iso, refuseTakenOrInUse } from './common';
import { catalogImages } from './product-tables';
import { attributeOptions, attributes, type AttributeRow } from './tables';

type AttributeBody = z.output<typeof attributeBodySchema>;

export const ATTRIBUTE_NOT_FOUND = 'Attribute not found';
export const OPTION_IN_USE = 'An option used by a product type or an upload type cannot be removed';
export const ATTRIBUTE_IN_USE = 'The attribute is used by a product type or an upload type';

/** Attributes and their options (spec 03 section 3.3); admins are told of changes live. */
export class AttributeService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  async list(): Promise<Attribute[]> {
    const rows = await this.db
      .select()
      .from(attributes)
      .orderBy(asc(sql`lower(${attributes.name})`));
    return this.withOptions(this.db, rows);
  }

  async get(id: string, db: Db | DbTx = this.db): Promise<Attribute> {
    const [row] = await db.select().from(attributes).where(eq(attributes.id, id));
    if (!row) throw notFound(ATTRIBUTE_NOT_FOUND);
    const [attribute] = await this.withOptions(db, [row]);
    return attribute!;
  }

  async create(actor: Actor, body: AttributeBody): Promise<Attribute> {
    await this.checkImages(body);
    const attribute = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(attributes)
          .values({ name: body.name, element: body.element, option: body.option })
          .returning();
        await tx.insert(attributeOptions).values(
          body.options.map((option, index) => ({
            attributeId: row!.id,
            name: option.name,
            value: option.value,
            sortOrder: option.sortOrder ?? index,
          })),
        );
        return this.get(row!.id, tx);
      })
      .catch(refuseTakenOrInUse('name', OPTION_IN_USE));
    this.announce('created', attribute, actor);
    return attribute;
  }

  /** Options with an id are edited, those without are added, those left out are removed. */
  async update(actor: Actor, id: string, body: AttributeBody): Promise<Attribute> {
    await this.checkImages(body);
    const attribute = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .update(attributes)
          .set({
            name: body.name,
            element: body.element,
            option: body.option,
            updatedAt: new Date(),
          })
          .where(eq(attributes.id, id))
          .returning({ id: attributes.id });
        if (!row) throw notFound(ATTRIBUTE_NOT_FOUND);
        const existing = await tx
          .select({ id: attributeOptions.id })
          .from(attributeOptions)
          .where(eq(attributeOptions.attributeId, id));
        const known = new Set(existing.map((option) => option.id));
        const errors: Record<string, string> = {};
        body.options.forEach((option, index) => {
          if (!isNewRowId(option.id) && !known.has(option.id!)) {
            errors[`options.${index}.id`] = 'This option is not one of the attribute';
          }
        });
        const invalid = invalidFields(errors);
        if (invalid) throw invalid;
        const kept = body.options.flatMap((option) => (isNewRowId(option.id) ? [] : [option.id!]));
        // Removed first, so a kept option may take a removed option's name.
        await tx
          .delete(attributeOptions)
          .where(
            and(
              eq(attributeOptions.attributeId, id),
              kept.length ? notInArray(attributeOptions.id, kept) : undefined,
            ),
          );
        for (const [index, option] of body.options.entries()) {
          const values = {
            name: option.name,
            value: option.value,
            sortOrder: option.sortOrder ?? index,
          };
          if (isNewRowId(option.id)) {
            await tx.insert(attributeOptions).values({ ...values, attributeId: id });
          } else {
            await tx
              .update(attributeOptions)
              .set(values)
              .where(eq(attributeOptions.id, option.id!));
          }
        }
        return this.get(id, tx);
      })
      .catch(refuseTakenOrInUse('name', OPTION_IN_USE));
    this.announce('updated', attribute, actor);
    return attribute;
  }

  /**
   * list_changed for open attribute lists, and the spec's attribute event to the admins watching
   * attributes; it names the actor, since an admin's own changes are ignored (spec 03 section 7.7).
   */
  private announce(kind: 'created' | 'updated', attribute: Attribute, actor: Actor): void {
    announceListChange(this.live, { model: 'attribute', kind, ids: [attribute.id] });
    this.live.emitToRoom(listRoom('attribute'), `attribute_${kind}`, {
      attribute,
      actorId: actor.id,
    });
  }

  /** An image option's value must name an uploaded catalogue image. */
  private async checkImages(body: AttributeBody): Promise<void> {
    if (body.option !== 'IMAGE') return;
    const ids = [...new Set(body.options.map((option) => option.value))];
    const found = await this.db
      .select({ id: catalogImages.id })
      .from(catalogImages)
      .where(and(inArray(catalogImages.id, ids), eq(catalogImages.kind, 'CATALOG')));
    const known = new Set(found.map((image) => image.id));
    const errors: Record<string, string> = {};
    body.options.forEach((option, index) => {
      if (!known.has(option.value)) {
        errors[`options.${index}.value`] = ATTRIBUTE_OPTION_MESSAGES.IMAGE;
      }
    });
    const invalid = invalidFields(errors);
    if (invalid) throw invalid;
  }

  private async withOptions(db: Db | DbTx, rows: AttributeRow[]): Promise<Attribute[]> {
    if (rows.length === 0) return [];
    const options = await db
      .select()
      .from(attributeOptions)
      .where(
        inArray(
          attributeOptions.attributeId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(attributeOptions.sortOrder), asc(sql`lower(${attributeOptions.name})`));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      element: row.element,
      option: row.option,
      options: options
        .filter((option) => option.attributeId === row.id)
        .map(({ id, name, value, sortOrder }) => ({ id, name, value, sortOrder })),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));
  }
}
