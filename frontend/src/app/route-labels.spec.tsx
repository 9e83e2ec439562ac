import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18next } from '../shared/i18n';
import { labelsOf, routeById, routeTitleKey, type RouteId } from '../shared/routing';
import { installFakeFetch } from '../testing/fake-fetch';
import { createTestQueryClient, LocationProbe, TestProviders } from '../testing/render';
import { AppRoutes } from './app-routes';

jest.setTimeout(30_000);

/*
 * A feature that is not in the app: two routes whose words live in its own namespace `fixture`,
 * brought the way a new area brings them (route lines with `labels`, a manifest with pages and
 * a namespace). Every screen that names pages must find the words there.
 */
jest.mock('../shared/routing/routes.constant', () => {
  const actual = jest.requireActual<typeof import('../shared/routing/routes.constant')>('../shared/routing/routes.constant');
  return {
    ...actual,
    ROUTES: [
      ...actual.ROUTES,
      { id: 'fixture-area', paths: ['/fixture-area'], permission: null, group: 'music', labels: 'fixture' },
      { id: 'fixture-record', paths: ['/fixture-area/:id'], permission: null, group: null, parent: 'fixture-area', labels: 'fixture' },
    ],
  };
});

jest.mock('./features', () => {
  const actual = jest.requireActual<typeof import('./features')>('./features');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const page = () => Promise.resolve({ default: () => createElement('h1', null, 'Fixture page') });
  const words = (area: string, record: string) => ({ pages: { 'fixture-area': { title: area, keywords: 'zebra' }, 'fixture-record': { title: record } } });
  return {
    FEATURES: [
      ...actual.FEATURES,
      {
        name: 'fixture',
        pages: { 'fixture-area': page, 'fixture-record': page },
        namespaces: [
          {
            name: 'fixture',
            english: words('Fixture Area', 'Fixture Record'),
            load: (language: string) =>
              language === 'fr' ? Promise.resolve({ default: words('Zone d’essai', 'Fiche d’essai') }) : Promise.reject(new Error('no file')),
          },
        ],
      },
    ],
  };
});

const USER = { id: 'u1', email: 'ruth@example.org', displayName: 'Ruth Moabite', roles: ['admin'], memberId: null };

function renderApp(route: string) {
  return render(
    <TestProviders queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <LocationProbe />
        <AppRoutes />
      </MemoryRouter>
    </TestProviders>,
  );
}

describe("a route whose words live in its feature's own namespace", () => {
  const area = routeById('fixture-area' as RouteId);

  beforeEach(() => {
    localStorage.clear();
    const fake = installFakeFetch();
    fake.on('GET /api/auth/user', { body: USER });
  });

  afterEach(async () => {
    await act(() => i18next.changeLanguage('en'));
  });

  it('is translated from that namespace', () => {
    expect(labelsOf(area)).toBe('fixture');
    expect(routeTitleKey(area)).toBe('fixture:pages.fixture-area.title');
    expect(routeTitleKey(routeById('members'))).toBe('shell:pages.members.title');
  });

  it('names its pages in breadcrumbs, the sidebar, the command palette and recent pages, and follows the language', async () => {
    renderApp('/fixture-area/r1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fixture page' })).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByText('Fixture Record')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).getByRole('link', { name: 'Fixture Area' })).toHaveAttribute('href', '/fixture-area');

    // Its group had no page before (Music Ministry); the route above the record opens it.
    const sidebar = screen.getByRole('navigation', { name: 'Pages' });
    await waitFor(() => expect(within(sidebar).getByRole('button', { name: 'Music Ministry' })).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.click(within(sidebar).getByRole('link', { name: 'Fixture Area' }));
    expect(await within(screen.getByRole('navigation', { name: 'Breadcrumb' })).findByText('Fixture Area')).toHaveAttribute('aria-current', 'page');

    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    const palette = await screen.findByRole('dialog', { name: 'Search' });
    // With nothing typed: the recent pages, under the name they had when visited.
    expect(within(palette).getByRole('option', { name: /Fixture Record/ })).toBeInTheDocument();
    fireEvent.change(within(palette).getByRole('combobox'), { target: { value: 'zebra' } });
    expect(within(palette).getByRole('option', { name: /Fixture Area/ })).toBeInTheDocument();
    fireEvent.keyDown(within(palette).getByRole('combobox'), { key: 'Escape' });

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await act(() => i18next.changeLanguage('fr'));
    expect(await within(trail).findByText('Zone d’essai')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Zone d’essai' })).toHaveAttribute('href', '/fixture-area');
  });
});
