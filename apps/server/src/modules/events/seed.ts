import type { DbTx } from '../../platform/db';
import { eventNotices } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo event notices for every seller: a pinned banner and a pop-up, running for a year. */
export async function seedEventNotices(tx: DbTx, adminId: string): Promise<void> {
  const fromDate = new Date(Date.now() - DAY_MS);
  const toDate = new Date(Date.now() + 365 * DAY_MS);
  await tx.insert(eventNotices).values([
    {
      // Demo content promises nothing the demo prices contradict (no free shipping: a US order
      // pays its shipping rate).
      subject: 'Same-day production',
      content:
        '<p>Orders approved before <strong>12:00</strong> (US Eastern) are printed the same day. <a href="https://example.com/production-times">See production times</a>.</p>',
      layout: 'PIN_TOP',
      fromDate,
      toDate,
      audience: 'ALL_SELLERS',
      createdBy: adminId,
    },
    {
      subject: 'Holiday production schedule',
      content:
        '<p>Our printers close on <em>25 and 26 December</em>. Orders placed after 18 December ship in January.</p><ul><li>Last order date: 18 December</li><li>Production restarts: 27 December</li></ul>',
      layout: 'POPUP',
      fromDate,
      toDate,
      audience: 'ALL_SELLERS',
      createdBy: adminId,
    },
  ]);
}
