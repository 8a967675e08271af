import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '#web/lib/query-client';
import { Toaster } from '#web/components/ui/toaster';
import { useDarkMode } from '#web/lib/theme';

/** Query cache and toasts for the signed-in areas (kept out of the public bundle). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [dark] = useDarkMode();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster theme={dark ? 'dark' : 'light'} />
    </QueryClientProvider>
  );
}
