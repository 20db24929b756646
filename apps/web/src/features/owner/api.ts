import { accountEndpoints } from '@platfox/domain';
import { call } from '../../platform/api';

/** POST apps/pin-code: mails a 6-digit PIN to the printer's address. */
export function sendOwnerPin() {
  return call(accountEndpoints.postAppsPinCode);
}

/** POST apps/verify-pin-code/{userId}: the PIN for a feature token. */
export function verifyOwnerPin(userId: string, pin: string) {
  return call(accountEndpoints.postAppsVerifyPinCodeOne, {
    params: { id: userId },
    body: { pin, isGenFeatureToken: true },
  }).then((answer) => answer.data);
}
