import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTING_KEYS, SETTING_MESSAGES } from '@platfox/domain';
import { as, newAdmin, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('the admin settings', () => {
  it('lists every key and keeps what an admin with the permission sets', async () => {
    const admin = as(ctx, await newAdmin(ctx, ['SETTING_ACCESS', 'SETTING_DETAIL_UPDATE']));
    const put = await admin.put('/api/apps/client-config/TIKTOK_EXTRA_FEE', { value: '150' });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ key: 'TIKTOK_EXTRA_FEE', value: '150' });
    await admin.put('/api/apps/client-config/TIKTOK_EXTRA_FEE', { value: '175' });
    const listed = await admin.get('/api/apps/client-config');
    expect(listed.status).toBe(200);
    const values = listed.body.data as { key: string; value: string | null }[];
    expect(values.map((s) => s.key)).toEqual([...SETTING_KEYS]);
    expect(values.find((s) => s.key === 'TIKTOK_EXTRA_FEE')?.value).toBe('175');
  });

  it("refuses a value outside the key's rule, on the field, and keeps the old one", async () => {
    const admin = as(ctx, await newAdmin(ctx, ['SETTING_ACCESS', 'SETTING_DETAIL_UPDATE']));
    await admin.put('/api/apps/client-config/IS_AUTO_PLACE_TIKTOK_ORDER', { value: 'false' });
    for (const [key, value, message] of [
      ['TIKTOK_EXTRA_FEE', '1.50', SETTING_MESSAGES.notCents],
      ['TIKTOK_EXTRA_FEE', '-5', SETTING_MESSAGES.notCents],
      ['TIKTOK_EXTRA_FEE', '10001', SETTING_MESSAGES.notCents],
      ['IS_AUTO_PLACE_TIKTOK_ORDER', 'yes', SETTING_MESSAGES.notSwitch],
    ] as const) {
      const refused = await admin.put(`/api/apps/client-config/${key}`, { value });
      expect(refused.status, `${key}=${value}`).toBe(400);
      expect(refused.body.errors.value).toBe(message);
    }
    const unknown = await admin.put('/api/apps/client-config/NOT_A_KEY', { value: '1' });
    expect(unknown.status).toBe(400);
    const listed = await admin.get('/api/apps/client-config');
    const values = listed.body.data as { key: string; value: string | null }[];
    expect(values.find((s) => s.key === 'IS_AUTO_PLACE_TIKTOK_ORDER')?.value).toBe('false');
  });

  it('refuses sellers, and admins without the permission, and changes nothing', async () => {
    const seller = as(ctx, (await newSeller(ctx)).session);
    expect((await seller.get('/api/apps/client-config')).status).toBe(403);
    expect(
      (await seller.put('/api/apps/client-config/TIKTOK_EXTRA_FEE', { value: '1' })).status,
    ).toBe(403);
    const reader = as(ctx, await newAdmin(ctx, ['SETTING_ACCESS']));
    expect((await reader.get('/api/apps/client-config')).status).toBe(200);
    expect(
      (await reader.put('/api/apps/client-config/TIKTOK_EXTRA_FEE', { value: '2' })).status,
    ).toBe(403);
    const none = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    expect((await none.get('/api/apps/client-config')).status).toBe(403);
    const admin = as(ctx, await newAdmin(ctx, ['SETTING_ACCESS']));
    const listed = await admin.get('/api/apps/client-config');
    const fee = (listed.body.data as { key: string; value: string | null }[]).find(
      (s) => s.key === 'TIKTOK_EXTRA_FEE',
    );
    expect(fee?.value).not.toBe('1');
    expect(fee?.value).not.toBe('2');
  });
});
