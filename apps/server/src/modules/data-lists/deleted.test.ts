import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as as caller, newAdmin as adminWith } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { listRoom } from '../../platform/live';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('deleting rows of a list', () => {
  it('announces the deletion after it commits: list_changed, and attribute_deleted with its actor', async () => {
    const session = await adminWith(ctx, [
      'ATTRIBUTE_ACCESS',
      'ATTRIBUTE_DETAIL_CREATE',
      'ATTRIBUTE_DETAIL_UPDATE',
    ]);
    const admin = caller(ctx, session);
    const created = await admin.post('/api/attributes', {
      name: `Finish ${crypto.randomUUID().slice(0, 6)}`,
      element: 'SIZE',
      option: 'TEXT',
      options: [{ name: 'Matte', value: 'matte' }],
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    const sent = vi.spyOn(ctx.app.live, 'emitToRoom');
    const removed = await admin.remove('attribute', [id]);
    expect(removed.status).toBe(200);
    expect(removed.body.deleted).toBe(1);
    expect(sent.mock.calls).toEqual(
      expect.arrayContaining([
        [listRoom('attribute'), 'list_changed', { model: 'attribute', kind: 'deleted', ids: [id] }],
        [listRoom('attribute'), 'attribute_deleted', { id, actorId: session.user.id }],
      ]),
    );
    sent.mockClear();
    // Nothing deleted, nothing announced.
    expect((await admin.remove('attribute', [id])).body.deleted).toBe(0);
    expect(sent).not.toHaveBeenCalled();
    sent.mockRestore();
  });
});
