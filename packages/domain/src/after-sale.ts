import { isShippableState } from './address';
import { isCountryCode } from './countries';
import type { RefundType } from './orders';

/*
 * After-sale requests (spec 01: /a/refund-order-items, /a/resend-order-items,
 * /a/return-order-items; spec 03 section 4: refund types) and the address rules an order's
 * address is checked by (spec 03 section 5).
 */

export const AFTER_SALE_TYPES = ['REFUND', 'RESEND', 'RETURN'] as const;

/**
 * The app type (the admin's option lists, /a/app-types) whose options a seller picks a request's
 * reason from, by the request's type. A type the admin has not made, or made inactive, leaves the
 * reason free text.
 */
export const AFTER_SALE_REASON_APP_TYPES = {
  REFUND: 'REFUND_REASON',
  RESEND: 'RESEND_REASON',
  RETURN: 'RETURN_REASON',
} as const satisfies Record<(typeof AFTER_SALE_TYPES)[number], string>;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];

/** A request waits (PENDING) until an admin approves or refuses it. */
export const AFTER_SALE_STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];

export const AFTER_SALE_MESSAGES = {
  amountRequired: 'The amount is required for a custom refund',
  percentRequired: 'The percent is required for a percent refund',
  refundTypeRequired: 'The refund type is required',
  amountTooHigh: 'The refund amount cannot be more than what was paid and not refunded yet',
  nothingToRefund: 'Nothing is left to refund on this item',
  alreadyReviewed: 'This request has already been approved or refused',
  pendingRequest: 'This item already has a request waiting for review',
} as const;

export type RefundAsked = { refundType: RefundType; amount?: number; percent?: number };

/**
 * The cents a refund request gives back: everything left (FULL), a custom amount, or a percent of
 * the item's paid total rounded down (a refund never gives a cent more than asked). `paid` is the
 * item's total, `refunded` what earlier refunds already gave back. Answers a message when the
 * request cannot be met.
 */
export function refundAmountOf(
  asked: RefundAsked,
  paid: number,
  refunded: number,
): { amount: number } | { error: string } {
  const left = Math.max(0, paid - refunded);
  if (left <= 0) return { error: AFTER_SALE_MESSAGES.nothingToRefund };
  let amount: number;
  if (asked.refundType === 'FULL') amount = left;
  else if (asked.refundType === 'CUSTOM_AMOUNT') {
    if (asked.amount === undefined) return { error: AFTER_SALE_MESSAGES.amountRequired };
    amount = asked.amount;
  } else {
    if (asked.percent === undefined) return { error: AFTER_SALE_MESSAGES.percentRequired };
    amount = Math.floor((paid * asked.percent) / 100);
  }
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    return { error: 'The amount must be greater than 0' };
  }
  if (amount > left) return { error: AFTER_SALE_MESSAGES.amountTooHigh };
  return { amount };
}

// ---- Address check ----

export type CheckedAddress = {
  fullName: string;
  street: string;
  street2?: string | null;
  city: string;
  state?: string | null;
  zipcode: string;
  country: string;
};

export type AddressProblem = { field: keyof CheckedAddress; message: string };

const US_ZIPCODE = /^\d{5}(-\d{4})?$/;
const US_STATE = /^[A-Z]{2,3}$/;

/**
 * The address rules the business can check without an outside address service: required parts,
 * a known country, the non-shipping state codes, and for the United States a state code and a
 * ZIP code of 5 digits (optionally +4). Answers one problem per field at most.
 */
export function checkAddress(address: CheckedAddress): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const blank = (value: string | null | undefined) => !value || value.trim() === '';
  if (blank(address.fullName)) {
    problems.push({ field: 'fullName', message: 'The full name is required' });
  }
  if (blank(address.street)) problems.push({ field: 'street', message: 'The street is required' });
  if (blank(address.city)) problems.push({ field: 'city', message: 'The city is required' });
  const country = address.country.trim().toUpperCase();
  if (!isCountryCode(country)) {
    problems.push({ field: 'country', message: 'The country is not a known country' });
  }
  const state = (address.state ?? '').trim().toUpperCase();
  if (!isShippableState(state)) {
    problems.push({ field: 'state', message: `The state ${state} is not a delivery area` });
  } else if (country === 'US' && !US_STATE.test(state)) {
    problems.push({ field: 'state', message: 'A US address needs a state code (e.g. TX)' });
  }
  const zipcode = address.zipcode.trim();
  if (blank(zipcode)) problems.push({ field: 'zipcode', message: 'The zipcode is required' });
  else if (country === 'US' && !US_ZIPCODE.test(zipcode)) {
    problems.push({ field: 'zipcode', message: 'A US zipcode has 5 digits (or 5+4)' });
  }
  return problems;
}

const tidy = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ');

/**
 * A suggested spelling of the address by the same rules (no outside address service is used):
 * spaces tidied, country and US state codes upper case, a US ZIP code with its spaces and stray
 * characters removed. The recipient's name is left as written.
 */
export function suggestAddress(address: CheckedAddress): CheckedAddress {
  const country = tidy(address.country).toUpperCase();
  const isUs = country === 'US';
  let zipcode = tidy(address.zipcode);
  if (isUs) {
    const digits = zipcode.replace(/[^\d]/g, '');
    zipcode = digits.length === 9 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
  }
  const street2 = tidy(address.street2);
  const state = tidy(address.state);
  return {
    fullName: address.fullName,
    street: tidy(address.street),
    street2: street2 || null,
    city: tidy(address.city),
    state: state === '' ? null : isUs ? state.toUpperCase() : state,
    zipcode,
    country,
  };
}
