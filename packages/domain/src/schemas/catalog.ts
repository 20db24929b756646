import { z } from 'zod';
import {
  ATTRIBUTE_ELEMENTS,
  ATTRIBUTE_OPTIONS,
  NEW_UPLOAD_TYPE_ID,
  UPLOAD_TYPE_ITEM_TYPES,
} from '../catalog';
import { UPLOAD_TYPE_GROUP_MIN_ITEMS } from '../limits';
import { formatMessage } from '../validation';
import { DEFAULT_MAX_LENGTH } from './fields';

/*
 * Requests and answers of the catalogue's reference data (spec 03 section 3.3): attributes with
 * their options, upload types with their items, product type categories.
 */

export const catalogNameSchema = z.string().trim().min(1).max(DEFAULT_MAX_LENGTH);
export const catalogTextSchema = z.string().trim().max(5_000).nullable().optional();
/** An id the client sends for a row that does not exist yet: omitted, or '-1' as the spec says. */
const rowIdSchema = z.union([z.string().uuid(), z.literal(NEW_UPLOAD_TYPE_ID)]).optional();

export const isNewRowId = (id: string | undefined): boolean =>
  id === undefined || id === NEW_UPLOAD_TYPE_ID;

// ---- Attributes ----

/** A colour option's value: a hex colour (#RGB or #RRGGBB). */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const ATTRIBUTE_OPTION_MESSAGES = {
  COLOR: 'The value must be a hex colour such as #FFFFFF',
  IMAGE: 'The value must be an uploaded image',
  TEXT: formatMessage('required', { name: 'value' }),
  duplicate: 'This option name is already used in the attribute',
} as const;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const ATTRIBUTE_MAX_OPTIONS = 200;

export const attributeOptionInputSchema = z.strictObject({
  id: rowIdSchema,
  name: catalogNameSchema,
  /** A hex colour, an uploaded image's id or a text, by the attribute's option type. */
  value: z.string().trim().max(DEFAULT_MAX_LENGTH),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
});

/** POST/PUT attributes: an attribute and all its options (options left out are removed). */
export const attributeBodySchema = z
  .strictObject({
    name: catalogNameSchema,
    element: z.enum(ATTRIBUTE_ELEMENTS),
    option: z.enum(ATTRIBUTE_OPTIONS),
    options: z.array(attributeOptionInputSchema).min(1).max(ATTRIBUTE_MAX_OPTIONS),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.options.forEach((option, index) => {
      const key = option.name.toLowerCase();
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          message: ATTRIBUTE_OPTION_MESSAGES.duplicate,
          path: ['options', index, 'name'],
        });
      }
      seen.add(key);
      const isValid =
        body.option === 'COLOR'
          ? HEX_COLOR_PATTERN.test(option.value)
          : body.option === 'IMAGE'
            ? UUID_PATTERN.test(option.value)
            : option.value.length > 0;
      if (!isValid) {
        context.addIssue({
          code: 'custom',
          message: ATTRIBUTE_OPTION_MESSAGES[body.option],
          path: ['options', index, 'value'],
        });
      }
    });
  });
export type AttributeBody = z.input<typeof attributeBodySchema>;

export const attributeOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  sortOrder: z.number(),
});
export type AttributeOptionEntry = z.infer<typeof attributeOptionSchema>;

