import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newSeller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { PAUSE_AFTER_FAILURES, pauseMs, SendLanes } from './lanes';
import { WEBHOOK_TIMEOUT_MS } from './sender';
import { startReceiver } from './test-receiver';
import { waitFor } from './test-fixtures';

/*
 * Issue 29, item 10: one seller's receivers that never answer do not delay another seller's
 * delivery, and an endpoint that keeps failing is paused, which its seller sees.
 */

let ctx: TestContext;
let healthy: Awaited<ReturnType<typeof startReceiver>>;
let dead: Server;
let deadUrl = '';
const hanging: ServerResponse[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    runsScheduledWork: true,
    webhookAllowsPrivateHosts: true,
    webhookRetryBaseMs: 60,
  });
  healthy = await startReceiver();
  // Accepts every delivery and never answers it.
  dead = createServer((_request, response) => void hanging.push(response));
  await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
  deadUrl = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  // Closing stops the dispatcher, which cuts the hanging sends short and hands them back.
  await ctx.close();
  for (const response of hanging) response.destroy();
  await healthy.close();
  await new Promise((resolve) => dead.close(resolve));
});

async function sellerWithEndpoints(urls: string[]) {
  const caller = as(ctx, (await newSeller(ctx)).session);
  const ids: string[] = [];
  for (const url of urls) {
    const created = await caller.post('/api/seller/webhooks', { url, events: ['ITEM_SHIPPED'] });
    expect(created.status).toBe(200);
    ids.push(created.body.data.id);
  }
  return { caller, ids };
}

describe('isolation per endpoint', () => {
  it("delivers to a healthy receiver while 24 others' deliveries hang", async () => {
    for (let seller = 0; seller < 3; seller += 1) {
      const urls = Array.from({ length: 8 }, (_, n) => `${deadUrl}/dead/${seller}/${n}`);
      const { caller, ids } = await sellerWithEndpoints(urls);
      for (const id of ids) {
        for (let n = 0; n < 3; n += 1) {
          expect((await caller.post(`/api/seller/webhooks/${id}/test`)).status).toBe(200);
        }
      }
    }
    await waitFor(
      () => hanging.length,
      (count) => count >= 24,
    );
    const { caller, ids } = await sellerWithEndpoints([healthy.url]);
    const sent = Date.now();
    const tested = await caller.post(`/api/seller/webhooks/${ids[0]}/test`);
    const delivered = await waitFor(
      async () =>
        (await caller.get(`/api/seller/webhooks/deliveries/${tested.body.data.deliveryId}`)).body
          .data,
      (delivery) => delivery.status === 'DELIVERED',
      // Well under the dead receivers' answer timeout: a batch waiting on them would take it.
      WEBHOOK_TIMEOUT_MS / 2,
    );
    expect(delivered.attempts).toBe(1);
    expect(Date.now() - sent).toBeLessThan(WEBHOOK_TIMEOUT_MS / 2);
  }, 60_000);

  it('pauses an endpoint that keeps failing, shows it to its seller, and resumes it', async () => {
    const failing = await startReceiver();
    let isDown = true;
    failing.answerWith(() => (isDown ? 500 : 200));
    try {
      const { caller, ids } = await sellerWithEndpoints([failing.url]);
      const deliveryIds: string[] = [];
      for (let n = 0; n < 3; n += 1) {
        deliveryIds.push(
          (await caller.post(`/api/seller/webhooks/${ids[0]}/test`)).body.data.deliveryId as string,
        );
      }
      // Caps, not waits: a loopback answer took 18 s at a load average of 27.
      const paused = await waitFor(
        async () => (await caller.get('/api/seller/webhooks')).body.data[0],
        (endpoint) => endpoint.pausedUntil !== null,
        60_000,
      );
      expect(paused.consecutiveFailures).toBeGreaterThanOrEqual(PAUSE_AFTER_FAILURES);
      isDown = false;
      for (const id of deliveryIds) {
        await waitFor(
          async () => (await caller.get(`/api/seller/webhooks/deliveries/${id}`)).body.data,
          (delivery) => delivery.status === 'DELIVERED',
          60_000,
        );
      }
      const resumed = (await caller.get('/api/seller/webhooks')).body.data[0];
      expect(resumed).toMatchObject({ consecutiveFailures: 0, pausedUntil: null });
    } finally {
      await failing.close();
    }
  }, 240_000);
});

describe('lanes and the breaker', () => {
  it('runs at most two sends per endpoint, queues a few, and no more than the total', async () => {
    const lanes = new SendLanes(2, 3, 1);
    const releases: (() => void)[] = [];
    const started: string[] = [];
    const send = (name: string) => () =>
      new Promise<void>((resolve) => {
        started.push(name);
        releases.push(resolve);
      });
    expect(lanes.tryRun('a', send('a1'))).toBe(true);
    expect(lanes.tryRun('a', send('a2'))).toBe(true);
    expect(lanes.tryRun('a', send('a3'))).toBe(true);
    expect(lanes.tryRun('a', send('a4'))).toBe(false);
    expect(lanes.tryRun('b', send('b1'))).toBe(true);
    expect(lanes.tryRun('c', send('c1'))).toBe(false);
    expect(started).toEqual(['a1', 'a2', 'b1']);
    releases.shift()!();
    await waitFor(
      () => started.length,
      (count) => count === 4,
    );
    expect(started.at(-1)).toBe('a3');
    expect(lanes.inFlight).toBe(3);
    while (releases.length > 0) releases.shift()!();
    await lanes.drain();
    expect(lanes.inFlight).toBe(0);
  });

  it('pauses from the fifth failure in a row, doubling up to half an hour', () => {
    expect(pauseMs(4, 60_000)).toBeNull();
    expect(pauseMs(5, 60_000)).toBe(30_000);
    expect(pauseMs(6, 60_000)).toBe(60_000);
    expect(pauseMs(50, 60_000)).toBe(30 * 60_000);
  });
});
