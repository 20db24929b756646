import { isolate } from '../../ui/Bidi';

/**
 * The protocol, algorithm and header names the webhook texts name: the same in every language,
 * put into the sentences as isolated values, so right-to-left text keeps them whole and in order.
 */
export const TECHNICAL_WORDS = {
  https: isolate('https'),
  algorithm: isolate('HMAC-SHA256'),
  signed: isolate('timestamp.body'),
  signatureHeader: isolate('X-Platfox-Signature'),
  eventHeader: isolate('X-Platfox-Event-Id'),
};
