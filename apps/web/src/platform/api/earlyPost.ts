import { currentLanguage } from '../i18n';

/** What an early request came back with: the JSON of a 200, else null (status 0: no answer). */
export type EarlyAnswer = { status: number; data: unknown };

/**
 * A POST sent while the page starts, before the API client and the contract have loaded (issue
 * 16: the session check, a list's first page). Plain fetch with the client's headers; the answer
 * is not trusted here: whoever takes it parses it with the contract's schema, and anything but a
 * 200 is asked again through the client, with its usual error handling. Never rejects.
 */
export function earlyPost(url: string, token: string, body: string): Promise<EarlyAnswer> {
  return fetch(url, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      'X-localization': currentLanguage(),
    },
    body,
  })
    .then(async (response) => ({
      status: response.status,
      data: response.status === 200 ? ((await response.json()) as unknown) : null,
    }))
    .catch(() => ({ status: 0, data: null }));
}
