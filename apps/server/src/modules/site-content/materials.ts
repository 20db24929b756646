import {
  SITE_MATERIAL_MESSAGES,
  siteMaterialBodySchema,
  type SiteMaterial,
  type SiteMaterialBody,
} from '@platfox/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { catalogReadModel } from '../catalog/index';
import { unique } from './unique';
import { siteMaterials, type SiteMaterialRow } from './tables';

const NAME_TAKEN = 'Another one of this type already has this name';
const NOT_FOUND = 'Material not found';

export const materialImageUrl = (imageId: string | null) =>
  imageId ? `/api/catalog/images/${imageId}` : null;

const toSiteMaterial = (row: SiteMaterialRow): SiteMaterial => ({
  id: row.id,
  type: row.type,
  name: row.name,
  value: row.value,
  description: row.description,
  imageId: row.imageId,
  imageUrl: materialImageUrl(row.imageId),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The site's colours and materials: the admin's editor, and the list every screen may show. */
export class SiteMaterialService {
  constructor(private readonly db: Db) {}

  /**
   * The checked body; its image must be a catalogue image (one every signed-in user may see),
   * never a seller's design or mockup passed by id.
   */
  private async values(actor: Actor, body: SiteMaterialBody) {
    const checked = siteMaterialBodySchema.parse(body);
    if (checked.imageId) {
      const { catalogImages } = catalogReadModel;
      const [image] = await this.db
        .select({ id: catalogImages.id })
        .from(catalogImages)
        .where(and(eq(catalogImages.id, checked.imageId), eq(catalogImages.kind, 'CATALOG')));
      if (!image) {
        throw badRequest(SITE_MATERIAL_MESSAGES.image, { imageId: SITE_MATERIAL_MESSAGES.image });
      }
    }
    return { ...checked, updatedBy: actor.id };
  }

  async create(actor: Actor, body: SiteMaterialBody): Promise<SiteMaterial> {
    const values = await this.values(actor, body);
    const [row] = await unique(
      this.db.insert(siteMaterials).values(values).returning(),
      'name',
      NAME_TAKEN,
    );
    return toSiteMaterial(row!);
  }

  async one(id: string): Promise<SiteMaterial> {
    const [row] = await this.db.select().from(siteMaterials).where(eq(siteMaterials.id, id));
    if (!row) throw notFound(NOT_FOUND);
    return toSiteMaterial(row);
  }

  async update(actor: Actor, id: string, body: SiteMaterialBody): Promise<SiteMaterial> {
    const values = await this.values(actor, body);
    const [row] = await unique(
      this.db
        .update(siteMaterials)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(siteMaterials.id, id))
        .returning(),
      'name',
      NAME_TAKEN,
    );
    if (!row) throw notFound(NOT_FOUND);
    return toSiteMaterial(row);
  }

  async all(): Promise<SiteMaterial[]> {
    const rows = await this.db
      .select()
      .from(siteMaterials)
      .orderBy(asc(siteMaterials.type), asc(siteMaterials.name));
    return rows.map(toSiteMaterial);
  }
}
