import { STORE_MESSAGES } from '@platfox/domain';
import { StoreAuthError, type StoreCredentials } from '../types';
import { openApi, tokenCall, type TikTokContext } from './http';

/*
 * Connecting a TikTok shop (Partner Center, "Authorization overview" 202407 and "Authorization
 * from seller app store"). The seller authorizes the app, either from the app's authorization link
 * (services.tiktokshop.com/open/authorize?service_id&state; US apps services.tiktokshops.us) or
 * from the TikTok Shop App Store (no state then); TikTok sends the browser to the app's redirect
 * URL with `code` (and `state`), or `code=null&error=auth_denied` when the seller declined. The
 * code is exchanged at auth.tiktok-shops.com/api/v2/token/get (grant_type=authorized_code), and
 * /authorization/202309/shops lists every shop the authorization covers, with each one's cipher.
 * The shop's id is a store's domain: webhooks name it.
 */

export function authorizeUrl(context: TikTokContext, state: string): string {
  if (context.serviceId) {
    const query = new URLSearchParams({ service_id: context.serviceId, state });
    return `${context.authorizeBase}/open/authorize?${query.toString()}`;
  }
  // The legacy link, for an app whose service id is not configured.
  const query = new URLSearchParams({ app_key: context.appKey, state });
  return `${context.authBase}/oauth/authorize?${query.toString()}`;
}

type AuthorizedShop = { id: string; name?: string; region?: string; cipher: string; code?: string };

/** The credentials of one shop of an authorization: the seller's tokens with the shop's cipher. */
function shopCredentials(tokens: StoreCredentials, shop: AuthorizedShop): StoreCredentials {
  return {
    ...tokens,
    shopId: String(shop.id),
    shopCipher: shop.cipher,
    shopName: shop.name ?? '',
    shopCode: shop.code ?? '',
    region: shop.region ?? '',
  };
}

/** Where the shops of one authorization wait, in the first shop's credentials (shopsOf splits them). */
const SHOPS_KEY = 'authorizedShops';

export async function exchangeCode(
  context: TikTokContext,
  query: Record<string, string>,
): Promise<StoreCredentials> {
  // The seller declined on TikTok's page: the redirect says so instead of carrying a code.
  if (query.error === 'auth_denied') {
    throw new StoreAuthError(
      'The seller declined the authorization',
      STORE_MESSAGES.tiktokDeclined,
    );
  }
  // A code for another app (a link crafted elsewhere) is refused before it reaches TikTok.
  if (query.app_key !== undefined && query.app_key !== context.appKey) {
    throw new StoreAuthError('The TikTok authorization is for another app');
  }
  if (!query.code || query.code === 'null') {
    throw new StoreAuthError('The TikTok redirect carries no code');
  }
  const tokens = await tokenCall(context, '/api/v2/token/get', {
    auth_code: query.code,
    grant_type: 'authorized_code',
  });
  // The shop is not known yet: a store of no domain, reached with the fresh token.
  const data = await openApi<{ shops?: AuthorizedShop[] }>(
    context,
    { domain: '', credentials: tokens },
    { method: 'GET', path: '/authorization/202309/shops', isShopCall: false },
  );
  // One authorization may cover several shops (Get Authorized Shops): each becomes a store.
  const shops = (data.shops ?? []).filter((shop) => shop.id && shop.cipher);
  const [first] = shops;
  if (!first) {
    throw new StoreAuthError('The TikTok seller authorized no shop', STORE_MESSAGES.tiktokNoShop);
  }
  return { ...shopCredentials(tokens, first), [SHOPS_KEY]: JSON.stringify(shops) };
}

/** The credentials of each shop an exchange's authorization covers, the first one first. */
export function shopsOf(credentials: StoreCredentials): StoreCredentials[] {
  const { [SHOPS_KEY]: listed, ...tokens } = credentials;
  if (!listed) return [tokens];
  const shops = JSON.parse(listed) as AuthorizedShop[];
  return shops.map((shop) => shopCredentials(tokens, shop));
}

/** The shop ids TikTok issues are digits; the store's domain is the shop id. */
export function normaliseShopId(input: string): string {
  const id = input.trim();
  if (!/^\d{1,30}$/.test(id)) throw new Error(`"${input}" is not a TikTok shop id`);
  return id;
}
