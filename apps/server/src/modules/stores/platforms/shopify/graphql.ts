import type { RetryPolicy } from '../retry-after';
import { StoreAuthError, type ConnectedStore } from '../types';
import { requestJson, ShopifyError, TokenRefusedError, type GraphqlThrottle } from './http';
import { needsRenewal, renew } from './tokens';

/*
 * The GraphQL Admin API call: POST /admin/api/{version}/graphql.json with the store's offline
 * access token in X-Shopify-Access-Token, renewed first when it expires within minutes and once
 * more when Shopify answers 401 (tokens.ts). THROTTLED (the cost bucket is empty) is waited out
 * like a 429; ACCESS_DENIED (a scope the token lacks) means the store must be reconnected.
 */

export type ShopifyContext = {
  apiVersion: string;
  /** The app's credentials, which a token renewal sends. */
  app: { apiKey: string; apiSecret: string };
  retry: RetryPolicy;
  /** The shop's origin: https://{shop} by default, the stand-in when configured. */
  originOf: (domain: string) => string;
};

type GraphqlError = { message?: string; extensions?: { code?: string } };
type GraphqlBody<T> = {
  data?: T;
  errors?: GraphqlError[] | string;
  extensions?: { cost?: GraphqlThrottle };
};

const throttleOf = (body: unknown): GraphqlThrottle | null => {
  const errors = (body as GraphqlBody<unknown> | null)?.errors;
  if (!Array.isArray(errors) || !errors.some((e) => e.extensions?.code === 'THROTTLED')) {
    return null;
  }
  return (body as GraphqlBody<unknown>).extensions?.cost ?? {};
};

export function accessTokenOf(store: ConnectedStore): string {
  const token = store.credentials.accessToken;
  if (!token) throw new StoreAuthError('The store has no Shopify access token');
  return token;
}

export async function graphql<T>(
  context: ShopifyContext,
  store: ConnectedStore,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const url = `${context.originOf(store.domain)}/admin/api/${context.apiVersion}/graphql.json`;
  let isRenewed = false;
  if (needsRenewal(store.credentials)) {
    await renew(context, context.app, store);
    isRenewed = true;
  }
  const call = () =>
    requestJson(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-shopify-access-token': accessTokenOf(store),
        },
        body: JSON.stringify({ query, variables }),
      },
      context.retry,
      throttleOf,
    );
  const { status, body } = await call().catch(async (error: unknown) => {
    // Expired early or revoked meanwhile: one renewal (perhaps another process's), one retry.
    if (!(error instanceof TokenRefusedError) || error.status !== 401 || isRenewed) throw error;
    await renew(context, context.app, store);
    return call();
  });
  const answer = (body ?? {}) as GraphqlBody<T>;
  const errors = answer.errors;
  if (Array.isArray(errors) && errors.some((e) => e.extensions?.code === 'ACCESS_DENIED')) {
    throw new StoreAuthError('The Shopify access token lacks a scope this call needs');
  }
  if (status >= 400 || errors || !answer.data) {
    const message = Array.isArray(errors)
      ? errors.map((e) => e.message).join('; ')
      : (errors ?? `Shopify answered ${status}`);
    throw new ShopifyError(`Shopify GraphQL: ${message}`, status, false);
  }
  return answer.data;
}

/** "gid://shopify/Order/450789469" -> "450789469": the id the REST webhooks carry. */
export function numericId(gid: string | null | undefined): string {
  if (!gid) return '';
  const slash = gid.lastIndexOf('/');
  const tail = slash >= 0 ? gid.slice(slash + 1) : gid;
  const query = tail.indexOf('?');
  return query >= 0 ? tail.slice(0, query) : tail;
}

export const gid = (type: string, id: string) => `gid://shopify/${type}/${id}`;

/** userErrors of a mutation: Shopify refused the input; retrying the same input will not help. */
export function refuseOnUserErrors(
  what: string,
  userErrors: { field?: string[] | null; message: string }[] | undefined,
): void {
  if (userErrors && userErrors.length > 0) {
    throw new ShopifyError(`${what}: ${userErrors.map((e) => e.message).join('; ')}`, 200, false);
  }
}
