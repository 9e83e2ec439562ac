import { DEFAULT_MEMBER_PRIVACY, type MemberView } from '@koinonia/contracts';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { STORAGE_KEYS } from '../shared/storage';
import { installFakeFetch, type FakeFetch } from '../testing/fake-fetch';
import { createTestQueryClient, currentLocation, LocationProbe, TestProviders } from '../testing/render';
import { AppRoutes } from './app-routes';

// The whole app renders here (shell, lazy pages): on a busy machine it takes more than the default second.
jest.setTimeout(30_000);

const USER = { id: 'u1', email: 'ruth@example.org', displayName: 'Ruth Moabite', roles: ['admin'], memberId: null };
const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 10 };
const MEMBER = {
  id: 'm1',
  fullName: 'Ruth Moabite',
  email: 'ruth@example.org',
  phone: '',
  address: '',
  ministry: 'Youth',
  role: 'member',
  status: 'active',
  joinedAt: '2026-01-01',
  updatedAt: '2026-01-01T00:00:00.000Z',
  revision: 0,
  membershipStep: 'member',
  baptismDate: '',
  isChild: false,
  privacy: { ...DEFAULT_MEMBER_PRIVACY },
} satisfies MemberView;
const SESSION = {
  id: 's1',
  startedAt: '2026-11-01T10:00:00.000Z',
  expiresAt: '2026-11-01T22:00:00.000Z',
  idleExpiresAt: '2026-11-01T11:00:00.000Z',
  ip: '::1',
  userAgent: 'jsdom',
  current: true,
};

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

