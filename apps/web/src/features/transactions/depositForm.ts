import { MAX_DEPOSIT_CENTS, type DepositConfigKey, type DepositMethod } from '@platfox/domain';
import type { TFunction } from 'i18next';

export type DepositForm = {
  method: DepositMethod | null;
  /** Cents, from the dollars the seller typed. */
  amount: number | null;
  proof: File | null;
  description: string;
  paymentMethodId: string;
};

export const EMPTY_DEPOSIT: DepositForm = {
  method: null,
  amount: null,
  proof: null,
  description: '',
  paymentMethodId: '',
};

export type DepositErrors = Partial<
  Record<'method' | 'amount' | 'proof' | 'description' | 'paymentMethodId', string>
>;

/** The form's own checks before anything is sent (spec 03 section 5: deposit amount and proof). */
export function depositErrors(form: DepositForm, t: TFunction): DepositErrors {
  const errors: DepositErrors = {};
  if (!form.method) errors.method = t('transactions.deposit.chooseMethod');
  if (form.amount === null || form.amount < 1)
    errors.amount = t('transactions.deposit.amountRequired');
  else if (form.amount > MAX_DEPOSIT_CENTS) {
    errors.amount = t('transactions.deposit.amountMax', { max: MAX_DEPOSIT_CENTS / 100 });
  }
  if (form.method === 'BANKING') {
    if (!form.proof) errors.proof = t('transactions.deposit.proofRequired');
    if (!form.description.trim())
      errors.description = t('transactions.deposit.descriptionRequired');
  }
  if (form.method === 'CREDIT_CARD' && !form.paymentMethodId.trim()) {
    errors.paymentMethodId = t('transactions.deposit.cardRequired');
  }
  return errors;
}

/** The deposit method each config flag switches on. */
export const PROVIDER_OF: Record<DepositConfigKey, DepositMethod> = {
  allowDepositBanking: 'BANKING',
  allowDepositCreditCard: 'CREDIT_CARD',
  allowDepositPaypal: 'PAYPAL',
};
