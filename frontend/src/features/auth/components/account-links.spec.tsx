import { ERROR_CATALOGUE, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import { currentUserQueryKey } from '../api/get-current-user.query';
import AcceptInvitePage from './accept-invite.page';
import ForgotPasswordPage from './forgot-password.page';
import ResetPasswordPage from './reset-password.page';
import UnlockAccountPage from './unlock-account.page';

describe('pages reached from emailed links', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
  });

  it('forgot password: says the same thing whatever the address, once sent', async () => {
    fake.on('POST /api/auth/forgot-password', { status: 202 });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(VALIDATION_MESSAGES.email));
    expect(fake.calls).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Ruth@Example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account uses ruth@example.org, we have sent it a link');
    expect(fake.calls[0].body).toEqual({ email: 'ruth@example.org' });
  });

  it('forgot password: shows RATE_LIMITED as an alert', async () => {
    fake.on('POST /api/auth/forgot-password', { status: 429, body: { code: 'RATE_LIMITED', message: 'x' } });
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ruth@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.RATE_LIMITED.message);
  });

  it('reset password: sends the token with the new password, shows a common one refused on the field', async () => {
    fake.on('POST /api/auth/reset-password', (call) =>
      (call.body as { password: string }).password === 'password123'
        ? {
            status: 400,
            body: { code: 'VALIDATION_ERROR', message: 'x', details: { fields: [{ field: 'password', message: VALIDATION_MESSAGES.commonPassword }] } },
          }
        : { status: 204 },
    );
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=tok-1' });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.weakPassword)));

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'password123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.commonPassword)));

    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'green-pastures-23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(fake.calls.at(-1)?.body).toEqual({ token: 'tok-1', password: 'green-pastures-23' });
  });

  it('reset password: an invalid link offers a new one', async () => {
    fake.on('POST /api/auth/reset-password', { status: 400, body: { code: 'INVALID_TOKEN', message: 'x' } });
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password?token=used' });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'green-pastures-23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.INVALID_TOKEN.message);
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('accept invitation: signs the invitee in and goes home', async () => {
    const user = {
      id: 'u9',
      email: 'lydia@example.org',
      displayName: 'Lydia',
      roles: ['staff'],
      memberId: null,
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    };
    fake.on('POST /api/auth/accept-invite', { body: user });
    const { queryClient } = renderWithProviders(<AcceptInvitePage />, { route: '/accept-invite?token=inv-1' });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'seller-of-purple-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(user));
    expect(fake.calls[0].body).toEqual({ token: 'inv-1', password: 'seller-of-purple-1' });
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('accept invitation: without a token, says the link does not work', () => {
    renderWithProviders(<AcceptInvitePage />, { route: '/accept-invite' });
    expect(screen.getByRole('alert')).toHaveTextContent('Ask your church administrator to send the invitation again.');
  });

  it('unlock: lifts the lockout with a click (not on opening the link), then offers to sign in', async () => {
    fake.on('POST /api/auth/unlock', { status: 204 });
    renderWithProviders(<UnlockAccountPage />, { route: '/unlock-account?token=unl-1' });
    expect(screen.getByRole('heading', { name: 'Unlock your account' })).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock my account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account is unlocked. You can sign in again.');
    expect(fake.calls[0].body).toEqual({ token: 'unl-1' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  it('unlock: a used or expired link says so and offers a new password instead', async () => {
    fake.on('POST /api/auth/unlock', { status: 400, body: { code: 'INVALID_TOKEN', message: 'x' } });
    renderWithProviders(<UnlockAccountPage />, { route: '/unlock-account?token=used' });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock my account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.INVALID_TOKEN.message);
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute('href', '/forgot-password');
  });
});
