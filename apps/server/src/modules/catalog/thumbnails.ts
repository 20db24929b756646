import type Sharp from 'sharp';
import { onFirstUse } from '../../platform/on-first-use';

const sharp = onFirstUse<typeof Sharp>('sharp');

/** Thumbnails fit in this square: enough for list rows and product cards. */
export const THUMBNAIL_SIZE_PX = 320;

/**
 * A WebP thumbnail of an image fitting a `size` square, upright and never enlarged; rejects when
 * the pixels do not decode.
 */
export function makeThumbnail(image: Buffer, size: number = THUMBNAIL_SIZE_PX): Promise<Buffer> {
  // rotate() turns the pixels by the EXIF orientation, as browsers show the original (phone photos).
  return sharp()(image)
    .rotate()
    .resize(size, size, { fit: 'inside', withoutEnlargement: true })
    .webp()
    .toBuffer();
}
