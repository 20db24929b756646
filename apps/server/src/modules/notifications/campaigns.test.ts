import type { Notification, NotificationCampaign, Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
let admin: Session;
let sellers: Session[];
let printer: Session;

const send = (session: Session, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/notifications/campaigns',
    headers: bearer(session),
    payload,
  });

async function titlesOf(session: Session): Promise<string[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(session),
  });
  return response.json<{ data: Notification[] }>().data.map((item) => item.title);
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin@demo.test');
  const extra = await createUser(ctx, { type: 'SELLER' });
  sellers = [
    await signIn(ctx.app, 'seller@demo.test'),
    await signInWith(ctx.app, extra.email, extra.password),
  ];
  printer = await signIn(ctx.app, 'printer@demo.test');
});
afterAll(() => ctx.close());

describe('POST /api/notifications/campaigns', () => {
  it('sends to every seller, counts the recipients, and leaves printers out', async () => {
    const response = await send(admin, {
      title: 'Price update',
      description: 'Mugs cost less from Monday.',
      audience: 'ALL_SELLERS',
    });
    expect(response.statusCode, response.body).toBe(200);
    const campaign = response.json<{ data: NotificationCampaign }>().data;
    expect(campaign).toMatchObject({
      title: 'Price update',
      audience: 'ALL_SELLERS',
      recipientsCount: 2,
      createdByFullName: 'Ada Admin',
    });
    for (const seller of sellers) expect(await titlesOf(seller)).toContain('Price update');
    expect(await titlesOf(printer)).not.toContain('Price update');

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/notifications/campaigns/${campaign.id}`,
      headers: bearer(admin),
    });
    expect(detail.json().data).toEqual(campaign);
    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists',
      headers: bearer(admin),
      payload: {
        model: 'notification-campaign',
        filters: [{ field: 'audience', operation: 'in', value: ['ALL_SELLERS'] }],
      },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items).toMatchObject([{ id: campaign.id, recipientsCount: 2 }]);
  });

  it('sends to chosen users only, each seeing it with the admin as actor', async () => {
    const printerId = printer.user.id;
    const response = await send(admin, {
      title: 'Hello printer',
      description: 'Your new machine arrives on Friday.',
      audience: 'USERS',
      userIds: [printerId],
    });
    expect(response.json().data.recipientsCount).toBe(1);
    const [first] = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(printer),
      })
    ).json<{ data: Notification[] }>().data;
    expect(first).toMatchObject({ title: 'Hello printer', actorFullName: 'Ada Admin' });
    for (const seller of sellers) expect(await titlesOf(seller)).not.toContain('Hello printer');
  });

  it('refuses missing or unknown users and callers without the permission', async () => {
    const none = await send(admin, { title: 'T', description: 'D', audience: 'USERS' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.userIds).toBe('Please select at least one user');
    const unknown = await send(admin, {
      title: 'T',
      description: 'D',
      audience: 'USERS',
      userIds: [crypto.randomUUID()],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.userIds).toBe('The selected user is invalid');
    expect(
      (await send(sellers[0]!, { title: 'T', description: 'D', audience: 'ALL_SELLERS' }))
        .statusCode,
    ).toBe(403);
    const list = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists',
      headers: bearer(sellers[0]!),
      payload: { model: 'notification-campaign' },
    });
    expect(list.statusCode).toBe(403);
  });
});

describe("the 'notification' data list", () => {
  it('lists only the caller’s rows, filtered by type and read state', async () => {
    const seller = sellers[0]!;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists',
      headers: bearer(seller),
      payload: {
        model: 'notification',
        filters: [
          { field: 'type', operation: 'in', value: ['OTHERS'] },
          { field: 'isRead', operation: 'eq', value: false },
          { field: 'actorFullName', operation: 'ct', value: 'ada' },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const titles = response.json().items.map((row: { title: string }) => row.title);
    // The seed's welcome and the campaign above, both from Ada Admin; never the printer's.
    expect(titles.sort()).toEqual(['Price update', 'Welcome to Platfox']);
  });
});
