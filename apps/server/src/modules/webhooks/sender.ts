import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_HEADERS, type WebhookDeliveryEvent } from '@platfox/domain';
import {
  HostRefusedError,
  pinnedLookup,
  resolvePublicHost,
} from '../../platform/net/public-address';
import { signDelivery } from './signing';

/** A receiver has this long to answer; a slow one is a failed attempt, tried again later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * A receiver's host has this long to accept the connection: a host that drops packets is told
 * apart from a slow answer in a few seconds, not ten (issue 29, item 10).
 */
export const WEBHOOK_CONNECT_TIMEOUT_MS = 3_000;
const USER_AGENT = 'Platfox-Webhooks/1.0 (+https://platfox.local/docs/webhooks)';

/** The error of a send cut short because the process stops: not the receiver's failure. */
export const SEND_STOPPED = 'Stopped: the sending process shut down';

export type SendOutcome = { statusCode: number | null; error: string | null; durationMs: number };

export type Sendable = {
  url: string;
  secret: string;
  eventId: string;
  event: WebhookDeliveryEvent;
  body: string;
};

/**
 * POSTs one delivery: JSON, signed, with the event id the receiver deduplicates by. Redirects
 * are not followed (a 3xx is a failed attempt), and the connection goes only to public
 * addresses, checked at every attempt and connected to as checked (pinnedLookup), unless private
 * hosts are allowed by configuration (tests' receivers on loopback).
 */
export async function sendDelivery(
  delivery: Sendable,
  {
    allowPrivateHosts = false,
    timeoutMs = WEBHOOK_TIMEOUT_MS,
    connectTimeoutMs = WEBHOOK_CONNECT_TIMEOUT_MS,
    signal,
  }: {
    allowPrivateHosts?: boolean;
    timeoutMs?: number;
    connectTimeoutMs?: number;
    /** Aborts the send (the process is stopping): the outcome's error is STOPPED. */
    signal?: AbortSignal;
  } = {},
): Promise<SendOutcome> {
  const started = performance.now();
  const timestamp = Math.floor(Date.now() / 1000);
  const url = new URL(delivery.url);
  const client = url.protocol === 'https:' ? https : http;
  const done = (statusCode: number | null, error: string | null): SendOutcome => ({
    statusCode,
    error,
    durationMs: Math.round(performance.now() - started),
  });
  if (signal?.aborted) return done(null, SEND_STOPPED);
  if (url.protocol !== 'https:' && !allowPrivateHosts) {
    return done(null, 'The address must be https://');
  }
  // Checked at every attempt, whatever was allowed when the endpoint was saved; the socket then
  // connects to the checked address (an IP literal is checked as it is: node never looks it up).
  let lookup: LookupFunction | undefined;
  if (!allowPrivateHosts) {
    try {
      lookup = pinnedLookup((await resolvePublicHost(url.hostname))[0]!);
    } catch (error) {
      return done(null, describe(error as Error));
    }
  }
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(delivery.body),
          'user-agent': USER_AGENT,
          [WEBHOOK_HEADERS.signature]: signDelivery(delivery.secret, timestamp, delivery.body),
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.eventId]: delivery.eventId,
          [WEBHOOK_HEADERS.event]: delivery.event,
        },
        timeout: timeoutMs,
        ...(lookup ? { lookup } : {}),
      },
      (response) => {
        // The answer's body is not kept: only its status counts.
        response.resume();
        response.on('end', () => resolve(done(response.statusCode ?? null, null)));
        response.on('error', () => resolve(done(response.statusCode ?? null, null)));
      },
    );
    const connecting = setTimeout(
      () => request.destroy(new Error(`No connection within ${connectTimeoutMs} ms`)),
      connectTimeoutMs,
    );
    request.on('socket', (socket) => {
      if (!socket.connecting) clearTimeout(connecting);
      else socket.once('connect', () => clearTimeout(connecting));
    });
    const stop = () => request.destroy(new Error(SEND_STOPPED));
    signal?.addEventListener('abort', stop, { once: true });
    request.on('close', () => {
      clearTimeout(connecting);
      signal?.removeEventListener('abort', stop);
    });
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve(done(null, describe(error))));
    request.end(delivery.body);
  });
}

function describe(error: Error): string {
  if (error.message === SEND_STOPPED) return SEND_STOPPED;
  if (error instanceof HostRefusedError) {
    return error.reason === 'not-public'
      ? 'Refused: the address resolves to a private or loopback network'
      : 'The host name does not resolve';
  }
  const code = (error as { code?: string }).code;
  return (code ? `${code}: ` : '') + error.message.slice(0, 300);
}
