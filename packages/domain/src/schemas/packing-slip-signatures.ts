import { z } from 'zod';
import { dataAnswer } from './accounts';

/*
 * Packing-slip signatures (one picture per seller, drawn on its slips) and the slip settings an
 * admin keeps: the page size "width|height|dpi" and the four designated creators whose slips take
 * the colour rule of spec 02 section 4.15.
 */

export const SIGNATURE_MESSAGES = {
  fileMissing: 'Please choose a signature image',
  notImage: 'The signature must be a PNG or JPEG image',
  fileSize: 'The signature image must be at most 5 MB',
  notFound: 'Packing slip signature not found',
  sellerNotFound: 'Seller not found',
  sizeFormat: 'The size reads width|height|dpi, e.g. 1200|1800|300',
  sizeBounds: 'Width and height must be 100 to 10000 dots and the dpi 72 to 1200',
  creatorsTooMany: 'At most 4 designated creators',
  creatorsRepeated: 'A designated creator is chosen twice',
  creatorNotFound: 'A designated creator is not a seller',
} as const;

export const SIGNATURE_MAX_BYTES = 5 * 1024 * 1024;
/** Density assumed for a picture that declares none: the usual screen density. */
export const SIGNATURE_DEFAULT_DPI = 72;
/** Spec 02 section 4.15: four creator ids. */
export const PACKING_SLIP_DESIGNATED_CREATORS_MAX = 4;

/** Bounds of a slip page: a label printer prints a few inches at 72 to 1200 dpi. */
export const PACKING_SLIP_SIZE_BOUNDS = {
  minDots: 100,
  maxDots: 10_000,
  minDpi: 72,
  maxDpi: 1200,
} as const;

/** "width|height|dpi" of the slip page, positive integers within PACKING_SLIP_SIZE_BOUNDS. */
export const packingSlipSizeSchema = z
  .string()
  .trim()
  .regex(/^\d{1,5}\|\d{1,5}\|\d{1,4}$/, SIGNATURE_MESSAGES.sizeFormat)
  .refine((value) => {
    const [width, height, dpi] = value.split('|').map(Number) as [number, number, number];
    const { minDots, maxDots, minDpi, maxDpi } = PACKING_SLIP_SIZE_BOUNDS;
    const isDots = (dots: number) => dots >= minDots && dots <= maxDots;
    return isDots(width) && isDots(height) && dpi >= minDpi && dpi <= maxDpi;
  }, SIGNATURE_MESSAGES.sizeBounds);

/** The admin's slip settings; a null size is the default page (1200 x 1800). */
export const packingSlipSettingsSchema = z.strictObject({
  size: packingSlipSizeSchema.nullable(),
  designatedCreatorIds: z
    .array(z.string().uuid())
    .max(PACKING_SLIP_DESIGNATED_CREATORS_MAX, SIGNATURE_MESSAGES.creatorsTooMany)
    .refine((ids) => new Set(ids).size === ids.length, SIGNATURE_MESSAGES.creatorsRepeated),
});
export type PackingSlipSettingsBody = z.infer<typeof packingSlipSettingsSchema>;

export const packingSlipCreatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
});
export type PackingSlipCreator = z.infer<typeof packingSlipCreatorSchema>;

/** Sellers an admin may pick as designated creators, by e-mail or name. */
export const packingSlipCreatorSearchSchema = z.strictObject({
  search: z.string().trim().min(1).max(100),
});
export const packingSlipCreatorsAnswerSchema = dataAnswer(z.array(packingSlipCreatorSchema));

export const packingSlipSettingsAnswerSchema = dataAnswer(
  z.object({
    size: z.string().nullable(),
    designatedCreatorIds: z.array(z.string()),
    /** The chosen creators' names, so the form shows them without another call. */
    designatedCreators: z.array(packingSlipCreatorSchema),
  }),
);
export type PackingSlipSettingsView = z.infer<typeof packingSlipSettingsAnswerSchema>['data'];

/** A seller's current signature: the picture's pixels and density as read from its bytes. */
export const packingSlipSignatureSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  dpi: z.number().int(),
  /** "width|height|dpi", what the slip record carries as packingSlipSignatureUploadSize. */
  uploadSize: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PackingSlipSignature = z.infer<typeof packingSlipSignatureSchema>;

export const packingSlipSignatureAnswerSchema = dataAnswer(packingSlipSignatureSchema.nullable());

export const sellerIdParamsSchema = z.strictObject({ sellerId: z.string().uuid() });

/** The list model name of the admin's signature list (/a/packing-slip-signature). */
export const PACKING_SLIP_SIGNATURE_LIST = 'packing-slip-signature';
