import { describe, expect, it, vi } from 'vitest';
import { serviceWorkerText } from '../../build/serviceWorker';
import { OFFLINE_TEXT } from './offlineText';

const ORIGIN = 'https://app.platfox.test';
type Listener = (event: Record<string, unknown>) => void;

/**
 * Runs the built /service-worker.js (its constants and the hand-written worker) with a fake
 * `self`, Cache Storage and network, as a browser would start it.
 */
function startWorker(network: (request: { url: string }) => Promise<Response>) {
  const listeners: Record<string, Listener> = {};
  const stored = new Map<string, string>();
  const caches = {
    open: async () => ({
      put: async (key: string, response: Response) => void stored.set(key, await response.text()),
      match: async (key: string) => (stored.has(key) ? new Response(stored.get(key)) : undefined),
    }),
  };
  const self = {
    addEventListener: (name: string, listener: Listener) => {
      listeners[name] = listener;
    },
    location: { origin: ORIGIN },
    registration: { navigationPreload: null },
    clients: { claim: async () => undefined },
    skipWaiting: async () => undefined,
  };
  const fetch = vi.fn(network);
  const text = serviceWorkerText('build-1', OFFLINE_TEXT);
  new Function('self', 'caches', 'fetch', text)(self, caches, fetch);

  /** A request the page makes; answers what the worker gave, or null when it let it through. */
  const request = async (path: string, mode: 'navigate' | 'cors' = 'navigate') => {
    let answer: Promise<Response> | null = null;
    listeners.fetch!({
      request: { url: `${ORIGIN}${path}`, mode, method: 'GET' },
      preloadResponse: Promise.resolve(undefined),
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
    });
    return answer ? await (answer as Promise<Response>) : null;
  };
  const post = async (data: unknown) => {
    const waits: Promise<unknown>[] = [];
    listeners.message!({ data, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  };
  /** The install event, with the static routes' `addRoutes` when the browser has them. */
  const install = async (addRoutes?: (rules: unknown) => Promise<void>) => {
    const waits: Promise<unknown>[] = [];
    listeners.install!({
      ...(addRoutes ? { addRoutes } : {}),
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
  };
  return { request, post, install, fetch, stored };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('/service-worker.js', () => {
  it('passes a page navigation to the server while it answers', async () => {
    const worker = startWorker(async () => new Response('<html>app</html>', { status: 200 }));
    const answer = await worker.request('/s/orders');
    expect(answer?.status).toBe(200);
    expect(await answer?.text()).toBe('<html>app</html>');
  });

  it('shows the offline page when the server cannot be reached, with a retry link', async () => {
    const worker = startWorker(offline);
    const answer = await worker.request('/s/orders?page=2');
    expect(answer?.status).toBe(503);
    expect(answer?.headers.get('cache-control')).toBe('no-store');
    const html = await answer!.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<a href="">Try again</a>');
    // No script: the server's CSP would refuse an inline one, and none is needed.
    expect(html).not.toContain('<script');
  });

  it('words the offline page in the language the app told it, right to left in Arabic', async () => {
    const worker = startWorker(offline);
    await worker.post({ type: 'language', language: 'ar' });
    const html = await (await worker.request('/s/orders'))!.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>أنت غير متصل</h1>');
    // A language the app does not have is not taken.
    await worker.post({ type: 'language', language: 'xx' });
    expect(await (await worker.request('/'))!.text()).toContain('lang="ar"');
  });

  it('leaves the API, the live channel and the build’s files alone, and caches none of them', async () => {
    const worker = startWorker(async () => new Response('{"status":200}'));
    expect(await worker.request('/api/orders', 'cors')).toBeNull();
    expect(await worker.request('/api/receipts/1/file')).toBeNull();
    expect(await worker.request('/assets/index-abc.js', 'cors')).toBeNull();
    expect(await worker.request('/socket.io/?EIO=4', 'cors')).toBeNull();
    // The worker fetched nothing itself and kept nothing: only the language is ever stored.
    expect(worker.fetch).not.toHaveBeenCalled();
    await worker.post({ type: 'language', language: 'fr' });
    expect([...worker.stored.keys()]).toEqual(['/service-worker/language']);
  });

  it('routes all but navigations past the worker where the browser can, and installs where not', async () => {
    const worker = startWorker(offline);
    const addRoutes = vi.fn(async () => undefined);
    await worker.install(addRoutes);
    expect(addRoutes).toHaveBeenCalledWith([
      { condition: { not: { requestMode: 'navigate' } }, source: 'network' },
    ]);
    // A browser that refuses the rule, or has no static routes, still installs the worker.
    await expect(
      worker.install(() => Promise.reject(new TypeError('unknown condition'))),
    ).resolves.toBeUndefined();
    await expect(
      worker.install(() => {
        throw new TypeError('unknown condition');
      }),
    ).resolves.toBeUndefined();
    await expect(worker.install()).resolves.toBeUndefined();
  });

  it('differs from one build to the next, so the browser installs the new one', () => {
    expect(serviceWorkerText('build-1', OFFLINE_TEXT)).not.toBe(
      serviceWorkerText('build-2', OFFLINE_TEXT),
    );
  });
});