export const attributeSchema = z.object({
  id: z.string(),
  name: z.string(),
  element: z.enum(ATTRIBUTE_ELEMENTS),
  option: z.enum(ATTRIBUTE_OPTIONS),
  options: z.array(attributeOptionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Attribute = z.infer<typeof attributeSchema>;

// ---- Upload types ----

/** Art-work sizes are pixels at the print resolution; 30,000 px is 200 inches at 150 dpi. */
export const ART_WORK_MAX_PIXELS = 30_000;
export const UPLOAD_TYPE_MAX_ITEMS = 20;
export const UPLOAD_TYPE_MESSAGES = {
  groupItems: `An upload type group needs at least ${UPLOAD_TYPE_GROUP_MIN_ITEMS} items`,
  duplicatePosition: 'This print position is already used in the upload type',
  optionWithoutAttribute: 'Choose the attribute of the upload type before an attribute option',
} as const;

const pixelsSchema = z.number().int().min(1).max(ART_WORK_MAX_PIXELS);

export const uploadTypeItemInputSchema = z.strictObject({
  id: rowIdSchema,
  type: z.enum(UPLOAD_TYPE_ITEM_TYPES),
  name: catalogNameSchema,
  /** The art-work size in pixels: a design must be at least this wide and high. */
  width: pixelsSchema,
  height: pixelsSchema,
  isRequired: z.boolean().default(false),
  /** The item holds for one option of the upload type's attribute (a size's own print area). */
  attributeOptionId: z.string().uuid().nullable().optional(),
});

/**
 * POST/PUT upload-types. A group type prints several positions together (Front & Back) and needs
 * at least two items (spec 03 section 5); each position appears once per attribute option.
 */
export const uploadTypeBodySchema = z
  .strictObject({
    name: catalogNameSchema,
    attributeId: z.string().uuid().nullable().optional(),
    isGroupType: z.boolean().default(false),
    /** A design may keep its own aspect ratio: one side reaching the art-work size is enough. */
    isFlexibleDimension: z.boolean().default(false),
    items: z.array(uploadTypeItemInputSchema).min(1).max(UPLOAD_TYPE_MAX_ITEMS),
  })
  .superRefine((body, context) => {
    if (body.isGroupType && body.items.length < UPLOAD_TYPE_GROUP_MIN_ITEMS) {
      context.addIssue({
        code: 'custom',
        message: UPLOAD_TYPE_MESSAGES.groupItems,
        path: ['items'],
      });
    }
    const seen = new Set<string>();
    body.items.forEach((item, index) => {
      const key = `${item.type}:${item.attributeOptionId ?? ''}`;
      if (seen.has(key)) {
        context.addIssue({
          code: 'custom',
          message: UPLOAD_TYPE_MESSAGES.duplicatePosition,
          path: ['items', index, 'type'],
        });
      }
      seen.add(key);
      if (item.attributeOptionId && !body.attributeId) {
        context.addIssue({
          code: 'custom',
          message: UPLOAD_TYPE_MESSAGES.optionWithoutAttribute,
          path: ['items', index, 'attributeOptionId'],
        });
      }
    });
  });
export type UploadTypeBody = z.input<typeof uploadTypeBodySchema>;

export const uploadTypeItemSchema = z.object({
  id: z.string(),
  type: z.enum(UPLOAD_TYPE_ITEM_TYPES),
  name: z.string(),
  width: z.number(),
  height: z.number(),
  isRequired: z.boolean(),
  attributeOptionId: z.string().nullable(),
});
export type UploadTypeItem = z.infer<typeof uploadTypeItemSchema>;

export const uploadTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  attributeId: z.string().nullable(),
  isGroupType: z.boolean(),
  isFlexibleDimension: z.boolean(),
  items: z.array(uploadTypeItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UploadType = z.infer<typeof uploadTypeSchema>;

// ---- Product type categories ----

export const productTypeCategoryBodySchema = z.strictObject({
  name: catalogNameSchema,
  description: catalogTextSchema,
});
export type ProductTypeCategoryBody = z.input<typeof productTypeCategoryBodySchema>;

export const productTypeCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  productTypeCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductTypeCategory = z.infer<typeof productTypeCategorySchema>;

/**
 * printer/image-buffer and seller/get-image-buffer (spec 03 sections 7.3 and 7.5): the bytes of
 * one of our images, named by its URL as the client shows it (`/api/catalog/images/{id}`, on this
 * site) so a canvas can draw it without CORS. Nothing else is fetched: another site's URL is
 * refused, never requested.
 */
export const imageBufferQuerySchema = z.strictObject({
  url: z.string().trim().min(1).max(2000),
});
export const IMAGE_BUFFER_MESSAGES = {
  notOurs: 'Only images of this site can be read',
} as const;
