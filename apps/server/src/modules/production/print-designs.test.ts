import { randomUUID } from 'node:crypto';
import { DESIGN_MESSAGES, PRINT_DESIGN_MESSAGES, type Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, fund, newAdmin, newSeller } from '../../test/fixtures';
import { png } from '../catalog/test-fixtures';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { slipCodeOf } from '../order-items/test-fixtures';
import { ADDRESS, demoCatalog } from '../orders/test-fixtures';

/* An item's print designs for its printer (spec 03 7.5 print-designs/{code}, download-print-designs). */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let code: string;
let productId: string;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
  // The demo seller's "Front and back tee" has a design on each of two print positions.
  const catalog = await demoCatalog(ctx);
  const product = catalog.products.find((each) => each.title === 'Front and back tee')!;
  productId = product.id;
  const seller = as(ctx, await signIn(ctx.app, 'seller@demo.test'));
  await fund(ctx, catalog.sellerId, 100_000);
  const placed = await seller(
    'POST',
    '/api/orders',
    {
      lines: [{ productId, productTypeItemId: catalog.items[0]!.id, quantity: 2 }],
      address: ADDRESS,
      isDraft: false,
    },
    `designs-${randomUUID()}`,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const admin = as(ctx, await signIn(ctx.app, 'admin@demo.test'));
  const approved = await admin('POST', `/api/orders/${placed.body.data.id}/approved`);
  expect(approved.status).toBe(200);
  code = await slipCodeOf(ctx, approved.body.data.items[0].id);
});
afterAll(() => ctx.close());

type Design = { uploadTypeItemId: string; positionName: string; width: number; dpi: unknown };

