import { beforeAll, describe, expect, it } from 'vitest';
import { flatPicture, slipRecord } from './fixtures';
import { DATA_UNAVAILABLE, renderPackingSlips } from './pdf';
import {
  pdfImages,
  pdfInfo,
  pdfPagesText,
  pixel,
  readQrCode,
  renderPage,
  type PageImage,
} from './test-reader';

/*
 * Every assertion reads the PDF the way a printer would: poppler (pdfinfo, pdftotext, pdftoppm,
 * pdfimages) and jsQR, none of which this project wrote.
 */

let design: Buffer;
let signature: Buffer;
beforeAll(async () => {
  design = await flatPicture(800, 800, { r: 0, g: 160, b: 0 });
  // A dark blue block, easy to find on the rendered page.
  signature = await flatPicture(300, 100, { r: 0, g: 0, b: 170 });
});

const dark = ([r, g, b]: [number, number, number]) => r + g + b < 200;
const isBlueInk = ([r, g, b]: [number, number, number]) => b > 120 && r < 60 && g < 60;

/** The widest run of signature ink on a row near the foot of the page, in pixels. */
function signatureInkWidth(image: PageImage): number {
  let widest = 0;
  for (let y = image.height - 1; y > image.height * 0.5; y -= 4) {
    let run = 0;
    for (let x = 0; x < image.width; x += 1) {
      if (isBlueInk(pixel(image, x, y))) widest = Math.max(widest, ++run);
      else run = 0;
    }
  }
  return widest;
}

