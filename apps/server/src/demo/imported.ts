import { ORDER_IMPORT_COLUMNS, type OrderImportColumnKey } from '@platfox/domain';
import type { App } from '../platform/types';
import type { DemoCaller } from './calls';

/*
 * Orders the demo seller imported from a spreadsheet (issue 31 item 14): a CSV in the template's
 * columns, uploaded to the import like a seller's file and run by the job queue, so the import's
 * page, its report and the orders it made are all there.
 */

type Line = Partial<Record<OrderImportColumnKey, string | number>>;

const LINES: Line[] = [
  { reference: 'SPRING-01', product: 'PF-LOGO-TEE', item: 'White / M', quantity: 2 },
  { reference: 'SPRING-01', product: 'PF-DUO-TEE', item: 'Black / L', quantity: 1 },
  {
    reference: 'SPRING-02',
    product: 'PF-LOGO-TEE',
    item: 'Black / S',
    quantity: 1,
    fullName: 'Priya Raman',
    street: '500 Boylston St',
    city: 'Boston',
    state: 'MA',
    zipcode: '02116',
  },
];

const BUYER: Line = {
  fullName: 'Leo Martins',
  street: '1600 Pennsylvania Ave NW',
  city: 'Washington',
  state: 'DC',
  zipcode: '20500',
  country: 'US',
  shipping: 'STANDARD',
};

function csv(lines: Line[]): Buffer {
  const quote = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;
  const rows = [
    ORDER_IMPORT_COLUMNS.map((column) => column.name),
    ...lines.map((line) =>
      ORDER_IMPORT_COLUMNS.map((column) => ({ ...BUYER, ...line })[column.key] ?? ''),
    ),
  ];
  return Buffer.from(`${rows.map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`);
}

export async function importOrders(app: App, seller: DemoCaller): Promise<void> {
  await seller.upload('/imports/orders', csv(LINES), 'spring-orders.csv');
  // The import is a job: run now, so that its orders are there when the server listens.
  await app.jobs.runUntilIdle();
}
