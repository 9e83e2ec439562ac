import { ERROR_CATALOGUE, type MemberHistoryEntry, type MemberView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { routePatterns } from '../../../shared/routing';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import MemberProfilePage from './member-profile.page';

const LYDIA: MemberView = {
  id: 'm1',
  fullName: 'Lydia of Thyatira',
  email: 'lydia@example.org',
  phone: '+30 210 000 0000',
  address: 'Riverside, Philippi',
  ministry: 'Hospitality',
  role: 'leader',
  status: 'active',
  joinedAt: '2024-03-01T10:00:00.000Z',
  updatedAt: '2024-04-01T10:00:00.000Z',
  revision: 1,
};

const HISTORY: MemberHistoryEntry[] = [
  {
    revision: 1,
    type: 'updated',
    summary: 'Details updated',
    occurredAt: '2024-04-01T10:00:00.000Z',
    actor: { id: 'u1', name: 'Paul' },
    changes: [
      { field: 'email', from: 'lydia@old.example', to: 'lydia@example.org' },
      { field: 'role', from: 'member', to: 'leader' },
    ],
  },
  {
    revision: 0,
    type: 'registered',
    summary: 'Registered',
    occurredAt: '2024-03-01T10:00:00.000Z',
    actor: { id: 'u1', name: 'Paul' },
    changes: [],
  },
];

describe('MemberProfilePage', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/ministries', { body: [] });
    fake.on('GET /api/members/m1/history', { body: HISTORY });
  });

  const renderProfile = (id = 'm1') => renderWithProviders(<MemberProfilePage />, { route: `/members/${id}`, path: routePatterns.member });

  it('shows the member, an Edit link and the history timeline', async () => {
    fake.on('GET /api/members/m1', { body: LYDIA });
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Lydia of Thyatira' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/members/m1/edit');
    expect(screen.getByText('Riverside, Philippi')).toBeInTheDocument();

    const history = screen.getByRole('heading', { level: 2, name: 'History' }).closest('section')!;
    const timeline = await within(history).findByRole('list', { name: '' });
    expect(timeline.tagName).toBe('OL');
    const entries = within(timeline).getAllByRole('listitem').filter((li) => li.parentElement === timeline);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Details updated');
    expect(entries[0]).toHaveTextContent('by Paul');
    expect(entries[0]).toHaveTextContent('Email: lydia@old.example → lydia@example.org');
    expect(entries[0]).toHaveTextContent('Role: Member → Leader');
    expect(within(entries[0]).getByText(/2024/, { selector: 'time' })).toHaveAttribute('datetime', HISTORY[0].occurredAt);
  });

  it('offers no Edit or Archive to a role that may only read the directory', async () => {
    fake.on('GET /api/members/m1', { body: LYDIA });
    renderWithProviders(<MemberProfilePage />, { route: '/members/m1', path: routePatterns.member, roles: ['member'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Lydia of Thyatira' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });

  it('says the member could not be found for an unknown id', async () => {
    fake.on('GET /api/members/ghost', { status: 404, body: { code: 'MEMBER_NOT_FOUND', message: 'x' } });
    renderProfile('ghost');

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.MEMBER_NOT_FOUND.message);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Member information could not be found.');
  });

  it('archives after confirming, naming the revision on screen', async () => {
    let current = LYDIA;
    fake.on('GET /api/members/m1', () => ({ body: current }));
    fake.on('POST /api/members/m1/archive', () => {
      current = { ...LYDIA, status: 'archived', revision: 2 };
      return { body: { id: 'm1', position: '31', revision: 2 } };
    });
    renderProfile();
    await screen.findByRole('heading', { level: 1, name: 'Lydia of Thyatira' });

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive member?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive member' }));

    expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
    const archive = fake.calls.find((c) => c.path === '/api/members/m1/archive')!;
    expect(archive.headers['If-Match']).toBe('1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Lydia of Thyatira was archived.')).toBeInTheDocument();
  });
});
