import { Readable } from 'node:stream';
import { IMPORT_MESSAGES } from '@platfox/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { cellTooLong, readSheet } from './reader';
import { importQueues } from './tables';
import { upload } from './test-fixtures';
import { ArchiveRefused, checkArchive, EXPANDED_TOO_LARGE, SPREADSHEET_LIMITS } from './zip-limits';

/* A spreadsheet that would expand past the limits is refused before it is expanded. */

async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

let ctx: TestContext;
let bomb: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  // One cell of 70 MB: about 80 KB zipped.
  bomb = await workbook([['header'], ['x'.repeat(70 * 1024 * 1024)]]);
});
afterAll(() => ctx.close());

describe('checkArchive', () => {
  it('passes a normal workbook and refuses one expanding past a limit, or no zip at all', async () => {
    const normal = await workbook([
      ['a', 'b'],
      ['1', '2'],
    ]);
    await expect(checkArchive(normal)).resolves.toBeUndefined();
    expect(bomb.length).toBeLessThan(200_000);
    await expect(checkArchive(bomb)).rejects.toThrow(EXPANDED_TOO_LARGE);
    const tight = { ...SPREADSHEET_LIMITS, maxEntryBytes: 100 };
    await expect(checkArchive(normal, tight)).rejects.toBeInstanceOf(ArchiveRefused);
    await expect(checkArchive(Buffer.from('PK\u0003\u0004 not a zip'))).rejects.toThrow(
      IMPORT_MESSAGES.unreadable,
    );
  });

  it('refuses a cell over 32,767 characters while reading, naming its line', async () => {
    const long = await workbook([['header'], ['ok'], ['y'.repeat(40_000)]]);
    const read = async () => {
      for await (const row of readSheet(Readable.from([long]), 'xlsx', {
        name: 'Orders',
        missing: 'missing',
      }))
        void row;
    };
    await expect(read()).rejects.toThrow(cellTooLong(3));
  });
});

describe('an order import upload', () => {
  it('of a zipped 70 MB cell is refused with the reason, and nothing is queued', async () => {
    const seller = await signIn(ctx.app, 'seller@demo.test');
    const before = await ctx.database.db.$count(importQueues);
    const answer = await upload(ctx, seller, bomb);
    expect(answer.status).toBe(400);
    expect(answer.body.errors.file).toBe(EXPANDED_TOO_LARGE);
    expect(await ctx.database.db.$count(importQueues)).toBe(before);
  });
});
