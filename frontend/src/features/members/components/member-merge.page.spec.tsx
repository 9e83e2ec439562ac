import type { MemberView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import MemberMergePage from './member-merge.page';

const base: Omit<MemberView, 'id' | 'fullName'> = {
  email: 'priscilla@tents.example',
  phone: '',
  address: '',
  ministry: '',
  role: 'member',
  status: 'active',
  joinedAt: '2020-01-05',
  updatedAt: '2024-04-01T10:00:00.000Z',
  revision: 3,
  membershipStep: 'member',
  birthDate: '',
  baptismDate: '',
  isChild: false,
  privacy: { listed: true, shareEmail: false, sharePhone: false, shareAddress: false },
};
const PRISCA: MemberView = { ...base, id: 'p1', fullName: 'Prisca Tentmaker', revision: 7 };
const PRISCILLA: MemberView = { ...base, id: 'p2', fullName: 'Priscilla Tentmaker', birthDate: '1975-04-03' };

describe('MemberMergePage', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/ministries', { body: [] });
    fake.on('GET /api/members/p1', { body: PRISCA });
    fake.on('GET /api/members/p2', { body: PRISCILLA });
    fake.on('POST /api/members/p2/merge', { body: { id: 'p2', revision: 4, position: '9' } });
  });

  it('keeps the chosen record’s values unless a field is chosen from the other, and sends the choices with the revision previewed', async () => {
    renderWithProviders(<MemberMergePage />, { route: '/members/merge?first=p1&second=p2' });
    fireEvent.click(await screen.findByRole('radio', { name: 'Keep the record of Priscilla Tentmaker' }));
    // Untouched fields follow the record that stays.
    const name = screen.getByRole('group', { name: 'Full name' });
    expect(within(name).getByRole('radio', { name: /Priscilla Tentmaker from the record of Priscilla Tentmaker/ })).toBeChecked();
    fireEvent.click(within(name).getByRole('radio', { name: /Prisca Tentmaker from the record of Prisca Tentmaker/ }));
    expect(within(screen.getByRole('region', { name: 'After the merge' })).getByText('Prisca Tentmaker')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Merge Prisca Tentmaker into Priscilla Tentmaker' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'POST')).toBe(true));
    const call = fake.calls.find((c) => c.method === 'POST')!;
    expect(call.body).toEqual({
      mergedId: 'p1',
      fields: expect.objectContaining({ fullName: 'merged', birthDate: 'survivor', email: 'survivor', photo: 'survivor' }),
    });
    expect(call.headers['if-match'] ?? call.headers['If-Match']).toBe('3');
  });

  it('asks for two records when the address names none', async () => {
    renderWithProviders(<MemberMergePage />, { route: '/members/merge' });
    expect(await screen.findByText('Choose two records to merge')).toBeInTheDocument();
  });

  it('says when a record could not be loaded', async () => {
    fake.on('GET /api/members/p2', { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } });
    renderWithProviders(<MemberMergePage />, { route: '/members/merge?first=p1&second=p2' });
    expect(await screen.findByText('The records could not be loaded.')).toBeInTheDocument();
  });
});
