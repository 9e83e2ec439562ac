import { VALIDATION_MESSAGES, type AdminUserView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import OutboxPage from './outbox.page';
import UsersPage from './users.page';

const base = {
  memberId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  failedLoginAttempts: 0,
  lockedUntil: null,
  twoFactorEnabled: false,
  invitationExpiresAt: null,
};
const USERS: AdminUserView[] = [
  {
    ...base,
    id: 'u1',
    email: 'grace@example.org',
    displayName: 'Grace Okafor',
    roles: ['admin'],
    active: true,
    status: 'active',
    lastSignInAt: '2026-11-22T09:00:00.000Z',
    twoFactorEnabled: true,
  },
  {
    ...base,
    id: 'u2',
    email: 'lydia@example.org',
    displayName: 'Lydia Purple',
    roles: ['staff'],
    active: false,
    status: 'invited',
    invitationExpiresAt: '2026-11-29T10:00:00.000Z',
  },
  {
    ...base,
    id: 'u3',
    email: 'demas@example.org',
    displayName: 'Demas',
    roles: ['member'],
    active: true,
    status: 'active',
    failedLoginAttempts: 5,
    lockedUntil: '2999-01-01T00:00:00.000Z',
  },
];

describe('UsersPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
    fake.on('GET /api/admin/users', { body: USERS });
    fake.on('GET /api/admin/security-policy', { body: { twoFactorRequiredRoles: ['admin'], demoChurch: false } });
  });

  const render = () => renderWithProviders(<UsersPage />, { roles: ['admin'] });

  it('lists accounts with roles, status, lockout and two-step verification', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Grace Okafor');
    expect(rows[1]).toHaveTextContent('Administrator');
    expect(rows[1]).toHaveTextContent('2-step on');
    expect(rows[2]).toHaveTextContent('Invited');
    expect(rows[3]).toHaveTextContent(/Locked until/);
    expect(rows[3]).toHaveTextContent('5');
  });

  it('invites someone, checking the form first', async () => {
    fake.on('POST /api/admin/users', { status: 201, body: { id: 'u9', position: '10', revision: 0 } });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Member' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(VALIDATION_MESSAGES.required));
    expect(within(dialog).getByRole('group', { name: 'Roles' })).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.rolesRequired));
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Phoebe' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'Phoebe@Example.org' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Ministry leader' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Staff' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to phoebe@example.org.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'phoebe@example.org',
      displayName: 'Phoebe',
      roles: ['staff', 'leader'],
      language: 'en',
    });
  });

  it('shows a duplicate address on the email field', async () => {
    fake.on('POST /api/admin/users', {
      status: 409,
      body: { code: 'DUPLICATE_EMAIL', message: 'x', details: { fields: [{ field: 'email', message: VALIDATION_MESSAGES.emailInUse }] } },
    });
    render();
    fireEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Grace' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'grace@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(VALIDATION_MESSAGES.emailInUse));
  });

  it('deactivates only after confirming, and shows a refusal in the dialog', async () => {
    fake.on('POST /api/admin/users/u1/deactivate', { status: 409, body: { code: 'LAST_ADMIN', message: 'x' } });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Grace Okafor' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Deactivate' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Grace Okafor?' });
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The church needs at least one active administrator.');
  });

  it('offers resend and cancel for an invitation, and unlock for a locked account', async () => {
    fake.on('POST /api/admin/users/u2/invitation/resend', { body: { id: 'u2', position: '11', revision: 1 } });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Lydia Purple' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Resend invitation', 'Edit roles', 'Cancel invitation']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Resend invitation' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The invitation has been sent again to lydia@example.org.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Manage Demas' }));
    expect(screen.getByRole('menuitem', { name: 'Unlock' })).toBeInTheDocument();
  });

  it('saves the roles that require two-step verification', async () => {
    fake.on('PUT /api/admin/security-policy', { body: { id: 'c1', position: '12', revision: 0 } });
    render();
    const card = await screen.findByRole('region', { name: 'Two-step verification' });
    await waitFor(() => expect(within(card).getByRole('checkbox', { name: 'Administrator' })).toBeChecked());
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Pastoral staff' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls.find((c) => c.method === 'PUT')?.body).toEqual({ twoFactorRequiredRoles: ['admin', 'pastor'] }));
  });

  it('says when the demo church has relaxed the default that administrators must use two-step verification', async () => {
    fake.on('GET /api/admin/security-policy', { body: { twoFactorRequiredRoles: [], demoChurch: true } });
    render();
    const card = await screen.findByRole('region', { name: 'Two-step verification' });
    expect(await within(card).findByRole('note')).toHaveTextContent('This is the demo church');
    await waitFor(() => expect(within(card).getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked());
  });

  it('shows an error with a retry when the list cannot load', async () => {
    fake.on('GET /api/admin/users', { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } });
    render();
    expect(await screen.findByText('The accounts could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('OutboxPage', () => {
  it('shows the reader their own email with its links clickable', async () => {
    const fake = installFakeFetch();
    fake.on('GET /api/admin/outbox', {
      body: {
        delivery: 'outbox',
        messages: [
          {
            id: 'm1',
            to: 'lydia@example.org',
            subject: 'You are invited',
            text: 'Hello Lydia,\nAccept: http://localhost:3000/accept-invite?token=abc\n',
            html: '<p>x</p>',
            createdAt: '2026-11-22T10:00:00.000Z',
            linksHidden: false,
          },
        ],
      },
    });
    renderWithProviders(<OutboxPage />, { roles: ['admin'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'You are invited' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://localhost:3000/accept-invite?token=abc' })).toHaveAttribute(
      'href',
      'http://localhost:3000/accept-invite?token=abc',
    );
    expect(screen.getByText(/To lydia@example.org/)).toBeInTheDocument();
    expect(screen.queryByText('Links hidden: only the person this email is for may use them.')).not.toBeInTheDocument();
  });

  it("shows someone else's email with its masked links as plain text, and says why", async () => {
    installFakeFetch().on('GET /api/admin/outbox', {
      body: {
        delivery: 'outbox',
        messages: [
          {
            id: 'm2',
            to: 'grace@example.org',
            subject: 'Reset your Koinonia password',
            text: 'Reset your password: http://localhost:3000/reset-password?token=••••••••\n',
            html: '<p>x</p>',
            createdAt: '2026-11-22T10:00:00.000Z',
            linksHidden: true,
          },
        ],
      },
    });
    renderWithProviders(<OutboxPage />, { roles: ['admin'] });
    expect(await screen.findByText('Links hidden: only the person this email is for may use them.')).toBeInTheDocument();
    expect(screen.getByText(/reset-password\?token=••••••••/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /reset-password/ })).not.toBeInTheDocument();
  });

  it('says so when mail goes through SMTP instead', async () => {
    installFakeFetch().on('GET /api/admin/outbox', { body: { delivery: 'smtp', messages: [] } });
    renderWithProviders(<OutboxPage />, { roles: ['admin'] });
    expect(await screen.findByText('Mail is sent through your mail server (SMTP), so nothing is kept here.')).toBeInTheDocument();
  });
});
