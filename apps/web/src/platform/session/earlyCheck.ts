import { API_BASE } from '../api';
import { earlyPost, type EarlyAnswer } from '../api/earlyPost';

/**
 * The contract's POST auth/authenticated (`accountEndpoints.postAuthAuthenticated`), written out so
 * that the entry can send the start-up check without the contract and zod (a unit test holds it to
 * the contract).
 */
export const SESSION_CHECK_PATH = '/auth/authenticated';

type Early = { token: string; answer: Promise<EarlyAnswer> };
let early: Early | undefined;

/**
 * Sends the start-up check of a stored token at once (issue 16): otherwise it leaves only once the
 * session's calls (zod and the account contract) have loaded and been built, ~25 ms of a warm
 * start. The answer is not trusted here: `takeEarlyCheck` gives it to the session's calls, which
 * parse it with the contract's schema, and anything else than a 200 for the same token is dropped
 * (the check is then sent again as usual, with the usual handling of a 401 or an error).
 */
export function sendEarlyCheck(token: string): void {
  const answer = earlyPost(`${API_BASE}${SESSION_CHECK_PATH}`, token, JSON.stringify({ token }));
  early = { token, answer };
}

/**
 * The early check's answer for this token, unchecked, when it was a 200; taken once. Null when
 * there was none, it was for another token or it failed.
 */
export async function takeEarlyCheck(token: string): Promise<unknown> {
  const sent = early;
  early = undefined;
  if (sent?.token !== token) return null;
  const { status, data } = await sent.answer;
  return status === 200 ? data : null;
}
