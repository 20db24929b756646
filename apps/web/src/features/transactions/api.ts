import { platformEndpoints } from '@platfox/domain';
import type {
  balanceAnswerSchema,
  depositMethodsAnswerSchema,
  userDepositSettingsAnswerSchema,
} from '@platfox/domain';
import {
  type AdjustBody,
  ledgerEndpoints,
  type BankingDepositBody,
  type BonusBody,
  type CardDepositBody,
  type DepositConfig,
  type ReceiptQuery,
  type Transaction,
  type UserDepositSettingsBody,
  type WithdrawBody,
} from '@platfox/domain';
import type { z } from 'zod';
import { queryKeys } from '../../platform/api/queryKeys';
import { uploadImage } from '../../platform/api/directUpload';
import { call } from '../../platform/api';
import { dataOf } from '../../platform/api/answers';
import { cachedMutationHook, useRefresh } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';
import { saveFile } from '../../ui/download';

export type DepositMethodsView = z.infer<typeof depositMethodsAnswerSchema>['data'];
export type UserDepositSettings = z.infer<typeof userDepositSettingsAnswerSchema>['data'];
export type Balance = z.infer<typeof balanceAnswerSchema>['data'];

/** One query-key family for the ledger, so a change refreshes details, balance and settings. */
export const transactionKeys = queryKeys('transactions', {
  detail: (id: string) => ['detail', id],
  balance: ['balance'],
  depositInfo: ['deposit-info'],
  savedCards: ['saved-cards'],
  depositMethods: ['deposit-methods'],
  userSettings: (userId: string) => ['deposit-methods', userId],
});

/** What a ledger change makes stale: every ledger read (balance, details) and the list. */
const LEDGER_CHANGED = [transactionKeys.all, dataListKeys.model('transaction')] as const;

/** A change of the ledger (a deposit, a withdraw, a review): its reads and list follow. */
export const useTransactionMutation = cachedMutationHook(LEDGER_CHANGED);

/** The ledger changed by a run that is not this screen's mutation (a review dialog's answer). */
export const useRefreshTransactions = () => useRefresh(LEDGER_CHANGED);
/** A review answered the row itself (kept as is): the list and the balance follow. */
export const useRefreshAroundTransaction = () =>
  useRefresh([dataListKeys.model('transaction'), transactionKeys.balance]);
/** The deposit methods the seller may use changed (an admin's change, a ban). */
export const useRefreshDepositInfo = () => useRefresh([transactionKeys.depositInfo]);
/** A card was added: the saved cards are read again before it is chosen. */
export const useRefreshSavedCards = () => useRefresh([transactionKeys.savedCards]);

/** A payment-like call carries the key of its attempt: a retry is answered, not repeated. */
const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const transactionsApi = {
  get: (id: string, signal?: AbortSignal) =>
    call(
      ledgerEndpoints.getTransactionsOne,
      { params: { id } },
      { signal, showErrorPage: true },
    ).then(dataOf),

  approve: (id: string) =>
    call(ledgerEndpoints.postTransactionsApprove, { params: { id }, body: {} }).then(dataOf),
  cancel: (id: string, reviewNote: string | null) =>
    call(ledgerEndpoints.postTransactionsCancel, { params: { id }, body: { reviewNote } }).then(
      dataOf,
    ),
  refundDeposit: (id: string, body: { amount: number; description: string }, key: string) =>
    call(ledgerEndpoints.postTransactionsRefundDeposit, { params: { id }, body }, keyed(key)).then(
      dataOf,
    ),
  adjust: (body: AdjustBody, key: string) =>
    call(ledgerEndpoints.postTransactionsAdjust, { body }, keyed(key)).then(dataOf),
  bonus: (body: BonusBody, key: string) =>
    call(ledgerEndpoints.postTransactionsBonus, { body }, keyed(key)).then(dataOf),

  balance: (signal?: AbortSignal) =>
    call(ledgerEndpoints.getSellerBalance, {}, { signal }).then((answer) => answer.data),
  depositInfo: (signal?: AbortSignal) =>
    call(ledgerEndpoints.getSellerDepositInfo, {}, { signal }).then((answer) => answer.data),

  /**
   * The bank transfer's proof image, stored as the seller's own file: straight to the bucket
   * where the server signs uploads (S3), else through the app (multipart). The answer's id is
   * what the deposit's proofFileId names.
   */
  uploadProof: (file: File) =>
    uploadImage(file, (picked) => {
      const form = new FormData();
      form.append('file', picked);
      return call(ledgerEndpoints.postSellerDepositProofs, { body: form }).then(
        (answer) => answer.data,
      );
    }),
  fileLink: (fileId: string) =>
    call(
      platformEndpoints.postFilesLink,
      { params: { id: fileId } },
      { showErrorToast: true },
    ).then((answer) => answer.data),
  depositByBank: (body: BankingDepositBody, key: string) =>
    call(ledgerEndpoints.postSellerDeposit, { body }, keyed(key)).then(dataOf),
  depositByCard: (body: CardDepositBody, key: string) =>
    call(ledgerEndpoints.postSellerPaymentIntent, { body }, keyed(key)).then(dataOf),
  savedCards: (signal?: AbortSignal) =>
    call(ledgerEndpoints.getSellerPaymentMethods, {}, { signal }).then((answer) => answer.data),
  cardSetup: (key: string) =>
    call(ledgerEndpoints.postSellerPaymentMethodsSetupIntent, {}, { ...keyed(key) }).then(
      (answer) => answer.data,
    ),
  verifyCard: (transactionId: string, verifyCode: number) =>
    call(ledgerEndpoints.postSellerPaymentVerify, { body: { transactionId, verifyCode } }).then(
      dataOf,
    ),
  startPaypal: (amount: number, key: string) =>
    call(ledgerEndpoints.postSellerPaymentPaypal, { body: { amount } }, { ...keyed(key) }).then(
      (answer) => answer.data,
    ),
  capturePaypal: (token: string, payerId: string | null) =>
    call(ledgerEndpoints.postSellerVerifyPaymentPaypal, {
      body: { token, ...(payerId ? { payerId } : {}) },
    }).then(dataOf),
  withdraw: (body: WithdrawBody, key: string) =>
    call(ledgerEndpoints.postSellerWithdraw, { body }, keyed(key)).then(dataOf),

  depositMethods: (signal?: AbortSignal) =>
    call(ledgerEndpoints.getDepositMethods, {}, { signal }).then((answer) => answer.data),
  setDepositMethods: (config: DepositConfig) =>
    call(ledgerEndpoints.putDepositMethods, { body: config }).then((answer) => answer.data),
  userSettings: (userId: string, signal?: AbortSignal) =>
    call(ledgerEndpoints.getDepositMethodsUsersOne, { params: { userId } }, { signal }).then(
      (answer) => answer.data,
    ),
  setUserSettings: (userId: string, body: UserDepositSettingsBody) =>
    call(ledgerEndpoints.putDepositMethodsUsersOne, { params: { userId }, body: body }).then(
      (answer) => answer.data,
    ),
};

/** A receipt PDF (inv: one transaction, stm: a seller's month), saved as the browser's download. */
export async function downloadReceipt(query: ReceiptQuery, fileName: string): Promise<void> {
  // Each receipt is its own request: a second click on another row must not cancel the first.
  const pdf = await call(ledgerEndpoints.getReceipts, { query }, { isCancelExempt: true });
  saveFile(pdf, fileName);
}

export type { Transaction };