describe('a packing slip', () => {
  it('prints the record on a 1200 x 1800 page whose QR code reads back as the verify code', async () => {
    const record = slipRecord({
      isReprint: true,
      applyFastShipping: 'true' as unknown as boolean,
      isLocalPickup: false,
      isTikTokOrder: true,
      isOrderHighQty: true,
      openDated: '05/14/2026',
    });
    const pdf = await renderPackingSlips([record]);

    expect(await pdfInfo(pdf)).toEqual({ pages: 1, width: 1200, height: 1800 });
    const page = await renderPage(pdf, 1, 72);
    expect(readQrCode(page)).toBe('PSV-8F3K2Q9Z-2');

    const [text] = await pdfPagesText(pdf);
    for (const expected of [
      '#PF1024-7',
      'Classic T-Shirt',
      'Qty 2/3',
      'Color:Black',
      'Size:XL',
      'Ada Lovelace',
      '12 St James Square',
      'Flat 4',
      'London, Greater London, SW1Y 4JH',
      'United Kingdom',
      'Opened 05/14/2026',
      'PS8F3K2Q9Z-2',
      'REPRINT',
      'FAST SHIPPING',
      'TIKTOK',
      'HIGH QTY',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('LOCAL PICKUP');
  });

  it('gives every slip of a document its own page and its own code, and embeds a shared picture once', async () => {
    const records = [1, 2, 3].map((index) =>
      slipRecord({
        qtyIndex: index,
        verifyQRCode: `PSV-MULTI-${index}`,
        barcodeValue: `PSMULTI-${index}`,
        printDesigns: [{ barCodeName: 'Front', index: 1, image: { bytes: design } }],
        // A fresh Buffer per record: the document still recognises the picture by its content.
        signatureImage: { bytes: Buffer.from(signature) },
        packingSlipSignatureUploadSize: '300|100|72',
      }),
    );
    const pdf = await renderPackingSlips(records);

    expect((await pdfInfo(pdf)).pages).toBe(3);
    for (const index of [1, 2, 3]) {
      expect(readQrCode(await renderPage(pdf, index, 72))).toBe(`PSV-MULTI-${index}`);
    }
    const texts = await pdfPagesText(pdf);
    expect(texts.map((text) => /Qty (\d)\/3/.exec(text)?.[1])).toEqual(['1', '2', '3']);

    const uses = await pdfImages(pdf);
    expect(uses.map((use) => use.page).sort()).toEqual([1, 1, 2, 2, 3, 3]);
    expect(new Set(uses.map((use) => use.objectId)).size).toBe(2);
  });

  it("says 'Data unavailable' when there is nothing to print", async () => {
    const pdf = await renderPackingSlips([]);
    expect((await pdfInfo(pdf)).pages).toBe(1);
    expect((await pdfPagesText(pdf))[0]).toContain(DATA_UNAVAILABLE);
  });

  it('colours the band by the creator, TikTok and high quantity (spec 02 section 4.15)', async () => {
    const designatedCreatorIds = ['creator-a'];
    const cases = [
      { changes: { createdBy: 'creator-a', isTikTokOrder: true }, color: 'red' },
      { changes: { createdBy: 'creator-a', isOrderHighQty: true }, color: 'green' },
      { changes: { isTikTokOrder: true, isOrderHighQty: true }, color: 'purple' },
      { changes: { isOrderHighQty: true }, color: 'blue' },
      { changes: {}, color: 'normal' },
    ] as const;
    const pdf = await renderPackingSlips(
      cases.map((entry) => slipRecord(entry.changes)),
      { designatedCreatorIds },
    );
    const colorOf = ([r, g, b]: [number, number, number]) => {
      if (r > 180 && g < 80 && b < 80) return 'red';
      if (g > 130 && r < 80 && b < 100) return 'green';
      if (r > 90 && b > 150 && g < 80) return 'purple';
      if (b > 180 && r < 60 && g < 120) return 'blue';
      if (r > 240 && g > 240 && b > 240) return 'normal';
      return `rgb(${r},${g},${b})`;
    };
    const seen: string[] = [];
    for (let page = 1; page <= cases.length; page += 1) {
      seen.push(colorOf(pixel(await renderPage(pdf, page, 36), 300, 8)));
    }
    expect(seen).toEqual(cases.map((entry) => entry.color));
  });

  it('draws the signature 1.6 times its upload width, and never wider than the page less two margins', async () => {
    const pdf = await renderPackingSlips([
      slipRecord({
        signatureImage: { bytes: signature },
        packingSlipSignatureUploadSize: '300|100|72',
      }),
      slipRecord({
        signatureImage: { bytes: signature },
        packingSlipSignatureUploadSize: '1000|100|72',
      }),
    ]);
    // At 72 dpi one pixel is one unit of the 1200-wide page.
    const regular = signatureInkWidth(await renderPage(pdf, 1, 72));
    expect(Math.abs(regular - 480)).toBeLessThanOrEqual(2);
    const capped = signatureInkWidth(await renderPage(pdf, 2, 72));
    expect(Math.abs(capped - 1180)).toBeLessThanOrEqual(2);
  });

  it('lays print designs out by barcode name and flags a label with more than 6', async () => {
    const designs = ['Back', 'Sleeve', 'Front', 'Neck', 'Pocket', 'Hood', 'Hem'].map(
      (barCodeName, position) => ({
        barCodeName,
        index: position + 1,
        image: { bytes: design },
      }),
    );
    const pdf = await renderPackingSlips([slipRecord({ printDesigns: designs })]);
    const [text] = await pdfPagesText(pdf);
    expect(text).toContain('LABEL BREAK: 7 print designs, at most 6 fit; 1 not shown');
    // Front leads, Back closes the six shown; the seventh by order (Hem) is left off.
    const captions = /Front.*Sleeve.*Neck.*Pocket.*Hood.*Back/s;
    expect(text).toMatch(captions);
    expect(text).not.toContain('Hem');
    expect((await pdfImages(pdf)).length).toBe(6);
  });

  it("marks a design whose picture is missing or unreadable as 'No image'", async () => {
    const pdf = await renderPackingSlips(
      [
        slipRecord({
          printDesigns: [
            { barCodeName: 'Front', index: 1, image: { bytes: Buffer.from('not a picture') } },
            {
              barCodeName: 'Back',
              index: 2,
              image: { fileId: '7f1c2a8e-7a55-4f0e-9a49-2b7c9d0e4b11' },
            },
          ],
        }),
      ],
      { loadFile: async () => null },
    );
    const [text] = await pdfPagesText(pdf);
    expect(text?.match(/No image/g)).toHaveLength(2);
    expect(await pdfImages(pdf)).toEqual([]);
  });

  it('scales the slip onto a configured "width|height|dpi" page', async () => {
    const pdf = await renderPackingSlips(
      [slipRecord(), slipRecord({ verifyQRCode: 'PSV-SMALL-2', qtyIndex: 3 })],
      { pageSize: '1200|1800|300' },
    );
    // 1200 x 1800 dots at 300 dpi: a 4 x 6 inch label, 288 x 432 points.
    expect(await pdfInfo(pdf)).toEqual({ pages: 2, width: 288, height: 432 });
    const page = await renderPage(pdf, 2, 300);
    expect([page.width, page.height]).toEqual([1200, 1800]);
    expect(readQrCode(page)).toBe('PSV-SMALL-2');
    expect((await pdfPagesText(pdf))[1]).toContain('Qty 3/3');
    expect(dark(pixel(page, 0, 0))).toBe(false);
  });
});