describe('AppRoutes', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    localStorage.clear();
    fake = installFakeFetch();
    fake.on('GET /api/members', { body: EMPTY_PAGE });
    fake.on('GET /api/ministries', { body: [] });
  });

  describe('signed out', () => {
    beforeEach(() => fake.on('GET /api/auth/user', { status: 401, body: { code: 'AUTH_REQUIRED', message: 'x' } }));

    it('shows the landing page at / with a way to sign in', async () => {
      renderApp('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Care for your congregation, together.' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    });

    it('sends any other path to sign-in, and comes back after signing in', async () => {
      fake.on('POST /api/auth/login', { body: USER });
      renderApp('/members?q=ruth');

      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Koinonia' })).toBeInTheDocument();
      expect(currentLocation()).toBe('/signin?returnTo=%2Fmembers%3Fq%3Druth');

      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ruth@example.org' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Member Directory' })).toBeInTheDocument();
      expect(currentLocation()).toBe('/members?q=ruth');
    });
  });

  describe('while the session is checked', () => {
    const LANDING = { level: 1, name: 'Care for your congregation, together.' } as const;
    let answer: () => void = () => undefined;
    beforeEach(() => {
      fake.on('GET /api/auth/user', () => new Promise((resolve) => (answer = () => resolve({ status: 401, body: { code: 'AUTH_REQUIRED', message: 'x' } }))));
    });

    it('shows the landing page at / to a browser nobody was signed in on', async () => {
      renderApp('/');
      expect(await screen.findByRole('heading', LANDING)).toBeInTheDocument();
      act(() => answer());
    });

    it('shows the loader instead to a browser whose last check found someone, and the landing page once this one finds nobody', async () => {
      localStorage.setItem(STORAGE_KEYS.signedInHint, 'true');
      renderApp('/');
      await act(() => import('../features/auth/components/landing.page'));
      expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
      expect(screen.queryByRole('heading', LANDING)).not.toBeInTheDocument();

      act(() => answer());
      expect(await screen.findByRole('heading', LANDING)).toBeInTheDocument();
      await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.signedInHint)).toBe('false'));
    });

    describe('as the server saw the session cookie', () => {
      const hint = document.createElement('meta');
      hint.name = 'koinonia-session';
      beforeEach(() => document.head.append(hint));
      afterEach(() => hint.remove());

      it('shows the loader to a browser that sent one, even one nobody was signed in on last time', async () => {
        hint.content = 'present';
        localStorage.setItem(STORAGE_KEYS.signedInHint, 'false');
        renderApp('/');
        await act(() => import('../features/auth/components/landing.page'));
        expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
        expect(screen.queryByRole('heading', LANDING)).not.toBeInTheDocument();
        act(() => answer());
        expect(await screen.findByRole('heading', LANDING)).toBeInTheDocument();
      });

      it('shows the landing page to a browser that sent none, even one whose last check found someone', async () => {
        hint.content = 'absent';
        localStorage.setItem(STORAGE_KEYS.signedInHint, 'true');
        renderApp('/');
        expect(await screen.findByRole('heading', LANDING)).toBeInTheDocument();
        act(() => answer());
      });
    });
  });

  describe('as a vendor', () => {
    beforeEach(() => fake.on('GET /api/auth/user', { body: { ...USER, roles: ['vendor'] } }));

    it('offers only the pages a vendor may open, and refuses the others', async () => {
      renderApp('/donations');
      expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied');
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(within(nav).queryByRole('link', { name: 'Members' })).not.toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Executive' })).not.toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
      expect(within(nav).queryByRole('link', { name: 'Events' })).not.toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
      const sidebar = screen.getByRole('navigation', { name: 'Pages' });
      expect(within(sidebar).queryByRole('button', { name: 'Member Management' })).not.toBeInTheDocument();
      expect(within(sidebar).queryByRole('button', { name: 'System Administration' })).not.toBeInTheDocument();
      expect(within(sidebar).queryByRole('button', { name: 'Event Management' })).not.toBeInTheDocument();
      expect(within(sidebar).getByRole('button', { name: 'Dashboard' })).toBeInTheDocument();
    });

    it('refuses the vendor directory and the church’s bookings: a vendor has their own portal', async () => {
      renderApp('/vendors');
      expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied');
    });
  });

  describe('signed in', () => {
    beforeEach(() => fake.on('GET /api/auth/user', { body: USER }));

    it('shows the home dashboard with the header, navigation and user menu', async () => {
      renderApp('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ruth Moabite' })).toBeInTheDocument();
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(nav).toHaveTextContent('Home');
      expect(nav).toHaveTextContent('Members');

      fireEvent.click(screen.getByRole('button', { name: 'Ruth Moabite' }));
      expect(screen.getByRole('menuitem', { name: 'Account security' })).toHaveFocus();
      expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('serves the directory at /member-directory too', async () => {
      renderApp('/member-directory');
      expect(await screen.findByRole('heading', { level: 1, name: 'Member Directory' })).toBeInTheDocument();
    });

    it('shows Page Not Found for an unknown path', async () => {
      renderApp('/no/such/page');
      expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    });

    it('shows my card on the home dashboard: my member record, my roles, my sessions', async () => {
      fake.on('GET /api/auth/user', { body: { ...USER, memberId: 'm1' } });
      fake.on('GET /api/members/m1', { body: MEMBER });
      fake.on('GET /api/auth/sessions', { body: [SESSION, { ...SESSION, id: 's2', current: false }] });
      renderApp('/');
      const mine = await screen.findByRole('region', { name: 'Your account' });
      expect(await within(mine).findByRole('link', { name: 'Ruth Moabite' })).toHaveAttribute('href', '/members/m1');
      expect(within(mine).getByText('Administrator')).toBeInTheDocument();
      expect(await within(mine).findByText('Signed in on 2 devices.')).toBeInTheDocument();
      expect(within(mine).getByRole('link', { name: 'Manage sessions' })).toHaveAttribute('href', '/account/security');
    });

    it('names the member in the breadcrumbs, not their id', async () => {
      fake.on('GET /api/members/m1', { body: MEMBER });
      fake.on('GET /api/members/m1/history', { body: [] });
      renderApp('/members/m1');
      const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
      expect(await within(crumbs).findByText('Ruth Moabite')).toHaveAttribute('aria-current', 'page');
      expect(within(crumbs).getByRole('link', { name: 'Member Directory' })).toHaveAttribute('href', '/members');
      expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    });

    it('opens the command palette with Ctrl+K and finds people through /api/search', async () => {
      fake.on('GET /api/search', (call) => ({
        body: {
          query: new URL(call.url, 'http://x').searchParams.get('q'),
          results: [{ kind: 'member', id: 'm9', title: 'Ruth Moabite', subtitle: 'ruth@example.org', path: '/members/m9' }],
        },
      }));
      fake.on('GET /api/members/m9', { body: { ...MEMBER, id: 'm9' } });
      fake.on('GET /api/members/m9/history', { body: [] });
      renderApp('/');
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Ruth Moabite' });

      fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
      const box = await screen.findByRole('combobox', { name: 'Search pages and records' });
      expect(box).toHaveFocus();
      fireEvent.change(box, { target: { value: 'ruth' } });
      const option = await screen.findByRole('option', { name: /Ruth Moabite/ });
      expect(fake.calls.some((c) => c.url === '/api/search?q=ruth')).toBe(true);
      expect(screen.getByRole('listbox')).toContainElement(option);
      expect(box).toHaveAttribute('aria-activedescendant', option.id);

      fireEvent.keyDown(box, { key: 'Enter' });
      await waitFor(() => expect(currentLocation()).toBe('/members/m9'));
      expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
    });

    it('leaves /signin for where the person was going', async () => {
      renderApp('/signin?returnTo=%2Fmembers');
      await waitFor(() => expect(currentLocation()).toBe('/members'));
    });
  });
});
