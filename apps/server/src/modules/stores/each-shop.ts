import type { ExternalStore } from '@platfox/domain';
import { HttpError } from '../../platform/errors';
import type { StoreConnection, StoreCredentials } from './platforms/types';

type OAuthConnection = Extract<StoreConnection, { kind: 'oauth' }>;

/**
 * One authorization's shops, each connected as a store of the seller (issue 28: TikTok Shop lets
 * one authorization cover several shops). The shop the seller asked for (`wanted`: a reconnect's)
 * or else the first is answered. A shop connected to another seller is passed over when other
 * shops were connected; when none could be, the first refusal is thrown.
 */
export async function connectEachShop(
  connection: OAuthConnection,
  credentials: StoreCredentials,
  wanted: string,
  connectOne: (domain: string, credentials: StoreCredentials) => Promise<ExternalStore>,
): Promise<ExternalStore> {
  const shops = connection.shopsOf?.(credentials) ?? [credentials];
  const domainOf = (shop: StoreCredentials) => connection.domainOf?.(shop) ?? wanted;
  // A reconnect renews its own shop first; the others follow.
  const ordered = wanted
    ? [
        ...shops.filter((shop) => domainOf(shop) === wanted),
        ...shops.filter((shop) => domainOf(shop) !== wanted),
      ]
    : shops;
  const connected: ExternalStore[] = [];
  let refusal: unknown = null;
  for (const shop of ordered) {
    try {
      connected.push(await connectOne(domainOf(shop), shop));
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 409 || shops.length === 1) throw error;
      refusal ??= error;
    }
  }
  if (connected[0]) return connected[0];
  throw refusal;
}
