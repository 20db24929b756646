import type { HttpMethod } from './endpoint';

/**
 * The calls the spec names with a path (spec 01 section 7, spec 02 section 7, spec 03 section 7),
 * kept as data so a test can hold the API to them. Paths are relative to /api with `{name}`
 * parameters; `method` is absent where the spec names the path only. A call of a screen not built
 * yet is `later` (the issue that builds it flips it to served).
 *
 * Where the spec's section gives no prefix, the section's own is used: spec 03 section 7.3 is the
 * seller's (`seller/`), section 7.5 the printer's (`printer/`), section 7.2 the apps' (`apps/`).
 */
export type SpecCall = {
  method?: HttpMethod;
  path: string;
  section: string;
  /** Served now, or built later: by an issue (its number) or by a screen no issue covers yet. */
  status: 'served' | { later: string };
};

// Every call the spec names is served (issue 36 served the last ones); a call of a screen not
// built yet would be given `{ later: '<issue>' }`.
const served = 'served' as const;

const calls = (section: string, status: SpecCall['status'], lines: readonly string[]): SpecCall[] =>
  lines.map((line) => {
    const [first, second] = line.split(' ');
    return second
      ? { method: first as HttpMethod, path: second, section, status }
      : { path: first as string, section, status };
  });

export const SPEC_CALLS: readonly SpecCall[] = [
  ...calls('03 7.1', served, [
    'POST auth/authenticate',
    'POST auth/authenticated',
    'GET auth/refresh-auth',
    'POST logout',
    'POST accounts/register',
    'POST accounts/change-password',
    'POST accounts/forgot-password',
    'POST accounts/reset-password',
    'GET accounts/permissions',
    'GET accounts/verify-email',
    'GET accounts/verify-email/{token}',
    'POST accounts/verify-email-expired-token',
    'PUT accounts/update',
    'POST accounts/re-activate/{id}',
    'POST accounts/verify-registered-account/{id}',
    'DELETE accounts/{type}/{id}',
    'POST accounts/create',
    'GET accounts/check-unique-email',
    'POST accounts/reset-user-password',
    'GET apps/gen-pass',
  ]),
  ...calls('03 7.2', served, [
    'GET apps/permissions-for',
    'POST apps/user-role',
    'GET apps/user-role',
    'PUT apps/user-role/{id}',
    'POST apps/pin-code',
    'POST apps/verify-pin-code/{id}',
  ]),
  // The settings store's calls (issue 36): every key listed, one key written at a time.
  ...calls('03 7.2', served, ['GET apps/client-config', 'PUT apps/client-config/{key}']),
  // App types and the states of a country (issue 36).
  ...calls('03 7.2', served, ['apps/types', 'apps/type-options/{id}', 'GET apps/states']),
  // Simple reads (issue 36): the admin's minimum exchange rate and the ISO country list.
  ...calls('03 7.2', served, ['GET apps/rate', 'GET apps/countries']),
  // Site content (issue 36): short links; the site pages at the spec's base name main-sites.
  ...calls('03 7.2', served, ['POST apps/short-link']),
  ...calls('03 7.3', served, [
    'GET seller/balance',
    'GET seller/deposit-info',
    'POST seller/deposit',
    'POST seller/withdraw',
    'GET seller/payment-methods',
    'POST seller/payment-intent',
    'POST seller/payment-paypal',
    'POST seller/payment-verify',
    'POST seller/verify-payment-paypal',
    'POST seller/product',
    'GET seller/product/{id}',
    'GET seller/product-types',
    'POST seller/order/{id}/cancel',
    'GET seller/order-completed-images/{id}',
    'POST seller/network',
    'GET seller/network',
  ]),
  ...calls('03 7.3', served, ['POST seller/order-items/{id}/report']),
  // The seller's issue list is the data-list model `issue` (POST data-lists), like every list;
  // GET seller/issues answers a page of it at the spec's path (issue 36).
  ...calls('03 7.3', served, ['GET seller/issues']),
  // The seller's general settings, MAIN and FORWARD (issue 36): listed, one type written at a time.
  ...calls('03 7.3', served, ['GET seller/config', 'PUT seller/config']),
  // The order form's coupon suggestions (issue 36).
  ...calls('03 7.3', served, ['GET seller/coupons']),
  // The seller's image buffer (issue 32's part, beside the printer's).
  ...calls('03 7.3', served, ['GET seller/get-image-buffer']),
  // The seller's gallery and its tags (issue 36).
  ...calls('03 7.3', served, ['GET seller/gallery', 'GET seller/tags']),
  // Engagement (issue 35): the seller's badge (its awards and the coupons they bring).
  ...calls('03 7.3', served, ['GET seller/badge/{id}']),
  ...calls('03 7.4', served, [
    'GET orders/{id}',
    'POST orders/{id}/approved',
    'POST orders/{id}/canceled',
    'POST orders/{id}/confirmValidAddress',
    'POST orders/{id}/suggestAddress',
    'POST orders/{id}/validateAddress',
    'POST order-items/{id}/resend',
    'POST order-items/{id}/approve-refund',
    'POST order-items/{id}/cancel-and-refund-to-seller',
    'POST order-items/{id}/refuse-to-resend',
    'POST order-items/{id}/refuse-to-refund',
    'POST order-items/{id}/reset',
    'PUT order-items/approved',
    'PUT order-items/canceled',
    'PUT order-items/completed',
    'order-items/{id}/refund-order-item',
  ]),
  // An admin reminds the seller of an invalid address (issue 36).
  ...calls('03 7.4', served, ['POST orders/{id}/invalidAddressReminder']),
  ...calls('03 7.5', served, [
    'POST printer/bulk-add-tracking-code',
    'POST printer/add-tracking-code',
    'POST printer/import-tracking-code-queues',
  ]),
  // The printer's stock (issue 32).
  ...calls('03 7.5', served, [
    'printer/warehouses',
    'printer/storage-areas',
    'PUT printer/update-stock-quantity',
  ]),
  // The printer's people (issue 33).
  ...calls('03 7.5', served, [
    'printer/human-resources',
    'printer/work-shifts',
    'printer/setting/email',
    'printer/staff-log',
  ]),
  // The printer's stock log (the stock-log list model), its order export (the export job) and the
  // image buffer (our image's bytes by its URL), issue 32.
  ...calls('03 7.5', served, [
    'POST printer/stock-logs',
    'POST printer/export-orders',
    'GET printer/image-buffer',
  ]),
  // The to-pick list's presets (issue 32): the printer-item-to-pick model with a preset's filter.
  ...calls('03 7.5', served, [
    'printer/available-by-high-qty-item',
    'GET printer/available-by-seller',
    'printer/available-by-tiktok-orders',
  ]),
  // The print designs of an item (issue 32's part): read by the item's code and downloaded.
  ...calls('03 7.5', served, [
    'printer/print-designs/{code}',
    'printer/download-print-designs',
    'printer/mass-upload-print-designs',
  ]),
  ...calls('03 7.6', served, [
    'POST import-queues/tracking-code',
    'POST import-queues/order-item-coming-stock-date',
    'POST data-lists',
    'GET notifications',
    'GET notifications/group',
    'PUT notifications/read',
    'PUT notifications/group/markAsRead',
    'GET receipts',
  ]),
  // Dashboards, statistics and salesmen (issue 34): the spec names these bases only.
  ...calls('03 7.6', served, [
    'GET statistics/transactions',
    'GET sale-manage',
    'POST sale-manage',
  ]),
  // Direct uploads to the bucket (issue 36); 409 where files are not in S3.
  ...calls('03 7.6', served, ['GET uploads/signed-url', 'POST uploads/validate-signed-url']),
  // Advanced filter rules (issue 35).
  ...calls('03 7.6', served, ['GET advanced-filters/types']),
  // Moved to the spec's paths in issue 13 (the former path stays where an API key may call it).
  ...calls('various', served, [
    'apps/payment-method',
    'POST seller/order',
    'PUT seller/order/{id}',
    'PUT seller/orders',
    'POST seller/estimate-order-price',
    'GET seller/api-key',
    'POST seller/api-key',
    'DELETE seller/api-key/{id}',
    'POST order-items/{id}/add-tracking-code',
    'order-items/{id}/shipping-label',
    'PUT printer/pick-all',
    'POST printer/mass-download',
    'POST printer/upload-tracking-label/{id}',
    'POST printer/verify-staff',
  ]),
  // Moved from paths of our own to the spec's (issue 13); the spec gives check-order no method:
  // it only reads, so it is a GET.
  ...calls('various', served, [
    'GET apps/datalist-filter/{key}',
    'POST seller/cancel-orders',
    'POST seller/order-items/{id}/refund',
    'POST seller/order-items/{id}/resend',
    'GET seller/order/{id}/tracking-codes',
    'PUT order-items/indexes/{id}',
    'GET printer/check-order/{code}',
    'POST printer/verify/{id}/{qtyIndex}',
  ]),
];
