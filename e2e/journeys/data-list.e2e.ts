import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
} from 'vitest';
import { apiSignIn, createUser, uniqueEmail, type ApiSession } from '../support/api';
import { launchBrowser, signIn } from '../support/browser';
import {
  choose,
  filterEmailContains,
  listedEmails,
  parseCsv,
  shownEmails,
  sorted,
} from '../support/data-list';
import { listWatched } from '../support/live';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiSignIn('admin@demo.test');
  // More than one row matches the journeys' "seller" filter, of more than one type.
  await createUser(admin, { type: 'SELLER', email: uniqueEmail('seller-list'), firstName: 'Sol' });
  await createUser(admin, { type: 'PRINTER', email: uniqueEmail('reseller'), firstName: 'Pat' });
});
afterAll(() => browser?.close());
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(() => context?.close());

const rows = () => page.getByTestId('data-list-row');

/** The e-mails of the next list answer sorted by a field, 50 to a page, in the server's order. */
async function sortedAnswer(target: Page, field: string, direction: 'asc' | 'desc') {
  const response = await target.waitForResponse((candidate) => {
    if (!candidate.url().endsWith('/api/data-lists')) return false;
    const query = candidate.request().postDataJSON() as {
      sorting?: { field: string; direction: string }[];
      pagination?: { pageSize?: unknown };
    };
    const [sort] = query.sorting ?? [];
    return (
      sort?.field === field && sort.direction === direction && query.pagination?.pageSize === 50
    );
  });
  const body = (await response.json()) as { items: { email: string }[] };
  return body.items.map((item) => item.email);
}

/** The admin's user list, first page loaded. */
async function openUsers(target: Page, email = 'admin@demo.test', home = '/'): Promise<void> {
  await signIn(target, email);
  await target.waitForURL((url) => url.pathname === home);
  if (home !== '/a/users' && home !== '/r/users') {
    await target.getByTestId('menu-item-/a/users').click();
  }
  await target.getByTestId('data-list-row').first().waitFor();
}

/** What the "seller" filter must leave, worked out here from the unfiltered list. */
async function sellerEmails(): Promise<string[]> {
  const all = await listedEmails(admin);
  const matching = all.filter((email) => email.includes('seller'));
  // The filter must narrow the list for the journey to mean anything.
  expect(matching.length).toBeGreaterThan(2);
  expect(matching.length).toBeLessThan(all.length);
  return sorted(matching);
}

