import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness';
import { useBoss } from './boss-runtime';

/**
 * The app's one pg-boss: the stores and the sellers' webhooks share it, it starts once whoever
 * asks first, and each module's queues exist on it. Scheduled work is off here (the test
 * default), so nothing starts it until a module asks.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

describe('the app pg-boss', () => {
  it('stays stopped until a module needs it, then is one instance with every module on it', async () => {
    const runtime = useBoss(ctx.app, ctx);
    expect(runtime.current()).toBeNull();
    const [first, second] = await Promise.all([ctx.app.stores.jobs.started(), runtime.started()]);
    expect(first).toBe(second);
    expect(runtime.current()).toBe(first);
    const queues = (await first.getQueues()).map((queue) => queue.name);
    // The stores' queues and the webhooks' delivery queue (DELIVERY_QUEUE), on the one instance.
    expect(queues).toEqual(
      expect.arrayContaining(['store-order-import', 'store-pull', 'store-tracking-push']),
    );
    expect(queues).toContain('webhook-delivery');
  });

  it('runs a module that registers after the start on the running instance', async () => {
    const runtime = useBoss(ctx.app, ctx);
    const boss = await runtime.started();
    const seen = new Promise((resolve) => runtime.onStart(async (started) => resolve(started)));
    expect(await seen).toBe(boss);
  });
});
