import { randomUUID } from 'node:crypto';
import type { Actor } from '../platform/actor';
import type { App } from '../platform/types';
import { DEMO_PASSWORD } from '../seed';

/**
 * The demo business is made through the app's own endpoints (app.inject: no socket, the same
 * access checks, services, transactions, ledger rows, traces and counters as a user's calls), as
 * the demo accounts. A refused call stops the seed with the endpoint's own message.
 */
export type DemoCaller = (<T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
) => Promise<T>) & {
  /** One file as multipart (an issue's photo); answers the endpoint's JSON. */
  upload: <T>(url: string, file: Buffer, name: string) => Promise<T>;
  /** The signed-in account, for the one step no endpoint takes (in-transit.ts). */
  actor: Actor;
};

export async function signedIn(app: App, email: string): Promise<DemoCaller> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email, password: DEMO_PASSWORD },
  });
  if (answer.statusCode !== 200) throw new Error(`demo: sign-in of ${email}: ${answer.body}`);
  const signed = answer.json<{ accessToken: { token: string }; user: Omit<Actor, 'sessionId'> }>();
  const token = signed.accessToken.token;
  const { id, type, status, isVerified, permissions } = signed.user;
  const actor: Actor = { id, type, status, isVerified, permissions, sessionId: null };
  const send = async <T>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => {
    const response = await app.inject({
      method,
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (response.statusCode !== 200) {
      throw new Error(`demo: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.json<T>();
  };
  // Placing an order requires an idempotency key; every other call ignores it.
  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    send<T>(method, url, { 'idempotency-key': randomUUID() }, body);
  const upload = <T>(url: string, file: Buffer, name: string) => {
    const boundary = `----demo${randomUUID().replaceAll('-', '')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return send<T>(
      'POST',
      url,
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    );
  };
  return Object.assign(call, { upload, actor });
}

export type DemoCast = { seller: DemoCaller; admin: DemoCaller; printer: DemoCaller };
