import { QueryClient } from '@tanstack/react-query';
import { isApiError, isCancelledRequest } from './errors';

/**
 * Server state. A 4xx will answer the same on a retry and a cancelled request was unwanted, so only
 * network failures and 5xx are retried.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (isCancelledRequest(error)) return false;
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