describe('data list', () => {
  it('filters, saves the filter, keeps it over a reload and comes back from a row to the same page', async () => {
    const expected = await sellerEmails();
    await openUsers(page);
    const q = await filterEmailContains(page, 'seller');
    await expect.poll(async () => sorted(await shownEmails(page))).toEqual(expected);
    expect(await page.getByTestId('data-list-panel-filter').textContent()).toContain('(1)');

    const name = `Sellers ${Date.now()}`;
    await page.getByTestId('saved-filter-create').click();
    await page.getByTestId('saved-filter-name').fill(name);
    await page.getByTestId('saved-filter-submit').click();
    await expect.poll(() => page.getByTestId('saved-filter-select').inputValue()).toBe(name);

    await page.reload();
    await rows().first().waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(q);
    await expect.poll(async () => sorted(await shownEmails(page))).toEqual(expected);
    await page.getByTestId('saved-filter-select').click();
    await page.getByRole('option', { name, exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // A row opens the user in the mode the admin may use, carrying the list's q.
    const first = rows().first();
    const rowId = await first.getAttribute('data-row-id');
    await first.getByTestId('row-link').click();
    await page.waitForURL((url) => url.pathname === `/a/user/${rowId}`);
    const detail = new URL(page.url());
    expect(detail.searchParams.get('m')).toBe('edit');
    expect(detail.searchParams.get('q')).toBe(q);

    await page.getByTestId('page-back').click();
    await page.waitForURL((url) => url.pathname === '/a/users');
    expect(new URL(page.url()).searchParams.get('q')).toBe(q);
    await expect.poll(async () => sorted(await shownEmails(page))).toEqual(expected);

    // Reset shows everyone again; the saved filter brings the same rows back.
    await page.getByTestId('data-list-panel-filter').click();
    await page.getByTestId('filter-reset').click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect
      .poll(async () => (await shownEmails(page)).length)
      .toBeGreaterThan(expected.length);
    await choose(page, 'saved-filter-select', name);
    await page.waitForURL((url) => url.searchParams.get('q') === q);
    await expect.poll(async () => sorted(await shownEmails(page))).toEqual(expected);
  });

  it('remembers the page size and the sort of the tab over a reload', async () => {
    await openUsers(page);
    await choose(page, 'data-list-page-size', '50 / page');
    const header = page.getByTestId('data-list-sort-email');
    let answer = sortedAnswer(page, 'email', 'asc');
    await header.click();
    const ascending = await answer;
    await expect.poll(() => header.getAttribute('data-direction')).toBe('asc');
    expect(sorted(ascending)).toEqual(sorted(await listedEmails(admin)));
    await expect.poll(() => shownEmails(page)).toEqual(ascending);
    answer = sortedAnswer(page, 'email', 'desc');
    await header.click();
    // The server's collation decides the order; descending is ascending turned round.
    expect(await answer).toEqual([...ascending].reverse());
    await expect.poll(() => header.getAttribute('data-direction')).toBe('desc');
    await expect.poll(() => shownEmails(page)).toEqual([...ascending].reverse());

    await page.reload();
    await rows().first().waitFor();
    expect(await page.getByTestId('data-list-page-size').inputValue()).toBe('50 / page');
    expect(await header.getAttribute('data-direction')).toBe('desc');
    await expect.poll(() => shownEmails(page)).toEqual([...ascending].reverse());
  });

  it('keeps at least one column in the column selector', async () => {
    await openUsers(page);
    await page.getByTestId('data-list-panel-columns').click();
    const boxes = page.getByTestId('data-list-column-selector').locator('input[type="checkbox"]');
    const keys = await boxes.evaluateAll((inputs) =>
      inputs
        .filter((input) => input.matches(':checked'))
        .map((input) => input.getAttribute('data-testid') ?? ''),
    );
    expect(keys.length).toBeGreaterThan(1);
    for (const key of keys) await page.getByTestId(key).click();

    await page.getByText('At least one data field must be displayed').waitFor();
    const last = keys.at(-1) ?? '';
    expect(await page.getByTestId(last).isChecked()).toBe(true);
    for (const key of keys.slice(0, -1))
      expect(await page.getByTestId(key).isChecked()).toBe(false);
    const column = last.replace('data-list-column-', '');
    const headers = () =>
      page
        .locator('[data-testid^="data-list-header-"]')
        .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-testid')));
    await expect.poll(headers).toEqual([`data-list-header-${column}`]);

    // The choice is the tab's: a reload keeps the one column.
    await page.reload();
    await rows().first().waitFor();
    await expect.poll(headers).toEqual([`data-list-header-${column}`]);
  });
});

/** The header row of a user export: the row id, then every field of the list model. */
const USER_EXPORT_HEADER = [
  'ID',
  'Email',
  'First name',
  'Last name',
  'Full name',
  'Phone',
  'Type',
  'Status',
  'Is verified',
  'Is allow upload ftp',
  'Is enabled staff management',
  'Current balance',
  'Role id',
  'Role name',
  'Created at',
  'Updated at',
];

/** Exports the rows matching the filters in a format and saves the downloaded file in a folder. */
async function exportMatching(format: 'csv' | 'xlsx', rowCount: number, folder: string) {
  await page.getByTestId('export-menu-button').click();
  await page.getByTestId(`export-format-${format}`).click();
  await expect
    .poll(() => page.getByTestId(`export-format-${format}`).getAttribute('aria-checked'))
    .toBe('true');
  await page.getByTestId('export-scope-MATCHED_FILTER').click();
  const download = page.getByTestId('export-download');
  await download.waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('export-progress').getAttribute('data-status')).toBe('FINISHED');
  expect(await page.getByTestId('export-progress-text').textContent()).toContain(
    `${rowCount} rows exported`,
  );
  const downloaded = page.waitForEvent('download');
  await download.click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^user-[\\d-]+\\.${format}$`));
  const saved = path.join(folder, file.suggestedFilename());
  await file.saveAs(saved);
  // Closing the progress leaves the list; the next export opens it again.
  await page.keyboard.press('Escape');
  await page.getByTestId('export-progress').waitFor({ state: 'detached' });
  return saved;
}

describe('export', () => {
  it('exports the filtered users to CSV and XLSX files that hold exactly them', async () => {
    const expected = await sellerEmails();
    await openUsers(page);
    await filterEmailContains(page, 'seller');
    await expect.poll(async () => sorted(await shownEmails(page))).toEqual(expected);
    const emailAt = USER_EXPORT_HEADER.indexOf('Email');
    const folder = await mkdtemp(path.join(tmpdir(), 'platfox-e2e-export-'));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));

    const csvFile = await exportMatching('csv', expected.length, folder);
    const [header, ...records] = parseCsv((await readFile(csvFile, 'utf8')).replace(/^\uFEFF/, ''));
    expect(header).toEqual(USER_EXPORT_HEADER);
    expect(sorted(records.map((record) => record[emailAt] ?? ''))).toEqual(expected);

    const xlsxFile = await exportMatching('xlsx', expected.length, folder);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(xlsxFile);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('the XLSX file has no sheet');
    const values: string[][] = [];
    sheet.eachRow((row) => {
      values.push(Array.from({ length: sheet.columnCount }, (_, at) => row.getCell(at + 1).text));
    });
    const [xlsxHeader, ...xlsxRows] = values;
    expect(xlsxHeader).toEqual(USER_EXPORT_HEADER);
    expect(sorted(xlsxRows.map((row) => row[emailAt] ?? ''))).toEqual(expected);
  });
});

describe('new data notice', () => {
  it('tells root of a user created elsewhere and loads it', async () => {
    const watching = listWatched(page, 'user');
    await openUsers(page, 'root@demo.test', '/r/users');
    await watching;
    const root = await apiSignIn('root@demo.test');
    const email = uniqueEmail('newcomer');
    await createUser(root, { type: 'WAREHOUSE', email, firstName: 'Nell' });

    await expect
      .poll(() => page.getByTestId('data-list-new-data').textContent())
      .toContain('1 new item arrived');
    expect(await shownEmails(page)).not.toContain(email);
    await page.getByTestId('data-list-load-new').click();
    await expect.poll(() => shownEmails(page)).toContain(email);
    await expect.poll(() => page.getByTestId('data-list-new-data').count()).toBe(0);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
  });
});
