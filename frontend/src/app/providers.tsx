import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { forgetSession, useCurrentUser } from '../features/auth';
import { PreferencesProvider } from '../features/preferences';
import { createQueryClient, isSessionError, type FailureContext } from '../shared/api';
import { availabilityKeys } from '../shared/availability';
import { errorHandler, ErrorToaster } from '../shared/errors';
import { ToastProvider } from '../shared/ui';

/**
 * Which failures get the toast. A mutation's does (unless its screen shows it: SHOWS_OWN_ERRORS);
 * a query's only when no inline error state can show it — a refetch that failed behind data
 * still on screen — or when the session is gone and the app is about to ask for sign-in.
 */
export function shouldToast(error: unknown, context: FailureContext): boolean {
  if (context.meta?.errorToast === false) return false;
  if (context.kind === 'mutation') return true;
  return context.hadData || isSessionError(error);
}

/**
 * A query client whose failures all go through the one error handler (kept, sent, shown), that
 * shows the sign-in page as soon as any call finds the session gone, and maintenance (or a
 * turned-off area) as soon as any call meets it.
 */
export function createAppQueryClient(): QueryClient {
  const client: QueryClient = createQueryClient({
    onSessionLost: () => forgetSession(client),
    // Maintenance began or an area was turned off: ask again, and the app shows it.
    onAvailabilityChanged: () => void client.invalidateQueries({ queryKey: availabilityKeys.all }),
    onError: (error, context) => errorHandler.handle(error, { source: context.kind, toast: shouldToast(error, context) }),
  });
  return client;
}

/** The signed-in user's preferences (language, theme display, date formats, page sizes) for the whole app. */
function UserPreferences({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return <PreferencesProvider userId={user?.id ?? null}>{children}</PreferencesProvider>;
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <UserPreferences>
        <ToastProvider>
          <ErrorToaster />
          <BrowserRouter>{children}</BrowserRouter>
        </ToastProvider>
      </UserPreferences>
    </QueryClientProvider>
  );
}
