import type { AccountType } from '@platfox/domain';
import path from 'node:path';

/** What the walks read of a route of the web's table (apps/web/src/app/routes/types.ts). */
export type WalkedRoute = {
  path: string;
  audience: 'guest' | 'public' | 'user';
  userType?: AccountType;
  /** Set once the screen is built; the others show the work-in-progress page. */
  page?: unknown;
};

/**
 * The web's route table, loaded at run time: a static import would make this package's type
 * check compile the whole web app, whose screens the table names lazily. A screen is walked as
 * soon as it is built.
 */
export const ROUTES: readonly WalkedRoute[] = (
  (await import(
    /* @vite-ignore */ path.resolve(import.meta.dirname, '../../apps/web/src/app/routes/index.ts')
  )) as { ROUTES: readonly WalkedRoute[] }
).ROUTES;

/** The demo users the walks sign in as, one of each type. */
export const WALK_USERS: { type: AccountType; email: string }[] = [
  { type: 'SELLER', email: 'seller@demo.test' },
  { type: 'ADMIN', email: 'admin@demo.test' },
  { type: 'PRINTER', email: 'printer@demo.test' },
  { type: 'ROOT', email: 'root@demo.test' },
  { type: 'WAREHOUSE', email: 'warehouse@demo.test' },
];
