import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { forgetSession } from '../features/auth';
import { createQueryClient } from '../shared/api';
import { ThemeProvider, ToastProvider } from '../shared/ui';

/** A query client that shows the sign-in page as soon as any call finds the session gone. */
export function createAppQueryClient(): QueryClient {
  const client: QueryClient = createQueryClient({ onSessionLost: () => forgetSession(client) });
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
