import { ERROR_CATALOGUE, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { currentUserQueryKey } from '../api/get-current-user.query';
import SignInPage from './sign-in.page';

describe('SignInPage', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    fake = installFakeFetch();
  });

  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('checks the fields with the catalogue messages before sending', async () => {
    renderWithProviders(<SignInPage />, { route: '/signin' });
    fill('Email', 'ruth@');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(VALIDATION_MESSAGES.email));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordRequired);
    expect(fake.mock).not.toHaveBeenCalled();
  });

  it('shows wrong credentials inline as an alert', async () => {
    fake.on('POST /api/auth/login', {
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: ERROR_CATALOGUE.INVALID_CREDENTIALS.message },
    });
    const { queryClient } = renderWithProviders(<SignInPage />, { route: '/signin' });
    fill('Email', 'ruth@example.org');
    fill('Password', 'wrong-password1');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.INVALID_CREDENTIALS.message);
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeUndefined();
  });

  it('signs in with the email as the server keeps it and remembers the user', async () => {
    const user = { id: 'u1', email: 'ruth@example.org', displayName: 'Ruth', roles: ['admin'], memberId: null };
    fake.on('POST /api/auth/login', { body: user });
    const { queryClient } = renderWithProviders(<SignInPage />, { route: '/signin' });
    fill('Email', ' Ruth@Example.org ');
    fill('Password', 'correct-horse-1');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(user));
    expect(fake.calls[0].body).toEqual({ email: 'ruth@example.org', password: 'correct-horse-1' });
  });
});
