import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** One query client for the client area and the backoffice (not loaded on public pages). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
