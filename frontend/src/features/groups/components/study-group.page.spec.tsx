import { ERROR_CATALOGUE, type GroupMeetingView, type GroupRoster, type GroupView, type UserRole } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { routePatterns } from '../../../shared/routing';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import StudyGroupPage from './study-group.page';

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

const roster: GroupRoster = {
  leaders: [{ memberId: 'm-samuel', fullName: 'Samuel Kim' }],
  members: [
    {
      memberId: '0c2f3d4e-0000-4000-8000-00000000b0a2',
      fullName: 'Boaz Bethlehem',
      email: 'boaz@example.org',
      phone: '(217) 555-0100',
      joinedOn: '2026-10-01',
    },
  ],
  pending: [{ memberId: 'm-ruth', fullName: 'Ruth Anderson', message: 'Could I help?', requestedAt: '2026-11-20T10:00:00.000Z' }],
};
const meetings: GroupMeetingView[] = [
  {
    id: 'meet-1',
    groupId: 'g1',
    date: '2026-11-17',
    topic: 'Romans 8',
    attendees: [
      { memberId: 'm-samuel', fullName: 'Samuel Kim' },
      { memberId: '0c2f3d4e-0000-4000-8000-00000000b0a2', fullName: 'Boaz Bethlehem' },
    ],
    recordedAt: '2026-11-17T21:00:00.000Z',
  },
];
const open = (roles: UserRole[] = ['member']) => renderWithProviders(<StudyGroupPage />, { route: '/study-groups/g1', path: routePatterns.studyGroup, roles });