describe('print designs of an item', () => {
  it('lists each print position with its size and density, by code or by a unit scan value', async () => {
    const answer = await printer.call('GET', `/api/printer/print-designs/${code}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({ code, productTitle: 'Front and back tee', quantity: 2 });
    expect(data.orderSelfId).toMatch(/^#[0-9A-F]{8}-1$/);
    expect(data.designs.map((design: Design) => design.positionName)).toEqual(['Front', 'Back']);
    for (const design of data.designs as Design[]) {
      expect(design.width).toBeGreaterThan(0);
      expect(design).toHaveProperty('dpi');
    }
    // A scanner's value names a unit: its item is found, lower case too.
    const scanned = await printer.call('GET', `/api/printer/print-designs/${code.toLowerCase()}_2`);
    expect(scanned.body.data.orderItemId).toBe(data.orderItemId);
    // The lists open it by the item's id.
    const byId = await printer.call('GET', `/api/printer/print-designs/${data.orderItemId}`);
    expect(byId.body.data.code).toBe(code);
  });

  it('downloads one position as its image and every position as one zip', async () => {
    const listed = await printer.call('GET', `/api/printer/print-designs/${code}`);
    const [front] = listed.body.data.designs as Design[];
    const one = await printer.call(
      'GET',
      `/api/printer/download-print-designs?code=${code}&uploadTypeItemId=${front!.uploadTypeItemId}`,
    );
    expect(one.status).toBe(200);
    expect(one.raw.headers['content-type']).toBe('image/png');
    expect(one.raw.headers['content-disposition']).toMatch(/attachment; filename=".*-Front\.png"/);
    expect(one.raw.rawPayload.subarray(0, 4)).toEqual(PNG_MAGIC);

    const all = await printer.call('GET', `/api/printer/download-print-designs?code=${code}`);
    expect(all.status).toBe(200);
    expect(all.raw.headers['content-type']).toBe('application/zip');
    const zip = all.raw.rawPayload;
    expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
    // Stored entries keep their names in the clear: one per position.
    const names = zip.toString('latin1');
    expect(names).toMatch(/-Front\.png/);
    expect(names).toMatch(/-Back\.png/);

    const elsewhere = await printer.call(
      'GET',
      `/api/printer/download-print-designs?code=${code}&uploadTypeItemId=${randomUUID()}`,
    );
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(PRINT_DESIGN_MESSAGES.positionNotFound);
  });

  it("refuses another printer's item (404), a seller and an admin (403), and an unknown code", async () => {
    const other = await createUser(ctx, { type: 'PRINTER' });
    const otherCall = as(ctx, await signInWith(ctx.app, other.email, other.password));
    const foreign = await otherCall('GET', `/api/printer/print-designs/${code}`);
    expect(foreign.status).toBe(404);
    const mine = await printer.call('GET', `/api/printer/print-designs/${code}`);
    const foreignById = await otherCall(
      'GET',
      `/api/printer/print-designs/${mine.body.data.orderItemId}`,
    );
    expect(foreignById.status).toBe(404);
    expect(foreign.body.message).toBe(PRINT_DESIGN_MESSAGES.itemNotFound);
    expect(
      (await otherCall('GET', `/api/printer/download-print-designs?code=${code}`)).status,
    ).toBe(404);

    const seller = as(ctx, (await newSeller(ctx)).session);
    expect((await seller('GET', `/api/printer/print-designs/${code}`)).status).toBe(403);
    const admin = as(ctx, await newAdmin(ctx, []));
    expect((await admin('GET', `/api/printer/print-designs/${code}`)).status).toBe(403);

    expect((await printer.call('GET', '/api/printer/print-designs/NOT-A-CODE')).status).toBe(404);
    expect((await printer.call('GET', '/api/printer/download-print-designs')).status).toBe(400);
  });
});

/** A multipart body of several files, as a browser's form sends it. */
function multipart(files: { name: string; bytes: Buffer }[]) {
  const boundary = `----pd${randomUUID().slice(0, 8)}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function massUpload(session: Session, files: { name: string; bytes: Buffer }[]) {
  const body = multipart(files);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/printer/mass-upload-print-designs',
    headers: { ...bearer(session), 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('mass upload of print designs', () => {
  it("replaces the named item's position only, and says why each other file is refused", async () => {
    const good = await png(4000, 4800, 300);
    const answer = await massUpload(printer.session, [
      { name: `${code}-front.png`, bytes: good },
      { name: `${code}_BACK.png`, bytes: await png(4000, 4800, 100) },
      { name: 'nonsense.png', bytes: good },
      { name: `${code}-Sleeve.png`, bytes: good },
      { name: 'ZZZZZZZZZZZZ-Front.png', bytes: good },
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.replaced).toEqual([
      expect.objectContaining({ fileName: `${code}-front.png`, code, positionName: 'Front' }),
    ]);
    expect(answer.body.data.refused).toEqual([
      { fileName: `${code}_BACK.png`, reason: DESIGN_MESSAGES.lowDpi(100) },
      { fileName: 'nonsense.png', reason: PRINT_DESIGN_MESSAGES.fileName },
      { fileName: `${code}-Sleeve.png`, reason: PRINT_DESIGN_MESSAGES.unknownPosition('Sleeve') },
      { fileName: 'ZZZZZZZZZZZZ-Front.png', reason: PRINT_DESIGN_MESSAGES.itemNotFound },
    ]);

    const read = await printer.call('GET', `/api/printer/print-designs/${code}`);
    const [front, back] = read.body.data.designs;
    expect(front).toMatchObject({ width: 4000, height: 4800, dpi: 300, isReplaced: true });
    expect(back).toMatchObject({ isReplaced: false });
    const file = await printer.call(
      'GET',
      `/api/printer/download-print-designs?code=${code}&uploadTypeItemId=${front.uploadTypeItemId}`,
    );
    expect(file.raw.rawPayload.equals(good)).toBe(true);

    // The seller's product keeps its own design.
    const seller = as(ctx, await signIn(ctx.app, 'seller@demo.test'));
    const product = await seller('GET', `/api/seller/product/${productId}`);
    expect(product.body.data.printDesigns[0].design.width).not.toBe(4000);
  });

  it("refuses another printer's item, a seller, and a request without files", async () => {
    const other = await createUser(ctx, { type: 'PRINTER' });
    const otherSession = await signInWith(ctx.app, other.email, other.password);
    const foreign = await massUpload(otherSession, [
      { name: `${code}-Back.png`, bytes: await png(4000, 4800, 300) },
    ]);
    expect(foreign.body.data).toEqual({
      replaced: [],
      refused: [{ fileName: `${code}-Back.png`, reason: PRINT_DESIGN_MESSAGES.itemNotFound }],
    });
    const read = await printer.call('GET', `/api/printer/print-designs/${code}`);
    expect(read.body.data.designs[1].isReplaced).toBe(false);

    const seller = await newSeller(ctx);
    expect(
      (await massUpload(seller.session, [{ name: 'a.png', bytes: Buffer.from('x') }])).status,
    ).toBe(403);
    const empty = await massUpload(printer.session, []);
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(PRINT_DESIGN_MESSAGES.fileMissing);
  });
});
