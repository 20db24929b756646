import {
  ACCOUNT_TYPES,
  describeListAccess,
  LIST_MODEL_NAMES,
  LIST_MODELS,
  type AccountType,
  type ListModelName,
  type Permission,
  type Session,
} from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { newAdmin } from '../../test/fixtures';
import { listRegistry } from './models';

/*
 * "A list model the caller may not read answers 403, not an empty list": every model, a caller
 * of each account type without the permission (403) and with it (200), as the domain declares.
 */

let ctx: TestContext;
const sessions = {} as Record<Exclude<AccountType, 'ADMIN'>, Session>;
/** An admin holding no permission at all. */
let bareAdmin: Session;
/** An admin holding exactly one permission, for each permission a model names. */
const adminWith = new Map<Permission, Session>();
let featureToken: string;

const permissionsNamed = [
  ...new Set(
    Object.values(LIST_MODELS).flatMap((model) =>
      model.access.flatMap((entry) =>
        entry.kind === 'signed-in' && entry.permission ? [entry.permission] : [],
      ),
    ),
  ),
];

beforeAll(async () => {
  ctx = await createTestApp();
  sessions.ROOT = await signIn(ctx.app, 'root@demo.test');
  sessions.SELLER = await signIn(ctx.app, 'seller@demo.test');
  sessions.PRINTER = await signIn(ctx.app, 'printer@demo.test');
  sessions.WAREHOUSE = await signIn(ctx.app, 'warehouse@demo.test');
  const bare = await createUser(ctx, { type: 'ADMIN' });
  bareAdmin = await signInWith(ctx.app, bare.email, bare.password);
  for (const permission of permissionsNamed) {
    adminWith.set(permission, await newAdmin(ctx, [permission]));
  }
  // The printer's owner verification (PIN by mail), for the lists behind it.
  const printer = sessions.PRINTER;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/apps/pin-code',
    headers: bearer(printer),
    payload: {},
  });
  const pin = /\b(\d{6})\b/.exec(ctx.mailer.last('printer@demo.test').text)![1]!;
  const verified = await ctx.app.inject({
    method: 'POST',
    url: `/api/apps/verify-pin-code/${printer.user.id}`,
    headers: bearer(printer),
    payload: { pin, isGenFeatureToken: true },
  });
  featureToken = verified.json().data.featureToken as string;
}, 120_000);
afterAll(() => ctx.close());

function list(session: Session, model: string, token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/data-lists',
    headers: { ...bearer(session), ...(token ? { 'auth-feature': token } : {}) },
    payload: { model, pagination: { page: 1, pageSize: 100 } },
  });
}

type Expectation = { caller: string; session: Session; token?: string; status: 200 | 403 };

/** What each caller should get, read from the model's declaration. */
function expectationsOf(name: ListModelName): Expectation[] {
  const declared = LIST_MODELS[name];
  const opens = (type: AccountType) =>
    declared.access.filter(
      (entry) => entry.kind === 'public' || entry.types === 'any' || entry.types.includes(type),
    );
  const needsToken = declared.access.some(
    (entry) => entry.kind === 'signed-in' && entry.isFeatureTokenRequired,
  );
  const expectations: Expectation[] = [];
  for (const type of ACCOUNT_TYPES) {
    const open = opens(type);
    if (type === 'ADMIN') {
      const isOpenWithout = open.some((entry) => entry.kind === 'public' || !entry.permission);
      expectations.push({
        caller: 'ADMIN without permissions',
        session: bareAdmin,
        status: isOpenWithout ? 200 : 403,
      });
      for (const entry of open) {
        if (entry.kind !== 'signed-in' || !entry.permission) continue;
        expectations.push({
          caller: `ADMIN with ${entry.permission}`,
          session: adminWith.get(entry.permission)!,
          status: 200,
        });
      }
      continue;
    }
    const session = sessions[type];
    if (open.length === 0) {
      expectations.push({ caller: type, session, status: 403 });
    } else if (needsToken) {
      expectations.push({ caller: `${type} without a feature token`, session, status: 403 });
      expectations.push({ caller: type, session, token: featureToken, status: 200 });
    } else {
      expectations.push({ caller: type, session, status: 200 });
    }
  }
  return expectations;
}

