import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { installFakeFetch, type FakeFetch } from '../testing/fake-fetch';
import { createTestQueryClient, currentLocation, LocationProbe, TestProviders } from '../testing/render';
import { AppRoutes } from './app-routes';

const USER = { id: 'u1', email: 'ruth@example.org', displayName: 'Ruth Moabite', roles: ['admin'], memberId: null, twoFactorEnabled: false, twoFactorSetupRequired: false };
const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 10 };

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
});
