import { ADMIN_PERMISSIONS, staffQrValue, type AccountType } from '@platfox/domain';
import { count, sql } from 'drizzle-orm';
import type { Db } from './platform/db';
import { hashPassword } from './platform/secrets';
import { userPermissions, users } from './modules/accounts/tables';
import { staff, staffTimeLogs } from './modules/staff/tables';
import { seedEventNotices } from './modules/events/seed';
import { seedNotifications } from './modules/notifications/seed';
import { seedLedger } from './modules/ledger/seed';
import { seedCatalog } from './modules/catalog/seed';

export const DEMO_PASSWORD = 'Demo@12345';

type DemoAccount = {
  type: AccountType;
  email: string;
  firstName: string;
  lastName: string;
  currentBalance?: number;
  isEnabledStaffManagement?: boolean;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { type: 'ROOT', email: 'root@demo.test', firstName: 'Rhea', lastName: 'Root' },
  { type: 'ADMIN', email: 'admin@demo.test', firstName: 'Ada', lastName: 'Admin' },
  // $500.00 of prepaid balance, written as ledger rows by seedLedger.
  { type: 'SELLER', email: 'seller@demo.test', firstName: 'Sam', lastName: 'Seller' },
  {
    type: 'PRINTER',
    email: 'printer@demo.test',
    firstName: 'Pia',
    lastName: 'Printer',
    isEnabledStaffManagement: true,
  },
  { type: 'WAREHOUSE', email: 'warehouse@demo.test', firstName: 'Wes', lastName: 'Warehouse' },
];

export type SeedReport = {
  accounts: readonly DemoAccount[];
  staffId: string;
  staffName: string;
  staffCode: string;
};

/** Demo data for an empty database outside production; returns undefined when nothing was seeded. */
/** The advisory lock the demo seed takes (the bytes of "pfxseed"). */
const SEED_LOCK_KEY = 0x70667873656564;

export async function seedDemoData(db: Db): Promise<SeedReport | undefined> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return undefined;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Processes of a fleet starting together on an empty database: one seeds, the others wait
    // for it here and then find the accounts (the lock ends with the transaction).
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [seeded] = await tx.select({ n: count() }).from(users);
    if ((seeded?.n ?? 0) > 0) return undefined;
    const rows = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          ...account,
          passwordHash,
          isVerified: true,
          status: 'OFFLINE' as const,
        })),
      )
      .returning({ id: users.id, type: users.type });
    const adminId = rows.find((row) => row.type === 'ADMIN')!.id;
    const printerId = rows.find((row) => row.type === 'PRINTER')!.id;
    await tx
      .insert(userPermissions)
      .values(ADMIN_PERMISSIONS.map((permission) => ({ userId: adminId, permission })));
    const staffId = crypto.randomUUID();
    const staffCode = staffQrValue(staffId);
    const staffName = 'Sky Staff';
    await tx.insert(staff).values({ id: staffId, printerId, fullName: staffName, code: staffCode });
    await tx.insert(staffTimeLogs).values({ staffId, type: 'checkin' });
    const sellerId = rows.find((row) => row.type === 'SELLER')!.id;
    await seedLedger(tx, { sellerId, adminId });
    await seedNotifications(tx, { sellerId, adminId });
    await seedEventNotices(tx, adminId);
    await seedCatalog(tx, { sellerId, printerId, adminId });
    return { accounts: DEMO_ACCOUNTS, staffId, staffName, staffCode };
  });
}

export function describeSeed(report: SeedReport): string {
  const lines = [
    'Demo accounts (password ' + DEMO_PASSWORD + '):',
    ...report.accounts.map((account) => `  ${account.type.padEnd(10)} ${account.email}`),
    `  STAFF      ${report.staffName}, checked in, QR code value: ${report.staffCode}`,
  ];
  return lines.join('\n');
}
