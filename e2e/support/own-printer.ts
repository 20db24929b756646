import { expect } from 'vitest';
import { apiCall, apiSignIn, createUser, uniqueEmail, type ApiSession } from './api';
import { baseUrl } from './browser';
import { waitForMail } from './outbox';
import { solidPng } from './png';

/*
 * A printer, a product type and a seller of a journey's own, made through the API as an admin
 * would. Journeys run one after another on one server and one database, and approval routes an
 * item to the printer with the fewest open items among those ACTIVATED for its product type
 * (apps/server/src/modules/order-items/routing.ts): a journey that received stock into the demo
 * printer's warehouse, or picked its oldest items, changed what later journeys' picks found. On a
 * product type only its own printer may make, the journey's orders go nowhere else and no other
 * journey's orders come to it; its own seller leaves the demo seller's products and balance alone.
 */

const ok = <T>(what: string, answer: { status: number; body: T }): T => {
  expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body;
};

export type OwnPrinter = {
  email: string;
  session: ApiSession;
  /** Its staff member, checked in, and the QR value their card carries. */
  staff: { id: string; fullName: string; code: string };
};

/**
 * A printer with staff management on and one staff member checked in: the owner verification's
 * PIN is read from the mail the server writes, its feature token lets the printer add the member.
 */
export async function ownPrinter(admin: ApiSession, stem: string): Promise<OwnPrinter> {
  const email = uniqueEmail(stem);
  const id = await createUser(admin, {
    type: 'PRINTER',
    email,
    firstName: 'Stock',
    isEnabledStaffManagement: true,
  });
  const session = await apiSignIn(email);
  ok('pin', await apiCall(session, 'POST', '/apps/pin-code'));
  const pin = /\b(\d{6})\b/.exec((await waitForMail(email, /PIN/)).text)![1]!;
  const verified = ok(
    'verify pin',
    await apiCall<{ data: { featureToken: string } }>(
      session,
      'POST',
      `/apps/verify-pin-code/${id}`,
      { pin, isGenFeatureToken: true },
    ),
  );
  const staff = ok(
    'staff',
    await apiCall<{ data: { id: string; code: string; fullName: string } }>(
      session,
      'POST',
      '/printer/human-resources',
      { fullName: 'Quinn Quay', role: 'USER', jobType: 'FULL-TIME' },
      { 'auth-feature': verified.data.featureToken },
    ),
  ).data;
  ok(
    'check-in',
    await apiCall(session, 'POST', '/printer/time-logs', {
      code: staff.code,
      type: 'checkin',
      timezoneOffset: 0,
    }),
  );
  return { email, session, staff };
}

export type OwnProduct = {
  productTypeId: string;
  productTypeItemId: string;
  productId: string;
  seller: ApiSession;
};

/**
 * A product type of one item (no attributes) on an upload type of one print position (Front,
 * 600 px square), with its blank apparel, activated, shipping to the US, granted to `printerId` only;
 * and a new seller with $100.00 and a product of it with a plain design.
 */
export async function ownProduct(
  admin: ApiSession,
  printerId: string,
  name: string,
): Promise<OwnProduct> {
  const uploadType = ok(
    'upload type',
    await apiCall<{ data: { id: string; items: { id: string }[] } }>(
      admin,
      'POST',
      '/upload-types',
      {
        name: `${name} front`,
        isGroupType: false,
        items: [{ type: 'FRONT', name: 'Front', width: 600, height: 600, isRequired: true }],
      },
    ),
  ).data;
  const productType = ok(
    'product type',
    await apiCall<{ data: { id: string; items: { id: string }[] } }>(
      admin,
      'POST',
      '/product-types',
      {
        name,
        uploadTypeId: uploadType.id,
        extraPrintPrice: 0,
        estimatedProcessingDay: 2,
        estimatedDeliveryDay: 5,
        shortSku: `ST${Date.now().toString(36).toUpperCase()}`,
        sides: 'One Side',
        attributes: [],
        defaultPrice: 950,
      },
    ),
  ).data;
  const productTypeItemId = productType.items[0]!.id;
  ok(
    'blank apparel',
    await apiCall(admin, 'POST', '/blank-apparels', {
      productTypeId: productType.id,
      name: `${name} blank`,
    }),
  );
  ok(
    'activation',
    await apiCall(admin, 'PUT', `/product-types/${productType.id}/status`, {
      status: 'ACTIVATED',
    }),
  );
  ok(
    'shipping',
    await apiCall(admin, 'POST', '/shipping-prices', {
      country: 'US',
      productTypeItemIds: [productTypeItemId],
      normal: { firstItem: 450, restItems: 200 },
      fast: { firstItem: 900, restItems: 400 },
    }),
  );
  ok(
    'permission',
    await apiCall(admin, 'PUT', `/printer-permissions/${printerId}`, {
      items: [{ productTypeId: productType.id, status: 'ACTIVATED' }],
    }),
  );

  const sellerEmail = uniqueEmail('stock-seller');
  const sellerId = await createUser(admin, {
    type: 'SELLER',
    email: sellerEmail,
    firstName: 'Stock',
  });
  ok(
    'funds',
    await apiCall(admin, 'POST', '/transactions/adjust', {
      userId: sellerId,
      amount: 10_000,
      description: 'Stock journey funds',
    }),
  );
  const seller = await apiSignIn(sellerEmail);
  const frontId = uploadType.items[0]!.id;
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(solidPng(600, 600, [40, 90, 160]))], { type: 'image/png' }),
    'front.png',
  );
  const uploaded = await fetch(`${baseUrl()}/api/seller/designs?uploadTypeItemId=${frontId}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${seller.token}` },
    body: form,
  });
  const design = (await uploaded.json()) as { data: { id: string } };
  expect(uploaded.status, JSON.stringify(design)).toBe(200);
  const product = ok(
    'product',
    await apiCall<{ data: { id: string } }>(seller, 'POST', '/seller/product', {
      productTypeId: productType.id,
      title: `${name} tee`,
      sku: `stock-${Date.now().toString(36)}`,
      description: null,
      designDescription: null,
      printDesigns: [{ uploadTypeItemId: frontId, designId: design.data.id }],
    }),
  ).data;
  return { productTypeId: productType.id, productTypeItemId, productId: product.id, seller };
}
