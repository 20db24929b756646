import sharp from 'sharp';

/** Thumbnails fit in this square: enough for list rows and product cards. */
export const THUMBNAIL_SIZE_PX = 320;

/** A WebP thumbnail of an image, never enlarged; rejects when the pixels do not decode. */
export function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize(THUMBNAIL_SIZE_PX, THUMBNAIL_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
    .webp()
    .toBuffer();
}
