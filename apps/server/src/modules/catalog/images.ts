import { ART_WORK_MAX_PIXELS, DESIGN_MESSAGES, MIN_IMAGE_DPI } from '@platfox/domain';
import type Sharp from 'sharp';
import { onFirstUse } from '../../platform/on-first-use';

const sharp = onFirstUse<typeof Sharp>('sharp');

/*
 * What an uploaded image is, read from its bytes rather than from its name or the browser's
 * content type: PNG or JPEG by magic bytes, pixel size from the header, and the density the file
 * declares (PNG pHYs, JPEG JFIF or EXIF). No decoding: the checks cost a few hundred bytes of reading.
 */

export type ImageFormat = 'png' | 'jpeg';
export type ImageInfo = {
  format: ImageFormat;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** Dots per inch the file declares (the lower of both axes); null when it declares none. */
  dpi: number | null;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const INCHES_PER_METRE = 39.3701;
const CM_PER_INCH = 2.54;

export function imageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'jpeg';
  }
  return null;
}

/** The image's format, size and declared density; null when it is not a readable PNG or JPEG. */
export function readImageInfo(bytes: Buffer): ImageInfo | null {
  const format = imageFormat(bytes);
  if (format === 'png') return readPng(bytes);
  if (format === 'jpeg') return readJpeg(bytes);
  return null;
}

function readPng(bytes: Buffer): ImageInfo | null {
  let width = 0;
  let height = 0;
  let dpi: number | null = null;
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const data = offset + 8;
    if (data + length > bytes.length) break;
    if (type === 'IHDR' && length >= 8) {
      width = bytes.readUInt32BE(data);
      height = bytes.readUInt32BE(data + 4);
    } else if (type === 'pHYs' && length >= 9 && bytes[data + 8] === 1) {
      // Pixels per metre (unit 1); unit 0 gives an aspect ratio only, no density.
      const perMetre = Math.min(bytes.readUInt32BE(data), bytes.readUInt32BE(data + 4));
      dpi = Math.round(perMetre / INCHES_PER_METRE);
    } else if (type === 'IDAT' || type === 'IEND') {
      break; // pHYs must come before the image data
    }
    offset = data + length + 4; // data, then the CRC
  }
  if (width <= 0 || height <= 0) return null;
  return { format: 'png', contentType: 'image/png', width, height, dpi };
}

/** Start-of-frame markers carry the size (baseline, progressive, lossless...; not DHT/JPG/DAC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function readJpeg(bytes: Buffer): ImageInfo | null {
  let dpi: number | null = null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // end of image, or start of scan
    const length = bytes.readUInt16BE(offset + 2);
    const data = offset + 4;
    if (length < 2 || data + length - 2 > bytes.length) return null;
    if (marker === 0xe0 && bytes.toString('latin1', data, data + 5) === 'JFIF\0') {
      const units = bytes[data + 7];
      const density = Math.min(bytes.readUInt16BE(data + 8), bytes.readUInt16BE(data + 10));
      if (units === 1) dpi = density;
      else if (units === 2) dpi = Math.round(density * CM_PER_INCH);
    } else if (marker === 0xe1 && dpi === null) {
      // Many writers (libvips among them) give the density in EXIF only, not in JFIF.
      dpi = exifDpi(bytes.subarray(data, data + length - 2));
    } else if (isStartOfFrame(marker) && length >= 7) {
      const height = bytes.readUInt16BE(data + 1);
      const width = bytes.readUInt16BE(data + 3);
      if (width <= 0 || height <= 0) return null;
      return { format: 'jpeg', contentType: 'image/jpeg', width, height, dpi };
    }
    offset = data + length - 2;
  }
  return null;
}

/** XResolution / YResolution of an EXIF block's first image directory, in dots per inch. */
function exifDpi(block: Buffer): number | null {
  if (block.length < 14 || block.toString('latin1', 0, 6) !== 'Exif\0\0') return null;
  const tiff = block.subarray(6);
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const isLittle = order === 'II';
  const u16 = (at: number) => (isLittle ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (isLittle ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const directory = u32(4);
  if (directory + 2 > tiff.length) return null;
  const resolutions: number[] = [];
  let unit = 2; // inches unless the file says otherwise
  const entries = u16(directory);
  for (let index = 0; index < entries; index += 1) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > tiff.length) return null;
    const tag = u16(entry);
    if (tag === 0x011a || tag === 0x011b) {
      const at = u32(entry + 8);
      if (at + 8 > tiff.length) return null;
      const denominator = u32(at + 4);
      if (denominator > 0) resolutions.push(u32(at) / denominator);
    } else if (tag === 0x0128) {
      unit = u16(entry + 8);
    }
  }
  if (resolutions.length === 0 || (unit !== 2 && unit !== 3)) return null;
  const lowest = Math.min(...resolutions);
  return Math.round(unit === 3 ? lowest * CM_PER_INCH : lowest);
}

export type ArtWork = { width: number; height: number; isFlexibleDimension: boolean };

/**
 * Whether a design prints well on a print position (spec 03 section 9: minimum image DPI 150):
 * a declared density must be at least 150 dpi, and the pixels must reach the art-work size (its
 * width and height in pixels at the print resolution). A flexible position keeps the design's own
 * aspect ratio, so one side reaching its size is enough. Without a declared density the design is
 * printed at the art-work size, where its resolution is 150 dpi times its scale, so the size rule
 * is also the resolution rule. Answers the first problem, or null.
 */
export function designProblem(image: ImageInfo, artWork: ArtWork): string | null {
  if (image.dpi !== null && image.dpi < MIN_IMAGE_DPI) return DESIGN_MESSAGES.lowDpi(image.dpi);
  const wide = image.width >= artWork.width;
  const high = image.height >= artWork.height;
  const isLargeEnough = artWork.isFlexibleDimension ? wide || high : wide && high;
  if (!isLargeEnough) return DESIGN_MESSAGES.tooSmall(image.width, image.height, artWork);
  return null;
}

/** The most pixels an uploaded image may have on a side, whatever it is for (designs' rule). */
export const IMAGE_SIDE_TOO_LARGE = `An image may be at most ${ART_WORK_MAX_PIXELS} px on a side`;

/**
 * Whether an image's header claims more pixels than any upload may have: a PNG that says it is
 * 100000 x 100000 px would take gigabytes to decode for a thumbnail. Read from the header only.
 */
export async function isImageTooLarge(bytes: Buffer): Promise<boolean> {
  const size = await sharp()(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!size?.width || !size.height) return false;
  return size.width > ART_WORK_MAX_PIXELS || size.height > ART_WORK_MAX_PIXELS;
}
