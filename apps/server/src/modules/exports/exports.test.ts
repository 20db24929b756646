import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EXPORT_MAX_ROWS,
  exportBodySchema,
  type DataListFilter,
  type ExportBody,
  type Job,
  type Session,
} from '@platfox/domain';
import { count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { jobs } from '../../platform/jobs/tables';
import { users } from '../accounts/tables';
import type { Actor } from '../auth/service';
import { listRegistry } from '../data-lists/models';
import { DataListService } from '../data-lists/service';
import { countRows, readRows, selectRows } from './rows';
import { parseCsv } from '../../platform/csv-parse';

const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-exports-'));
let ctx: TestContext;
let admin: Session;
let seller: Session;
let printer: Session;
const ids: Record<string, string> = {};

// Only this file's fixtures: a fixed external filter, which every scope keeps.
const onlyFixtures: DataListFilter[] = [
  { field: 'firstName', operation: 'exact', value: 'Exporty' },
];
const byEmail = [{ field: 'email', direction: 'asc' as const }];

const setRow = (id: string, values: Partial<typeof users.$inferInsert>) =>
  ctx.database.db.update(users).set(values).where(eq(users.id, id));

beforeAll(async () => {
  ctx = await createTestApp({ dataDir, jobConcurrency: 0 });
  admin = await signIn(ctx.app, 'admin@demo.test');
  seller = await signIn(ctx.app, 'seller@demo.test');
  printer = await signIn(ctx.app, 'printer@demo.test');
  const make = async (name: string, fields: Record<string, unknown>) => {
    const user = await createUser(ctx, {
      firstName: 'Exporty',
      lastName: name,
      ...fields,
    } as never);
    await setRow(user.id, { email: `${name.toLowerCase()}@exports.test` });
    ids[name] = user.id;
  };
  await make('Alpha', { type: 'SELLER' });
  await make('Beta', { type: 'PRINTER' });
  await make('Gamma', { type: 'WAREHOUSE' });
  await make('Delta', { type: 'SELLER' });
  // An admin: not among the users an admin manages, so never in an admin's export.
  await make('Hidden', { type: 'ADMIN' });
  // 00:30 on 1 March in Paris.
  await setRow(ids.Alpha!, {
    currentBalance: 123_456,
    createdAt: new Date('2024-02-29T23:30:00Z'),
  });
  await setRow(ids.Beta!, { currentBalance: -250, createdAt: new Date('2024-03-15T10:00:00Z') });
  // 00:30 on 1 April in Paris (summer time): outside March there.
  await setRow(ids.Gamma!, { currentBalance: 0, createdAt: new Date('2024-03-31T22:30:00Z') });
  await setRow(ids.Delta!, { currentBalance: 5, createdAt: new Date('2024-01-05T08:00:00Z') });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const post = (session: Session, body: ExportBody) =>
  ctx.app.inject({ method: 'POST', url: '/api/exports', headers: bearer(session), payload: body });

/** Asks for an export, runs the job, and answers the finished job and the file's bytes. */
async function exportFile(session: Session, body: ExportBody) {
  const asked = await post(session, body);
  expect(asked.statusCode, asked.body).toBe(200);
  const { jobId } = asked.json().data as { jobId: string };
  await ctx.app.jobs.runUntilIdle();
  const read = await ctx.app.inject({
    method: 'GET',
    url: `/api/jobs/${jobId}`,
    headers: bearer(session),
  });
  const job = read.json().data as Job;
  expect(job.status, job.error ?? '').toBe('FINISHED');
  const fileId = String(job.result?.fileId);
  const download = await ctx.app.inject({
    method: 'GET',
    url: `/api/files/${fileId}/download`,
    headers: bearer(session),
  });
  expect(download.statusCode).toBe(200);
  return { job, fileId, download, bytes: download.rawPayload };
}

async function readXlsx(bytes: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

const csvRows = (bytes: Buffer) => parseCsv(bytes.toString('utf8').replace(/^\uFEFF/, ''));

const userExport = (body: Partial<ExportBody>): ExportBody => ({
  model: 'user',
  scope: 'ALL_ITEMS',
  format: 'csv',
  query: { filtersRef: onlyFixtures, sorting: byEmail, timezone: 'Europe/Paris' },
  columns: [{ field: 'email', label: 'E-mail' }],
  ...body,
});

describe('POST /api/exports, user list as an admin', () => {
  it('ALL_ITEMS to XLSX: every user the admin manages, money in dollars, times in their zone', async () => {
    const { job, download, bytes } = await exportFile(
      admin,
      userExport({
        format: 'xlsx',
        // Filters are ignored by ALL_ITEMS.
        query: {
          filters: [{ field: 'type', operation: 'in', value: ['SELLER'] }],
          filtersRef: onlyFixtures,
          sorting: byEmail,
          timezone: 'Europe/Paris',
        },
        columns: [
          { field: 'email', label: 'E-mail' },
          { field: 'type', label: 'Type' },
          { field: 'currentBalance', label: 'Balance ($)' },
          { field: 'createdAt', label: 'Created' },
        ],
      }),
    );
    expect(download.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(download.headers['content-disposition']).toMatch(
      /filename="user-\d{4}-\d{2}-\d{2}-\d{6}\.xlsx"/,
    );
    expect(job.result).toMatchObject({ rows: 4 });
    expect(job.progress).toEqual({ done: 4, total: 4 });
    const [heading, ...rows] = await readXlsx(bytes);
    expect(heading).toEqual(['E-mail', 'Type', 'Balance ($)', 'Created']);
    expect(rows.map((row) => row[0])).toEqual([
      'alpha@exports.test',
      'beta@exports.test',
      'delta@exports.test',
      'gamma@exports.test',
    ]);
    expect(rows.map((row) => row[2])).toEqual([1234.56, -2.5, 0.05, 0]);
    // Spreadsheets have no zones: the cell shows Paris wall-clock time.
    expect(rows[0]![3]).toEqual(new Date('2024-03-01T00:30:00Z'));
  });

  it('MATCHED_FILTER to CSV: the filters without paging, with a BOM and RFC 4180 lines', async () => {
    const { bytes, download } = await exportFile(
      admin,
      userExport({
        scope: 'MATCHED_FILTER',
        query: {
          filters: [{ field: 'type', operation: 'in', value: ['SELLER', 'PRINTER'] }],
          filtersRef: onlyFixtures,
          sorting: byEmail,
          pagination: { page: 1, pageSize: 1 },
          timezone: 'Europe/Paris',
        },
        columns: [
          { field: 'email', label: 'E-mail' },
          { field: 'currentBalance', label: 'Balance, $' },
          { field: 'createdAt', label: 'Created' },
        ],
      }),
    );
    expect(download.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toContain('\r\n');
    expect(csvRows(bytes)).toEqual([
      ['E-mail', 'Balance, $', 'Created'],
      ['alpha@exports.test', '1234.56', '2024-03-01 00:30:00'],
      ['beta@exports.test', '-2.50', '2024-03-15 11:00:00'],
      ['delta@exports.test', '0.05', '2024-01-05 09:00:00'],
    ]);
  });

  it("CURRENT_PAGE: the query's page only", async () => {
    const { bytes } = await exportFile(
      admin,
      userExport({
        scope: 'CURRENT_PAGE',
        query: {
          filtersRef: onlyFixtures,
          sorting: byEmail,
          pagination: { page: 2, pageSize: 3 },
        },
      }),
    );
    expect(csvRows(bytes)).toEqual([['E-mail'], ['gamma@exports.test']]);
  });

  it('SELECTED_ITEMS: the chosen rows, leaving out ids outside what the caller may see', async () => {
    const { bytes, job } = await exportFile(
      admin,
      userExport({
        scope: 'SELECTED_ITEMS',
        ids: [ids.Delta!, ids.Alpha!, ids.Hidden!, '3f1c9a52-7a4e-4a8e-9d7b-2b1f6a0c9e11'],
      }),
    );
    expect(csvRows(bytes)).toEqual([['E-mail'], ['alpha@exports.test'], ['delta@exports.test']]);
    expect(job.result).toMatchObject({ rows: 2 });
  });

  it("BY_DATE: rows created within the dates, in the user's time zone", async () => {
    const { bytes } = await exportFile(
      admin,
      userExport({
        scope: 'BY_DATE',
        dateRange: { startDate: '2024-03-01', endDate: '2024-03-31' },
      }),
    );
    expect(csvRows(bytes)).toEqual([['E-mail'], ['alpha@exports.test'], ['beta@exports.test']]);
  });

  it('exports every field of the list when no columns are named', async () => {
    const { bytes } = await exportFile(
      admin,
      userExport({ scope: 'SELECTED_ITEMS', ids: [ids.Alpha!], columns: undefined }),
    );
    const [heading, row] = csvRows(bytes);
    expect(heading?.slice(0, 3)).toEqual(['ID', 'Email', 'First name']);
    expect(heading).toContain('Current balance');
    expect(row?.[0]).toBe(ids.Alpha);
    expect(row?.[heading!.indexOf('Current balance')]).toBe('1234.56');
  });

  it('neutralises CSV cells a spreadsheet would run as formulas', async () => {
    await setRow(ids.Delta!, { lastName: '=HYPERLINK("http://evil.test","x")', phone: '+1 555' });
    await setRow(ids.Gamma!, { lastName: '@SUM(A1)' });
    const { bytes } = await exportFile(
      admin,
      userExport({
        scope: 'SELECTED_ITEMS',
        ids: [ids.Delta!, ids.Gamma!, ids.Beta!],
        columns: [
          { field: 'lastName', label: 'Last name' },
          { field: 'phone', label: 'Phone' },
          { field: 'currentBalance', label: 'Balance' },
        ],
      }),
    );
    expect(bytes.toString('utf8')).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csvRows(bytes)).toEqual([
      ['Last name', 'Phone', 'Balance'],
      ['Beta', '', '-2.50'],
      [`'=HYPERLINK("http://evil.test","x")`, "'+1 555", '0.05'],
      ["'@SUM(A1)", '', '0.00'],
    ]);
  });
});

describe('reading rows in batches', () => {
  it('pages through the rows in the list order, without overlap or gaps', async () => {
    const lists = new DataListService(ctx.database.db, listRegistry, ctx.app.live);
    const [row] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@demo.test'));
    const actor: Actor = {
      id: row!.id,
      type: 'ADMIN',
      status: 'OFFLINE',
      isVerified: true,
      permissions: ['USER_ACCESS'],
      sessionId: null,
    };
    const call = { featureToken: undefined, isFeatureTokenValid: async () => false };
    const batchesOf = async (body: ExportBody, size: number) => {
      const selection = await selectRows(lists, actor, exportBodySchema.parse(body), call);
      const batches: string[][] = [];
      for await (const rows of readRows(ctx.database.db, selection, actor, size)) {
        batches.push(rows.map((item) => String(item.email)));
      }
      return { batches, count: await countRows(ctx.database.db, selection) };
    };
    expect(await batchesOf(userExport({ scope: 'MATCHED_FILTER' }), 3)).toEqual({
      batches: [
        ['alpha@exports.test', 'beta@exports.test', 'delta@exports.test'],
        ['gamma@exports.test'],
      ],
      count: 4,
    });
    const page = userExport({
      scope: 'CURRENT_PAGE',
      query: { filtersRef: onlyFixtures, sorting: byEmail, pagination: { page: 1, pageSize: 3 } },
    });
    expect(await batchesOf(page, 2)).toEqual({
      batches: [['alpha@exports.test', 'beta@exports.test'], ['delta@exports.test']],
      count: 3,
    });
  });
});

describe('who may export what', () => {
  it('gives a seller only its own API keys, whatever ids it names', async () => {
    const make = (session: Session, name: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/seller/api-key',
        headers: bearer(session),
        payload: { name },
      });
    await make(seller, 'Seller shop');
    await make(seller, 'Seller backup');
    const foreign = (await make(printer, 'Printer line')).json().data.id as string;

    const all = await exportFile(seller, {
      model: 'api-key',
      scope: 'ALL_ITEMS',
      format: 'csv',
      query: { sorting: [{ field: 'name', direction: 'asc' }] },
      columns: [{ field: 'name', label: 'Name' }],
    });
    expect(csvRows(all.bytes)).toEqual([['Name'], ['Seller backup'], ['Seller shop']]);

    const selected = await exportFile(seller, {
      model: 'api-key',
      scope: 'SELECTED_ITEMS',
      format: 'xlsx',
      ids: [foreign],
      columns: [{ field: 'name', label: 'Name' }],
    });
    expect(await readXlsx(selected.bytes)).toEqual([['Name']]);

    // Someone else's file reads as not found, like a made-up id.
    const stolen = await ctx.app.inject({
      method: 'GET',
      url: `/api/files/${all.fileId}/download`,
      headers: bearer(printer),
    });
    expect(stolen.statusCode).toBe(404);
    const job = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${all.job.id}`,
      headers: bearer(printer),
    });
    expect(job.statusCode).toBe(404);
  });

  it('refuses lists the caller may not see with 403', async () => {
    const asSeller = await post(seller, userExport({}));
    expect(asSeller.statusCode).toBe(403);
    const bare = await createUser(ctx, { type: 'ADMIN' });
    const plainAdmin = await signInWith(ctx.app, bare.email, bare.password);
    const withoutPermission = await post(plainAdmin, userExport({}));
    expect(withoutPermission.statusCode).toBe(403);
  });

  it('refuses unknown lists, fields and incomplete scopes with 400', async () => {
    const unknownModel = await post(admin, userExport({ model: 'no-such-list' }));
    expect(unknownModel.statusCode).toBe(400);
    expect(unknownModel.json().errors).toHaveProperty('model');

    const unknownColumn = await post(
      admin,
      userExport({ columns: [{ field: 'passwordHash', label: 'Secret' }] }),
    );
    expect(unknownColumn.statusCode).toBe(400);
    expect(unknownColumn.json().errors).toEqual({
      'columns.0.field': 'Unknown field: passwordHash',
    });

    const unknownFilter = await post(
      admin,
      userExport({
        scope: 'MATCHED_FILTER',
        query: { filters: [{ field: 'passwordHash', operation: 'ct', value: 'x' }] },
      }),
    );
    expect(unknownFilter.statusCode).toBe(400);
    expect(unknownFilter.json().errors).toHaveProperty(['filters.0.field']);

    const noIds = await post(admin, userExport({ scope: 'SELECTED_ITEMS' }));
    expect(noIds.statusCode).toBe(400);
    expect(noIds.json().errors).toHaveProperty('ids');

    const badDate = await post(
      admin,
      userExport({
        scope: 'BY_DATE',
        dateRange: { startDate: '2024-13-01', endDate: '2024-12-31' },
      }),
    );
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toHaveProperty('dateRange');

    const otherList = await post(admin, userExport({ query: { model: 'api-key' } }));
    expect(otherList.statusCode).toBe(400);
  });

  it('refuses more than 100,000 rows with 400 before queueing anything', async () => {
    await ctx.database.db.execute(sql`
      insert into users (type, email, password_hash, first_name, last_name)
      select 'WAREHOUSE', 'bulk' || n || '@exports.test', 'x', 'Bulky', 'Row ' || n
      from generate_series(1, ${EXPORT_MAX_ROWS + 1}) as n`);
    const bulk: DataListFilter[] = [{ field: 'firstName', operation: 'exact', value: 'Bulky' }];
    const [before] = await ctx.database.db.select({ n: count() }).from(jobs);
    const tooMany = await post(admin, userExport({ query: { filtersRef: bulk } }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      'At most 100000 rows can be exported at once; narrow the filters',
    );
    const [after] = await ctx.database.db.select({ n: count() }).from(jobs);
    expect(after?.n).toBe(before?.n);
    // One row fewer is allowed (the file itself is not made here: it would take a while).
    await ctx.database.db.delete(users).where(eq(users.email, 'bulk1@exports.test'));
    const justEnough = await post(admin, userExport({ query: { filtersRef: bulk } }));
    expect(justEnough.statusCode).toBe(200);
    await ctx.database.db.delete(jobs).where(eq(jobs.id, justEnough.json().data.jobId));
  });

  it('fails the job when the account was blocked before it ran', async () => {
    const asked = await post(admin, userExport({}));
    const { jobId } = asked.json().data as { jobId: string };
    const [row] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@demo.test'));
    await setRow(row!.id, { status: 'BLOCKED' });
    await ctx.app.jobs.runUntilIdle();
    await setRow(row!.id, { status: 'OFFLINE' });
    const job = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}`,
      headers: bearer(await signIn(ctx.app, 'root@demo.test')),
    });
    expect(job.json().data).toMatchObject({
      status: 'FAIL',
      error: 'The account that asked for this export can no longer export',
    });
  });
});
