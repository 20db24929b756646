import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';

/** What a change makes stale: fixed keys, or keys read from its answer and what it was given. */
export type Refreshes<TData, TVars> =
  readonly QueryKey[] | ((data: TData, variables: TVars) => readonly QueryKey[]);

export type CachedMutationOptions<TData, TVars> = UseMutationOptions<TData, Error, TVars> & {
  refreshes: Refreshes<TData, TVars>;
};

/** The options a feature's mutation hook takes: its own keys are added by the feature's api.ts. */
export type MutationOptions<TData, TVars> = UseMutationOptions<TData, Error, TVars>;

/** Marks the keys stale at once (a screen showing them reads again); settles when they have. */
async function invalidate(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * A mutation that keeps the cache itself (react-admin's `useUpdate` shape): once it succeeds, the
 * keys it makes stale (the feature's list models and detail keys, declared in the feature's
 * api.ts) are invalidated, then the caller's own onSuccess runs (a toast, a navigation). Pages say
 * what they change, never which caches to refresh.
 */
export function useCachedMutation<TData = unknown, TVars = void>({
  refreshes,
  onSuccess,
  ...options
}: CachedMutationOptions<TData, TVars>) {
  const queryClient = useQueryClient();
  return useMutation<TData, Error, TVars>({
    ...options,
    onSuccess: (data, variables, ...rest) => {
      void invalidate(
        queryClient,
        typeof refreshes === 'function' ? refreshes(data, variables) : refreshes,
      );
      return onSuccess?.(data, variables, ...rest);
    },
  });
}

/**
 * The same refresh for a change that is not a mutation of this screen (a row action's run, a
 * form's save): a feature's api.ts gives it its keys. Awaiting it waits for the reads.
 */
export function useRefresh(keys: readonly QueryKey[]): () => Promise<void> {
  const queryClient = useQueryClient();
  const joined = JSON.stringify(keys);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys are compared by value
  return useCallback(() => invalidate(queryClient, keys), [queryClient, joined]);
}

/**
 * A feature's mutation hook: every change made through it refreshes the same keys (the feature's
 * `all`, its lists' models), so a page says what it changes and the feature's api.ts what follows.
 */
export function cachedMutationHook(refreshes: readonly QueryKey[]) {
  return function useFeatureMutation<TData = unknown, TVars = void>(
    options: MutationOptions<TData, TVars>,
  ) {
    return useCachedMutation({ ...options, refreshes });
  };
}
