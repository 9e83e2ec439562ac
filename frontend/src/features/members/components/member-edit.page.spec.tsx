import { ERROR_CATALOGUE, type MemberView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { routePatterns } from '../../../shared/routing';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import MemberEditPage from './member-edit.page';

const LYDIA: MemberView = {
  id: 'm1',
  fullName: 'Lydia of Thyatira',
  email: 'lydia@example.org',
  phone: '',
  address: 'Philippi',
  ministry: 'Hospitality',
  role: 'leader',
  status: 'active',
  joinedAt: '2024-03-01T10:00:00.000Z',
  updatedAt: '2024-03-01T10:00:00.000Z',
  revision: 4,
  membershipStep: 'member',
  baptismDate: '',
  isChild: false,
  privacy: { listed: true, shareEmail: true, sharePhone: true, shareAddress: false },
};

describe('MemberEditPage', () => {
  let fake: FakeFetch;
  let current: MemberView;

  beforeEach(() => {
    consistency.reset();
    current = LYDIA;
    fake = installFakeFetch();
    fake.on('GET /api/ministries', { body: [{ id: 'hospitality', name: 'Hospitality', description: '' }] });
    fake.on('GET /api/members/m1', () => ({ body: current }));
  });

  const renderEdit = () => renderWithProviders(<MemberEditPage />, { route: '/members/m1/edit', path: routePatterns.memberEdit });

  it('sends only what changed, with the revision it was filled from, then opens the profile', async () => {
    fake.on('PATCH /api/members/m1', { body: { id: 'm1', position: '9', revision: 5 } });
    renderEdit();
    expect(await screen.findByLabelText('Full name')).toHaveValue('Lydia of Thyatira');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Lydia@Purple.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(currentLocation()).toBe('/members/m1'));
    const patch = fake.calls.find((c) => c.method === 'PATCH')!;
    expect(patch.headers['If-Match']).toBe('4');
    expect(patch.body).toEqual({ email: 'lydia@purple.example' });
  });

  it('offers no form for a record merged into another, only where it went', async () => {
    current = { ...LYDIA, mergedInto: { id: 'm2', fullName: 'Lydia Purple', mergedAt: '2026-11-20T10:00:00.000Z' } };
    renderEdit();
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.MEMBER_ALREADY_MERGED.message);
    expect(screen.getByRole('link', { name: 'Lydia Purple' })).toHaveAttribute('href', '/members/m2');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('explains a conflict and reloads the latest version on request', async () => {
    fake.on('PATCH /api/members/m1', {
      status: 409,
      body: { code: 'CONCURRENCY_CONFLICT', message: ERROR_CATALOGUE.CONCURRENCY_CONFLICT.message },
    });
    renderEdit();
    await screen.findByLabelText('Full name');
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Thyatira' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.CONCURRENCY_CONFLICT.message);
    expect(currentLocation()).toBe('/members/m1/edit');

    current = { ...LYDIA, address: 'Rome', revision: 6 };
    fireEvent.click(screen.getByRole('button', { name: 'Reload member' }));

    await waitFor(() => expect(screen.getByLabelText('Address')).toHaveValue('Rome'));
    expect(screen.queryByText(ERROR_CATALOGUE.CONCURRENCY_CONFLICT.message)).not.toBeInTheDocument();

    fake.on('PATCH /api/members/m1', { body: { id: 'm1', position: '10', revision: 7 } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Thyatira' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(currentLocation()).toBe('/members/m1'));
    expect(fake.calls.filter((c) => c.method === 'PATCH').at(-1)?.headers['If-Match']).toBe('6');
  });
});
