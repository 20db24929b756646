import { z } from 'zod';
import {
  DEPOSIT_CODE_LENGTH,
  DEPOSIT_CODE_PATTERN,
  MAX_DEPOSIT_DOLLARS,
  PAYMENT_METHODS,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
} from '../ledger';
import { RECEIPT_TYPES } from '../settings';
import { formatMessage } from '../validation';
import { dataAnswer } from './accounts';
import { isTimeZoneName } from './data-list';

/** The largest single deposit in cents (spec 03 section 9: 100000 dollars). */
export const MAX_DEPOSIT_CENTS = MAX_DEPOSIT_DOLLARS * 100;

/**
 * The largest amount of any other single transaction (withdraw, adjust, bonus): far above any real
 * one, and far below 2^53 so sums of many rows stay exact in JavaScript numbers.
 */
export const MAX_TRANSACTION_CENTS = 1_000_000_000_00;

/**
 * Wrong codes a seller may enter for a held card deposit before it is cancelled and card deposits
 * are banned (spec 03 section 9 leaves the number open; this is ours).
 */
export const DEPOSIT_VERIFY_ATTEMPTS = 3;

export const TRANSACTION_DESCRIPTION_MAX_LENGTH = 1000;

/** The header a payment-like call carries so a retried request is not carried out twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** What an idempotency key may look like: a UUID or any similar opaque token. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,100}$/;

const idempotencyKeySchema = z.string().regex(IDEMPOTENCY_KEY_PATTERN, {
  message: 'The Idempotency-Key header must be 8 to 100 letters, digits or . _ : -',
});
/** Headers of a payment-like call: the key is required (other headers pass through). */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema,
});
/** Headers of an admin's money call: a key is taken when given. */
export const optionalIdempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional(),
});

// ---- messages the seller and admin screens show (spec 03 section 8) ----
export const BALANCE_NOT_ENOUGH = 'Balance not enough';
export const DEPOSIT_BANNED =
  'You have used up the verification attempts and are banned from credit-card deposits';
export const CARD_DEPOSIT_NOT_PERMITTED = 'Credit-card deposit not permitted, use bank transfer';
export const HELD_DEPOSIT_FIRST = 'A held transaction must be verified before a new deposit';
export const DEPOSIT_METHOD_UNAVAILABLE = 'This deposit method is not available';
export const NO_PAYMENT_METHODS = 'No payment methods available';
export const WRONG_DEPOSIT_CODE = 'The verification code is wrong';

const amountMessage = (name: string) => formatMessage('integer', { name });

/** A positive whole number of cents up to `max`, with the bound worded in dollars. */
function positiveCents(max: number, maxMessage: string) {
  return z
    .number()
    .refine(Number.isSafeInteger, { message: amountMessage('amount') })
    .refine((value) => value >= 1, { message: 'The amount must be greater than 0' })
    .refine((value) => value <= max, { message: maxMessage });
}

export const depositAmountSchema = positiveCents(
  MAX_DEPOSIT_CENTS,
  `The amount may not be greater than ${MAX_DEPOSIT_DOLLARS} dollars`,
);
export const transactionAmountSchema = positiveCents(
  MAX_TRANSACTION_CENTS,
  'The amount is too large',
);
const descriptionSchema = z.string().trim().min(1).max(TRANSACTION_DESCRIPTION_MAX_LENGTH);
const optionalDescriptionSchema = z
  .string()
  .trim()
  .max(TRANSACTION_DESCRIPTION_MAX_LENGTH)
  .nullable()
  .optional();

// ---- seller: deposits and withdraws ----

/** POST seller/deposit: a bank transfer with its proof image, approved by an admin. */
export const bankingDepositBodySchema = z.strictObject({
  amount: depositAmountSchema,
  /** An image the seller uploaded to the file store (their own file). */
  proofFileId: z.string().uuid(),
  description: descriptionSchema,
});
export type BankingDepositBody = z.input<typeof bankingDepositBodySchema>;

/** POST seller/payment-intent: a card deposit (the card provider's payment method id). */
export const cardDepositBodySchema = z.strictObject({
  amount: depositAmountSchema,
  paymentMethodId: z.string().trim().min(1).max(255),
});
export type CardDepositBody = z.input<typeof cardDepositBodySchema>;

/**
 * The 6-digit code of a held card deposit. The spec sends it as a number, which drops leading
 * zeros, so a number is padded back to 6 digits; text of 6 digits is taken as it is.
 */
