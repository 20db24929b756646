import { PRINT_DESIGN_DPI } from '@platfox/domain';
import type Sharp from 'sharp';
import { onFirstUse } from '../../platform/on-first-use';
import { THUMBNAIL_SIZE_PX } from './thumbnails';

const sharp = onFirstUse<typeof Sharp>('sharp');

/*
 * The demo products' designs. The seed runs inside a database transaction, before any file store
 * exists, so it stores only the rows; each content is drawn the first time it is opened and kept
 * in the file store from then on. Real uploads never take this path.
 */

/** The demo art-work size: 20 × 24 inches at 150 dpi. */
export const DEMO_DESIGN_PX = { width: 3000, height: 3600 } as const;

const DEMO_IMAGES = {
  'logo-front': { fill: '#2b6cb0', shape: 'circle' },
  'duo-front': { fill: '#c05621', shape: 'diamond' },
  'duo-back': { fill: '#2f855a', shape: 'square' },
} as const;
export type DemoImageName = keyof typeof DEMO_IMAGES;

const KEY_PATTERN = /^(designs|thumbnails)\/demo\/([a-z-]+)$/;

export function demoStorageKey(name: DemoImageName, size: 'original' | 'thumbnail'): string {
  return `${size === 'original' ? 'designs' : 'thumbnails'}/demo/${name}`;
}

function shapeOf(name: DemoImageName): string {
  const { fill, shape } = DEMO_IMAGES[name];
  const { width, height } = DEMO_DESIGN_PX;
  const [cx, cy, r] = [width / 2, height / 2, width / 3];
  if (shape === 'circle') return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/>`;
  if (shape === 'square') {
    return `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" fill="${fill}"/>`;
  }
  return `<polygon points="${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}" fill="${fill}"/>`;
}

export const isDemoStorageKey = (storageKey: string): boolean => KEY_PATTERN.test(storageKey);

/** The content of a demo key (a PNG design or its WebP thumbnail); null for any other key. */
export async function renderDemoImage(storageKey: string): Promise<Buffer | null> {
  const match = KEY_PATTERN.exec(storageKey);
  const name = match?.[2];
  if (!match || !name || !(name in DEMO_IMAGES)) return null;
  const { width, height } = DEMO_DESIGN_PX;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapeOf(name as DemoImageName)}</svg>`;
  const image = sharp()(Buffer.from(svg));
  if (match[1] === 'thumbnails') {
    return image.resize(THUMBNAIL_SIZE_PX, THUMBNAIL_SIZE_PX, { fit: 'inside' }).webp().toBuffer();
  }
  return image.withDensity(PRINT_DESIGN_DPI).png().toBuffer();
}
