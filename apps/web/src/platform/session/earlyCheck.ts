import { API_BASE } from '../api';
import { currentLanguage } from '../i18n';

/**
 * The contract's POST auth/authenticated (`accountEndpoints.postAuthAuthenticated`), written out so
 * that the entry can send the start-up check without the contract and zod (a unit test holds it to
 * the contract).
 */
export const SESSION_CHECK_PATH = '/auth/authenticated';

type Early = { token: string; answer: Promise<{ status: number; data: unknown }> };
let early: Early | undefined;

/**
 * Sends the start-up check of a stored token at once (issue 16): otherwise it leaves only once the
 * session's calls (zod and the account contract) have loaded and been built, ~25 ms of a warm
 * start. The answer is not trusted here: `takeEarlyCheck` gives it to the session's calls, which
 * parse it with the contract's schema, and anything else than a 200 for the same token is dropped
 * (the check is then sent again as usual, with the usual handling of a 401 or an error).
 */
export function sendEarlyCheck(token: string): void {
  const answer = fetch(`${API_BASE}${SESSION_CHECK_PATH}`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'X-localization': currentLanguage(),
    },
    body: JSON.stringify({ token }),
  })
    .then(async (response) => ({
      status: response.status,
      data: response.status === 200 ? ((await response.json()) as unknown) : null,
    }))
    .catch(() => ({ status: 0, data: null }));
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
