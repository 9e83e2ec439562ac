import { CONSISTENCY_HEADER, ERROR_CATALOGUE, type MemberPage, type MemberView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeCall, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import MembersPage from './members.page';

function member(overrides: Partial<MemberView> = {}): MemberView {
  return {
    id: 'm1',
    fullName: 'Lydia of Thyatira',
    email: 'lydia@example.org',
    phone: '+302101234567',
    address: 'Philippi',
    ministry: 'Hospitality',
    role: 'leader',
    status: 'active',
    joinedAt: '2024-03-01T10:00:00.000Z',
    updatedAt: '2024-03-01T10:00:00.000Z',
    revision: 0,
    membershipStep: 'member',
    baptismDate: '',
    isChild: false,
    privacy: { listed: true, shareEmail: true, sharePhone: true, shareAddress: false },
    ...overrides,
  };
}

function page(items: MemberView[], total = items.length, pageNumber = 1): MemberPage {
  return { items, total, page: pageNumber, pageSize: 10 };
}

const queryOf = (call: FakeCall) => new URL(call.url, 'http://localhost').searchParams;
const memberLists = (fake: FakeFetch) => fake.calls.filter((c) => c.method === 'GET' && c.path === '/api/members');

describe('MembersPage', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/ministries', { body: [{ id: 'hospitality', name: 'Hospitality', description: '' }] });
  });

  it('lists members with their details and a link to each profile', async () => {
    fake.on('GET /api/members', { body: page([member()], 1) });
    renderWithProviders(<MembersPage />, { route: '/members' });

    expect(screen.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Lydia of Thyatira' });
    expect(link).toHaveAttribute('href', '/members/m1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('lydia@example.org')).toBeInTheDocument();
    expect(within(row).getByText('+30 21 0123 4567')).toBeInTheDocument();
    expect(within(row).getByText('Hospitality')).toBeInTheDocument();
    expect(within(row).getByText('Leader')).toBeInTheDocument();
    expect(screen.getByText('1 member')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();

    const query = queryOf(memberLists(fake)[0]);
    expect(Object.fromEntries(query)).toEqual({ status: 'active', sort: '-joined', page: '1', pageSize: '10' });
  });

  it('says so when the directory is empty', async () => {
    fake.on('GET /api/members', { body: page([]) });
    renderWithProviders(<MembersPage />, { route: '/members' });

    expect(await screen.findByText('No members yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('says no one matches when a search finds nobody', async () => {
    fake.on('GET /api/members', { body: page([]) });
    renderWithProviders(<MembersPage />, { route: '/members?q=zacchaeus' });

    expect(await screen.findByText('No members match your search.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search members')).toHaveValue('zacchaeus');
    expect(queryOf(memberLists(fake)[0]).get('search')).toBe('zacchaeus');
  });

  it('shows the failure with the catalogue words and loads again on Retry', async () => {
    let fail = true;
    fake.on('GET /api/members', () =>
      fail ? { status: 500, body: { code: 'SERVER_ERROR', message: ERROR_CATALOGUE.SERVER_ERROR.message } } : { body: page([member()]) },
    );
    renderWithProviders(<MembersPage />, { route: '/members' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load members.');
    expect(alert).toHaveTextContent(ERROR_CATALOGUE.SERVER_ERROR.message);

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Lydia of Thyatira' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load members.')).not.toBeInTheDocument();
  });

  it('searches once typing pauses, from the first page', async () => {
    fake.on('GET /api/members', { body: page([member()], 25) });
    renderWithProviders(<MembersPage />, { route: '/members?page=2' });
    await screen.findByText('Page 2 of 3');

    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'ly' } });
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'lyd' } });

    await waitFor(() => expect(memberLists(fake).some((c) => queryOf(c).get('search') === 'lyd')).toBe(true));
    const searched = memberLists(fake).filter((c) => queryOf(c).has('search'));
    expect(searched).toHaveLength(1);
    expect(queryOf(searched[0]).get('page')).toBe('1');
  });

  it('filters by role and ministry, and pages with Previous and Next', async () => {
    fake.on('GET /api/members', (call) => ({ body: page([member()], 25, Number(queryOf(call).get('page'))) }));
    renderWithProviders(<MembersPage />, { route: '/members' });
    await screen.findByText('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');

    fireEvent.change(screen.getByLabelText('Filter by role'), { target: { value: 'leader' } });
    await screen.findByText('Page 1 of 3');
    await screen.findByRole('option', { name: 'Hospitality' });
    fireEvent.change(screen.getByLabelText('Filter by ministry'), { target: { value: 'Hospitality' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });

    await waitFor(() => {
      const last = queryOf(memberLists(fake).at(-1)!);
      expect(Object.fromEntries(last)).toMatchObject({ role: 'leader', ministry: 'Hospitality', sort: 'name', page: '1' });
    });
  });

  it('shows a member just added at once, reading at the position the command answered', async () => {
    const ruth = member({ id: 'm2', fullName: 'Ruth Moabite', email: 'ruth@example.org', role: 'member' });
    let added = false;
    fake.on('GET /api/members', () => ({ body: page(added ? [ruth, member()] : [member()]) }));
    fake.on('POST /api/members', () => {
      added = true;
      return { status: 201, body: { id: 'm2', position: '77', revision: 0 } };
    });
    renderWithProviders(<MembersPage />, { route: '/members' });
    await screen.findByRole('link', { name: 'Lydia of Thyatira' });
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/members/import');

    fireEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Member' });
    await within(dialog).findByRole('option', { name: 'Hospitality' });
    fireEvent.change(within(dialog).getByLabelText('Full name'), { target: { value: 'Ruth Moabite' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'ruth@example.org' } });
    fireEvent.change(within(dialog).getByLabelText('Ministry'), { target: { value: 'Hospitality' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save member' }));

    expect(await screen.findByRole('link', { name: 'Ruth Moabite' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const afterWrite = memberLists(fake).at(-1)!;
    expect(afterWrite.headers[CONSISTENCY_HEADER]).toBe('77');
    expect(memberLists(fake)[0].headers[CONSISTENCY_HEADER]).toBeUndefined();
    expect(screen.getByText('Ruth Moabite was added to the directory.')).toBeInTheDocument();
  });

  it('shows a member only what others share, says so where a detail is withheld, and leads to their own profile', async () => {
    const salome = member({
      id: 'm3',
      fullName: 'Salome Galilee',
      email: undefined,
      phone: '+12175550171',
      address: undefined,
      privacy: { listed: true, shareEmail: false, sharePhone: true, shareAddress: false },
    });
    const own = member({
      id: 'me',
      fullName: 'Ruth Anderson',
      email: 'ruth@example.org',
      privacy: { listed: false, shareEmail: false, sharePhone: false, shareAddress: false },
    });
    fake.on('GET /api/members', { body: page([salome, own]) });
    fake.on('GET /api/members/me', { body: own });
    renderWithProviders(<MembersPage />, { route: '/members', roles: ['member'] });

    const row = (await screen.findByRole('link', { name: 'Salome Galilee' })).closest('tr')!;
    expect(within(row).getByText('(217) 555-0171')).toBeInTheDocument();
    expect(within(row).getByText('Not shared')).toBeInTheDocument();
    const ownRow = screen.getByRole('link', { name: 'Ruth Anderson' }).closest('tr')!;
    expect(within(ownRow).getByText('You')).toBeInTheDocument();
    expect(within(ownRow).getByText('Not listed')).toBeInTheDocument();
    expect(within(ownRow).getByText('ruth@example.org')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/members/me');
    expect(screen.getByText('The members who chose to be listed, with the contact details they share.')).toBeInTheDocument();
    // Ordering by email is not offered when most emails are hidden.
    expect(within(screen.getByLabelText('Sort by')).queryByRole('option', { name: 'Email (A–Z)' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Import' })).not.toBeInTheDocument();
  });

  it('offers no My profile link to an account without a member record', async () => {
    fake.on('GET /api/members', { body: page([member()]) });
    fake.on('GET /api/members/me', { status: 404, body: { code: 'MEMBER_NOT_FOUND', message: ERROR_CATALOGUE.MEMBER_NOT_FOUND.message } });
    renderWithProviders(<MembersPage />, { route: '/members', roles: ['auditor'] });

    await screen.findByRole('link', { name: 'Lydia of Thyatira' });
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/api/members/me')).toBe(true));
    expect(screen.queryByRole('link', { name: 'My profile' })).not.toBeInTheDocument();
    expect(within(screen.getByLabelText('Sort by')).getByRole('option', { name: 'Email (A–Z)' })).toBeInTheDocument();
  });
});
