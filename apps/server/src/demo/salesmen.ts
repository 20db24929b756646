import sharp from 'sharp';
import type { App } from '../platform/types';
import { DEMO_PASSWORD } from '../seed';
import { signedIn, type DemoCast } from './calls';

/*
 * The sale side of the statistics (issue 34): two salesmen with their sale codes, and a seller
 * each brought by the registration link that carries the code. Nadia's seller deposited by bank
 * transfer, which the admin approved, so the sale KPI and the user sale-code screens open on a
 * deposit, a seller without one and a salesman's new sellers. The dashboards and the other
 * statistics need no part of their own: the triggers count the orders and money the other parts
 * make.
 */

export const DEMO_SALESMEN = [
  { name: 'Nadia Haddad', email: 'nadia@demo.test', phone: '+1 512 555 0142', saleCode: 'NADIA' },
  { name: 'Tom Becker', email: 'tom@demo.test', phone: '+1 512 555 0177', saleCode: 'TOMB' },
] as const;

/** The sellers the links brought; the first deposits $200.00. */
export const DEMO_BROUGHT = [
  {
    firstName: 'Lina',
    lastName: 'Farouk',
    email: 'lina@demo.test',
    saleCode: 'NADIA',
    deposit: 20_000,
  },
  { firstName: 'Owen', lastName: 'Price', email: 'owen@demo.test', saleCode: 'TOMB', deposit: 0 },
] as const;

/** A bank transfer's receipt, as a seller would photograph one. */
const receipt = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#ecf0f1' } })
    .png()
    .toBuffer();

/** A seller registering on the sign-up form, with or without a salesman's code. */
export async function register(
  app: App,
  seller: { firstName: string; lastName: string; email: string; saleCode?: string },
): Promise<void> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    payload: {
      firstName: seller.firstName,
      lastName: seller.lastName,
      email: seller.email,
      phone: '+1 512 555 0100',
      password: DEMO_PASSWORD,
      passwordConfirmation: DEMO_PASSWORD,
      ...(seller.saleCode ? { saleCode: seller.saleCode } : {}),
    },
  });
  if (answer.statusCode !== 200)
    throw new Error(`demo: registering ${seller.email}: ${answer.body}`);
}

/** The id of the account registered with `email`, as the admin's user list finds it. */
export async function userIdOf(cast: DemoCast, email: string): Promise<string> {
  const listed = await cast.admin<{ items: { id: string; email: string }[] }>(
    'POST',
    '/data-lists',
    {
      model: 'user',
      filters: [],
      filterType: 'AND',
      pagination: { page: 1, pageSize: 'all' },
      filtersRef: [],
      filterTypeRef: 'AND',
    },
  );
  const id = listed.items.find((user) => user.email === email)?.id;
  if (!id) throw new Error(`demo: ${email} was not registered`);
  return id;
}

export async function bringSellers(app: App, cast: DemoCast): Promise<void> {
  for (const salesman of DEMO_SALESMEN) await cast.admin('POST', '/sale-manage', salesman);
  for (const seller of DEMO_BROUGHT) {
    await register(app, seller);
    // The admin verifies the address on the seller's behalf, as a support call would.
    const id = await userIdOf(cast, seller.email);
    await cast.admin('POST', `/accounts/verify-registered-account/${id}`);
    if (seller.deposit === 0) continue;
    const brought = await signedIn(app, seller.email);
    const proof = await brought.upload<{ data: { id: string } }>(
      '/seller/deposit-proofs',
      await receipt(),
      'transfer.png',
    );
    const deposit = await brought<{ data: { id: string } }>('POST', '/seller/deposit', {
      amount: seller.deposit,
      proofFileId: proof.data.id,
      description: 'First deposit by bank transfer',
    });
    await cast.admin('POST', `/transactions/${deposit.data.id}/approve`, {});
  }
}
