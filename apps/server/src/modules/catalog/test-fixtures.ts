import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Caller } from '../../test/fixtures';

/*
 * Data of the catalogue's tests: a small catalogue made through the API, and real images. Callers
 * and accounts are in test/fixtures.ts.
 */

let sequence = 0;
/** A name no other fixture uses. */
export const unique = (stem: string) =>
  `${stem} ${(sequence += 1)}-${randomBytes(2).toString('hex')}`;

export type SmallCatalog = {
  colorId: string;
  sizeId: string;
  options: Record<'Red' | 'Blue' | 'S' | 'M', string>;
  uploadTypeId: string;
  frontId: string;
  backId: string;
};

/**
 * Through the API: attributes Colour (Red, Blue) and Size (S, M), an upload type with a required
 * Front (1500 × 1800 px) and an optional Back (1200 × 1200 px).
 */
export async function smallCatalog(admin: Caller): Promise<SmallCatalog> {
  const color = await admin.post('/api/attributes', {
    name: unique('Colour'),
    element: 'COLOR',
    option: 'COLOR',
    options: [
      { name: 'Red', value: '#ff0000' },
      { name: 'Blue', value: '#0000ff' },
    ],
  });
  const size = await admin.post('/api/attributes', {
    name: unique('Size'),
    element: 'SIZE',
    option: 'TEXT',
    options: [
      { name: 'S', value: 'Small' },
      { name: 'M', value: 'Medium' },
    ],
  });
  const uploadType = await admin.post('/api/upload-types', {
    name: unique('Front and back'),
    isGroupType: true,
    items: [
      { type: 'FRONT', name: 'Front', width: 1500, height: 1800, isRequired: true },
      { type: 'BACK', name: 'Back', width: 1200, height: 1200 },
    ],
  });
  if (color.status !== 200 || size.status !== 200 || uploadType.status !== 200) {
    throw new Error(`catalogue fixture failed: ${JSON.stringify([color, size, uploadType])}`);
  }
  const optionId = (attribute: typeof color, name: string) =>
    (attribute.body.data.options as { id: string; name: string }[]).find((o) => o.name === name)!
      .id;
  return {
    colorId: color.body.data.id,
    sizeId: size.body.data.id,
    options: {
      Red: optionId(color, 'Red'),
      Blue: optionId(color, 'Blue'),
      S: optionId(size, 'S'),
      M: optionId(size, 'M'),
    },
    uploadTypeId: uploadType.body.data.id,
    frontId: uploadType.body.data.items[0].id,
    backId: uploadType.body.data.items[1].id,
  };
}

/** A product type body on the small catalogue: Colour × Size, four items. */
export function productTypeBody(catalog: SmallCatalog, overrides: Record<string, unknown> = {}) {
  return {
    name: unique('Hoodie'),
    uploadTypeId: catalog.uploadTypeId,
    extraPrintPrice: 250,
    estimatedProcessingDay: 3,
    estimatedDeliveryDay: 7,
    shortSku: `H${randomBytes(3).toString('hex')}`,
    sides: 'Two Side',
    attributes: [
      { attributeId: catalog.colorId, optionIds: [catalog.options.Red, catalog.options.Blue] },
      { attributeId: catalog.sizeId, optionIds: [catalog.options.S, catalog.options.M] },
    ],
    defaultPrice: 2000,
    ...overrides,
  };
}

/** A real PNG of a size; with a dpi it declares that density (pHYs), without one none at all. */
export async function png(width: number, height: number, dpi?: number): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#336699' } });
  if (dpi !== undefined) return image.withDensity(dpi).png().toBuffer();
  // libvips always writes a pHYs chunk (1 px/mm by default): take it out.
  return withoutChunk(await image.png().toBuffer(), 'pHYs');
}

/** The PNG without its chunks of one type. */
export function withoutChunk(bytes: Buffer, type: string): Buffer {
  const parts = [bytes.subarray(0, 8)];
  let offset = 8;
  while (offset + 8 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const end = offset + 12 + length;
    if (bytes.toString('latin1', offset + 4, offset + 8) !== type) {
      parts.push(bytes.subarray(offset, end));
    }
    offset = end;
  }
  return Buffer.concat(parts);
}

/** A real JPEG; with a dpi it declares that density in its JFIF header. */
export async function jpeg(width: number, height: number, dpi?: number): Promise<Buffer> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: '#996633' } })
    .jpeg()
    .toBuffer();
  if (dpi === undefined) return bytes;
  const jfif = Buffer.alloc(18);
  jfif.writeUInt16BE(0xffe0, 0);
  jfif.writeUInt16BE(16, 2);
  jfif.write('JFIF\0', 4, 'latin1');
  jfif.writeUInt16BE(0x0101, 9); // version 1.1
  jfif[11] = 1; // dots per inch
  jfif.writeUInt16BE(dpi, 12);
  jfif.writeUInt16BE(dpi, 14);
  return Buffer.concat([bytes.subarray(0, 2), jfif, bytes.subarray(2)]);
}
