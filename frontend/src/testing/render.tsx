import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { UserRole } from '@koinonia/contracts';
import { AccessProvider } from '../shared/access';
import { ThemeProvider, ToastProvider } from '../shared/ui';
import { FEATURE_NAMESPACES, registerFeatureTranslations } from '../app/signed-in/feature-translations';
import { initTranslations } from '../app/translations';

const i18n = initTranslations('en');
registerFeatureTranslations();
// The namespaces whose English comes with their pages: at hand for every test, as the pages wait for them.
beforeAll(() => i18n.loadNamespaces(FEATURE_NAMESPACES));

/** The app's defaults, but without the retry delay a test would wait through. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 2 * 60 * 1000 }, mutations: { retry: 0 } },
  });
}

export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider initialMode="light">
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

let lastLocation = '';
export function LocationProbe() {
  const location = useLocation();
  lastLocation = `${location.pathname}${location.search}`;
  return null;
}

/** Where the router is now (path and query), for asserting navigations. */
export function currentLocation(): string {
  return lastLocation;
}

/** Renders a page as a signed-in user holding `roles` (staff by default: may read and change members). */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    queryClient = createTestQueryClient(),
    roles = ['staff'],
  }: { route?: string; path?: string; queryClient?: QueryClient; roles?: UserRole[] } = {},
) {
  const result = render(
    <TestProviders queryClient={queryClient}>
      <AccessProvider roles={roles}>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe />
          <Routes>
            <Route path={path} element={ui} />
            {path !== '*' && <Route path="*" element={null} />}
          </Routes>
        </MemoryRouter>
      </AccessProvider>
    </TestProviders>,
  );
  return { ...result, queryClient };
}