describe('StudyGroupPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/members/me', { body: { id: 'm-ruth' } });
  });

  it('lets a member ask to join, with what its leaders will see, and shows no roster', async () => {
    fake.on('GET /api/groups/g1', { body: group() });
    fake.on('POST /api/groups/g1/join-requests', { status: 201, body: { id: 'g1', position: '40', revision: 4 } });
    open();

    expect(await screen.findByRole('heading', { level: 1, name: "Tuesday Men's Bible Study" })).toBeInTheDocument();
    expect(screen.getByText('Tuesdays at 19:00')).toBeInTheDocument();
    expect(screen.getByText('Its leaders will see your name, email and phone to welcome you.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Roster' })).not.toBeInTheDocument();
    const ask = screen.getByRole('button', { name: 'Ask to join' });
    await waitFor(() => expect(ask).toBeEnabled());
    fireEvent.click(ask);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'POST' && c.path === '/api/groups/g1/join-requests')).toBe(true));
    expect(fake.calls.some((c) => c.path === '/api/groups/g1/roster')).toBe(false);
  });

  it('says why a full or closed group cannot be joined, and shows a refusal in words', async () => {
    fake.on('GET /api/groups/g1', { body: group({ full: true }) });
    open();
    expect(await screen.findByText('This group is full. Ask its leader, or choose another group.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask to join' })).not.toBeInTheDocument();
  });

  it('lets a member who asked withdraw their request', async () => {
    fake.on('GET /api/groups/g1', { body: group({ standing: 'pending' }) });
    fake.on('DELETE /api/groups/g1/members/m-ruth', { body: { id: 'g1', position: '41', revision: 5 } });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'DELETE' && c.path === '/api/groups/g1/members/m-ruth')).toBe(true));
  });

  it('shows its leader the requests, the roster with contact details and the meetings; approving sends the answer', async () => {
    fake.on('GET /api/groups/g1', { body: group({ standing: 'leader', canManage: true, canSeeRoster: true }) });
    fake.on('GET /api/groups/g1/roster', { body: roster });
    fake.on('GET /api/groups/g1/meetings', { body: meetings });
    fake.on('POST /api/groups/g1/join-requests/m-ruth/approve', { body: { id: 'g1', position: '42', revision: 6 } });
    open(['leader']);

    expect(await screen.findByRole('heading', { name: 'Roster' })).toBeInTheDocument();
    expect(await screen.findByText('1 request waiting')).toBeInTheDocument();
    expect(screen.getByText('“Could I help?”')).toBeInTheDocument();
    expect(screen.getByText('boaz@example.org · (217) 555-0100')).toBeInTheDocument();
    expect(await screen.findByText((_, element) => element?.tagName === 'STRONG' && element.textContent === 'Nov 17, 2026 · Romans 8')).toBeInTheDocument();
    expect(screen.getByText('Samuel Kim, Boaz Bethlehem')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Approve Ruth Anderson' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'POST' && c.path === '/api/groups/g1/join-requests/m-ruth/approve')).toBe(true));
  });

  it('records a meeting with who came', async () => {
    fake.on('GET /api/groups/g1', { body: group({ standing: 'leader', canManage: true, canSeeRoster: true }) });
    fake.on('GET /api/groups/g1/roster', { body: roster });
    fake.on('GET /api/groups/g1/meetings', { body: [] });
    fake.on('POST /api/groups/g1/meetings', { status: 201, body: { id: 'meet-2', position: '43', revision: 7 } });
    open(['leader']);

    expect(await screen.findByText('No meetings recorded yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Record meeting' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-11-24' } });
    fireEvent.change(within(dialog).getByLabelText('Topic'), { target: { value: 'Romans 9' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Boaz Bethlehem' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save meeting' }));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.method === 'POST' && c.path === '/api/groups/g1/meetings');
      expect(call?.body).toEqual({ date: '2026-11-24', topic: 'Romans 9', attendeeIds: ['0c2f3d4e-0000-4000-8000-00000000b0a2'] });
    });
  });

  it('lets its leader edit the group with the revision on screen, but not choose its leaders', async () => {
    const daniel = { memberId: '0c2f3d4e-0000-4000-8000-00000000d0a1', fullName: 'Daniel Mensah' };
    fake.on('GET /api/groups/g1', { body: group({ leaders: [daniel], standing: 'leader', canManage: true, canSeeRoster: true }) });
    fake.on('GET /api/groups/g1/roster', { body: roster });
    fake.on('GET /api/groups/g1/meetings', { body: [] });
    fake.on('PUT /api/groups/g1', { body: { id: 'g1', position: '44', revision: 4 } });
    open(['leader']);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit group' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toHaveValue("Tuesday Men's Bible Study");
    expect(within(dialog).getByRole('checkbox', { name: 'Daniel Mensah' })).toBeDisabled();
    expect(within(dialog).queryByLabelText('Find a leader')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Where'), { target: { value: 'Room 4' } });
    fireEvent.change(within(dialog).getByLabelText('Capacity'), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    // Checked in the browser with the server's own rules: a capacity of 0 is refused before anything is sent.
    await waitFor(() => expect(within(dialog).getByLabelText('Capacity')).toHaveAttribute('aria-invalid', 'true'));
    expect(fake.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Capacity'), { target: { value: '15' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.method === 'PUT' && c.path === '/api/groups/g1');
      expect(call?.headers['If-Match']).toBe('3');
      expect(call?.body).toMatchObject({
        name: "Tuesday Men's Bible Study",
        leaderIds: [daniel.memberId],
        place: 'Room 4',
        capacity: 15,
        tags: ['men', 'bible study'],
      });
    });
  });

  it('offers a member no edit', async () => {
    fake.on('GET /api/groups/g1', { body: group() });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: "Tuesday Men's Bible Study" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit group' })).not.toBeInTheDocument();
  });

  it('says when the group is not found, and when it failed to load', async () => {
    fake.on('GET /api/groups/g1', { status: 404, body: { code: 'GROUP_NOT_FOUND', message: ERROR_CATALOGUE.GROUP_NOT_FOUND.message } });
    const { unmount } = open();
    expect(await screen.findByText('This group could not be found.')).toBeInTheDocument();
    unmount();
    fake.on('GET /api/groups/g1', { status: 500, body: { code: 'SERVER_ERROR', message: ERROR_CATALOGUE.SERVER_ERROR.message } });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the group');
  });
});
