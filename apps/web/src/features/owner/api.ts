import {
  pathOf,
  accountEndpoints,
  featureTokenAnswerSchema,
  messageAnswerSchema,
} from '@platfox/domain';
import { api } from '../../platform/api';

/** POST apps/pin-code: mails a 6-digit PIN to the printer's address. */
export function sendOwnerPin() {
  return api.post(pathOf(accountEndpoints.postAppsPinCode), undefined, {
    parse: (data) => messageAnswerSchema.parse(data),
  });
}

/** POST apps/verify-pin-code/{userId}: the PIN for a feature token. */
export function verifyOwnerPin(userId: string, pin: string) {
  return api.post(
    pathOf(accountEndpoints.postAppsVerifyPinCodeOne, { id: userId }),
    { pin, isGenFeatureToken: true },
    { parse: (data) => featureTokenAnswerSchema.parse(data).data },
  );
}
