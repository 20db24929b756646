import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { STORAGE_KEYS, readString, writeString } from '../../platform/storage';

/** The stored sale code (spec 01 section 3): sent with the registration, if any. */
export const storedSaleCode = () => readString('local', STORAGE_KEYS.saleCode) ?? undefined;

/**
 * A salesman's link (/register?saleCode=X) keeps its code in the browser, so a seller who comes
 * back later, or opens the sign-up page again without it, still registers as the salesman's.
 */
export function useKeptSaleCode(): void {
  const [search] = useSearchParams();
  const code = search.get('saleCode')?.trim();
  useEffect(() => {
    if (code) writeString('local', STORAGE_KEYS.saleCode, code.slice(0, 32));
  }, [code]);
}
