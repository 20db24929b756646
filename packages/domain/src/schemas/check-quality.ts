import { z } from 'zod';
import { MAX_QTY_INDEX } from './production';
import { dataAnswer } from './accounts';

/*
 * Check quality (/p/check-quality, spec 01 and spec 02 section 4.13): a checked-in staff member
 * scans a finished unit and passes it (it moves on to ready to delivery, as the flow table allows)
 * or returns it with a reason; photos of the completed product are kept on the item.
 */

export const CHECK_QUALITY_RESULTS = ['PASS', 'RETURN'] as const;
export type CheckQualityResult = (typeof CHECK_QUALITY_RESULTS)[number];

/** Most photos per upload and on one item; most bytes per photo. */
export const COMPLETED_IMAGES_PER_UPLOAD = 10;
export const COMPLETED_IMAGES_PER_ITEM = 30;
export const COMPLETED_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

export const CHECK_QUALITY_MESSAGES = {
  reasonRequired: 'Please give the reason for returning the item',
  imageMissing: 'Please choose at least one photo',
  notImage: 'Photos must be JPEG, PNG or WebP images',
  imageSize: `A photo may be at most ${COMPLETED_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  tooManyImages: `An item may keep at most ${COMPLETED_IMAGES_PER_ITEM} photos`,
} as const;

export const checkQualityBodySchema = z
  .strictObject({
    code: z.string().trim().min(1).max(80),
    qtyIndex: z.number().int().min(1).max(MAX_QTY_INDEX).optional(),
    result: z.enum(CHECK_QUALITY_RESULTS),
    reason: z.string().trim().max(1000).optional(),
    staffId: z.string().uuid(),
    timezoneOffset: z.number().int().min(-840).max(840).optional(),
  })
  .superRefine((body, context) => {
    if (body.result === 'RETURN' && !body.reason) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: CHECK_QUALITY_MESSAGES.reasonRequired,
      });
    }
  });
export type CheckQualityBody = z.infer<typeof checkQualityBodySchema>;

export const completedImageSchema = z.object({
  id: z.string(),
  orderItemId: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  createdAt: z.string(),
});
export type CompletedImage = z.infer<typeof completedImageSchema>;
export const completedImagesAnswerSchema = dataAnswer(z.array(completedImageSchema));
