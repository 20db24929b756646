/*
 * Stripe.js, loaded from Stripe's own address when the seller adds a card (Stripe requires it be
 * loaded from there, never bundled), so the card number goes from the browser to Stripe and never
 * through our servers. Only the few calls the add-card modal makes are typed here.
 */

/** The one place the Stripe.js address is written. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

export type StripeCardElement = {
  mount: (target: HTMLElement) => void;
  destroy: () => void;
};

export type StripeSetupResult = {
  setupIntent?: { payment_method?: string | { id: string } | null; status?: string };
  error?: { message?: string };
};

export type StripeClient = {
  elements: () => { create: (type: 'card') => StripeCardElement };
  confirmCardSetup: (
    clientSecret: string,
    data: { payment_method: { card: StripeCardElement } },
  ) => Promise<StripeSetupResult>;
};

type StripeFactory = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

let loading: Promise<StripeFactory> | null = null;

function loadScript(): Promise<StripeFactory> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js did not load'));
    script.onerror = () => reject(new Error('Stripe.js could not be loaded'));
    document.head.appendChild(script);
  });
}

/** Stripe.js for the key; the script is added to the page once, a failed load is tried again. */
export async function loadStripe(publishableKey: string): Promise<StripeClient> {
  if (!window.Stripe) {
    loading ??= loadScript().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    await loading;
  }
  return (window.Stripe as StripeFactory)(publishableKey);
}
