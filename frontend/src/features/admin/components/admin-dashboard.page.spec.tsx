import { DEFAULT_FEATURE_FLAGS, type AdminUsersOverview, type MaintenanceView, type SystemStatus } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import AdminDashboardPage from './admin-dashboard.page';

const OVERVIEW: AdminUsersOverview = {
  total: 9,
  active: 8,
  deactivated: 1,
  locked: 1,
  byRole: { admin: 2, pastor: 1, staff: 1, leader: 1, member: 3, vendor: 1, auditor: 1, finance: 1 },
  recentSignIns: [{ id: 'u1', displayName: 'Priscilla Tentmaker', email: 'priscilla@example.org', roles: ['admin'], lastSignInAt: '2026-11-22T09:30:00.000Z' }],
  atRisk: [{ id: 'u2', displayName: 'Demas Wanderer', email: 'demas@example.org', failedLoginAttempts: 5, lockedUntil: '2026-11-22T10:15:00.000Z' }],
};

const SYSTEM: SystemStatus = {
  status: 'ok',
  eventStore: { kind: 'sqlite', position: '4821' },
  readStore: { kind: 'embedded' },
  projections: [
    { name: 'users', status: 'running', checkpoint: '4821', lag: 0, retryingSince: null, lastError: null },
    { name: 'member-directory', status: 'running', checkpoint: '4800', lag: 21, retryingSince: null, lastError: null },
  ],
  reactors: [{ name: 'security-log', status: 'running', checkpoint: '4821', lag: 0, retryingSince: null, lastError: null }],
  storage: { eventStoreBytes: 3 * 1024 * 1024, readStoreBytes: 1536, dataDirBytes: 5 * 1024 * 1024 },
  uptimeSeconds: 2 * 3600 + 5 * 60,
  nodeVersion: 'v20.20.0',
  checkedAt: '2026-11-22T10:00:00.000Z',
};

const MAINTENANCE_OFF: MaintenanceView = { enabled: false, message: null, lastChange: null };

describe('AdminDashboardPage', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/admin/overview', { body: OVERVIEW });
    fake.on('GET /api/admin/system', { body: SYSTEM });
    fake.on('GET /api/admin/maintenance', { body: MAINTENANCE_OFF });
    fake.on('GET /api/organisation/features', { body: { flags: DEFAULT_FEATURE_FLAGS } });
  });

  const renderDashboard = () => renderWithProviders(<AdminDashboardPage />, { route: '/admin/dashboard', roles: ['admin'] });

  it('shows the accounts as the server counts them, with a way to manage them', async () => {
    renderDashboard();
    const users = await screen.findByRole('region', { name: 'Users and Roles' });
    await waitFor(() => expect(within(users).getByTestId('users-total')).toHaveTextContent('9'));
    expect(within(users).getByText('Members').nextSibling).toHaveTextContent('3');
    expect(within(users).getByText('Priscilla Tentmaker')).toBeInTheDocument();
    expect(within(users).getByRole('link', { name: 'Manage users' })).toHaveAttribute('href', '/admin/users');
  });

  it('shows system health in plain words: where changes are kept, how many, which parts have caught up, disk use, uptime and Node', async () => {
    renderDashboard();
    const system = await screen.findByRole('region', { name: 'System Health' });
    await waitFor(() => expect(within(system).getByTestId('event-store-position')).toHaveTextContent('4,821'));
    expect(system).toHaveTextContent('Changes recorded');
    expect(system).toHaveTextContent('SQLite, on this server');
    expect(system).toHaveTextContent('2 h 5 min');
    expect(system).toHaveTextContent('v20.20.0');
    expect(system).toHaveTextContent('3 MB');
    expect(within(system).getByRole('row', { name: /Member directory/ })).toHaveTextContent('21 changes behind');
    expect(within(system).getByRole('row', { name: /Accounts/ })).toHaveTextContent('Up to date');
    // Not the store's own terms.
    expect(system).not.toHaveTextContent(/read model|checkpoint|event-store position/i);
  });

  it('switches a feature off with the server, and shows what it says', async () => {
    fake.on('PUT /api/admin/features/memberDirectory', () => {
      fake.on('GET /api/organisation/features', { body: { flags: { ...DEFAULT_FEATURE_FLAGS, memberDirectory: false } } });
      return { body: { id: 'c1', position: '4822', revision: 12 } };
    });
    renderDashboard();
    const toggle = await screen.findByRole('switch', { name: 'Member directory' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Member directory' })).toHaveAttribute('aria-checked', 'false'));
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: false });
    expect(await screen.findByText('Member directory is turned off.')).toBeInTheDocument();
  });

  it('asks before turning maintenance mode on, then sends the message', async () => {
    fake.on('PUT /api/admin/maintenance', () => {
      fake.on('GET /api/admin/maintenance', {
        body: { enabled: true, message: 'Back at noon.', lastChange: { at: '2026-11-22T10:01:00.000Z', by: { id: 'u1', displayName: 'Priscilla Tentmaker' } } },
      });
      return { body: { id: 'c1', position: '4823', revision: 13 } };
    });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Maintenance Mode' });
    expect(await within(card).findByText('Never used yet.')).toBeInTheDocument();
    fireEvent.change(within(card).getByLabelText('Message for the maintenance screen (optional)'), { target: { value: '  Back at noon.  ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Turn on maintenance mode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on maintenance mode?' });
    expect(fake.calls.some((c) => c.method === 'PUT')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(within(card).getByText(/Turned on by Priscilla Tentmaker/)).toBeInTheDocument());
    expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: true, message: 'Back at noon.' });
    expect(within(card).getByRole('button', { name: 'Turn off maintenance mode' })).toBeInTheDocument();
  });

  it('shows locked accounts in the security card, linking to the security center', async () => {
    renderDashboard();
    const security = await screen.findByRole('region', { name: 'Accounts at Risk' });
    expect(await within(security).findByText('Demas Wanderer')).toBeInTheDocument();
    expect(within(security).getByText(/Locked until/)).toBeInTheDocument();
    expect(within(security).getByRole('link', { name: 'Review accounts in the security center' })).toHaveAttribute('href', '/security-center');
  });

  it('shows a card that cannot load as an error with a retry, and the rest as usual', async () => {
    fake.on('GET /api/admin/system', { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } });
    renderDashboard();
    const system = await screen.findByRole('region', { name: 'System Health' });
    expect(await within(system).findByRole('alert')).toHaveTextContent('Could not load this card.');
    expect(within(system).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('users-total')).toHaveTextContent('9'));
  });
});
