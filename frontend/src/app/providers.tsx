import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { forgetSession } from '../features/auth';
import { createQueryClient } from '../shared/api';
import { availabilityKeys } from '../shared/availability';
import { ThemeProvider, ToastProvider } from '../shared/ui';

/** A query client that shows the sign-in page as soon as any call finds the session gone, and maintenance as soon as any call meets it. */
export function createAppQueryClient(): QueryClient {
  const client: QueryClient = createQueryClient({
    onSessionLost: () => forgetSession(client),
    // Maintenance began or an area was turned off: ask again, and the app shows it.
    onAvailabilityChanged: () => void client.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
  return client;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <ToastProvider>
          <BrowserRouter>{children}</BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
