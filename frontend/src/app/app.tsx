import type { QueryClient } from '@tanstack/react-query';
import { PageErrorBoundary } from '../shared/errors';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      {/* The shell's own failures (header, sidebar, sign-in) get the page-level screen too, never a blank one. */}
      <PageErrorBoundary>
        <AppRoutes />
      </PageErrorBoundary>
    </AppProviders>
  );
}
