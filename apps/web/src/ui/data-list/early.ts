import type { DataListQuery } from '@platfox/domain';
import { queryClient } from '../../platform/api/queryClient';
import { earlyPost, type EarlyAnswer } from '../../platform/api/earlyPost';
import { readStoredToken } from '../../platform/session/persistence';
import { currentAccessToken } from '../../platform/session/store';
import { readJson, STORAGE_KEYS, writeJson } from '../../platform/storage';
import { dataListKeys } from './keys';

/**
 * A list's first page asked for as the navigation starts, in parallel with the screen's code
 * (issue 16). A list page's request otherwise leaves only once its chunks have loaded, the session
 * is confirmed and the screen has rendered: about half of the time to rows.
 *
 * Each list records the request it opened with under the page's address (pathname and search);
 * the next navigation to that address sends the same request at once. The list takes the answer
 * only when its own request is exactly the one sent (same model, sort, page size, time zone...)
 * and it came back 200; anything else (a changed preference, a refused token, an error) is dropped
 * and the list asks as usual, with the usual error handling. Only page 1 without typed filters is
 * recorded: no filter value or cursor (which holds row values) is kept in storage.
 */

type Recorded = { url: string; body: string };
/** Per address, the first request of each list on it (by the list's own key). */
type Records = Record<string, Record<string, Recorded>>;

/** Addresses kept; the oldest go first. */
const MAX_ADDRESSES = 30;
/** An early answer older than this is not taken: the list asks again. */
const MAX_AGE_MS = 10_000;

type Early = {
  body: string;
  at: number;
  answer: Promise<EarlyAnswer>;
  /** Given to its list already; kept so that the navigation's later updates do not send it again. */
  isTaken: boolean;
  /** The answer, once it is back: a list that mounts after it takes it at once (takeEarlyNow). */
  settled?: EarlyAnswer;
};
const inFlight = new Map<string, Early>();

function records(): Records {
  const value = readJson('local', STORAGE_KEYS.earlyLists);
  return typeof value === 'object' && value !== null ? (value as Records) : {};
}

/** Whether a list request may be kept in storage: page 1, nothing the user typed. */
export function isRecordable(query: {
  filters?: readonly unknown[];
  pagination?: { page?: number; cursor?: string };
}): boolean {
  return (
    (query.filters?.length ?? 0) === 0 &&
    !query.pagination?.cursor &&
    (query.pagination?.page ?? 1) === 1
  );
}

/** Called by a list when it sends a first request: the address's next visit sends it early. */
export function recordFirstRequest(address: string, listKey: string, url: string, query: object) {
  const all = records();
  const entry = { ...all[address], [listKey]: { url, body: JSON.stringify(query) } };
  delete all[address];
  const kept = Object.entries(all).slice(-(MAX_ADDRESSES - 1));
  writeJson('local', STORAGE_KEYS.earlyLists, Object.fromEntries([...kept, [address, entry]]));
}

/** Sends the recorded requests of an address (the router calls it as a navigation starts). */
export function askEarly(address: string): void {
  const recorded = records()[address];
  const token = currentAccessToken() ?? readStoredToken();
  if (!recorded || !token) return;
  for (const [listKey, { url, body }] of Object.entries(recorded)) {
    const pending = inFlight.get(listKey);
    if (pending?.body === body && Date.now() - pending.at < MAX_AGE_MS) continue;
    // Shown before in this tab: the list answers from its cache and refreshes by itself.
    const query = JSON.parse(body) as DataListQuery;
    if (queryClient.getQueryData(dataListKeys.page(query)) !== undefined) continue;
    const answer = earlyPost(url, token, body);
    const early: Early = { body, at: Date.now(), answer, isTaken: false };
    void answer.then((settled) => {
      early.settled = settled;
    });
    inFlight.set(listKey, early);
  }
}

const isFresh = (early: Early, query: object) =>
  early.body === JSON.stringify(query) && Date.now() - early.at <= MAX_AGE_MS;

/**
 * The early answer to exactly this request when it is back already and succeeded, taken once: the
 * list starts with its rows instead of a loading render and a later one (issue 16). Undefined
 * otherwise, leaving the early request to `takeEarly`.
 */
export function takeEarlyNow(listKey: string, query: object): unknown {
  const early = inFlight.get(listKey);
  if (!early || early.isTaken || early.settled?.status !== 200 || !isFresh(early, query)) {
    return undefined;
  }
  early.isTaken = true;
  return early.settled.data;
}

/**
 * The early answer to exactly this request, when one was sent for the list and is fresh; taken
 * once. Resolves to null when it did not succeed, so the list asks itself.
 */
export function takeEarly(listKey: string, query: object): Promise<unknown> | null {
  const early = inFlight.get(listKey);
  if (!early || early.isTaken) return null;
  early.isTaken = true;
  if (!isFresh(early, query)) return null;
  return early.answer.then(({ status, data }) => (status === 200 ? data : null));
}
