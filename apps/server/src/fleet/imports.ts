import { ORDER_IMPORT_COLUMNS } from '@platfox/domain';
import type pg from 'pg';
import type { AppProcess } from './app-process';

/** An order import of the fleet test: its ids and the references its file holds. */
export type FleetImport = { importId: string; jobId: string; references: string[] };

/** A CSV of `orders` one-line orders of the demo seller's product, in the template's columns. */
export function importFile(orders: number, prefix: string): { csv: Buffer; references: string[] } {
  const references = Array.from({ length: orders }, (_, i) => `${prefix}-${i + 1}`);
  const line = (reference: string): Record<string, string> => ({
    reference,
    product: 'PF-LOGO-TEE',
    item: 'Black / M',
    quantity: '1',
    fullName: 'Fleet Import',
    street: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '73301',
    country: 'US',
    shipping: 'STANDARD',
  });
  const rows = [
    ORDER_IMPORT_COLUMNS.map((column) => column.name),
    ...references.map((reference) => ORDER_IMPORT_COLUMNS.map((c) => line(reference)[c.key] ?? '')),
  ];
  const csv = rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\r\n');
  return { csv: Buffer.from(`${csv}\r\n`), references };
}

export async function uploadImport(
  target: AppProcess,
  token: string,
  file: { csv: Buffer; references: string[] },
): Promise<FleetImport> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.csv)]), 'fleet-orders.csv');
  const response = await fetch(`${target.url}/api/imports/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { data: { id: string; jobId: string } };
  if (response.status !== 200) throw new Error(`import upload: ${JSON.stringify(body)}`);
  return { importId: body.data.id, jobId: body.data.jobId, references: file.references };
}

export async function jobOf(
  db: pg.Pool,
  id: string,
): Promise<{ status: string; lockedBy: string | null; attempts: number }> {
  const { rows } = await db.query(
    'select status, locked_by as "lockedBy", attempts from jobs where id = $1',
    [id],
  );
  return rows[0] as { status: string; lockedBy: string | null; attempts: number };
}
