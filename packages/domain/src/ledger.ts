/** Transaction types (spec 03 section 3.4). */
export const TRANSACTION_TYPES = [
  'ADJUST',
  'BONUS',
  'CHARGE',
  'DEPOSIT',
  'REFUND',
  'REFUND_DEPOSIT',
  'WITHDRAW',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The types a seller sees under "other transactions" rather than deposits or withdraws. */
export const OTHER_TRANSACTION_TYPES = [
  'ADJUST',
  'BONUS',
  'CHARGE',
  'REFUND',
  'REFUND_DEPOSIT',
] as const satisfies readonly TransactionType[];

/** HOLDING is a card deposit waiting for its verification code. */
export const TRANSACTION_STATUSES = ['APPROVED', 'CANCELED', 'HOLDING', 'PENDING'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const PAYMENT_METHODS = [
  'BANKING',
  'CREDIT_CARD',
  'ETSY_PAYOUT',
  'LIANLIAN',
  'PAYONEER',
  'PAYPAL',
  'PINGPONG',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Config flags that switch each seller deposit method on (spec 03 section 3.4). */
export const DEPOSIT_CONFIG_KEYS = [
  'allowDepositBanking',
  'allowDepositCreditCard',
  'allowDepositPaypal',
] as const;
export type DepositConfigKey = (typeof DEPOSIT_CONFIG_KEYS)[number];
export type DepositConfig = Record<DepositConfigKey, boolean>;

/** Largest single deposit, in dollars as the seller types it (spec 03 section 9). */
export const MAX_DEPOSIT_DOLLARS = 100000;

/** Digits of the code that verifies a held card deposit. */
export const DEPOSIT_CODE_LENGTH = 6;
export const DEPOSIT_CODE_PATTERN = new RegExp(`^\\d{${DEPOSIT_CODE_LENGTH}}$`);

export type DepositMethod = 'BANKING' | 'CREDIT_CARD' | 'PAYPAL';

export type DepositContext = {
  hasDepositPermission: boolean;
  hasTransactionPermission: boolean;
  hadHoldingDeposit: boolean;
  verifyRemainingAttemptNumber: number;
  config: DepositConfig;
};

const DEPOSIT_METHOD_CONFIG: Record<DepositMethod, DepositConfigKey> = {
  BANKING: 'allowDepositBanking',
  CREDIT_CARD: 'allowDepositCreditCard',
  PAYPAL: 'allowDepositPaypal',
};

/**
 * Whether a seller may deposit by a method (spec 02 section 4.12). Cards carry the extra checks
 * because a card deposit is held until verified: one held deposit at a time, and a seller who has
 * used up the verification attempts is banned from card deposits.
 */
export function isDepositMethodEnabled(method: DepositMethod, context: DepositContext): boolean {
  if (!context.hasDepositPermission || !context.hasTransactionPermission) return false;
  if (!context.config[DEPOSIT_METHOD_CONFIG[method]]) return false;
  if (method !== 'CREDIT_CARD') return true;
  return !context.hadHoldingDeposit && !isDepositBanned(context.verifyRemainingAttemptNumber);
}

/** At 0 or fewer remaining attempts the seller is banned from depositing (spec 02 section 4.12). */
export function isDepositBanned(verifyRemainingAttemptNumber: number): boolean {
  return verifyRemainingAttemptNumber <= 0;
}
