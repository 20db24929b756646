import { STORE_MESSAGES, STORE_WAIT_REASONS, type StoreWaitReason } from '@platfox/domain';
import type { TFunction } from 'i18next';

/*
 * The server answers in English; the messages a seller can meet in a store's connect flow and on
 * its pages are shown in the seller's language (issue 28), matched by their exact English words.
 * Any other message is shown as the server wrote it.
 */
const TRANSLATED = [
  'typeUnsupported',
  'keysRefused',
  'alreadyConnected',
  'stateInvalid',
  'oauthRefused',
  'tiktokDeclined',
  'tiktokNoShop',
  'unreachable',
  'quotaWaiting',
] as const satisfies readonly (keyof typeof STORE_MESSAGES)[];

const storeKeyOf = new Map<string, (typeof TRANSLATED)[number]>(
  TRANSLATED.map((key) => [STORE_MESSAGES[key], key]),
);
const waitKeyOf = new Map<string, StoreWaitReason>(
  (Object.keys(STORE_WAIT_REASONS) as StoreWaitReason[]).map((key) => [
    STORE_WAIT_REASONS[key],
    key,
  ]),
);

export function serverMessageText(t: TFunction, message: string): string {
  const key = storeKeyOf.get(message);
  if (key) return t(`stores.serverMessages.${key}`);
  const reason = waitKeyOf.get(message);
  return reason ? t(`stores.waitReasons.${reason}`) : message;
}

/** The store waits for the platform's daily quota (Etsy): shown as waiting, not as a failure. */
export const isQuotaWaiting = (message: string | null) => message === STORE_MESSAGES.quotaWaiting;
