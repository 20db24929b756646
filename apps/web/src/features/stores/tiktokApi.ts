import { tiktokShopEndpoints as endpoints } from '@platfox/domain';
import { call } from '../../platform/api';

export type TikTokProductsAsk = {
  idStore: string;
  pageSize: number;
  pageToken?: string | undefined;
  isUnsynced?: boolean;
  ttsProductId?: string | undefined;
};

export const tiktokKeys = {
  products: (ask: TikTokProductsAsk) => ['stores', 'tiktok-products', ask] as const,
};

/** The TikTok shop's products, a page at a time (contract/endpoints/tiktok-shop.ts). */
export const tiktokApi = {
  products: ({ idStore, isUnsynced, ...rest }: TikTokProductsAsk, signal?: AbortSignal) =>
    call(
      endpoints.getTikTokProducts,
      {
        params: { idStore },
        query: { ...rest, ...(isUnsynced ? { isUnsynced: 'true' as const } : {}) },
      },
      { signal, showErrorPage: true },
    ).then((answer) => answer.data),
};
