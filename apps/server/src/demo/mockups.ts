import { PRINT_DESIGN_DPI } from '@platfox/domain';
import type Sharp from 'sharp';
import { onFirstUse } from '../platform/on-first-use';
import type { DemoCast } from './calls';
import type { DemoCatalog } from './orders';

const sharp = onFirstUse<typeof Sharp>('sharp');

type Made = { data: { id: string } };

/** The background's size and the chest's print area on it, the Front design's 5 : 6 aspect. */
const [W, H] = [1000, 1200];
export const DEMO_MOCKUP_AREA = { x: 330, y: 330, width: 340, height: 408 };

/** A heather-grey tee on a light studio backdrop, drawn from SVG. */
function teeBackground(): Promise<Buffer> {
  const tee =
    `<path d="M330 140 L410 110 Q500 170 590 110 L670 140 L880 300 L800 420 L720 370 ` +
    `L720 1080 L280 1080 L280 370 L200 420 L120 300 Z" fill="#9ea3a8" stroke="#7d8287" stroke-width="6"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
    `<rect width="${W}" height="${H}" fill="#f4f1ec"/>${tee}</svg>`;
  return sharp()(Buffer.from(svg)).png().toBuffer();
}

/** The seller's design at the demo print size (20 × 24 in at 150 dpi), on transparency. */
function sunsetDesign(): Promise<Buffer> {
  const [w, h] = [3000, 3600];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">` +
    `<circle cx="${w / 2}" cy="${h * 0.42}" r="${w * 0.3}" fill="#f6ad55"/>` +
    `<polygon points="0,${h * 0.8} ${w * 0.35},${h * 0.4} ${w * 0.6},${h * 0.7} ${w * 0.8},${h * 0.5} ${w},${h * 0.8}" fill="#553c9a"/></svg>`;
  return sharp()(Buffer.from(svg)).withDensity(PRINT_DESIGN_DPI).png().toBuffer();
}

/**
 * Generated mockups' sample (issue 36): the demo tee gets a mockup background with its print
 * area (as an admin sets it on the product type's page), then the seller makes a product on it,
 * so its mockup is composited by the job and shows on the product, ready to download. The
 * catalogue's own demo products were made before the background and keep none.
 */
export async function showMockups(
  { admin, seller }: DemoCast,
  catalog: DemoCatalog,
): Promise<void> {
  const first = catalog.products[0];
  if (!first) return;
  const background = await admin.upload<Made>(
    '/catalog/images',
    await teeBackground(),
    'heather-tee-mockup.png',
  );
  await admin('PUT', `/product-types/${first.productTypeId}/mockup-background`, {
    imageId: background.data.id,
    ...DEMO_MOCKUP_AREA,
  });
  const shown = await seller<{ data: { printDesigns: { uploadTypeItemId: string }[] } }>(
    'GET',
    `/seller/product/${first.id}`,
  );
  const position = shown.data.printDesigns[0]?.uploadTypeItemId;
  if (!position) return;
  const design = await seller.upload<Made>(
    `/seller/designs?uploadTypeItemId=${position}`,
    await sunsetDesign(),
    'sunset-mountains.png',
  );
  await seller('POST', '/seller/product', {
    productTypeId: first.productTypeId,
    title: 'Sunset mountains tee',
    sku: 'DEMO-SUNSET-TEE',
    printDesigns: [{ uploadTypeItemId: position, designId: design.data.id }],
  });
}
