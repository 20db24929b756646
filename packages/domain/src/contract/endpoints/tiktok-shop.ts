import {
  tiktokProductsAnswerSchema,
  tiktokProductsParamsSchema,
  tiktokProductsQuerySchema,
} from '../../schemas/tiktok-shop';
import { access } from '../access';
import { endpoint } from '../endpoint';

/** The seller's TikTok Shop product screens (spec 03 section 7.6's base "tik-toks"). */
export const tiktokShopEndpoints = {
  getTikTokProducts: endpoint({
    method: 'GET',
    path: '/seller/tik-toks/:idStore/products',
    tags: ['stores'],
    summary:
      "A TikTok shop's products with their variants' sync counts, a page at a time (pageSize, pageToken)",
    access: access.types('SELLER'),
    params: tiktokProductsParamsSchema,
    query: tiktokProductsQuerySchema,
    answer: tiktokProductsAnswerSchema,
  }),
};
