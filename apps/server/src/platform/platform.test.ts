import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestContext } from '../test/harness';
import { HEALTH_DATABASE_CHECK_MS } from '../modules/health/routes';
import { redactUrl } from './logging';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('reports the database round trip', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database.driver).toBe(ctx.database.driver);
    expect(body.database.roundTripMs).toBeGreaterThan(0);
    expect(response.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });

  it('lets probes within a second share one database round trip', async () => {
    const [a, b] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/api/health' }),
      ctx.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(a.json().database.checkedAt).toBe(b.json().database.checkedAt);
    expect(Date.now() - Date.parse(a.json().database.checkedAt)).toBeLessThan(
      HEALTH_DATABASE_CHECK_MS + 500,
    );
  });

  it('echoes a well-formed request id given by the caller', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});

describe('OpenAPI', () => {
  it('describes the routes from their zod schemas at /api/openapi.json', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    const authenticate = doc.paths['/api/auth/authenticate'].post;
    expect(authenticate.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
    expect(Object.keys(authenticate.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
  });

  it('serves the interactive reference page at /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});

describe('access table', () => {
  // A change here is a change of who may call what: review it as a permission change.
  it('declares access on every route', () => {
    expect(ctx.app.accessTable.sort()).toMatchInlineSnapshot(`
      [
        "DELETE /api/accounts/:type/:id: ROOT; ADMIN with USER_DETAIL_UPDATE",
        "DELETE /api/admin/packing-slip-signatures/:sellerId: ROOT; ADMIN with PACKING_SLIP_SIGNATURE_DETAIL_UPDATE",
        "DELETE /api/api-keys/:id: SELLER,PRINTER [session only]",
        "DELETE /api/apps/user-role/:id: ROOT",
        "DELETE /api/events/notices/:id: ADMIN with EVENT_DETAIL_UPDATE",
        "DELETE /api/orders/:id: SELLER,ADMIN,ROOT",
        "DELETE /api/seller/packing-slip-signature: SELLER",
        "GET /api/accounts/check-unique-email: ROOT; ADMIN with USER_DETAIL_CREATE",
        "GET /api/accounts/me: any signed-in user [unverified too]",
        "GET /api/accounts/permissions: ADMIN,SELLER,PRINTER,WAREHOUSE [unverified too]",
        "GET /api/accounts/verify-email/:token: public",
        "GET /api/accounts/verify-email: any signed-in user [unverified too]",
        "GET /api/admin/order-items/:id/completed-images/:imageId: ROOT; ADMIN with ORDER_ITEM_DETAIL_ACCESS",
        "GET /api/admin/order-items/:id/completed-images: ROOT; ADMIN with ORDER_ITEM_DETAIL_ACCESS",
        "GET /api/admin/order-items/:id/production: ROOT; ADMIN with ORDER_ITEM_DETAIL_ACCESS",
        "GET /api/admin/order-items/:id/shipping-label: ROOT; ADMIN with ORDER_ITEM_DETAIL_ACCESS",
        "GET /api/admin/packing-slip-settings/creators: ROOT; ADMIN with PACKING_SLIP_SIZE_DETAIL_UPDATE",
        "GET /api/admin/packing-slip-settings: ROOT; ADMIN with PACKING_SLIP_SIZE_ACCESS",
        "GET /api/admin/packing-slip-signatures/:sellerId/image: ROOT; ADMIN with PACKING_SLIP_SIGNATURE_DETAIL_ACCESS",
        "GET /api/admin/packing-slip-signatures/:sellerId: ROOT; ADMIN with PACKING_SLIP_SIGNATURE_DETAIL_ACCESS",
        "GET /api/admin/packing-slip-signatures/sellers: ROOT; ADMIN with PACKING_SLIP_SIGNATURE_DETAIL_UPDATE",
        "GET /api/admin/shipment-trackers/:id/images/:imageId: ROOT; ADMIN with ORDER_ITEM_ACCESS",
        "GET /api/admin/shipping-labels/:trackingCode: ROOT; ADMIN with ORDER_ITEM_DETAIL_ACCESS",
        "GET /api/api-keys: SELLER,PRINTER",
        "GET /api/apps/gen-pass: ROOT,ADMIN",
        "GET /api/apps/permissions-for: ROOT",
        "GET /api/apps/user-role/:id: ROOT",
        "GET /api/apps/user-role: ROOT",
        "GET /api/attributes/:id: ADMIN with ATTRIBUTE_DETAIL_ACCESS",
        "GET /api/attributes: ADMIN",
        "GET /api/auth/refresh-auth: public",
        "GET /api/blank-apparels/:id/stock-logs: ADMIN with PRODUCT_TYPE_DETAIL_ACCESS",
        "GET /api/blank-apparels/:id: ADMIN with PRODUCT_TYPE_DETAIL_ACCESS",
        "GET /api/catalog/images/:id: any signed-in user",
        "GET /api/coupons/:id: ADMIN with COUPON_DETAIL_ACCESS",
        "GET /api/data-lists/saved-filters/:model: any signed-in user",
        "GET /api/deposit-methods/users/:userId: ADMIN with DEPOSIT_METHOD_CONFIG_ACCESS",
        "GET /api/deposit-methods: ADMIN with DEPOSIT_METHOD_CONFIG_ACCESS",
        "GET /api/events/notices/:id: ADMIN with EVENT_DETAIL_ACCESS",
        "GET /api/events/notifies: SELLER",
        "GET /api/files/:id/download: any signed-in user",
        "GET /api/files/link: public",
        "GET /api/health: public",
        "GET /api/import-queues/:id: SELLER,PRINTER,ADMIN,ROOT",
        "GET /api/imports/orders/template: SELLER",
        "GET /api/imports/products/template: SELLER",
        "GET /api/imports/tracking-codes/template: PRINTER,ADMIN,ROOT",
        "GET /api/jobs/:id: any signed-in user",
        "GET /api/networks/:id: ADMIN with NETWORK_DETAIL_ACCESS",
        "GET /api/networks/choices: ADMIN with COUPON_DETAIL_ACCESS",
        "GET /api/notifications/:id: any signed-in user",
        "GET /api/notifications/campaigns/:id: ADMIN with NOTIFY_SETTING_DETAIL_ACCESS",
        "GET /api/notifications/group: any signed-in user",
        "GET /api/notifications/unread-count: any signed-in user",
        "GET /api/notifications: any signed-in user",
        "GET /api/openapi.json: public",
        "GET /api/order-items/over-due-days: ROOT; ADMIN with ORDER_ITEM_DUE_DATE_ACCESS",
        "GET /api/orders/:id/address-check: SELLER,ADMIN,ROOT",
        "GET /api/orders/:id: SELLER,ADMIN,ROOT",
        "GET /api/pending-tasks: ADMIN,ROOT",
        "GET /api/printer-permissions/:printerId: ADMIN with PRODUCT_TYPE_DETAIL_ACCESS",
        "GET /api/printer/find: PRINTER",
        "GET /api/printer/hm/staff: PRINTER [feature token]",
        "GET /api/printer/order-items/:id/completed-images/:imageId: PRINTER",
        "GET /api/printer/order-items/:id/completed-images: PRINTER",
        "GET /api/printer/order-items/:id/logs: PRINTER",
        "GET /api/printer/order-items/:id/packing-slip: PRINTER",
        "GET /api/printer/order-items/:id/shipping-label: PRINTER",
        "GET /api/printer/order-items/:id: PRINTER",
        "GET /api/printer/printer-permissions: PRINTER",
        "GET /api/printer/shipment-trackers/:id/images/:imageId: PRINTER",
        "GET /api/printer/shipping-labels/:trackingCode: PRINTER",
        "GET /api/printer/slip-lookup: PRINTER",
        "GET /api/printer/statistic: PRINTER",
        "GET /api/product-type-categories/:id: ADMIN with PRODUCT_TYPE_CATEGORY_DETAIL_ACCESS",
        "GET /api/product-type-categories: ADMIN,SELLER",
        "GET /api/product-types/:id: ADMIN with PRODUCT_TYPE_DETAIL_ACCESS",
        "GET /api/product-types/all: ADMIN",
        "GET /api/products/:id: ADMIN with PRODUCT_DETAIL_ACCESS",
        "GET /api/receipts: SELLER,ADMIN",
        "GET /api/seller/address-reminder: SELLER",
        "GET /api/seller/balance: SELLER",
        "GET /api/seller/deposit-info: SELLER",
        "GET /api/seller/network: SELLER",
        "GET /api/seller/order-completed-images/:id/:imageId: SELLER",
        "GET /api/seller/order-completed-images/:id: SELLER",
        "GET /api/seller/packing-slip-signature/image: SELLER",
        "GET /api/seller/packing-slip-signature: SELLER",
        "GET /api/seller/payment-methods: SELLER",
        "GET /api/seller/product-types/:id: SELLER",
        "GET /api/seller/product-types: SELLER",
        "GET /api/seller/product/:id: SELLER",
        "GET /api/shipping-prices/:id: ADMIN with SHIPPING_PRICE_DETAIL_ACCESS",
        "GET /api/shipping-prices: ADMIN with SHIPPING_PRICE_ACCESS",
        "GET /api/transactions/:id: SELLER,ADMIN",
        "GET /api/upload-types/:id: ADMIN with UPLOAD_TYPE_DETAIL_ACCESS",
        "GET /api/upload-types: ADMIN",
        "GET /api/users/:id: ROOT; ADMIN with USER_DETAIL_ACCESS",
        "GET /api/users: ROOT; ADMIN with USER_ACCESS",
        "GET /api/warehouse/products/:id: WAREHOUSE",
        "GET /api/warehouse/scan-code-product/:code: WAREHOUSE",
        "POST /api/accounts/block/:id: ROOT; ADMIN with USER_DETAIL_UPDATE",
        "POST /api/accounts/change-password: any signed-in user [unverified too, session only]",
        "POST /api/accounts/create: ROOT; ADMIN with USER_DETAIL_CREATE",
        "POST /api/accounts/forgot-password: public",
        "POST /api/accounts/re-activate/:id: ROOT; ADMIN with USER_DETAIL_UPDATE",
        "POST /api/accounts/register: public",
        "POST /api/accounts/reset-password: public",
        "POST /api/accounts/reset-user-password: ROOT; ADMIN with USER_DETAIL_UPDATE",
        "POST /api/accounts/verify-email-expired-token: public",
        "POST /api/accounts/verify-registered-account/:id: ROOT; ADMIN with USER_DETAIL_UPDATE",
        "POST /api/admin/import-tracking-code: ROOT; ADMIN with IMPORT_TRACKING_CODE_ACCESS",
        "POST /api/admin/order-items/:id/add-tracking-code: ROOT; ADMIN with ORDER_ITEM_DETAIL_UPDATE",
        "POST /api/admin/order-items/:id/shipping-label: ROOT; ADMIN with ORDER_ITEM_DETAIL_UPDATE",
        "POST /api/admin/packing-slip-signatures/:sellerId: ROOT; ADMIN with PACKING_SLIP_SIGNATURE_DETAIL_UPDATE",
        "POST /api/api-keys: SELLER,PRINTER [session only]",
        "POST /api/apps/pin-code: PRINTER [session only]",
        "POST /api/apps/user-role: ROOT",
        "POST /api/apps/verify-pin-code/:id: PRINTER [session only]",
        "POST /api/attributes: ADMIN with ATTRIBUTE_DETAIL_CREATE",
        "POST /api/auth/authenticate: public",
        "POST /api/auth/authenticated: public",
        "POST /api/blank-apparels: ADMIN with PRODUCT_TYPE_DETAIL_CREATE",
        "POST /api/catalog/images: ADMIN",
        "POST /api/coupons: ADMIN with COUPON_DETAIL_CREATE",
        "POST /api/data-lists/delete: any signed-in user",
        "POST /api/data-lists/filter-options: any signed-in user",
        "POST /api/data-lists/saved-filters: any signed-in user",
        "POST /api/data-lists: any signed-in user",
        "POST /api/events/notices: ADMIN with EVENT_DETAIL_CREATE",
        "POST /api/exports: any signed-in user",
        "POST /api/files/:id/link: any signed-in user",
        "POST /api/imports/orders: SELLER",
        "POST /api/imports/products: SELLER",
        "POST /api/logout: any signed-in user [unverified too]",
        "POST /api/notifications/campaigns: ADMIN with NOTIFY_SETTING_DETAIL_CREATE",
        "POST /api/order-items/:id/approve-refund: ROOT; ADMIN with ORDER_ITEM_REFUND_DETAIL_UPDATE",
        "POST /api/order-items/:id/approve-return: ROOT; ADMIN with ORDER_ITEM_RETURN_DETAIL_UPDATE",
        "POST /api/order-items/:id/cancel-and-refund-to-seller: ROOT; ADMIN with ORDER_ITEM_REFUND_DETAIL_UPDATE",
        "POST /api/order-items/:id/complete: ROOT; ADMIN with ORDER_ITEM_DETAIL_UPDATE",
        "POST /api/order-items/:id/refuse-to-refund: ROOT; ADMIN with ORDER_ITEM_REFUND_DETAIL_UPDATE",
        "POST /api/order-items/:id/refuse-to-resend: ROOT; ADMIN with ORDER_ITEM_RESEND_DETAIL_UPDATE",
        "POST /api/order-items/:id/refuse-to-return: ROOT; ADMIN with ORDER_ITEM_RETURN_DETAIL_UPDATE",
        "POST /api/order-items/:id/requests: SELLER",
        "POST /api/order-items/:id/resend: ROOT; ADMIN with ORDER_ITEM_RESEND_DETAIL_UPDATE",
        "POST /api/order-items/:id/reset: ROOT; ADMIN with ORDER_ITEM_DETAIL_UPDATE",
        "POST /api/orders/:id/approve: ROOT; ADMIN with ORDER_DETAIL_UPDATE",
        "POST /api/orders/:id/cancel: SELLER,ADMIN,ROOT",
        "POST /api/orders/:id/confirm-valid-address: ROOT; ADMIN with ORDER_DETAIL_UPDATE",
        "POST /api/orders/:id/place: SELLER",
        "POST /api/orders/:id/suggest-address: SELLER,ADMIN,ROOT",
        "POST /api/orders/:id/validate-address: SELLER,ADMIN,ROOT",
        "POST /api/orders/approve-all: ROOT; ADMIN with ORDER_DETAIL_UPDATE",
        "POST /api/orders/estimate: SELLER",
        "POST /api/orders: SELLER",
        "POST /api/printer/add-tracking-code: PRINTER",
        "POST /api/printer/bulk-add-tracking-code: PRINTER",
        "POST /api/printer/check-quality: PRINTER",
        "POST /api/printer/import-tracking-code: PRINTER",
        "POST /api/printer/order-items/:id/completed-images: PRINTER",
        "POST /api/printer/order-items/:id/shipping-label: PRINTER",
        "POST /api/printer/order-items/pick-all-variants/count: PRINTER",
        "POST /api/printer/packing-slips/mass-download: PRINTER",
        "POST /api/printer/scan: PRINTER",
        "POST /api/printer/shipment-trackers/:id/images: PRINTER",
        "POST /api/printer/shipment-trackers/close-day: PRINTER",
        "POST /api/printer/shipment-trackers: PRINTER",
        "POST /api/printer/staff/by-code: PRINTER",
        "POST /api/printer/time-logs: PRINTER",
        "POST /api/printer/verify: PRINTER",
        "POST /api/product-type-categories: ADMIN with PRODUCT_TYPE_CATEGORY_DETAIL_CREATE",
        "POST /api/product-types: ADMIN with PRODUCT_TYPE_DETAIL_CREATE",
        "POST /api/seller/deposit-proofs: SELLER [session only]",
        "POST /api/seller/deposit: SELLER [session only]",
        "POST /api/seller/designs: SELLER",
        "POST /api/seller/mockups: SELLER",
        "POST /api/seller/network: SELLER",
        "POST /api/seller/packing-slip-signature: SELLER",
        "POST /api/seller/payment-intent: SELLER [session only]",
        "POST /api/seller/payment-methods/setup-intent: SELLER [session only]",
        "POST /api/seller/payment-paypal: SELLER [session only]",
        "POST /api/seller/payment-verify: SELLER [session only]",
        "POST /api/seller/product: SELLER",
        "POST /api/seller/verify-payment-paypal: SELLER [session only]",
        "POST /api/seller/withdraw: SELLER [session only]",
        "POST /api/shipping-prices: ADMIN with SHIPPING_PRICE_DETAIL_CREATE",
        "POST /api/transactions/:id/approve: ADMIN",
        "POST /api/transactions/:id/cancel: SELLER,ADMIN",
        "POST /api/transactions/:id/refund-deposit: ADMIN with DEPOSIT_DETAIL_UPDATE",
        "POST /api/transactions/adjust: ADMIN with ADJUST_DETAIL_CREATE",
        "POST /api/transactions/bonus: ADMIN with BONUS_DETAIL_CREATE",
        "POST /api/upload-types: ADMIN with UPLOAD_TYPE_DETAIL_CREATE",
        "PUT /api/accounts/update: any signed-in user [unverified too]",
        "PUT /api/admin/order-items/:id/shipping: ROOT; ADMIN with ORDER_ITEM_DETAIL_UPDATE",
        "PUT /api/admin/packing-slip-settings: ROOT; ADMIN with PACKING_SLIP_SIZE_DETAIL_UPDATE",
        "PUT /api/apps/permissions/:userId: ROOT",
        "PUT /api/apps/user-role/:id: ROOT",
        "PUT /api/attributes/:id: ADMIN with ATTRIBUTE_DETAIL_UPDATE",
        "PUT /api/blank-apparels/:id: ADMIN with PRODUCT_TYPE_DETAIL_UPDATE",
        "PUT /api/coupons/:id: ADMIN with COUPON_DETAIL_UPDATE",
        "PUT /api/deposit-methods/users/:userId: ADMIN with DEPOSIT_METHOD_CONFIG_DETAIL_UPDATE",
        "PUT /api/deposit-methods: ADMIN with DEPOSIT_METHOD_CONFIG_DETAIL_UPDATE",
        "PUT /api/events/notices/:id: ADMIN with EVENT_DETAIL_UPDATE",
        "PUT /api/notifications/group/markAsRead: any signed-in user",
        "PUT /api/notifications/read: any signed-in user",
        "PUT /api/order-items/over-due-days: ROOT; ADMIN with ORDER_ITEM_DUE_DATE_ACCESS",
        "PUT /api/orders/:id: SELLER",
        "PUT /api/orders: SELLER",
        "PUT /api/printer-permissions/:printerId: ADMIN with PRODUCT_TYPE_DETAIL_UPDATE",
        "PUT /api/printer/order-items/:id/coming-stock-date: PRINTER",
        "PUT /api/printer/order-items/:id/indexes: PRINTER",
        "PUT /api/printer/order-items/:id/shipping: PRINTER",
        "PUT /api/printer/order-items/pick-all-variants: PRINTER",
        "PUT /api/printer/order-items/status: PRINTER",
        "PUT /api/printer/printer-permissions/:productTypeId: PRINTER",
        "PUT /api/product-type-categories/:id: ADMIN with PRODUCT_TYPE_CATEGORY_DETAIL_UPDATE",
        "PUT /api/product-types/:id/status: ADMIN with PRODUCT_TYPE_DETAIL_UPDATE",
        "PUT /api/product-types/:id: ADMIN with PRODUCT_TYPE_DETAIL_UPDATE",
        "PUT /api/products/:id/status: ADMIN with PRODUCT_DETAIL_UPDATE",
        "PUT /api/seller/network/join: SELLER",
        "PUT /api/seller/network/members/:userId: SELLER",
        "PUT /api/seller/product/:id: SELLER",
        "PUT /api/shipping-prices/:id: ADMIN with SHIPPING_PRICE_DETAIL_UPDATE",
        "PUT /api/upload-types/:id: ADMIN with UPLOAD_TYPE_DETAIL_UPDATE",
        "PUT /api/users/:id: ROOT; ADMIN with USER_DETAIL_UPDATE",
      ]
    `);
  });
});

describe('errors', () => {
  it('answers an unknown API path with the error shape', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      message: 'No route for GET /api/nothing-here',
      errors: {},
    });
  });

  it('keeps secrets out of logged URLs', () => {
    expect(redactUrl('/api/auth/refresh-auth?token=abc&x=1')).toBe(
      '/api/auth/refresh-auth?token=[redacted]&x=1',
    );
  });

  it('keeps the e-mail verification token of the path out of logged URLs', () => {
    expect(redactUrl('/api/accounts/verify-email/abc-DEF_123?x=1')).toBe(
      '/api/accounts/verify-email/[redacted]?x=1',
    );
    expect(redactUrl('/api/accounts/verify-email')).toBe('/api/accounts/verify-email');
  });
});

describe('web app', () => {
  it('serves index.html for client routes and keeps JSON 404s for the API', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'platfox-web-'));
    mkdirSync(path.join(root, 'assets'));
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Platfox</title>');
    writeFileSync(path.join(root, 'assets', 'app-1.js'), 'console.log(1)');
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      logger: false,
      webRoot: root,
    });
    try {
      for (const url of ['/', '/login', '/a/orders?q=x', '/s/order/123']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body).toContain('<title>Platfox</title>');
      }
      const asset = await app.inject({ method: 'GET', url: '/assets/app-1.js' });
      expect(asset.headers['cache-control']).toMatch(/immutable/);
      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/nothing' })).json().status).toBe(404);
    } finally {
      await app.close();
    }
  });
});
