import { PRINT_DESIGN_DPI } from '@platfox/domain';
import type Sharp from 'sharp';
import { onFirstUse } from '../platform/on-first-use';
import type { DemoCast } from './calls';

const sharp = onFirstUse<typeof Sharp>('sharp');

type Made = { data: { id: string } };

/** A flat design drawn from SVG: a shape on a transparent background, 150 dpi. */
async function design(width: number, height: number, shape: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shape}</svg>`;
  return sharp()(Buffer.from(svg)).withDensity(PRINT_DESIGN_DPI).png().toBuffer();
}

/** A small square picture of a colour or a fabric, for the materials list. */
async function swatch(fill: string, stripe: string): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240">' +
    `<defs><pattern id="p" width="12" height="12" patternUnits="userSpaceOnUse">` +
    `<rect width="12" height="12" fill="${fill}"/><path d="M0 12L12 0" stroke="${stripe}" stroke-width="3"/>` +
    '</pattern></defs><rect width="240" height="240" fill="url(#p)"/></svg>';
  return sharp()(Buffer.from(svg)).png().toBuffer();
}

/** The demo art-work size (catalogue's demo product types): 20 × 24 inches at 150 dpi. */
const [W, H] = [3000, 3600];
const SAMPLES = [
  {
    file: 'sunset-mountains.png',
    name: 'Sunset mountains',
    tags: ['outdoors', 'retro'],
    shape:
      `<circle cx="${W / 2}" cy="${H * 0.42}" r="${W * 0.3}" fill="#f6ad55"/>` +
      `<polygon points="0,${H * 0.8} ${W * 0.35},${H * 0.4} ${W * 0.6},${H * 0.7} ${W * 0.8},${H * 0.5} ${W},${H * 0.8}" fill="#553c9a"/>`,
  },
  {
    file: 'coffee-club.png',
    name: 'Coffee club badge',
    tags: ['food', 'logo'],
    shape:
      `<circle cx="${W / 2}" cy="${H / 2}" r="${W * 0.4}" fill="#744210"/>` +
      `<circle cx="${W / 2}" cy="${H / 2}" r="${W * 0.3}" fill="#fefcbf"/>`,
  },
  {
    file: 'wave-pattern.png',
    name: 'Ocean waves',
    tags: ['outdoors', 'pattern'],
    shape: `<path d="M0 ${H / 2} Q ${W / 4} ${H * 0.3} ${W / 2} ${H / 2} T ${W} ${H / 2} V ${H} H 0 Z" fill="#2b6cb0"/>`,
  },
  {
    file: 'old-logo.png',
    name: 'Old shop logo',
    tags: ['logo'],
    shape: `<rect x="${W * 0.2}" y="${H * 0.3}" width="${W * 0.6}" height="${H * 0.4}" fill="#9b2c2c"/>`,
    isArchived: true,
  },
] as const;

/**
 * The gallery's sample (issue 36): the demo seller's library of four designs at the print size,
 * tagged, one archived; and the site's colours and materials with their pictures.
 */
export async function fillTheGallery({ seller, admin }: DemoCast): Promise<void> {
  for (const sample of SAMPLES) {
    const item = await seller.upload<Made>(
      '/seller/gallery',
      await design(W, H, sample.shape),
      sample.file,
    );
    await seller('PUT', `/seller/gallery/${item.data.id}`, {
      name: sample.name,
      tags: sample.tags,
      status: 'isArchived' in sample ? 'ARCHIVED' : 'ACTIVE',
    });
  }
  const materials = [
    { type: 'COLOR', name: 'Black', value: '#1a1a1a', stripe: '#333333' },
    { type: 'COLOR', name: 'Navy', value: '#1f2a44', stripe: '#2c3a5c' },
    { type: 'COLOR', name: 'Heather grey', value: '#9ea3a8', stripe: '#b5b9bd' },
    { type: 'COLOR', name: 'White', value: '#ffffff', stripe: '#eeeeee' },
    {
      type: 'MATERIAL',
      name: '100% ring-spun cotton',
      value: '#f5f0e6',
      stripe: '#e2d9c6',
      description: 'Soft, breathable, 180 g/m²; for tees and tote bags',
    },
    {
      type: 'MATERIAL',
      name: 'Cotton-polyester fleece',
      value: '#d8dde3',
      stripe: '#c2c9d1',
      description: '80/20 blend brushed inside; for hoodies and sweatshirts',
    },
  ] as const;
  for (const { stripe, ...material } of materials) {
    const image = await admin.upload<Made>(
      '/catalog/images',
      await swatch(material.value, stripe),
      `${material.name}.png`,
    );
    await admin('POST', '/site-materials', {
      description: '',
      ...material,
      value: material.type === 'COLOR' ? material.value : '',
      imageId: image.data.id,
    });
  }
}
