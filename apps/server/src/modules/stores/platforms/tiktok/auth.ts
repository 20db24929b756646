import { StoreAuthError, type StoreCredentials } from '../types';
import { openApi, tokenCall, type TikTokContext } from './http';

/*
 * Connecting a TikTok shop. The seller authorizes the app, either from the app's authorize link
 * (auth.tiktok-shops.com/oauth/authorize?app_key&state) or from the TikTok Shop App Store; TikTok
 * then sends the browser to the app's redirect URL with `app_key` and `code` (and `state` when the
 * app started it). The code is exchanged at /api/v2/token/get (grant_type=authorized_code) for an
 * access and a refresh token, and /authorization/202309/shops names the shop and gives its
 * cipher, which every shop call carries. The shop's id is the store's domain: webhooks name it.
 */

export function authorizeUrl(context: TikTokContext, state: string): string {
  const query = new URLSearchParams({ app_key: context.appKey, state });
  return `${context.authBase}/oauth/authorize?${query.toString()}`;
}

type AuthorizedShop = { id: string; name?: string; region?: string; cipher: string; code?: string };

export async function exchangeCode(
  context: TikTokContext,
  query: Record<string, string>,
): Promise<StoreCredentials> {
  // A code for another app (a link crafted elsewhere) is refused before it reaches TikTok.
  if (query.app_key !== undefined && query.app_key !== context.appKey) {
    throw new StoreAuthError('The TikTok authorization is for another app');
  }
  if (!query.code) throw new StoreAuthError('The TikTok redirect carries no code');
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
  const shop = data.shops?.[0];
  if (!shop?.id || !shop.cipher) throw new StoreAuthError('The TikTok seller authorized no shop');
  return {
    ...tokens,
    shopId: shop.id,
    shopCipher: shop.cipher,
    shopName: shop.name ?? '',
    shopCode: shop.code ?? '',
    region: shop.region ?? '',
  };
}

/** The shop ids TikTok issues are digits; the store's domain is the shop id. */
export function normaliseShopId(input: string): string {
  const id = input.trim();
  if (!/^\d{1,30}$/.test(id)) throw new Error(`"${input}" is not a TikTok shop id`);
  return id;
}