export const depositCodeSchema = z
  .union([
    z
      .number()
      .int()
      .min(0)
      .max(10 ** DEPOSIT_CODE_LENGTH - 1),
    z.string().trim(),
  ])
  .transform((value) =>
    typeof value === 'number' ? String(value).padStart(DEPOSIT_CODE_LENGTH, '0') : value,
  )
  .refine((value) => DEPOSIT_CODE_PATTERN.test(value), {
    message: formatMessage('digits', { name: 'verifyCode', length: DEPOSIT_CODE_LENGTH }),
  });

/** POST seller/payment-verify (spec 02 section 3.11): the code and the held deposit. */
export const verifyDepositBodySchema = z.strictObject({
  verifyCode: depositCodeSchema,
  transactionId: z.string().uuid(),
});
export type VerifyDepositBody = z.input<typeof verifyDepositBodySchema>;

/** POST seller/payment-paypal: starts a PayPal order; the answer carries the approval link. */
export const paypalDepositBodySchema = z.strictObject({ amount: depositAmountSchema });

/**
 * POST seller/verify-payment-paypal: the seller came back from PayPal. `token` is the PayPal
 * order id PayPal appends to the return URL; payerId (PayerID) and paymentId are accepted as the
 * spec names them but not needed by the Orders v2 capture.
 */
export const paypalCaptureBodySchema = z.strictObject({
  token: z.string().trim().min(1).max(64),
  payerId: z.string().trim().max(64).optional(),
  paymentId: z.string().trim().max(64).optional(),
});

/** Where a withdraw is paid out; a card deposit cannot be withdrawn to a card. */
export const WITHDRAW_METHODS = [
  'BANKING',
  'PAYPAL',
  'PAYONEER',
  'PINGPONG',
  'LIANLIAN',
] as const satisfies readonly (typeof PAYMENT_METHODS)[number][];

/** POST seller/withdraw: money out, approved by an admin; the receiving account in the text. */
export const withdrawBodySchema = z.strictObject({
  amount: transactionAmountSchema,
  paymentMethod: z.enum(WITHDRAW_METHODS),
  description: descriptionSchema,
});
export type WithdrawBody = z.input<typeof withdrawBodySchema>;

// ---- admin: adjust, bonus, review ----

/** POST transactions/adjust: a signed correction of a seller's balance, always explained. */
export const adjustBodySchema = z.strictObject({
  userId: z.string().uuid(),
  amount: z
    .number()
    .refine(Number.isSafeInteger, { message: amountMessage('amount') })
    .refine((value) => value !== 0, { message: 'The amount may not be 0' })
    .refine((value) => Math.abs(value) <= MAX_TRANSACTION_CENTS, {
      message: 'The amount is too large',
    }),
  description: descriptionSchema,
});
export type AdjustBody = z.input<typeof adjustBodySchema>;

/** POST transactions/bonus: money given to a seller. */
export const bonusBodySchema = z.strictObject({
  userId: z.string().uuid(),
  amount: transactionAmountSchema,
  description: optionalDescriptionSchema,
});
export type BonusBody = z.input<typeof bonusBodySchema>;

/** POST transactions/{id}/approve|cancel: an optional note (the reason of a cancellation). */
export const reviewTransactionBodySchema = z
  .strictObject({ reviewNote: optionalDescriptionSchema })
  .optional();

/** POST transactions/{id}/refund-deposit: money of an approved deposit paid back. */
export const refundDepositBodySchema = z.strictObject({
  amount: transactionAmountSchema,
  description: descriptionSchema,
});

// ---- answers ----

