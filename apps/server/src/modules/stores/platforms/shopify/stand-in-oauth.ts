import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ServerResponse } from 'node:http';
import { getHmac } from '@shopify/shopify-api/test-helpers';
import { header, type Recorded, send } from '../../../ledger/index';

/*
 * The Shopify stand-in's OAuth and signatures (test code), signed by Shopify's own
 * @shopify/shopify-api rather than by our reading of the docs: a query (the OAuth callback, an App
 * URL launch) with the library's admin HMAC (the same function its validateHmac checks with), a
 * webhook body with its test helper's getHmac. Tokens are expiring offline tokens when the
 * exchange asks `expiring: '1'` (an hour, with a refresh token Shopify replaces on each use), as
 * the library's callback, refreshToken and migrateToExpiringToken request them.
 */

type LocalHmac = (config: {
  apiSecretKey: string;
}) => (query: Record<string, string | undefined>, signator?: 'admin') => Promise<string>;

// The library signs queries in its internal hmac-validator (no public export does), read from
// the package's own CommonJS build: the code its OAuth and validateHmac run.
const library = createRequire(createRequire(import.meta.url).resolve('@shopify/shopify-api'));
const { generateLocalHmac } = library('./utils/hmac-validator.js') as {
  generateLocalHmac: LocalHmac;
};

/** The query with Shopify's hmac added, signed by the library with the app's secret. */
export async function signedQuery(
  query: Record<string, string>,
  apiSecret: string,
): Promise<Record<string, string>> {
  const hmac = await generateLocalHmac({ apiSecretKey: apiSecret })(query, 'admin');
  return { ...query, hmac };
}

/** A webhook body's X-Shopify-Hmac-Sha256, as the library's test helper computes it. */
export const signedBody = (body: string, apiSecret: string) => getHmac(body, apiSecret);

const TOKEN_LIFETIME_S = 3600;
const REFRESH_LIFETIME_S = 90 * 86_400;

export type StandInTokens = {
  /** The shop an access token is for, while it works (unexpired, unrevoked). */
  shopOf: (token: string) => string | undefined;
  issue: (domain: string, options?: { isExpiring?: boolean }) => string;
  /** The shop's access tokens expire now (their refresh tokens still work). */
  expire: (domain: string) => void;
  revoke: (domain: string) => void;
  /** Refreshes and token exchanges answered, per shop. */
  renewals: (domain: string) => number;
  authorize: (domain: string, request: Recorded, response: ServerResponse) => Promise<void>;
  accessToken: (domain: string, request: Recorded, response: ServerResponse) => void;
};

export function standInTokens(app: { apiKey: string; apiSecret: string }): StandInTokens {
  const tokens = new Map<string, { domain: string; expiresAt: number | null }>();
  const refreshTokens = new Map<string, string>();
  const codes = new Map<string, { domain: string; scope: string }>();
  const renewed = new Map<string, number>();

  const issueAnswer = (domain: string, scope: string, isExpiring: boolean) => {
    const token = `shpat_${randomBytes(16).toString('hex')}`;
    tokens.set(token, {
      domain,
      expiresAt: isExpiring ? Date.now() + TOKEN_LIFETIME_S * 1000 : null,
    });
    if (!isExpiring) return { access_token: token, scope };
    const refresh = `shprt_${randomBytes(16).toString('hex')}`;
    refreshTokens.set(refresh, domain);
    return {
      access_token: token,
      scope,
      expires_in: TOKEN_LIFETIME_S,
      refresh_token: refresh,
      refresh_token_expires_in: REFRESH_LIFETIME_S,
    };
  };

  const refused = (response: ServerResponse, description: string) =>
    send(response, 400, { error: 'invalid_request', error_description: description });

  return {
    shopOf: (token) => {
      const found = tokens.get(token);
      if (!found || (found.expiresAt !== null && found.expiresAt <= Date.now())) return undefined;
      return found.domain;
    },
    issue: (domain, options = {}) =>
      issueAnswer(domain, '', options.isExpiring ?? false).access_token,
    expire: (domain) => {
      for (const found of tokens.values()) if (found.domain === domain) found.expiresAt = 0;
    },
    revoke: (domain) => {
      for (const [token, found] of tokens) if (found.domain === domain) tokens.delete(token);
      for (const [token, owner] of refreshTokens) if (owner === domain) refreshTokens.delete(token);
    },
    renewals: (domain) => renewed.get(domain) ?? 0,

    authorize: async (domain, request, response) => {
      const params = new URLSearchParams(request.query);
      const redirectUri = params.get('redirect_uri') ?? '';
      if (params.get('client_id') !== app.apiKey || !/^https?:\/\//.test(redirectUri)) {
        return send(response, 400, { error: 'invalid_request', error_description: 'Oauth error' });
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, { domain, scope: params.get('scope') ?? '' });
      const back = await signedQuery(
        {
          code,
          host: Buffer.from(`admin.shopify.com/store/${domain.split('.')[0]}`).toString(
            'base64url',
          ),
          shop: domain,
          state: params.get('state') ?? '',
          timestamp: String(Math.floor(Date.now() / 1000)),
        },
        app.apiSecret,
      );
      response.writeHead(302, {
        location: `${redirectUri}?${new URLSearchParams(back).toString()}`,
      });
      response.end();
    },

    accessToken: (domain, request, response) => {
      const isJson = (header(request, 'content-type') ?? '').includes('json');
      const body: Record<string, string> = isJson
        ? (JSON.parse(request.body || '{}') as Record<string, string>)
        : Object.fromEntries(new URLSearchParams(request.body));
      if (body.client_id !== app.apiKey || body.client_secret !== app.apiSecret) {
        return send(response, 400, {
          error: 'invalid_client',
          error_description: 'Invalid client',
        });
      }
      if (body.grant_type === 'refresh_token') {
        if (refreshTokens.get(body.refresh_token ?? '') !== domain) {
          return refused(response, 'The refresh token is invalid, expired or already used');
        }
        // Spent on use: the answer carries its replacement.
        refreshTokens.delete(body.refresh_token ?? '');
        renewed.set(domain, (renewed.get(domain) ?? 0) + 1);
        return send(response, 200, issueAnswer(domain, '', true));
      }
      if (body.grant_type === 'urn:ietf:params:oauth:grant-type:token-exchange') {
        const subject = tokens.get(body.subject_token ?? '');
        if (!subject || subject.domain !== domain || body.expiring !== '1') {
          return refused(response, 'The subject token is invalid');
        }
        // The non-expiring token is traded in: it stops working.
        tokens.delete(body.subject_token ?? '');
        renewed.set(domain, (renewed.get(domain) ?? 0) + 1);
        return send(response, 200, issueAnswer(domain, '', true));
      }
      const granted = codes.get(body.code ?? '');
      if (!granted || granted.domain !== domain) {
        return refused(response, 'The authorization code was not found or was already used');
      }
      codes.delete(body.code ?? '');
      return send(response, 200, issueAnswer(domain, granted.scope, body.expiring === '1'));
    },
  };
}
