import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, newAdmin, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { SETTINGS_CHANNEL } from './store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const pickUp = {
  name: 'Platfox pick-up desk',
  street: '12 Harbour Road',
  city: 'Austin',
  state: 'TX',
  zipcode: '73301',
  country: 'US',
  hours: 'Mon-Fri 9:00-17:00',
};

/**
 * Waits until the store has heard every change announced so far. A listener hears NOTIFYs in
 * commit order, so once it has heard a marker sent now it has heard all before it: the marker key
 * (one no other test here touches) is cached, changed behind the store's back and announced,
 * and read until the new value shows.
 */
async function heardEarlierAnnouncements(): Promise<void> {
  const store = ctx.app.settings;
  const marker = 'CLAIM_WINDOW_DAYS';
  const next = (await store.get(marker)) + 1;
  await ctx.database.db.execute(
    sql`insert into settings (key, value) values (${marker}, ${String(next)})
      on conflict (key) do update set value = excluded.value`,
  );
  await ctx.database.db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${marker})`);
  await vi.waitFor(async () => expect(await store.get(marker)).toBe(next));
}

describe('the settings store', () => {
  it('answers each key typed, its default when never set', async () => {
    const store = ctx.app.settings;
    expect(await store.get('MIN_EXCHANGE_RATE')).toBeNull();
    expect(await store.get('IS_AUTO_PLACE_TIKTOK_ORDER')).toBe(false);
    const admin = as(ctx, await newAdmin(ctx, ['SETTING_ACCESS', 'SETTING_DETAIL_UPDATE']));
    const put = await admin.put('/api/apps/client-config/MIN_EXCHANGE_RATE', {
      value: JSON.stringify({ currency: 'VND', rate: 25410.5 }),
    });
    expect(put.status).toBe(200);
    // This process forgets its copy before answering: the next read has the new value.
    expect(await store.get('MIN_EXCHANGE_RATE')).toEqual({ currency: 'VND', rate: 25410.5 });
    await admin.put('/api/apps/client-config/TIKTOK_EXTRA_FEE', { value: '275' });
    expect(await store.get('TIKTOK_EXTRA_FEE')).toBe(275);
  });

  it('keeps its copy until a change is announced, then reads the new value', async () => {
    const store = ctx.app.settings;
    const admin = as(ctx, await newAdmin(ctx, ['SETTING_ACCESS', 'SETTING_DETAIL_UPDATE']));
    await admin.put('/api/apps/client-config/ADMIN_EMAIL', { value: 'ops@platfox.test' });
    // The put's own NOTIFY may still be on its way (CI, on PostgreSQL): it would drop the copy
    // after the write below and let the test read that write.
    await heardEarlierAnnouncements();
    expect(await store.get('ADMIN_EMAIL')).toBe('ops@platfox.test');
    // Written behind the store's back, without a NOTIFY: the copy stays (it is a cache).
    await ctx.database.db.execute(
      sql`update settings set value = 'behind@platfox.test' where key = 'ADMIN_EMAIL'`,
    );
    expect(await store.get('ADMIN_EMAIL')).toBe('ops@platfox.test');
    // The NOTIFY another process's change sends, at its commit: the copy is dropped.
    await ctx.database.db.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, 'ADMIN_EMAIL')`);
    await vi.waitFor(async () =>
      expect(await store.get('ADMIN_EMAIL')).toBe('behind@platfox.test'),
    );
  });

  it('announces nothing for a change rolled back', async () => {
    const store = ctx.app.settings;
    expect(await store.get('HR_STAFF_REMINDER')).toBe('');
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into settings (key, value) values ('HR_STAFF_REMINDER', 'x')`);
        await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, 'HR_STAFF_REMINDER')`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await store.get('HR_STAFF_REMINDER')).toBe('');
  });

  it('shows the pick-up address to sellers, read through the store', async () => {
    const seller = as(ctx, (await newSeller(ctx)).session);
    expect((await seller.get('/api/apps/local-pickup-address')).body.data).toBeNull();
    const admin = as(ctx, await newAdmin(ctx, ['SETTING_ACCESS', 'SETTING_DETAIL_UPDATE']));
    const put = await admin.put('/api/apps/client-config/LOCAL_PICKUP_ADDRESS', {
      value: JSON.stringify(pickUp),
    });
    expect(put.status).toBe(200);
    // Kept complete: the fields left out are stored with their defaults.
    expect(JSON.parse(put.body.data.value)).toEqual({ ...pickUp, street2: '', phone: '' });
    const shown = await seller.get('/api/apps/local-pickup-address');
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ name: 'Platfox pick-up desk', city: 'Austin' });
    const refused = await admin.put('/api/apps/client-config/LOCAL_PICKUP_ADDRESS', {
      value: JSON.stringify({ ...pickUp, zipcode: '' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.value).toMatch(/^zipcode: /);
    const notJson = await admin.put('/api/apps/client-config/LOCAL_PICKUP_ADDRESS', {
      value: '{street',
    });
    expect(notJson.status).toBe(400);
  });

  it("audits each change (who, before, after) and shows it to the settings' readers only", async () => {
    const admin = await newAdmin(ctx, ['SETTING_ACCESS', 'SETTING_DETAIL_UPDATE']);
    const writer = as(ctx, admin);
    await writer.put('/api/apps/client-config/TRACKING_CODE_HOOK_URL', {
      value: 'https://hooks.example.com/tracking',
    });
    await writer.put('/api/apps/client-config/TRACKING_CODE_HOOK_URL', {
      value: 'https://hooks.example.com/v2',
    });
    const bad = await writer.put('/api/apps/client-config/TRACKING_CODE_HOOK_URL', {
      value: 'not a url',
    });
    expect(bad.status).toBe(400);
    const changes = await writer.get('/api/apps/client-config/TRACKING_CODE_HOOK_URL/changes');
    expect(changes.status).toBe(200);
    expect(changes.body.data).toHaveLength(2);
    expect(changes.body.data[0]).toMatchObject({
      before: 'https://hooks.example.com/tracking',
      after: 'https://hooks.example.com/v2',
      changedByEmail: admin.user.email,
    });
    expect(changes.body.data[1]).toMatchObject({ before: null });
    const seller = as(ctx, (await newSeller(ctx)).session);
    const path = '/api/apps/client-config/TRACKING_CODE_HOOK_URL/changes';
    expect((await seller.get(path)).status).toBe(403);
    expect((await as(ctx, await newAdmin(ctx, ['ORDER_ACCESS'])).get(path)).status).toBe(403);
  });

  it('reads the packing-slip size, kept in its own table, through the store', async () => {
    const admin = as(
      ctx,
      await newAdmin(ctx, [
        'SETTING_ACCESS',
        'SETTING_DETAIL_UPDATE',
        'PACKING_SLIP_SIZE_ACCESS',
        'PACKING_SLIP_SIZE_DETAIL_UPDATE',
      ]),
    );
    const slipScreen = await admin.put('/api/admin/packing-slip-settings', {
      size: '800|1200|203',
      designatedCreatorIds: [],
    });
    expect(slipScreen.status).toBe(200);
    expect(await ctx.app.settings.get('PACKING_SLIP_SIZE')).toBe('800|1200|203');
    await admin.put('/api/apps/client-config/PACKING_SLIP_SIZE', { value: '1000|1500|300' });
    const read = await admin.get('/api/admin/packing-slip-settings');
    expect(read.body.data.size).toBe('1000|1500|300');
    const changes = await admin.get('/api/apps/client-config/PACKING_SLIP_SIZE/changes');
    expect(changes.body.data.map((c: { after: string }) => c.after)).toEqual([
      '1000|1500|300',
      '800|1200|203',
    ]);
  });
});
