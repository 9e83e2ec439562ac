import { LANGUAGE_INFO, LANGUAGES, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18next } from '../../../shared/i18n';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { InviteUserDialog } from './invite-user.dialog';

describe('InviteUserDialog: the language of the email', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
  });

  const render = () => renderWithProviders(<InviteUserDialog open onClose={() => undefined} />, { roles: ['admin'] });
  /** The name and the address, the dialog's two text fields in order (whatever language labels them). */
  const fill = (dialog: HTMLElement, name: string, email: string) => {
    const [nameField, emailField] = within(dialog).getAllByRole('textbox');
    fireEvent.change(nameField, { target: { value: name } });
    fireEvent.change(emailField, { target: { value: email } });
  };

  it('offers every language in its own name, starts with the interface language and sends the choice', async () => {
    fake.on('POST /api/admin/users', { status: 201, body: { id: 'u9', position: '10', revision: 0 } });
    render();
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    const select = within(dialog).getByRole('combobox', { name: 'Language of the email' });
    expect(select).toHaveValue('en');
    expect(select).toHaveAccessibleDescription('The invitation is written in this language. A resent invitation keeps it.');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(LANGUAGES.map((language) => LANGUAGE_INFO[language].nativeName));

    fill(dialog, 'Phoebe', 'phoebe@example.org');
    fireEvent.change(select, { target: { value: 'es' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to phoebe@example.org.')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'phoebe@example.org',
      displayName: 'Phoebe',
      roles: ['member'],
      language: 'es',
    });
  });

  it('starts with Korean when the interface speaks Korean', async () => {
    fake.on('POST /api/admin/users', { status: 201, body: { id: 'u9', position: '10', revision: 0 } });
    await act(async () => void (await i18next.changeLanguage('ko')));
    try {
      render();
      const select = await screen.findByRole('combobox', { name: '이메일 언어' });
      expect(select).toHaveValue('ko');
      const dialog = screen.getByRole('dialog');
      fill(dialog, '뵈뵈', 'phoebe@example.org');
      fireEvent.click(within(dialog).getByRole('button', { name: '초대 보내기' }));
      await waitFor(() => expect(fake.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ language: 'ko' }));
    } finally {
      await act(async () => void (await i18next.changeLanguage('en')));
    }
  });

  it('shows the server’s refusal of the language on the select', async () => {
    fake.on('POST /api/admin/users', {
      status: 400,
      body: { code: 'VALIDATION_ERROR', message: 'x', details: { fields: [{ field: 'language', message: VALIDATION_MESSAGES.choice }] } },
    });
    render();
    const dialog = screen.getByRole('dialog', { name: 'Invite someone' });
    fill(dialog, 'Phoebe', 'phoebe@example.org');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const select = within(dialog).getByRole('combobox', { name: 'Language of the email' });
    await waitFor(() => expect(select).toHaveAccessibleDescription(expect.stringContaining(VALIDATION_MESSAGES.choice)));
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});
