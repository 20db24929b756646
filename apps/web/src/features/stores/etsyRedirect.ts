import { readJson, removeEverywhere, STORAGE_KEYS, writeJson } from '../../platform/storage';

/*
 * Etsy's redirect values (spec 01 section 2.7: "Etsy redirect query values (code, state) are
 * saved locally on arrival"): kept the moment /s/etsy-redirect opens, so a seller who arrives
 * signed out finishes the connection after signing in, and dropped once it is finished or refused.
 */
export type EtsyRedirect = { code: string; state: string; error?: string | undefined };

/** Saves what Etsy's redirect carries, if it carries a code or an error; answers what is kept. */
export function saveEtsyRedirect(search: string): EtsyRedirect | null {
  const query = new URLSearchParams(search);
  const code = query.get('code') ?? '';
  const state = query.get('state') ?? '';
  const error = query.get('error') ?? undefined;
  if ((code && state) || error)
    writeJson('local', STORAGE_KEYS.etsyRedirect, { code, state, error });
  return readEtsyRedirect();
}

export function readEtsyRedirect(): EtsyRedirect | null {
  const kept = readJson('local', STORAGE_KEYS.etsyRedirect) as Partial<EtsyRedirect> | null;
  if (!kept || typeof kept.state !== 'string' || typeof kept.code !== 'string') return null;
  return { code: kept.code, state: kept.state, error: kept.error };
}

export const forgetEtsyRedirect = () => removeEverywhere(STORAGE_KEYS.etsyRedirect);
