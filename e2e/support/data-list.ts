import type { Page } from 'playwright-core';
import { apiCall, type ApiSession } from './api';

/** The e-mail addresses of the rows on screen, in their order (the e-mail cell is a mailto link). */
export function shownEmails(page: Page): Promise<string[]> {
  return page.getByTestId('data-list-row').locator('a[href^="mailto:"]').allTextContents();
}

export const sorted = (values: readonly string[]) => [...values].sort();

/** Picks an option of a Mantine select by its label. */
export async function choose(page: Page, testId: string, label: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/**
 * Opens the filter panel, filters the e-mail on "contains <text>" and searches; resolves with the
 * URL's q once the list has applied it (the search waits 1 s after the click).
 */
export async function filterEmailContains(page: Page, text: string): Promise<string> {
  await page.getByTestId('data-list-panel-filter').click();
  const row = page.getByTestId('filter-row-0');
  await row.getByTestId('filter-row-field').click();
  await page.getByRole('option', { name: 'E-mail', exact: true }).click();
  const operation = await row.getByTestId('filter-row-operation').inputValue();
  if (operation !== 'contains') throw new Error(`a text filter starts with "${operation}"`);
  await row.getByTestId('filter-value-text').fill(text);
  await page.getByTestId('filter-search').click();
  await page.waitForURL((url) => url.searchParams.has('q'));
  return new URL(page.url()).searchParams.get('q') ?? '';
}

/**
 * Every user e-mail the session may list, read through the API without filters: the journeys
 * compare what a filtered screen or file shows with this list narrowed in the test itself.
 */
export async function listedEmails(session: ApiSession): Promise<string[]> {
  const answer = await apiCall<{ items: { email: string }[] }>(session, 'POST', '/data-lists', {
    model: 'user',
    pagination: { page: 1, pageSize: 'all' },
  });
  if (answer.status !== 200) throw new Error(`listing users: ${answer.status}`);
  return answer.body.items.map((item) => item.email);
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') isQuoted = false;
      else field += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}