/** One ledger row. `amount` is its signed effect on the balance in cents (a charge is negative). */
export const transactionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userFullName: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number().int(),
  fee: z.number().int(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  description: z.string().nullable(),
  proofFileId: z.string().nullable(),
  orderId: z.string().nullable(),
  refTransactionId: z.string().nullable(),
  /** The balance around the moment the row moved it; null while it has not (yet). */
  balanceBefore: z.number().int().nullable(),
  balanceAfter: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Why it was cancelled: an admin's reason, or the payment provider's refusal. */
  reviewNote: z.string().nullable(),
  /** Who approved or cancelled it (issue 19's money pages); absent where the answer omits it. */
  reviewedByEmail: z.string().nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionAnswerSchema = dataAnswer(transactionSchema);

/** A PayPal deposit started: the seller is sent to approvalUrl, and comes back to capture. */
export const paypalDepositAnswerSchema = dataAnswer(
  z.object({ transaction: transactionSchema, approvalUrl: z.string() }),
);

/** A card the seller saved with the card provider, as GET seller/payment-methods lists it. */
export const savedCardSchema = z.object({
  /** The provider's payment method id, sent back as paymentMethodId of a card deposit. */
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const savedCardsAnswerSchema = dataAnswer(z.array(savedCardSchema));

/** POST seller/payment-methods/setup-intent: what Stripe.js needs to save a new card. */
export const cardSetupSchema = z.object({ clientSecret: z.string(), publishableKey: z.string() });
export type CardSetup = z.infer<typeof cardSetupSchema>;
export const cardSetupAnswerSchema = dataAnswer(cardSetupSchema);

/** "status, message, data" of the verify call (spec 02 section 7). */
export const verifyDepositAnswerSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: transactionSchema,
});

/** GET seller/balance: the balance and what pending withdraws hold of it. */
export const balanceAnswerSchema = dataAnswer(
  z.object({
    currentBalance: z.number().int(),
    reservedAmount: z.number().int(),
    availableBalance: z.number().int(),
  }),
);

export const depositConfigSchema = z.strictObject({
  allowDepositBanking: z.boolean(),
  allowDepositCreditCard: z.boolean(),
  allowDepositPaypal: z.boolean(),
});

const depositMethodsSchema = z.object({
  BANKING: z.boolean(),
  CREDIT_CARD: z.boolean(),
  PAYPAL: z.boolean(),
});

/** GET seller/deposit-info (spec 03 section 3.4) with what the deposit screen needs beside it. */
export const depositInfoSchema = z.object({
  allowDepositPermission: z.boolean(),
  hadHoldingDeposit: z.boolean(),
  /** The held card deposit to verify, if any (the verify-deposit modal's amount and id). */
  holdingTransaction: z.object({ id: z.string(), amount: z.number().int() }).nullable(),
  verifyRemainingAttemptNumber: z.number().int(),
  /** The seller's effective config: for all, then the seller's own overrides. */
  config: depositConfigSchema,
  /** Whether each method can be used now (spec 02 section 4.12, and the provider configured). */
  methods: depositMethodsSchema,
  maxDepositAmount: z.number().int(),
});
export type DepositInfo = z.infer<typeof depositInfoSchema>;
export const depositInfoAnswerSchema = dataAnswer(depositInfoSchema);

/** GET/PUT deposit-methods: the config for all sellers and which providers have keys. */
export const depositMethodsAnswerSchema = dataAnswer(
  z.object({ config: depositConfigSchema, providers: depositMethodsSchema }),
);

/** A seller's own deposit settings; a null method flag follows the config for all. */
export const userDepositSettingsBodySchema = z.strictObject({
  allowDepositBanking: z.boolean().nullable().optional(),
  allowDepositCreditCard: z.boolean().nullable().optional(),
  allowDepositPaypal: z.boolean().nullable().optional(),
  /** False bans the seller from depositing at all. */
  allowDepositPermission: z.boolean().optional(),
  /** 0 bans card deposits; an admin lifts the ban by giving attempts back. */
  verifyRemainingAttemptNumber: z.number().int().min(0).max(DEPOSIT_VERIFY_ATTEMPTS).optional(),
});
export type UserDepositSettingsBody = z.input<typeof userDepositSettingsBodySchema>;

export const userDepositSettingsAnswerSchema = dataAnswer(
  z.object({
    userId: z.string(),
    overrides: z.object({
      allowDepositBanking: z.boolean().nullable(),
      allowDepositCreditCard: z.boolean().nullable(),
      allowDepositPaypal: z.boolean().nullable(),
    }),
    allowDepositPermission: z.boolean(),
    verifyRemainingAttemptNumber: z.number().int(),
    config: depositConfigSchema,
  }),
);

// ---- receipts ----

/**
 * GET receipts (spec 03 section 3.5: id, date, type, role). inv: `id` is a transaction. stm: `id`
 * is the seller and `date` (YYYY-MM or a day of it) the month, in `timezone` (IANA, default UTC).
 * `role` is accepted as the client sends it; the server knows the caller's type.
 */
export const receiptQuerySchema = z
  .strictObject({
    id: z.string().uuid(),
    type: z.enum(RECEIPT_TYPES),
    date: z
      .string()
      .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, { message: 'The date must be YYYY-MM' })
      .optional(),
    timezone: z
      .string()
      .max(64)
      .refine(isTimeZoneName, { message: 'The time zone is not a known IANA name' })
      .optional(),
    role: z.string().max(32).optional(),
  })
  .refine((query) => query.type !== 'stm' || query.date !== undefined, {
    message: formatMessage('required', { name: 'date' }),
    path: ['date'],
  });
export type ReceiptQuery = z.input<typeof receiptQuerySchema>;
