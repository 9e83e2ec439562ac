import { DEFAULT_FEATURE_FLAGS } from '@koinonia/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installFakeFetch, type FakeFetch } from '../testing/fake-fetch';
import { createTestQueryClient, currentLocation, LocationProbe, TestProviders } from '../testing/render';
import { AppRoutes } from './app-routes';
import { createAppQueryClient } from './providers';

const USER = { id: 'u1', email: 'ruth@example.org', displayName: 'Ruth Moabite', roles: ['admin'], memberId: null, twoFactorEnabled: false, twoFactorSetupRequired: false };
const MEMBER = { ...USER, id: 'u2', email: 'naomi@example.org', displayName: 'Naomi Bethlehem', roles: ['member'] };
const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 10 };
const ALL_ON = { flags: DEFAULT_FEATURE_FLAGS };
const NO_MAINTENANCE = { maintenance: { enabled: false, message: null } };
const MAINTENANCE = { maintenance: { enabled: true, message: 'New sound desk: back at noon.' } };

function renderApp(route: string, queryClient = createTestQueryClient()) {
  return render(
    <TestProviders queryClient={queryClient}>
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
    fake = installFakeFetch();
    fake.on('GET /api/members', { body: EMPTY_PAGE });
    fake.on('GET /api/ministries', { body: [] });
    fake.on('GET /api/organisation/status', { body: NO_MAINTENANCE });
    fake.on('GET /api/organisation/features', { body: ALL_ON });
  });

  describe('signed out', () => {
    beforeEach(() => fake.on('GET /api/auth/user', { status: 401, body: { code: 'AUTH_REQUIRED', message: 'x' } }));

    it('shows the landing page at / with a way to sign in', async () => {
      renderApp('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Care for your congregation, together.' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
    });

    it('opens the emailed-link pages without a session', async () => {
      renderApp('/reset-password?token=abc');
      expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
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
      expect(screen.getByRole('menuitem', { name: 'Account security' })).toHaveAttribute('href', '/account/security');
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

    it('shows only the setup of two-step verification while the role requires it', async () => {
      fake.on('GET /api/auth/user', { body: { ...USER, twoFactorSetupRequired: true } });
      fake.on('POST /api/auth/two-factor/start', { body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+', enrolmentToken: 'tok' } });
      renderApp('/members');
      expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' })).toBeInTheDocument();
      expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    });

    it('offers to sign out when an emailed link is opened while signed in', async () => {
      renderApp('/accept-invite?token=abc');
      expect(await screen.findByRole('heading', { level: 1, name: 'You are already signed in' })).toBeInTheDocument();
      expect(screen.getByText(/signed in as ruth@example.org/)).toBeInTheDocument();
    });

    it('leaves /signin for where the person was going', async () => {
      renderApp('/signin?returnTo=%2Fmembers');
      await waitFor(() => expect(currentLocation()).toBe('/members'));
    });
  });

  describe('availability', () => {
    it('hides a turned-off area from the navigation and home, and says so at its address', async () => {
      fake.on('GET /api/auth/user', { body: MEMBER });
      fake.on('GET /api/organisation/features', { body: { flags: { ...DEFAULT_FEATURE_FLAGS, memberDirectory: false } } });
      renderApp('/members');
      expect(await screen.findByRole('alert')).toHaveTextContent('This Area Is Turned Off');
      expect(screen.getByRole('alert')).toHaveTextContent('Your church has turned off Member directory.');
      expect(screen.getByRole('navigation', { name: 'Main' })).not.toHaveTextContent('Members');
      expect(fake.calls.some((c) => c.path === '/api/members')).toBe(false);
    });

    it('shows a member the maintenance screen with the message instead of the app', async () => {
      fake.on('GET /api/auth/user', { body: MEMBER });
      fake.on('GET /api/organisation/status', { body: MAINTENANCE });
      renderApp('/members');
      expect(await screen.findByRole('heading', { level: 1, name: 'Down for Maintenance' })).toBeInTheDocument();
      expect(screen.getByText('New sound desk: back at noon.')).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    });

    it('lets an admin keep working in maintenance, under a banner', async () => {
      fake.on('GET /api/auth/user', { body: USER });
      fake.on('GET /api/organisation/status', { body: MAINTENANCE });
      renderApp('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ruth Moabite' })).toBeInTheDocument();
      expect(screen.getByText(/Maintenance mode is on/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Manage maintenance mode' })).toHaveAttribute('href', '/admin/dashboard');
    });

    it('shows the maintenance screen as soon as any call meets maintenance mode', async () => {
      fake.on('GET /api/auth/user', { body: MEMBER });
      let maintenance = false;
      fake.on('GET /api/organisation/status', () => ({ body: maintenance ? MAINTENANCE : NO_MAINTENANCE }));
      // Maintenance begins after the app asked: the directory's own call is the first to meet it.
      fake.on('GET /api/members', () => {
        maintenance = true;
        return { status: 503, body: { code: 'MAINTENANCE_MODE', message: 'The product is temporarily unavailable for maintenance.' } };
      });
      renderApp('/members', createAppQueryClient());
      expect(await screen.findByRole('heading', { level: 1, name: 'Down for Maintenance' })).toBeInTheDocument();
      expect(fake.calls.filter((c) => c.path === '/api/organisation/status').length).toBeGreaterThanOrEqual(2);
    });

    it('still shows the app when the status and the flags cannot be read (the server decides anyway)', async () => {
      fake.on('GET /api/auth/user', { body: USER });
      fake.on('GET /api/organisation/status', { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } });
      fake.on('GET /api/organisation/features', { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } });
      renderApp('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ruth Moabite' })).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Members');
    });

    it('sends a signed-out visitor of the admin area to the admin sign-in, and a signed-in admin on to the dashboard', async () => {
      fake.on('GET /api/auth/user', { status: 401, body: { code: 'AUTH_REQUIRED', message: 'x' } });
      fake.on('POST /api/admin/login', { body: USER });
      fake.on('GET /api/admin/overview', { body: { total: 7, active: 7, deactivated: 0, locked: 0, byRole: { admin: 1, pastor: 1, staff: 1, leader: 1, member: 1, vendor: 1, auditor: 1 }, recentSignIns: [], atRisk: [] } });
      renderApp('/admin/dashboard');
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to the admin area' })).toBeInTheDocument();
      expect(currentLocation()).toBe('/admin/login');
      fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ruth@example.org' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
      expect(currentLocation()).toBe('/admin/dashboard');
      expect(fake.calls.find((c) => c.method === 'POST')?.path).toBe('/api/admin/login');
    });

    it('tells a non-admin at the admin sign-in that the account is not an administrator', async () => {
      fake.on('GET /api/auth/user', { status: 401, body: { code: 'AUTH_REQUIRED', message: 'x' } });
      fake.on('POST /api/admin/login', { status: 403, body: { code: 'AUTHORIZATION', message: 'Something unexpected happened. Our team has been notified.' } });
      renderApp('/admin/login');
      fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'naomi@example.org' } });
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('This account is not an administrator account.');
    });

    it('shows a signed-in member the access-denied screen at the admin addresses', async () => {
      fake.on('GET /api/auth/user', { body: MEMBER });
      renderApp('/admin/login');
      expect(await screen.findByRole('alert')).toHaveTextContent('Access Denied');
      renderApp('/admin/dashboard');
      expect((await screen.findAllByRole('alert')).at(-1)).toHaveTextContent('Access Denied');
      expect(fake.calls.some((c) => c.path.startsWith('/api/admin/'))).toBe(false);
    });
  });
});
