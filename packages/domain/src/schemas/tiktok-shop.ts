import { z } from 'zod';
import { dataAnswer } from './accounts';
import { storeParamsSchema } from './stores';

/*
 * The TikTok Shop product screens (spec 01 section 2.4): the shop's products as kept from its
 * pulls, a page at a time with TikTok's own paging words (pageSize, pageToken), all of them or
 * only those with a variant still to map.
 */

export const tiktokProductsQuerySchema = z.strictObject({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** The previous answer's nextPageToken; absent for the first page. */
  pageToken: z.string().max(200).optional(),
  /** Only products with a variant not mapped nor ignored (NOT_SYNC). */
  isUnsynced: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  /** One product by TikTok's id (the product-list/{ttsProductId} screen). */
  ttsProductId: z.string().max(100).optional(),
});
export type TikTokProductsQuery = z.input<typeof tiktokProductsQuerySchema>;

export const tiktokProductsParamsSchema = storeParamsSchema;

export const tiktokProductSchema = z.object({
  /** The kept product's id (the sync-variant screen's productId). */
  id: z.string(),
  ttsProductId: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  variants: z.number().int(),
  unsyncedVariants: z.number().int(),
});
export type TikTokProduct = z.infer<typeof tiktokProductSchema>;

export const tiktokProductsAnswerSchema = dataAnswer(
  z.object({ items: z.array(tiktokProductSchema), nextPageToken: z.string().nullable() }),
);
