import type { QueryClient } from '@tanstack/react-query';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppRoutes />
    </AppProviders>
  );
}
