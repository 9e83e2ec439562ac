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
  phone: '+302101234567',
  address: 'Riverside, Philippi',
  ministry: 'Hospitality',
  role: 'leader',
  status: 'active',
  joinedAt: '2024-03-01T10:00:00.000Z',
  updatedAt: '2024-04-01T10:00:00.000Z',
  revision: 1,
  membershipStep: 'member',
  baptismDate: '',
  isChild: false,
  privacy: { listed: true, shareEmail: true, sharePhone: true, shareAddress: false },
};

const HISTORY: MemberHistoryEntry[] = [
  {
    revision: 1,
    type: 'updated',
    summary: 'Changed email and role (the server says it in English)',
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
    summary: 'Added to the directory as Lydia (the server says it in English)',
    fullName: 'Lydia of Thyatira',
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
    // The profile's household card: these people are in none.
    for (const id of ['m1', 'ruth', 'salome']) fake.on(`GET /api/members/${id}/household`, { body: { household: null } });
  });

  const renderProfile = (id = 'm1') => renderWithProviders(<MemberProfilePage />, { route: `/members/${id}`, path: routePatterns.member });

  it('shows what the church records: step, member since, birth date with age, baptism; a child is marked', async () => {
    const born = `${new Date().getFullYear() - 12}-01-01`;
    fake.on('GET /api/members/m1', {
      body: { ...LYDIA, membershipStep: 'regular-attender', joinedAt: '2012-09-16', birthDate: born, baptismDate: '', isChild: true },
    });
    renderProfile();

    const details = (await screen.findByRole('heading', { level: 2, name: 'Details' })).closest('section')!;
    const row = (label: string) => within(details).getByText(label).nextElementSibling!;
    expect(row('Membership step')).toHaveTextContent('Regular attender');
    expect(row('Member since')).toHaveTextContent('2012');
    expect(row('Birth date')).toHaveTextContent('(age 12)');
    expect(row('Baptism date')).toHaveTextContent('—');
    expect(screen.getByText('Child')).toBeInTheDocument();
  });

  it('shows no birth date row when the server leaves it out (another member reading)', async () => {
    fake.on('GET /api/members/m1', { body: LYDIA });
    renderProfile();
    const details = (await screen.findByRole('heading', { level: 2, name: 'Details' })).closest('section')!;
    expect(within(details).queryByText('Birth date')).toBeNull();
    expect(within(details).getByText('Member since')).toBeInTheDocument();
  });

  it('shows the member, an Edit link and the history timeline', async () => {
    fake.on('GET /api/members/m1', { body: LYDIA });
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Lydia of Thyatira' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/members/m1/edit');
    expect(screen.getByText('Riverside, Philippi')).toBeInTheDocument();

    const history = screen.getByRole('heading', { level: 2, name: 'History' }).closest('section')!;
    const timeline = await within(history).findByRole('list', { name: '' });
    expect(timeline.tagName).toBe('OL');
    const entries = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === timeline);
    expect(entries).toHaveLength(2);
    // The interface words the summary itself, from the entry's type and changes.
    expect(within(entries[0]).getByText('Changed email and role')).toBeInTheDocument();
    expect(within(entries[1]).getByText('Added to the directory as Lydia of Thyatira')).toBeInTheDocument();
    expect(history).not.toHaveTextContent('the server says it');
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

  it('offers no Edit, Archive, photo or privacy change on a record merged into another (the server refuses them)', async () => {
    const merged: MemberView = { ...LYDIA, photo: 'p1', mergedInto: { id: 'm2', fullName: 'Lydia Purple', mergedAt: '2026-11-20T10:00:00.000Z' } };
    fake.on('GET /api/members/m1', { body: merged });
    renderProfile();

    expect(await screen.findByRole('heading', { level: 1, name: 'Lydia of Thyatira' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lydia Purple/ })).toHaveAttribute('href', '/members/m2');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /photo/i })).not.toBeInTheDocument();
    const privacy = screen.getByRole('heading', { level: 2, name: /privacy/i }).closest('section')!;
    expect(within(privacy).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(privacy).queryByRole('button')).not.toBeInTheDocument();
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

  describe('directory privacy', () => {
    const RUTH: MemberView = {
      ...LYDIA,
      id: 'ruth',
      fullName: 'Ruth Anderson',
      revision: 3,
      privacy: { listed: true, shareEmail: false, sharePhone: false, shareAddress: false },
    };

    it('lets a member share their phone from their own profile, with one save naming the revision on screen', async () => {
      let current = RUTH;
      fake.on('GET /api/members/me', () => ({ body: current }));
      fake.on('GET /api/members/ruth', () => ({ body: current }));
      fake.on('GET /api/members/ruth/history', { body: [] });
      fake.on('PUT /api/members/ruth/privacy', (call) => {
        current = { ...RUTH, revision: 4, privacy: call.body as MemberView['privacy'] };
        return { body: { id: 'ruth', position: '12', revision: 4 } };
      });
      renderWithProviders(<MemberProfilePage />, { route: '/members/ruth', path: routePatterns.member, roles: ['member'] });

      const section = (await screen.findByRole('heading', { level: 2, name: 'Directory privacy' })).closest('section')!;
      expect(section).toHaveTextContent('Privacy first');
      const save = within(section).getByRole('button', { name: 'Save privacy choices' });
      expect(save).toBeDisabled();
      expect(within(section).getByRole('switch', { name: 'Listed in the member directory' })).toHaveAttribute('aria-checked', 'true');
      const phone = within(section).getByRole('switch', { name: 'Share phone with members' });
      expect(phone).toHaveAttribute('aria-checked', 'false');
      fireEvent.click(phone);
      expect(phone).toHaveAttribute('aria-checked', 'true');
      fireEvent.click(save);

      expect(await screen.findByText('Privacy choices saved.')).toBeInTheDocument();
      const put = fake.calls.find((c) => c.method === 'PUT')!;
      expect(put.headers['If-Match']).toBe('3');
      expect(put.body).toEqual({ listed: true, shareEmail: false, sharePhone: true, shareAddress: false });
      await waitFor(() => expect(within(section).getByRole('button', { name: 'Save privacy choices' })).toBeDisabled());
      expect(within(section).getByRole('switch', { name: 'Share phone with members' })).toHaveAttribute('aria-checked', 'true');
      // Their own record: the whole of it, and its history.
      expect(screen.getByText('Riverside, Philippi')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    });

    it('shows a refusal in the section and keeps the choice on screen', async () => {
      fake.on('GET /api/members/me', { body: RUTH });
      fake.on('GET /api/members/ruth', { body: RUTH });
      fake.on('GET /api/members/ruth/history', { body: [] });
      fake.on('PUT /api/members/ruth/privacy', { status: 503, body: { code: 'SERVER_ERROR', message: 'x' } });
      renderWithProviders(<MemberProfilePage />, { route: '/members/ruth', path: routePatterns.member, roles: ['member'] });

      const email = await screen.findByRole('switch', { name: 'Share email with members' });
      fireEvent.click(email);
      fireEvent.click(screen.getByRole('button', { name: 'Save privacy choices' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.SERVER_ERROR.message);
      expect(email).toHaveAttribute('aria-checked', 'true');
    });

    it('after a conflict, shows the latest choices and says to make the change again', async () => {
      let current = RUTH;
      fake.on('GET /api/members/me', () => ({ body: current }));
      fake.on('GET /api/members/ruth', () => ({ body: current }));
      fake.on('GET /api/members/ruth/history', { body: [] });
      fake.on('PUT /api/members/ruth/privacy', () => {
        // Staff took her out of the directory just before this save.
        current = { ...RUTH, revision: 5, privacy: { ...RUTH.privacy, listed: false } };
        return { status: 409, body: { code: 'CONCURRENCY_CONFLICT', message: 'x' } };
      });
      renderWithProviders(<MemberProfilePage />, { route: '/members/ruth', path: routePatterns.member, roles: ['member'] });

      fireEvent.click(await screen.findByRole('switch', { name: 'Share email with members' }));
      fireEvent.click(screen.getByRole('button', { name: 'Save privacy choices' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Someone else changed these choices meanwhile.');
      await waitFor(() => expect(screen.getByRole('switch', { name: 'Listed in the member directory' })).toHaveAttribute('aria-checked', 'false'));
      expect(screen.getByRole('switch', { name: 'Share email with members' })).toHaveAttribute('aria-checked', 'false');
      expect(screen.getByRole('alert')).toBeInTheDocument();
    });

    it("shows a member someone else's profile with what they share, Not shared where they withheld it, and no history", async () => {
      const salome: MemberView = {
        ...LYDIA,
        id: 'salome',
        fullName: 'Salome Galilee',
        email: undefined,
        address: undefined,
        privacy: { listed: true, shareEmail: false, sharePhone: true, shareAddress: false },
      };
      fake.on('GET /api/members/me', { body: RUTH });
      fake.on('GET /api/members/salome', { body: salome });
      renderWithProviders(<MemberProfilePage />, { route: '/members/salome', path: routePatterns.member, roles: ['member'] });

      const details = (await screen.findByRole('heading', { level: 2, name: 'Details' })).closest('section')!;
      const row = (label: string) => within(details).getByText(label).nextElementSibling!;
      expect(row('Phone')).toHaveTextContent('+30 21 0123 4567');
      expect(row('Email')).toHaveTextContent('Not shared');
      expect(row('Address')).toHaveTextContent('Not shared');
      const privacy = screen.getByRole('heading', { level: 2, name: 'Directory privacy' }).closest('section')!;
      expect(within(privacy).queryByRole('switch')).not.toBeInTheDocument();
      expect(privacy).toHaveTextContent('PhoneShared');
      expect(privacy).toHaveTextContent('AddressNot shared');
      expect(screen.queryByRole('heading', { level: 2, name: 'History' })).not.toBeInTheDocument();
      expect(fake.calls.some((c) => c.path.endsWith('/history'))).toBe(false);
    });

    it("lets staff change a member's choice, and shows privacy changes in the history", async () => {
      fake.on('GET /api/members/me', { body: { ...RUTH, id: 'staff-record' } });
      fake.on('GET /api/members/m1', { body: { ...LYDIA, privacy: { listed: false, shareEmail: false, sharePhone: false, shareAddress: false } } });
      fake.on('GET /api/members/m1/history', {
        body: [
          {
            ...HISTORY[1],
            revision: 2,
            type: 'privacy-changed',
            summary: 'Directory privacy: not listed in the directory',
            privacyChanges: [{ field: 'listed', from: true, to: false }],
          },
        ],
      });
      renderProfile();

      const section = (await screen.findByRole('heading', { level: 2, name: 'Directory privacy' })).closest('section')!;
      expect(section).toHaveTextContent('What other members see of Lydia of Thyatira.');
      expect(within(section).getByRole('switch', { name: 'Listed in the member directory' })).toHaveAttribute('aria-checked', 'false');
      expect(section).toHaveTextContent('While not listed, other members do not see this profile at all.');
      expect(screen.getByText('Not listed')).toBeInTheDocument();
      expect(await screen.findByText('Listed in the member directory: Yes → No')).toBeInTheDocument();
    });
  });
});
