import { z } from 'zod';
import { UPLOAD_SIZE_LIMIT_KB } from '../limits';
import { ART_WORK_MAX_PIXELS } from './catalog';

/*
 * Auto-generated mockups (issue 36): a product type's mockup background, a catalogue image with
 * the print area where a product's design is placed on it, in the background's own pixels.
 */

export const MOCKUP_MESSAGES = {
  unknownImage: 'Choose an uploaded catalogue image as the background',
  outside: (width: number, height: number) =>
    `The print area must lie inside the background (${width} x ${height} px)`,
  noMockup: 'This product has no generated mockup yet',
} as const;

const pixelSchema = z.number().int().min(0).max(ART_WORK_MAX_PIXELS);
const sideSchema = z.number().int().min(1).max(ART_WORK_MAX_PIXELS);

/** PUT product-types/{id}/mockup-background. */
export const mockupBackgroundBodySchema = z.strictObject({
  /** A catalogue image (POST catalog/images). */
  imageId: z.string().uuid(),
  x: pixelSchema,
  y: pixelSchema,
  width: sideSchema,
  height: sideSchema,
});
export type MockupBackgroundBody = z.input<typeof mockupBackgroundBodySchema>;

export const mockupBackgroundSchema = z.object({
  imageId: z.string(),
  imageUrl: z.string(),
  /** The background's size in pixels: the print area lies inside it. */
  imageWidth: z.number(),
  imageHeight: z.number(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  updatedAt: z.string(),
});
export type MockupBackground = z.infer<typeof mockupBackgroundSchema>;

// ---- Direct uploads to the bucket (spec 03 section 7.6: uploads/signed-url) ----

/** The most bytes a direct upload may have: the same 10 MB as every other upload. */
export const DIRECT_UPLOAD_MAX_BYTES = UPLOAD_SIZE_LIMIT_KB * 1024;
/** How long a signed upload URL works. */
export const DIRECT_UPLOAD_TTL_SECONDS = 300;
/** Direct uploads are images, checked by their bytes as every image upload is. */
export const DIRECT_UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

export const DIRECT_UPLOAD_MESSAGES = {
  notAvailable:
    'Direct upload to the bucket is not available here (files are not kept in S3): upload through the app',
  missing: 'No uploaded file under this key: upload it to the signed URL first',
  tooLarge: `The file may be at most ${UPLOAD_SIZE_LIMIT_KB / 1024} MB`,
  notImage: 'The file must be a PNG or JPEG image',
  typeMismatch: 'The file is not of the type it was signed for',
  recorded: 'This upload is already recorded',
} as const;

/** GET uploads/signed-url: what will be uploaded (its exact size is signed into the URL). */
export const signedUrlQuerySchema = z.strictObject({
  name: z.string().trim().min(1).max(255),
  contentType: z.enum(DIRECT_UPLOAD_CONTENT_TYPES),
  size: z.coerce.number().int().min(1).max(DIRECT_UPLOAD_MAX_BYTES),
});
export type SignedUrlQuery = z.input<typeof signedUrlQuerySchema>;

export const signedUrlSchema = z.object({
  /** PUT the file's bytes here, with exactly these headers. */
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  /** Give it to uploads/validate-signed-url once the PUT succeeded. */
  key: z.string(),
  expiresAt: z.string(),
});
export type SignedUrl = z.infer<typeof signedUrlSchema>;

/** POST uploads/validate-signed-url. */
export const validateSignedUrlBodySchema = z.strictObject({
  key: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(255),
});
export type ValidateSignedUrlBody = z.input<typeof validateSignedUrlBodySchema>;

/** The recorded file: the caller's own, as an upload through the app would be. */
export const directUploadSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type DirectUpload = z.infer<typeof directUploadSchema>;
