import { z } from 'zod';
import { dataAnswer } from './accounts';

/*
 * The seller's gallery (issue 36; spec 01's /s/gallery and /s/gallery/{id}, spec 03 7.3's
 * `seller/gallery` and `seller/tags`): a library of the seller's own images, uploaded once and
 * picked as a product's design later without uploading again. Each item has a status (spec 03
 * 7.6, "update gallery item by id (status)") and at most 3 tags (spec 03 section 9).
 */

export const GALLERY_ITEM_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type GalleryItemStatus = (typeof GALLERY_ITEM_STATUSES)[number];

/** Spec 03 section 9: "Item tags maximum 3". */
export const GALLERY_ITEM_TAGS_MAX = 3;
export const GALLERY_TAG_MAX_LENGTH = 30;
export const GALLERY_NAME_MAX_LENGTH = 120;
export const GALLERY_PAGE_SIZE_MAX = 60;

export const GALLERY_MESSAGES = {
  tagsMax: `An item has at most ${GALLERY_ITEM_TAGS_MAX} tags`,
  tagsUnique: 'Each tag may be given once',
  tagEmpty: 'Enter the tag',
  tagLength: `A tag is at most ${GALLERY_TAG_MAX_LENGTH} characters`,
  nameEmpty: 'Enter the name',
  nameLength: `The name is at most ${GALLERY_NAME_MAX_LENGTH} characters`,
} as const;

/** A tag as kept: trimmed, inner spaces folded, lower case (so "Cats" and "cats" are one tag). */
export const galleryTagSchema = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' ').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, GALLERY_MESSAGES.tagEmpty)
      .max(GALLERY_TAG_MAX_LENGTH, GALLERY_MESSAGES.tagLength),
  );

export const galleryTagsSchema = z
  .array(galleryTagSchema)
  .max(GALLERY_ITEM_TAGS_MAX, GALLERY_MESSAGES.tagsMax)
  .refine((tags) => new Set(tags).size === tags.length, GALLERY_MESSAGES.tagsUnique);

/** What the seller changes on an item: its name, tags and status. */
export const galleryItemBodySchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, GALLERY_MESSAGES.nameEmpty)
    .max(GALLERY_NAME_MAX_LENGTH, GALLERY_MESSAGES.nameLength),
  tags: galleryTagsSchema,
  status: z.enum(GALLERY_ITEM_STATUSES),
});
export type GalleryItemBody = z.input<typeof galleryItemBodySchema>;

export const galleryItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  /** Bytes of the original file. */
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The density the file declares; null when it declares none. */
  dpi: z.number().int().nullable(),
  status: z.enum(GALLERY_ITEM_STATUSES),
  tags: z.array(z.string()),
  url: z.string(),
  thumbnailUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export const galleryItemAnswerSchema = dataAnswer(galleryItemSchema);

export const galleryQuerySchema = z.strictObject({
  search: z.string().trim().max(GALLERY_NAME_MAX_LENGTH).optional(),
  tag: galleryTagSchema.optional(),
  status: z.enum(GALLERY_ITEM_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(GALLERY_PAGE_SIZE_MAX).default(24),
});
export type GalleryQuery = z.input<typeof galleryQuerySchema>;

export const galleryPageSchema = z.object({
  items: z.array(galleryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

export const galleryTagCountSchema = z.object({ tag: z.string(), items: z.number().int() });
export type GalleryTagCount = z.infer<typeof galleryTagCountSchema>;

/** Renaming a tag on every item that has it (spec 03 7.6's "update tag"); an empty `to` removes it. */
export const galleryTagRenameSchema = z.strictObject({
  from: galleryTagSchema,
  to: z.union([galleryTagSchema, z.literal('')]),
});
export type GalleryTagRename = z.input<typeof galleryTagRenameSchema>;

export const galleryImageQuerySchema = z.strictObject({
  size: z.enum(['original', 'thumbnail']).default('original'),
});
export const galleryDesignQuerySchema = z.strictObject({ uploadTypeItemId: z.string().uuid() });
