import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import AccountSecurityPage, { describeUserAgent } from './account-security.page';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const SESSIONS = [
  {
    id: 's1',
    startedAt: '2026-11-22T10:00:00.000Z',
    expiresAt: '2026-11-22T22:00:00.000Z',
    idleExpiresAt: '2026-11-22T11:00:00.000Z',
    ip: '10.0.0.1',
    userAgent: CHROME,
    current: true,
  },
  {
    id: 's2',
    startedAt: '2026-11-21T08:00:00.000Z',
    expiresAt: '2026-11-22T20:00:00.000Z',
    idleExpiresAt: '2026-11-22T11:00:00.000Z',
    ip: '10.0.0.2',
    userAgent: IPHONE,
    current: false,
  },
];

describe('AccountSecurityPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
    fake.on('GET /api/auth/user', {
      body: {
        id: 'u1',
        email: 'ruth@example.org',
        displayName: 'Ruth',
        roles: ['member'],
        memberId: null,
        twoFactorEnabled: false,
        twoFactorSetupRequired: false,
      },
    });
    fake.on('GET /api/auth/sessions', { body: SESSIONS });
    fake.on('GET /api/auth/two-factor', { body: { enabled: false, recoveryCodesRemaining: 0, required: false } });
  });

  it('changes the password, showing a wrong current password on its field', async () => {
    fake.on('POST /api/auth/password', (call) =>
      (call.body as { currentPassword: string }).currentPassword === 'wrong-one-1'
        ? {
            status: 400,
            body: { code: 'VALIDATION_ERROR', message: 'x', details: { fields: [{ field: 'currentPassword', message: VALIDATION_MESSAGES.wrongPassword }] } },
          }
        : { status: 204 },
    );
    renderWithProviders(<AccountSecurityPage />);
    const section = screen.getByRole('region', { name: 'Password' });
    fireEvent.change(within(section).getByLabelText('Current password'), { target: { value: 'wrong-one-1' } });
    fireEvent.change(within(section).getByLabelText('New password'), { target: { value: 'still-waters-23' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(within(section).getByLabelText('Current password')).toHaveAccessibleDescription(VALIDATION_MESSAGES.wrongPassword));

    fireEvent.change(within(section).getByLabelText('Current password'), { target: { value: 'right-one-1' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed. Your other sessions have been signed out.')).toBeInTheDocument();
    expect(within(section).getByLabelText('Current password')).toHaveValue('');
  });

  it('lists my sessions and signs out the others after asking', async () => {
    fake.on('POST /api/auth/sessions/end-others', { body: { ended: 1 } });
    renderWithProviders(<AccountSecurityPage />);
    const list = await screen.findByRole('list', { name: 'Your open sessions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(within(list).getByText('Safari · iOS')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out other sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign out other sessions?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText('1 session signed out.')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'POST' && c.path === '/api/auth/sessions/end-others')).toBe(true);
  });

  it('turns on two-step verification with the QR code and a first code, then shows the recovery codes once', async () => {
    fake.on('POST /api/auth/two-factor/start', {
      body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+', enrolmentToken: 'enrol-1' },
    });
    const codes = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);
    fake.on('POST /api/auth/two-factor/confirm', { body: { recoveryCodes: codes } });
    renderWithProviders(<AccountSecurityPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-step verification' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on two-step verification' });
    expect(await within(dialog).findByRole('img', { name: 'QR code to scan with your authenticator app' })).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(within(dialog).getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    fireEvent.change(within(dialog).getByLabelText('Code from the app'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const list = await within(dialog).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    expect(fake.calls.find((c) => c.path === '/api/auth/two-factor/confirm')?.body).toEqual({ enrolmentToken: 'enrol-1', code: '123456' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have kept my codes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for the password again before an enrolment when the session was not signed in just now', async () => {
    let reauthenticated = false;
    fake.on('POST /api/auth/two-factor/start', () =>
      reauthenticated
        ? {
            body: {
              secret: 'JBSWY3DPEHPK3PXP',
              otpauthUri: 'otpauth://totp/x',
              qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
              enrolmentToken: 'enrol-2',
            },
          }
        : { status: 403, body: { code: 'REAUTHENTICATION_REQUIRED', message: 'x' } },
    );
    fake.on('POST /api/auth/reauthenticate', (call) => {
      if ((call.body as { password: string }).password !== 'my-password-1')
        return {
          status: 400,
          body: { code: 'VALIDATION_ERROR', message: 'x', details: { fields: [{ field: 'password', message: VALIDATION_MESSAGES.wrongPassword }] } },
        };
      reauthenticated = true;
      return { status: 204 };
    });
    renderWithProviders(<AccountSecurityPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-step verification' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on two-step verification' });
    expect(await within(dialog).findByText('For your security, enter your password again before setting up two-step verification.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'not-it-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(VALIDATION_MESSAGES.wrongPassword));
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'my-password-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.path === '/api/auth/two-factor/start')).toHaveLength(2);
  });

  it('turns it off only with the password again', async () => {
    fake.on('GET /api/auth/two-factor', { body: { enabled: true, recoveryCodesRemaining: 2, required: false } });
    fake.on('POST /api/auth/two-factor/disable', { status: 204 });
    renderWithProviders(<AccountSecurityPage />);
    expect(await screen.findByText('You are running out of recovery codes. Make new ones and keep them somewhere safe.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-step verification' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordRequired));
    fireEvent.change(within(dialog).getByLabelText('Current password'), { target: { value: 'my-password-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step verification is off.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.path === '/api/auth/two-factor/disable')?.body).toEqual({ password: 'my-password-1' });
  });

  it('names browsers from their user agent', () => {
    expect(describeUserAgent(CHROME, '?')).toBe('Chrome · Linux');
    expect(describeUserAgent('curl/8.0', '?')).toBe('curl/8.0');
    expect(describeUserAgent('', 'Unknown browser')).toBe('Unknown browser');
  });
});
