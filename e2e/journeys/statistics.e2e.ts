import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiSignIn, uniqueEmail, type ApiSession } from '../support/api';
import { baseUrl, DEMO_PASSWORD, launchBrowser, signIn } from '../support/browser';
import { placeDemoOrder } from '../support/orders';

/*
 * Issue 34 as the admin meets it: the dashboard's figures are the ledger's and the orders' own
 * (counted here from the raw rows of the lists), a placed order shows on it at once, the
 * transaction statistics narrow to the dates chosen, a salesman's link brings a seller to the sale
 * KPI, an admin with only the statistics permission sees the money and no other card, and a
 * seller sees only their own numbers.
 */

const ALL = {
  filters: [],
  filterType: 'AND',
  pagination: { page: 1, pageSize: 'all' },
  filtersRef: [],
  filterTypeRef: 'AND',
};

type LedgerRow = { type: string; status: string; amount: number; createdAt: string };

const today = () => new Date().toISOString().slice(0, 10);
const dollars = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Today's figures counted from every ledger row the admin's transaction list holds. */
async function todayFromTheLedger(admin: ApiSession) {
  const answer = await apiCall<{ items: LedgerRow[] }>(admin, 'POST', '/data-lists', {
    model: 'transaction',
    ...ALL,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const rows = answer.body.items.filter(
    (row) => row.status === 'APPROVED' && row.createdAt.slice(0, 10) === today(),
  );
  const sum = (type: string) =>
    rows.filter((row) => row.type === type).reduce((total, row) => total + row.amount, 0);
  return {
    revenue: -(sum('CHARGE') + sum('REFUND')),
    deposits: sum('DEPOSIT'),
    depositCount: rows.filter((row) => row.type === 'DEPOSIT').length,
  };
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let admin: ApiSession;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiSignIn('admin@demo.test');
});
afterAll(() => browser?.close());

async function freshPage(): Promise<Page> {
  await context?.close();
  context = await browser.newContext();
  return context.newPage();
}

const figure = (testId: string) => page.getByTestId(`${testId}-value`).textContent();

describe('the statistics an admin reads', () => {
  it("shows today's money as the ledger's rows add up, and a placed order at once", async () => {
    page = await freshPage();
    await signIn(page, 'admin@demo.test');
    await page.getByTestId('admin-dashboard').waitFor();
    const before = await todayFromTheLedger(admin);
    expect(await figure('today-deposits')).toBe(dollars(before.deposits));
    expect(await figure('today-revenue')).toBe(dollars(before.revenue));
    const orders = Number((await figure('today-orders'))?.replaceAll(',', ''));

    await placeDemoOrder(undefined, 'Stella Stats');
    const after = await todayFromTheLedger(admin);
    expect(after.revenue).toBeGreaterThan(before.revenue);
    await page.reload();
    await page.getByTestId('admin-dashboard').waitFor();
    expect(await figure('today-orders')).toBe(String(orders + 1));
    expect(await figure('today-revenue')).toBe(dollars(after.revenue));
    // The charts and the production picture of an admin who may read everything.
    await page.getByTestId('dashboard-revenue-chart').locator('svg').first().waitFor();
    await page.getByTestId('dashboard-production').waitFor();
    await page.getByTestId('pending-order').waitFor();
  });

  it('narrows the transaction statistics to the dates chosen', async () => {
    page = await freshPage();
    await signIn(page, 'admin@demo.test');
    await page.getByTestId('admin-dashboard').waitFor();
    await page.goto(`${baseUrl()}/a/statistics/transaction-statistics`);
    const deposits = page
      .getByTestId('transaction-total')
      .filter({ has: page.getByRole('cell', { name: 'Deposit', exact: true }) })
      .filter({ hasText: 'Approved' });
    // This month (the default range) holds today's deposits.
    await deposits.first().waitFor();

    await page.getByTestId('statistic-range').getByText('Custom').click();
    await page.getByTestId('statistic-start').fill('2020-01-01');
    // Half typed, the range is too long: the field says so and nothing is asked yet.
    await page.getByText('A range is at most three years.').waitFor();
    await page.getByTestId('statistic-end').fill('2020-01-31');
    await page.getByTestId('transaction-chart-empty').waitFor();
    expect(await page.getByTestId('transaction-total').count()).toBe(0);

    await page.getByTestId('statistic-end').fill(today());
    await page.getByTestId('statistic-start').fill(today());
    const { depositCount, deposits: amount } = await todayFromTheLedger(admin);
    await expect
      .poll(() => deposits.first().textContent())
      .toContain(`${depositCount}${dollars(amount)}`);
  });

  it("brings a seller by a salesman's link to the sale KPI", async () => {
    page = await freshPage();
    await signIn(page, 'admin@demo.test');
    await page.getByTestId('admin-dashboard').waitFor();
    const code = `JOURNEY${Date.now() % 1_000_000}`;
    await page.goto(`${baseUrl()}/a/salesman/create`);
    await page.getByTestId('salesman-name').fill('Jade Journey');
    await page.getByTestId('salesman-code').fill(code);
    await page.getByTestId('salesman-save').click();
    await page.waitForURL((url) => url.pathname === '/a/salesman');
    await page.getByTestId('salesman-row').filter({ hasText: code }).waitFor();

    // A guest opens the link, registers, and the seller is the salesman's.
    const guest = await browser.newContext();
    try {
      const signUp = await guest.newPage();
      await signUp.goto(`${baseUrl()}/register?saleCode=${code}`);
      await signUp.getByTestId('register-first-name').fill('Kai');
      await signUp.getByTestId('register-last-name').fill('Kpi');
      await signUp.getByTestId('register-email').fill(uniqueEmail('brought'));
      await signUp.getByTestId('password').fill(DEMO_PASSWORD);
      await signUp.getByTestId('password-confirmation').fill(DEMO_PASSWORD);
      await signUp.getByTestId('register-submit').click();
      await signUp.getByTestId('register-done').waitFor();
    } finally {
      await guest.close();
    }

    await page.goto(`${baseUrl()}/a/statistics/sale-kpi-management`);
    const row = page.getByTestId('sale-kpi-row').filter({ hasText: code });
    await row.waitFor();
    // Salesman, code, deposits, sellers, new sellers, sellers who deposited.
    expect(await row.locator('td').allTextContents()).toEqual([
      'Jade Journey',
      code,
      dollars(0),
      '1',
      '1',
      '0',
    ]);
    await page.goto(`${baseUrl()}/a/statistics/user-sale-code`);
    await page.getByTestId('sale-code-row').filter({ hasText: 'Kai Kpi' }).waitFor();
  });

  it('opens the product-type and product statistics on the placed items', async () => {
    page = await freshPage();
    await signIn(page, 'admin@demo.test');
    await page.getByTestId('admin-dashboard').waitFor();
    await page.goto(`${baseUrl()}/a/statistics/product-type-statistics`);
    await page.getByTestId('product-type-row').first().waitFor();
    await page.getByTestId('product-type-chart').locator('svg').first().waitFor();
    await page.goto(`${baseUrl()}/a/product-statistics`);
    const tee = page.getByTestId('product-statistic-row').filter({ hasText: 'Platfox logo tee' });
    await tee.first().getByRole('link').click();
    await page.getByTestId('product-statistic').waitFor();
    expect(Number(await figure('product-orders'))).toBeGreaterThan(0);
  });
});

describe('who sees which numbers', () => {
  it('an admin with only the statistics permission sees the money, and no other card', async () => {
    const root = await apiSignIn('root@demo.test');
    const role = await apiCall<{ data: { id: string } }>(root, 'POST', '/apps/user-role', {
      name: `Statistics only ${Date.now()}`,
      permissions: [
        { permission: 'DASHBOARD', actions: ['ACCESS'] },
        { permission: 'STATISTIC_TRANSACTION', actions: ['ACCESS'] },
      ],
    });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const email = uniqueEmail('statistics-admin');
    const created = await apiCall(root, 'POST', '/accounts/create', {
      type: 'ADMIN',
      email,
      firstName: 'Sol',
      lastName: 'Stats',
      password: DEMO_PASSWORD,
      roleId: role.body.data.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);

    page = await freshPage();
    await signIn(page, email);
    await page.getByTestId('admin-dashboard').waitFor();
    await page.getByTestId('dashboard-revenue-chart').locator('svg').first().waitFor();
    const { deposits } = await todayFromTheLedger(admin);
    expect(await figure('today-deposits')).toBe(dollars(deposits));
    for (const hidden of ['today-orders', 'dashboard-pending', 'dashboard-production'])
      expect(await page.getByTestId(hidden).count(), hidden).toBe(0);
  });

  it('a seller sees only their own numbers', async () => {
    const seller = await apiSignIn('seller@demo.test');
    const balance = await apiCall<{ data: { currentBalance: number } }>(
      seller,
      'GET',
      '/seller/balance',
    );
    expect(balance.status, JSON.stringify(balance.body)).toBe(200);
    page = await freshPage();
    await signIn(page, 'seller@demo.test');
    await page.getByTestId('seller-dashboard').waitFor();
    expect(await figure('seller-balance')).toBe(dollars(balance.body.data.currentBalance));
    await page.getByTestId('seller-best-seller').filter({ hasText: 'Platfox logo tee' }).waitFor();

    // Another seller, new, sees nothing of the demo seller's.
    const email = uniqueEmail('other-seller');
    const created = await apiCall(admin, 'POST', '/accounts/create', {
      type: 'SELLER',
      email,
      firstName: 'Olga',
      lastName: 'Other',
      password: DEMO_PASSWORD,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    page = await freshPage();
    await signIn(page, email);
    await page.getByTestId('seller-dashboard').waitFor();
    expect(await figure('seller-balance')).toBe(dollars(0));
    expect(await page.getByTestId('seller-best-seller').count()).toBe(0);
    expect(await page.getByTestId('seller-transaction').count()).toBe(0);
    await page.goto(`${baseUrl()}/s/product-statistics`);
    await page.getByTestId('product-statistics').waitFor();
    expect(await page.getByTestId('product-statistic-row').count()).toBe(0);
  });
});
