import { describe, expect, it } from 'vitest';
import {
  DEPOSIT_CODE_PATTERN,
  TRANSACTION_TYPES,
  OTHER_TRANSACTION_TYPES,
  isDepositBanned,
  isDepositMethodEnabled,
  type DepositContext,
} from './ledger';

const allowed: DepositContext = {
  hasDepositPermission: true,
  hasTransactionPermission: true,
  hadHoldingDeposit: false,
  verifyRemainingAttemptNumber: 3,
  config: { allowDepositBanking: true, allowDepositCreditCard: true, allowDepositPaypal: true },
};

describe('isDepositMethodEnabled', () => {
  it('enables every method when all conditions hold', () => {
    for (const method of ['BANKING', 'CREDIT_CARD', 'PAYPAL'] as const) {
      expect(isDepositMethodEnabled(method, allowed)).toBe(true);
    }
  });

  it('needs both the deposit and the transaction permission', () => {
    for (const method of ['BANKING', 'CREDIT_CARD', 'PAYPAL'] as const) {
      expect(isDepositMethodEnabled(method, { ...allowed, hasDepositPermission: false })).toBe(
        false,
      );
      expect(isDepositMethodEnabled(method, { ...allowed, hasTransactionPermission: false })).toBe(
        false,
      );
    }
  });

  it('follows each method own config flag', () => {
    const config = { ...allowed.config, allowDepositPaypal: false };
    expect(isDepositMethodEnabled('PAYPAL', { ...allowed, config })).toBe(false);
    expect(isDepositMethodEnabled('BANKING', { ...allowed, config })).toBe(true);
  });

  it('blocks only cards while a deposit is held', () => {
    const holding = { ...allowed, hadHoldingDeposit: true };
    expect(isDepositMethodEnabled('CREDIT_CARD', holding)).toBe(false);
    expect(isDepositMethodEnabled('BANKING', holding)).toBe(true);
  });

  it('blocks cards once the verification attempts are used up', () => {
    const banned = { ...allowed, verifyRemainingAttemptNumber: 0 };
    expect(isDepositMethodEnabled('CREDIT_CARD', banned)).toBe(false);
    expect(isDepositMethodEnabled('PAYPAL', banned)).toBe(true);
  });
});

describe('isDepositBanned', () => {
  it('bans at zero or fewer remaining attempts', () => {
    expect(isDepositBanned(1)).toBe(false);
    expect(isDepositBanned(0)).toBe(true);
    expect(isDepositBanned(-1)).toBe(true);
  });
});

describe('DEPOSIT_CODE_PATTERN', () => {
  it('takes exactly 6 digits', () => {
    expect(DEPOSIT_CODE_PATTERN.test('012345')).toBe(true);
    expect(DEPOSIT_CODE_PATTERN.test('12345')).toBe(false);
    expect(DEPOSIT_CODE_PATTERN.test('1234567')).toBe(false);
    expect(DEPOSIT_CODE_PATTERN.test('12a456')).toBe(false);
    expect(DEPOSIT_CODE_PATTERN.test(' 123456')).toBe(false);
  });
});

describe('OTHER_TRANSACTION_TYPES', () => {
  it('leaves out deposits and withdraws, which have their own lists', () => {
    expect(OTHER_TRANSACTION_TYPES).not.toContain('DEPOSIT');
    expect(OTHER_TRANSACTION_TYPES).not.toContain('WITHDRAW');
    expect(OTHER_TRANSACTION_TYPES.length + 2).toBe(TRANSACTION_TYPES.length);
  });
});
