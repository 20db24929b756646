import type { User } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { readJson, STORAGE_KEYS, writeJson } from '../../platform/storage';
import { storeKeys, storesApi, type StoreRow } from './api';

/** What the local copy must look like to be trusted; anything else is read again. */
const cachedSchema = z.array(
  z.object({ id: z.string(), type: z.string(), status: z.string(), name: z.string() }).loose(),
);

function readCached(): StoreRow[] | undefined {
  const parsed = cachedSchema.safeParse(readJson('local', STORAGE_KEYS.stores));
  return parsed.success ? (parsed.data as StoreRow[]) : undefined;
}

/**
 * The seller's stores (spec 01 section 2.7, spec 03 section 7.6: sellers load their external
 * stores on first load, kept locally as `stores`). Called where the shell starts; the local copy
 * shows at once and the server's answer replaces it. Other users have none.
 */
export function useSellerStores(user: Pick<User, 'type'> | null): StoreRow[] {
  const isSeller = user?.type === 'SELLER';
  const stores = useQuery<StoreRow[]>({
    queryKey: storeKeys.mine,
    queryFn: ({ signal }) => storesApi.mine(signal),
    enabled: isSeller,
    staleTime: 60_000,
    placeholderData: () => readCached(),
  });
  const fresh = stores.isPlaceholderData ? undefined : stores.data;
  useEffect(() => {
    if (fresh) writeJson('local', STORAGE_KEYS.stores, fresh);
  }, [fresh]);
  return isSeller ? (stores.data ?? []) : [];
}
