import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, fund, newAdmin, newSeller, type UserFixture } from '../../test/fixtures';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { winAnsi } from './receipt-pdf';
import { transactions } from './tables';

let ctx: TestContext;
let seller: UserFixture;

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await newSeller(ctx);
});
afterAll(() => ctx.close());

/** The text of every page, read back with a PDF reader. */
async function pdfText(body: Buffer): Promise<string> {
  // verbosity 0: only errors (the reader warns that it draws no glyphs, which text needs none of).
  const document = await getDocument({
    data: new Uint8Array(body),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return pages.join('\n');
}

const month = (date: Date) =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

describe('receipts', () => {
  it('gives one transaction as a PDF receipt with its amount', async () => {
    const admin = await signIn(ctx.app, 'admin@demo.test');
    const bonus = await as(ctx, admin)('POST', '/api/transactions/bonus', {
      userId: seller.id,
      amount: 123_456,
      description: 'Spring bonus',
    });
    const id = bonus.body.data.id;
    const response = await as(ctx, seller.session)('GET', `/api/receipts?id=${id}&type=inv`);
    expect(response.status).toBe(200);
    expect(response.raw.headers['content-type']).toBe('application/pdf');
    expect(response.raw.headers['content-disposition']).toMatch(/^inline; filename="receipt-/);
    expect(response.raw.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(response.raw.rawPayload);
    expect(text).toContain('Receipt');
    expect(text).toContain('$1,234.56');
    expect(text).toContain('Spring bonus');
    expect(text).toContain('BONUS');
  });

  it('gives a month as a statement between its opening and closing balance', async () => {
    const other = await newSeller(ctx);
    await fund(ctx, other.id, 10_000);
    // The first movement happened last month: it is the opening balance, not a line.
    const [first] = await ctx.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.userId, other.id));
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await ctx.database.db
      .update(transactions)
      .set({ createdAt: lastMonth, reviewedAt: lastMonth })
      .where(eq(transactions.id, first!.id));
    await fund(ctx, other.id, 2_345);
    const url = `/api/receipts?id=${other.id}&type=stm&date=${month(new Date())}`;
    const response = await as(ctx, other.session)('GET', url);
    expect(response.status).toBe(200);
    const text = await pdfText(response.raw.rawPayload);
    expect(text).toMatch(/Opening balance\s+\$100\.00/);
    expect(text).toMatch(/Closing balance\s+\$123\.45/);
    expect(text).toContain('$23.45');

    // An admin needs every transaction list to read a statement.
    const full = await signIn(ctx.app, 'admin@demo.test');
    expect((await as(ctx, full)('GET', url)).status).toBe(200);
    const partial = await newAdmin(ctx, ['DEPOSIT_ACCESS']);
    expect((await as(ctx, partial)('GET', url)).status).toBe(403);
  });

  it('asks for the month of a statement', async () => {
    const response = await as(ctx, seller.session)('GET', `/api/receipts?id=${seller.id}&type=stm`);
    expect(response.body).toMatchObject({ status: 400, errors: { date: expect.any(String) } });
  });

  it('draws only letters its font has', () => {
    expect(winAnsi('Zoë 李')).toBe('Zoë ?');
  });
});
