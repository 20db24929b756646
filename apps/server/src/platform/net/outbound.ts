import { isIP } from 'node:net';
import { Agent, buildConnector, fetch, type RequestInit, type Response } from 'undici';
import { resolvePublicHost } from './public-address';

/*
 * Outbound HTTP to a host a user gave (a WooCommerce site, a product image link): every new
 * connection resolves the host, checks every address it resolves to (public-address.ts), and
 * connects to the address it checked. The check is in the connector, so keep-alive, redirects
 * and a retry an hour later are all checked, and an IP literal (which node's sockets never pass
 * to a lookup) is checked like a name. undici is the library behind node's own fetch; its
 * package is used for the Agent's connector hook, with its own fetch so both are one version.
 */

/** A new connection gets this long; the request's own time limit covers the rest. */
export const OUTBOUND_CONNECT_TIMEOUT_MS = 5_000;

export function publicOnlyAgent({ connectTimeoutMs = OUTBOUND_CONNECT_TIMEOUT_MS } = {}): Agent {
  const connector = buildConnector({ timeout: connectTimeoutMs });
  return new Agent({
    connect: (options, callback) => {
      resolvePublicHost(options.hostname).then(
        ([checked]) => {
          const bare = options.hostname.replace(/^\[|\]$/g, '');
          connector(
            {
              ...options,
              hostname: checked!.address,
              // The certificate is still checked against the name, not the address.
              servername: options.servername ?? (isIP(bare) ? undefined : bare),
            },
            callback,
          );
        },
        (error: Error) => callback(error, null),
      );
    },
  });
}

let shared: Agent | undefined;

/** fetch through the shared public-only agent. */
export function fetchPublic(url: URL | string, init: RequestInit = {}): Promise<Response> {
  shared ??= publicOnlyAgent();
  return fetch(url, { ...init, dispatcher: shared });
}

export type { Response as OutboundResponse } from 'undici';
