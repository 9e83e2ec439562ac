import { ERROR_CATALOGUE, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { currentUserQueryKey } from '../api/get-current-user.query';
import SignInPage from './sign-in.page';

const USER = {
  id: 'u1',
  email: 'ruth@example.org',
  displayName: 'Ruth',
  roles: ['admin'],
  memberId: null,
  twoFactorEnabled: true,
  twoFactorSetupRequired: false,
};

describe('SignInPage with two-step verification', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
    fake.on('POST /api/auth/login', { body: { twoFactorRequired: true, challenge: 'challenge-1' } });
  });

  const passwordStep = async () => {
    renderWithProviders(<SignInPage />, { route: '/signin' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ruth@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    return screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
  };

  it('asks for a code after the password, keeps nobody signed in meanwhile, then signs in with the code', async () => {
    await passwordStep();
    fake.on('POST /api/auth/login/two-factor', { body: USER });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(fake.calls.at(-1)?.body).toEqual({ challenge: 'challenge-1', code: '123456' }));
  });

  it('checks the code before sending, and shows a wrong one as an alert', async () => {
    await passwordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Verification code')).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.twoFactorCode)),
    );
    expect(fake.calls.filter((c) => c.path === '/api/auth/login/two-factor')).toHaveLength(0);

    fake.on('POST /api/auth/login/two-factor', { status: 401, body: { code: 'INVALID_TWO_FACTOR_CODE', message: 'x' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.INVALID_TWO_FACTOR_CODE.message);
  });

  it('takes a recovery code instead', async () => {
    await passwordStep();
    fake.on('POST /api/auth/login/two-factor', { body: USER });
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    fireEvent.change(screen.getByLabelText('Recovery code'), { target: { value: ' abcde-fghjk ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(fake.calls.at(-1)?.body).toEqual({ challenge: 'challenge-1', recoveryCode: 'abcde-fghjk' }));
  });

  it('goes back to the password step when the challenge has run out', async () => {
    await passwordStep();
    fake.on('POST /api/auth/login/two-factor', { status: 401, body: { code: 'AUTH_EXPIRED', message: 'x' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to Koinonia' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('That took too long. Please sign in again.');
  });

  it('remembers the user once the code is accepted', async () => {
    fake.on('POST /api/auth/login/two-factor', { body: USER });
    const { queryClient } = renderWithProviders(<SignInPage />, { route: '/signin' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ruth@example.org' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct-horse-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByLabelText('Verification code');
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeUndefined();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(USER));
  });
});
