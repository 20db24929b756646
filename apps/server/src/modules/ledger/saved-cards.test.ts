import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newSeller, type UserFixture } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { startCardStandIn, TEST_CARDS, type CardStandIn } from './card-stand-in';
import { CARD_DEPOSITS_OFF, CARD_SETUP_OFF } from './saved-cards';

let ctx: TestContext;
let stripe: CardStandIn;
let keyCount = 0;
const key = () => `saved-card-${++keyCount}-${Date.now()}`;
const PUBLISHABLE_KEY = 'pk_test_stand_in';

beforeAll(async () => {
  stripe = await startCardStandIn();
  ctx = await createTestApp({
    stripe: { baseUrl: stripe.url, secretKey: stripe.secretKey, publishableKey: PUBLISHABLE_KEY },
  });
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

const savedCards = (seller: UserFixture) =>
  as(ctx, seller.session)('GET', '/api/seller/payment-methods');
const setupIntent = (seller: UserFixture) =>
  as(ctx, seller.session)('POST', '/api/seller/payment-methods/setup-intent', undefined, key());
const customersMadeFor = (seller: UserFixture) =>
  stripe.requests.filter(
    (request) =>
      request.path === '/v1/customers' &&
      new URLSearchParams(request.body).get('metadata[userId]') === seller.id,
  );
const cardDeposit = (seller: UserFixture, paymentMethodId: string) =>
  as(ctx, seller.session)(
    'POST',
    '/api/seller/payment-intent',
    { amount: 2_000, paymentMethodId },
    key(),
  );

describe('saved cards', () => {
  it('lists nothing, and makes no customer, before the seller adds a card', async () => {
    const seller = await newSeller(ctx);
    const answer = await savedCards(seller);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
    expect(customersMadeFor(seller)).toHaveLength(0);
  });

  it('makes one customer even when two setups race, and answers what Stripe.js needs', async () => {
    const seller = await newSeller(ctx);
    const answers = await Promise.all([setupIntent(seller), setupIntent(seller)]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        clientSecret: expect.stringMatching(/^seti_\w+_secret_\w+$/),
        publishableKey: PUBLISHABLE_KEY,
      });
    }
    const made = customersMadeFor(seller);
    expect(made).toHaveLength(1);
    const customer = [...stripe.customers.customers.values()].find(
      (item) => item.userId === seller.id,
    );
    expect(customer?.email).toContain('@');
    // Both SetupIntents are for that one customer, for cards charged with the seller away.
    const setups = stripe.requests
      .filter((request) => request.path === '/v1/setup_intents')
      .map((request) => new URLSearchParams(request.body))
      .filter((form) => form.get('customer') === customer?.id);
    expect(setups).toHaveLength(2);
    expect(setups[0]?.get('usage')).toBe('off_session');
    expect(setups[0]?.getAll('payment_method_types[]')).toEqual(['card']);
  });

  it("lists the seller's cards and deposits with one of them under their customer", async () => {
    const seller = await newSeller(ctx);
    await setupIntent(seller);
    const customer = [...stripe.customers.customers.values()].find(
      (item) => item.userId === seller.id,
    )!;
    const added = stripe.customers.saveCard(customer.id, {
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2031,
    });
    const cards = (await savedCards(seller)).body.data;
    expect(cards).toHaveLength(2);
    expect(cards).toContainEqual({
      id: added.id,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 3,
      expYear: 2031,
    });
    const deposit = await cardDeposit(seller, added.id);
    expect(deposit.body.data).toMatchObject({ status: 'HOLDING', amount: 2_000 });
    const sent = stripe.requests
      .filter((request) => request.path === '/v1/payment_intents')
      .map((request) => new URLSearchParams(request.body))
      .find((form) => form.get('payment_method') === added.id);
    expect(sent?.get('customer')).toBe(customer.id);
  });

  it("never shows or charges another seller's card", async () => {
    const owner = await newSeller(ctx);
    await setupIntent(owner);
    const [ownerCard] = (await savedCards(owner)).body.data;
    expect(ownerCard).toBeDefined();

    const other = await newSeller(ctx);
    expect((await savedCards(other)).body.data).toEqual([]);
    const refused = await cardDeposit(other, ownerCard.id);
    expect(refused.status).toBe(400);
    expect(refused.body.errors.paymentMethodId).toContain(ownerCard.id);
    // Still refused once the other seller has a customer of their own.
    await setupIntent(other);
    const otherCards = (await savedCards(other)).body.data;
    expect(otherCards.map((card: { id: string }) => card.id)).not.toContain(ownerCard.id);
    expect((await cardDeposit(other, ownerCard.id)).status).toBe(400);
  });

  it("still takes Stripe's test cards from a seller without a customer", async () => {
    const seller = await newSeller(ctx);
    const deposit = await cardDeposit(seller, TEST_CARDS.visa);
    expect(deposit.body.data).toMatchObject({ status: 'HOLDING' });
  });
});

describe('saved cards with card deposits off', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ stripe: undefined });
  });
  afterAll(() => off.close());

  it('answers a clear refusal', async () => {
    const seller = await newSeller(off);
    const list = await as(off, seller.session)('GET', '/api/seller/payment-methods');
    expect(list.body).toMatchObject({ status: 400, message: CARD_DEPOSITS_OFF });
    const setup = await as(off, seller.session)(
      'POST',
      '/api/seller/payment-methods/setup-intent',
      undefined,
      key(),
    );
    expect(setup.body).toMatchObject({ status: 400, message: CARD_DEPOSITS_OFF });
  });
});

describe('saved cards without a publishable key', () => {
  let noKey: TestContext;
  beforeAll(async () => {
    noKey = await createTestApp({ stripe: { baseUrl: stripe.url, secretKey: stripe.secretKey } });
  });
  afterAll(() => noKey.close());

  it('lists cards but cannot add one, and makes no customer for nothing', async () => {
    const seller = await newSeller(noKey);
    const list = await as(noKey, seller.session)('GET', '/api/seller/payment-methods');
    expect(list.body).toMatchObject({ status: 200, data: [] });
    const setup = await as(noKey, seller.session)(
      'POST',
      '/api/seller/payment-methods/setup-intent',
      undefined,
      key(),
    );
    expect(setup.body).toMatchObject({ status: 400, message: CARD_SETUP_OFF });
    expect(customersMadeFor(seller)).toHaveLength(0);
  });
});
