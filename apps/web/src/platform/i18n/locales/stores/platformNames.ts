/** The platforms' own names: brand names, the same in every language. */
export const PLATFORM_NAMES = {
  ETSY: 'Etsy',
  SHOPIFY: 'Shopify',
  TIKTOK: 'TikTok Shop',
  WOOCOMMERCE: 'WooCommerce',
};
