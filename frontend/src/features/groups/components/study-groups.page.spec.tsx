import { ERROR_CATALOGUE, type GroupPage, type GroupView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import StudyGroupsPage from './study-groups.page';

function group(overrides: Partial<GroupView> = {}): GroupView {
  return {
    id: 'g1',
    name: "Tuesday Men's Bible Study",
    description: 'Romans, a chapter a week.',
    leaders: [{ memberId: 'm-daniel', fullName: 'Daniel Mensah' }],
    meetingDay: 'tuesday',
    meetingTime: '19:00',
    place: 'Fellowship hall',
    onlineLink: '',
    capacity: 12,
    openness: 'open',
    ministry: 'Worship',
    campus: 'Main campus',
    tags: ['men', 'bible study'],
    status: 'active',
    memberCount: 5,
    full: false,
    standing: 'none',
    canManage: false,
    canSeeRoster: false,
    revision: 3,
    ...overrides,
  };
}

const page = (items: GroupView[], tags = ['bible study', 'men', 'youth']): GroupPage => ({ items, total: items.length, page: 1, pageSize: 12, tags });
const lastQuery = (fake: FakeFetch) => {
  const lists = fake.calls.filter((c) => c.method === 'GET' && c.path === '/api/groups');
  return Object.fromEntries(new URL(lists[lists.length - 1].url, 'http://localhost').searchParams);
};

describe('StudyGroupsPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  it('shows each group with when and where it meets, who leads it, how full it is, and a link to its page', async () => {
    fake.on('GET /api/groups', {
      body: page([
        group(),
        group({
          id: 'g2',
          name: 'Online Evening Study',
          onlineLink: 'https://meet.example.org/x',
          place: '',
          capacity: null,
          memberCount: 1,
          standing: 'pending',
        }),
      ]),
    });
    renderWithProviders(<StudyGroupsPage />, { route: '/study-groups', roles: ['member'] });

    expect(screen.getByRole('heading', { level: 1, name: 'Study Groups' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: "Tuesday Men's Bible Study" });
    expect(link).toHaveAttribute('href', '/study-groups/g1');
    const card = link.closest('article')!;
    expect(within(card).getByText('Tuesdays at 19:00 · Fellowship hall')).toBeInTheDocument();
    expect(within(card).getByText('Led by Daniel Mensah')).toBeInTheDocument();
    expect(within(card).getByText('5 of 12 members')).toBeInTheDocument();
    const online = screen.getByRole('link', { name: 'Online Evening Study' }).closest('article')!;
    expect(within(online).getByText(/Online$/)).toBeInTheDocument();
    expect(within(online).getByText('1 member')).toBeInTheDocument();
    expect(within(online).getByText('Request sent')).toBeInTheDocument();
    expect(screen.getByText('2 groups')).toBeInTheDocument();
  });

  it('filters by tag, day and open only, through the address', async () => {
    fake.on('GET /api/groups', { body: page([group()]) });
    renderWithProviders(<StudyGroupsPage />, { route: '/study-groups', roles: ['member'] });
    await screen.findByRole('link', { name: "Tuesday Men's Bible Study" });
    expect(lastQuery(fake)).toEqual({ sort: 'day', page: '1', pageSize: '12' });

    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: 'men' } });
    await waitFor(() => expect(lastQuery(fake)).toMatchObject({ tag: 'men' }));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: 'tuesday' } });
    await waitFor(() => expect(lastQuery(fake)).toMatchObject({ tag: 'men', day: 'tuesday' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Open to new members only' }));
    await waitFor(() => expect(lastQuery(fake)).toMatchObject({ tag: 'men', day: 'tuesday', openOnly: 'true' }));
  });

  it('says so when nothing matches, and clears the filters', async () => {
    fake.on('GET /api/groups', (call) => ({ body: page(call.url.includes('tag=') ? [] : [group()]) }));
    renderWithProviders(<StudyGroupsPage />, { route: '/study-groups?tag=youth', roles: ['member'] });
    expect(await screen.findByText('No group matches these filters.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: "Tuesday Men's Bible Study" })).toBeInTheDocument();
  });

  it('says when there are no groups yet, and when the list failed to load', async () => {
    fake.on('GET /api/groups', { body: page([]) });
    const { unmount } = renderWithProviders(<StudyGroupsPage />, { route: '/study-groups', roles: ['member'] });
    expect(await screen.findByText('No study groups yet.')).toBeInTheDocument();
    unmount();

    fake.on('GET /api/groups', { status: 500, body: { code: 'SERVER_ERROR', message: ERROR_CATALOGUE.SERVER_ERROR.message } });
    renderWithProviders(<StudyGroupsPage />, { route: '/study-groups', roles: ['member'] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load groups');
    expect(alert).toHaveTextContent(ERROR_CATALOGUE.SERVER_ERROR.message);
  });

  it('offers New group to those who manage groups only, and starts one with a leader found by name', async () => {
    fake.on('GET /api/groups', { body: page([]) });
    const { unmount } = renderWithProviders(<StudyGroupsPage />, { route: '/study-groups', roles: ['member'] });
    await screen.findByText('No study groups yet.');
    expect(screen.queryByRole('button', { name: 'New group' })).not.toBeInTheDocument();
    unmount();

    const samuel = '0c2f3d4e-0000-4000-8000-0000000000a1';
    fake.on('GET /api/members', { body: { items: [{ id: samuel, fullName: 'Samuel Kim' }], total: 1, page: 1, pageSize: 8 } });
    fake.on('POST /api/groups', { status: 201, body: { id: 'g9', position: '50', revision: 0 } });
    renderWithProviders(<StudyGroupsPage />, { route: '/study-groups', roles: ['staff'] });
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start group' }));
    expect(await within(dialog).findAllByText('This field is required to continue.')).not.toHaveLength(0);
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Young Adults' } });
    fireEvent.change(within(dialog).getByLabelText('Find a leader'), { target: { value: 'sam' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Samuel Kim' }));
    fireEvent.change(within(dialog).getByLabelText('Tags'), { target: { value: 'young adults, Faith' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start group' }));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.method === 'POST' && c.path === '/api/groups');
      expect(call?.body).toEqual({ name: 'Young Adults', leaderIds: [samuel], openness: 'open', tags: ['young adults', 'faith'] });
    });
  });
});
