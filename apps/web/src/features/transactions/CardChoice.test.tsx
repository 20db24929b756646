import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../platform/api/queryClient';
import { initI18n } from '../../platform/i18n';
import { json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { CardChoice } from './CardChoice';
import type { StripeClient, StripeSetupResult } from './stripeJs';

// Stripe.js cannot load here (no network): the loader answers a fake Stripe.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
}));
vi.mock('./stripeJs', () => ({ loadStripe: stripe.loadStripe }));

const WAIT = { timeout: 10_000 };
const TEST_TIMEOUT = 30_000;
const VISA = { id: 'pm_new_visa', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2028 };
const SETUP = { clientSecret: 'seti_1_secret_2', publishableKey: 'pk_test_1' };

/** The seller's saved cards the fake server answers, served in turn (the last one repeated). */
function fakeServer(cardLists: unknown[][]) {
  const calls: { method: string; path: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      calls.push({ method, path: url.pathname });
      if (method === 'GET' && url.pathname === '/api/seller/payment-methods') {
        const data = cardLists.length > 1 ? cardLists.shift() : cardLists[0];
        return json(200, { status: 200, data });
      }
      if (method === 'POST' && url.pathname === '/api/seller/payment-methods/setup-intent') {
        return json(200, { status: 200, data: SETUP });
      }
      return json(404, { status: 404, message: 'Not found', errors: {} });
    }),
  );
  return calls;
}

/** A fake Stripe whose card setup answers `result`. */
function fakeStripe(result: StripeSetupResult) {
  const card = { mount: vi.fn(), destroy: vi.fn() };
  const client: StripeClient = {
    elements: () => ({ create: () => card }),
    confirmCardSetup: vi.fn(async () => result),
  };
  stripe.loadStripe.mockResolvedValue(client);
  return { card, client };
}

function Chooser({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <CardChoice
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  stripe.loadStripe.mockReset();
});

describe('card choice', () => {
  it(
    'asks to add a card when the seller has none',
    async () => {
      fakeServer([[]]);
      renderInApp(<Chooser onChange={() => undefined} />);
      expect((await screen.findByTestId('deposit-no-cards', {}, WAIT)).textContent).toContain(
        'You have no saved card yet',
      );
      expect(screen.queryByTestId('deposit-card')).toBeNull();
      expect(screen.getByTestId('deposit-add-card').textContent).toBe('Add a card');
    },
    TEST_TIMEOUT,
  );

  it(
    'saves a card with Stripe.js, then lists and chooses it',
    async () => {
      const calls = fakeServer([[], [VISA]]);
      const { card, client } = fakeStripe({ setupIntent: { payment_method: VISA.id } });
      const chosen = vi.fn();
      renderInApp(<Chooser onChange={chosen} />);
      fireEvent.click(await screen.findByTestId('deposit-add-card', {}, WAIT));
      await waitFor(() => expect(card.mount).toHaveBeenCalled(), WAIT);
      expect(stripe.loadStripe).toHaveBeenCalledWith(SETUP.publishableKey);
      const save = screen.getByTestId('add-card-save') as HTMLButtonElement;
      await waitFor(() => expect(save.disabled).toBe(false), WAIT);
      fireEvent.click(save);

      await waitFor(() => expect(chosen).toHaveBeenCalledWith(VISA.id), WAIT);
      expect(client.confirmCardSetup).toHaveBeenCalledWith(SETUP.clientSecret, {
        payment_method: { card },
      });
      const select = (await screen.findByTestId('deposit-card', {}, WAIT)) as HTMLInputElement;
      await waitFor(() => expect(select.value).toBe('Visa •••• 4242 · 12/28'), WAIT);
      expect(calls.filter((call) => call.path.endsWith('/setup-intent'))).toHaveLength(1);
    },
    TEST_TIMEOUT,
  );

  it(
    "shows Stripe's message when the card is refused",
    async () => {
      fakeServer([[]]);
      fakeStripe({ error: { message: 'Your card was declined.' } });
      const chosen = vi.fn();
      renderInApp(<Chooser onChange={chosen} />);
      fireEvent.click(await screen.findByTestId('deposit-add-card', {}, WAIT));
      const save = await screen.findByTestId('add-card-save', {}, WAIT);
      await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), WAIT);
      fireEvent.click(save);
      expect((await screen.findByTestId('add-card-error', {}, WAIT)).textContent).toBe(
        'Your card was declined.',
      );
      expect(chosen).not.toHaveBeenCalled();
    },
    TEST_TIMEOUT,
  );
});