describe('POST /api/data-lists: who may read each list model', () => {
  it('serves exactly the declared models', () => {
    expect([...listRegistry.names()].sort()).toEqual([...LIST_MODEL_NAMES].sort());
    expect(LIST_MODEL_NAMES).toHaveLength(57);
  });

  // The access table, one line per model: a change here is a permission change to review.
  it('declares these readers', () => {
    const table = Object.fromEntries(
      LIST_MODEL_NAMES.map((name) => [name, describeListAccess(LIST_MODELS[name])]),
    );
    expect(table).toEqual({
      user: 'ROOT; ADMIN with USER_ACCESS',
      'user-role': 'ROOT',
      'api-key': 'SELLER,PRINTER',
      staff: 'PRINTER [feature token]',
      notification: 'any signed-in user',
      'notification-campaign': 'ADMIN with NOTIFY_SETTING_ACCESS',
      network: 'ADMIN with NETWORK_ACCESS',
      transaction:
        'SELLER | ADMIN with DEPOSIT_ACCESS | ADMIN with WITHDRAW_ACCESS | ADMIN with OTHER_TRANSACTION_ACCESS',
      attribute: 'ADMIN with ATTRIBUTE_ACCESS',
      'coupon-code': 'ADMIN with COUPON_ACCESS',
      'advanced-filter': 'ADMIN with ADVANCED_FILTER_RULE_ACCESS',
      'upload-type': 'ADMIN with UPLOAD_TYPE_ACCESS',
      'product-type': 'ADMIN with PRODUCT_TYPE_ACCESS',
      'product-type-category': 'ADMIN with PRODUCT_TYPE_CATEGORY_ACCESS',
      'blank-apparel': 'ADMIN with PRODUCT_TYPE_ACCESS',
      'shipping-price': 'ADMIN with SHIPPING_PRICE_ACCESS',
      product: 'ADMIN with PRODUCT_ACCESS',
      'seller-product': 'SELLER',
      'warehouse-product': 'WAREHOUSE',
      order: 'SELLER | ROOT; ADMIN with ORDER_ACCESS',
      'order-item': 'SELLER | ROOT; ADMIN with ORDER_ITEM_ACCESS',
      'refund-order-item': 'ROOT; ADMIN with ORDER_ITEM_REFUND_ACCESS',
      'resend-order-item': 'ROOT; ADMIN with ORDER_ITEM_RESEND_ACCESS',
      'return-order-item': 'ROOT; ADMIN with ORDER_ITEM_RETURN_ACCESS',
      'order-item-over-due-processing': 'ROOT; ADMIN with ORDER_ITEM_DUE_DATE_ACCESS',
      'order-item-over-due-shipping': 'ROOT; ADMIN with ORDER_ITEM_DUE_DATE_ACCESS',
      'invalid-address-order': 'SELLER',
      'import-queue':
        'SELLER,PRINTER | ROOT; ADMIN with IMPORT_QUEUE_ACCESS | ADMIN with IMPORT_TRACKING_CODE_ACCESS',
      'printer-item-to-pick': 'PRINTER',
      'printer-item-picked': 'PRINTER',
      'printer-item-processing': 'PRINTER',
      'printer-item-complete': 'PRINTER',
      'printer-item-awaiting-stock': 'PRINTER',
      'printer-item-new-to-print': 'PRINTER',
      'printer-downloaded-packing-slip': 'PRINTER',
      'shipment-tracker': 'PRINTER | ROOT; ADMIN with ORDER_ITEM_ACCESS',
      'packing-slip-signature': 'ADMIN with PACKING_SLIP_SIGNATURE_ACCESS',
      'webhook-endpoint': 'SELLER',
      'webhook-delivery': 'SELLER',
      'external-store': 'SELLER',
      'external-store-variant': 'SELLER',
      'external-store-order': 'SELLER',
      'etsy-order-queue': 'SELLER',
      issue: 'SELLER | PRINTER | ROOT; ADMIN with ORDER_ITEM_ACCESS',
      'trace-log': 'ROOT; ADMIN with TRACE_LOG_ACCESS',
      'stock-log': 'PRINTER',
      'admin-stock-log': 'ADMIN with STOCK_LOG_ACCESS',
      inventory: 'PRINTER',
      'admin-item-awaiting-stock': 'ADMIN with ORDER_ITEM_ACCESS',
      'short-link': 'ADMIN with SHORT_LINK_ACCESS',
      'site-page': 'ADMIN',
      'site-material': 'ADMIN with PRODUCT_TYPE_ACCESS',
      group: 'ADMIN with GROUP_ACCESS',
      badge: 'ADMIN with BADGE_ACCESS',
      event: 'ADMIN with EVENT_ACCESS',
      contest: 'ADMIN with EVENT_ACCESS',
      'sent-mail': 'ADMIN with MAIL_SENT_ACCESS',
    });
  });

  // The five lists that used to answer an admin without their permission an empty list.
  it.each([
    ['order', 'ORDER_ACCESS'],
    ['order-item', 'ORDER_ITEM_ACCESS'],
    ['import-queue', 'IMPORT_QUEUE_ACCESS'],
    ['shipment-tracker', 'ORDER_ITEM_ACCESS'],
    ['transaction', 'DEPOSIT_ACCESS'],
    ['trace-log', 'TRACE_LOG_ACCESS'],
  ] as const)('%s: 403 for an admin without %s, 200 with it', async (model, permission) => {
    const refused = await list(bareAdmin, model);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).not.toHaveProperty('items');
    expect((await list(adminWith.get(permission)!, model)).statusCode).toBe(200);
  });

  it.each(LIST_MODEL_NAMES.map((name) => [name]))(
    '%s: 403 for each caller the declaration leaves out, 200 with rows of its schema for the others',
    async (name) => {
      const strictRow = LIST_MODELS[name].row.strict();
      for (const { caller, session, token, status } of expectationsOf(name)) {
        const response = await list(session, name, token);
        expect(response.statusCode, `${name} as ${caller}: ${response.body}`).toBe(status);
        if (status !== 200) continue;
        for (const item of response.json().items as unknown[]) {
          const parsed = strictRow.safeParse(item);
          expect(parsed.success, `${name} as ${caller}: ${parsed.error?.message}`).toBe(true);
        }
      }
    },
  );
});
