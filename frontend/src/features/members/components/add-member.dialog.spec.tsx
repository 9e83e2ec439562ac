import { ERROR_CATALOGUE, VALIDATION_MESSAGES, type MinistryView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render';
import { ministriesQueryKey } from '../api/get-ministries.query';
import { AddMemberDialog } from './add-member.dialog';
import { localToday } from './member-form-fields';

const MINISTRIES: MinistryView[] = [
  { id: 'worship', name: 'Worship', description: 'Music and liturgy' },
  { id: 'youth', name: 'Youth', description: 'Young people' },
];

function renderDialog() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(ministriesQueryKey, MINISTRIES);
  const onClose = jest.fn();
  renderWithProviders(<AddMemberDialog open onClose={onClose} />, { queryClient });
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Add Member' }) };
}

const EN_EMAIL_HINT = 'Optional. People of one household may share an email.';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('AddMemberDialog', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it('shows the catalogue message under an invalid email and sends nothing', async () => {
    renderDialog();
    fill('Full name', 'Ruth Moabite');
    fill('Email', 'not-an-email');
    fill('Ministry', 'Worship');

    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText(VALIDATION_MESSAGES.email)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(`${EN_EMAIL_HINT} ${VALIDATION_MESSAGES.email}`);
    await waitFor(() => expect(email).toHaveFocus());
    expect(fake.mock).not.toHaveBeenCalled();
  });

  it('asks for every required field before sending', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));

    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(VALIDATION_MESSAGES.required));
    expect(screen.getByLabelText('Ministry')).toHaveAccessibleDescription(VALIDATION_MESSAGES.required);
    // Email is optional: a child or an elderly member may have none.
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
    expect(fake.mock).not.toHaveBeenCalled();
  });

  it('labels every field and defaults the role to member', () => {
    const { dialog } = renderDialog();
    for (const label of ['Full name', 'Email', 'Phone', 'Address', 'Ministry', 'Role']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('Role')).toHaveValue('member');
    expect(within(dialog).getByLabelText('Full name')).toHaveFocus();
  });

  it('sends the trimmed member, then closes and says so', async () => {
    fake.on('POST /api/members', { status: 201, body: { id: 'm1', position: '12', revision: 0 } });
    const { onClose } = renderDialog();
    fill('Full name', '  Ruth Moabite ');
    fill('Email', ' Ruth@Example.org ');
    fill('Phone', '+1 555 010 0199');
    fill('Ministry', 'Worship');
    fill('Role', 'volunteer');

    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = fake.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      fullName: 'Ruth Moabite',
      email: 'ruth@example.org',
      phone: '+1 555 010 0199',
      ministry: 'Worship',
      role: 'volunteer',
      // Member since defaults to today; the step to member.
      joinedOn: localToday(),
      membershipStep: 'member',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Ruth Moabite was added to the directory.');
  });

  it('adds a member without an email: a child or someone who has none', async () => {
    fake.on('POST /api/members', { status: 201, body: { id: 'm2', position: '8', revision: 0 } });
    const { onClose } = renderDialog();
    fill('Full name', 'Obed Moabite');
    fill('Ministry', 'Worship');

    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      fullName: 'Obed Moabite',
      ministry: 'Worship',
      role: 'member',
      joinedOn: localToday(),
      membershipStep: 'member',
    });
  });

  it('records birth date, member since, step and baptism; a birth date in the future is refused before sending', async () => {
    fake.on('POST /api/members', { status: 201, body: { id: 'm3', position: '9', revision: 0 } });
    const { onClose } = renderDialog();
    fill('Full name', 'Eunice Faithful');
    fill('Ministry', 'Worship');
    fill('Membership step', 'regular-attender');
    fill('Member since', '2012-09-16');
    fill('Birth date', '2999-01-01');
    fill('Baptism date', '1990-04-15');

    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));
    await waitFor(() => expect(screen.getByLabelText('Birth date')).toHaveAccessibleDescription(`Optional. ${VALIDATION_MESSAGES.pastDate}`));
    expect(fake.mock).not.toHaveBeenCalled();

    fill('Birth date', '1975-03-04');
    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      fullName: 'Eunice Faithful',
      ministry: 'Worship',
      role: 'member',
      membershipStep: 'regular-attender',
      joinedOn: '2012-09-16',
      birthDate: '1975-03-04',
      baptismDate: '1990-04-15',
    });
  });

  it('shows the server field errors under their fields', async () => {
    fake.on('POST /api/members', {
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: ERROR_CATALOGUE.VALIDATION_ERROR.message,
        details: { fields: [{ field: 'ministry', message: VALIDATION_MESSAGES.choice }] },
      },
    });
    renderDialog();
    fill('Full name', 'Ruth Moabite');
    fill('Email', 'ruth@example.org');
    fill('Ministry', 'Youth');

    fireEvent.click(screen.getByRole('button', { name: 'Save member' }));

    await waitFor(() => expect(screen.getByLabelText('Ministry')).toHaveAccessibleDescription(VALIDATION_MESSAGES.choice));
  });

  it('closes on Escape', () => {
    const { onClose, dialog } = renderDialog();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
