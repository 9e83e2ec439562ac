import {
  ERROR_CATALOGUE,
  type CareCommunicationList,
  type CareRequestList,
  type MemberAttendanceEntry,
  type MemberGroupEntry,
  type MemberView,
  type UserRole,
} from '@koinonia/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { consistency } from '../../shared/api';
import { routePatterns } from '../../shared/routing';
import { installFakeFetch, type FakeFetch } from '../../testing/fake-fetch';
import { currentLocation, renderWithProviders } from '../../testing/render';
import MemberProfileRoute from './member-profile.route';

const RUTH: MemberView = {
  id: 'ruth',
  fullName: 'Ruth Anderson',
  email: 'ruth@example.org',
  phone: '',
  address: '',
  ministry: '',
  role: 'member',
  status: 'active',
  joinedAt: '2024-03-01T10:00:00.000Z',
  updatedAt: '2024-04-01T10:00:00.000Z',
  revision: 1,
  membershipStep: 'member',
  baptismDate: '',
  isChild: false,
  privacy: { listed: true, shareEmail: true, sharePhone: true, shareAddress: false },
};

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const attendance = (days: number[]): MemberAttendanceEntry[] =>
  days.map((d, i) => ({
    gatheringId: `g${i}`,
    gatheringName: i === 0 ? 'Sunday Worship' : 'Wednesday Prayer',
    kind: 'service',
    date: daysAgo(d),
    recordedAt: '',
  }));
const GROUPS: MemberGroupEntry[] = [{ groupId: 'g-youth', name: 'Youth Friday Night', standing: 'member', meetingDay: 'friday', meetingTime: '19:00' }];
const REQUESTS: CareRequestList = {
  items: [
    {
      id: 'c1',
      type: 'hospital-visit',
      urgency: 'high',
      status: 'open',
      memberId: 'ruth',
      memberName: 'Ruth Anderson',
      assignedTo: 'u-pastor',
      assigneeName: 'Pastor Daniel',
      followUpOn: null,
      overdue: false,
      openedAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
      revision: 1,
    },
    {
      id: 'c2',
      type: 'meal',
      urgency: 'low',
      status: 'resolved',
      memberId: 'ruth',
      memberName: 'Ruth Anderson',
      assignedTo: null,
      assigneeName: null,
      followUpOn: null,
      overdue: false,
      openedAt: '2026-10-01T10:00:00.000Z',
      updatedAt: '2026-10-02T10:00:00.000Z',
      revision: 2,
    },
  ],
};
const LOG: CareCommunicationList = {
  items: [
    {
      id: 'l1',
      memberId: 'ruth',
      memberName: 'Ruth Anderson',
      kind: 'call',
      summary: 'Called after surgery',
      byName: 'Pastor Daniel',
      occurredAt: '2026-11-02T10:00:00.000Z',
    },
  ],
};
const FAILED = { status: 500, body: { code: 'SERVER_ERROR', message: ERROR_CATALOGUE.SERVER_ERROR.message } };

describe('MemberProfileRoute: the attendance, care and groups sections', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/ministries', { body: [] });
    fake.on('GET /api/members/ruth', { body: RUTH });
    fake.on('GET /api/members/ruth/history', { body: [] });
    fake.on('GET /api/members/ruth/household', { body: { household: null } });
  });
  const open = (roles: UserRole[]) => renderWithProviders(<MemberProfileRoute />, { route: '/members/ruth', path: routePatterns.member, roles });
  const card = async (title: string) =>
    // The sections are lazy chunks: the first import takes a moment.
    (await screen.findByRole('heading', { name: title }, { timeout: 5000 })).closest('section, article, div[aria-labelledby]') as HTMLElement;

  it('shows a pastor the recent attendance with its trend, the open care requests and the log, and the groups, each from its own API', async () => {
    fake.on('GET /api/members/ruth/attendance', { body: attendance([3, 10, 17, 70]) });
    fake.on('GET /api/members/ruth/groups', { body: GROUPS });
    fake.on('GET /api/care-requests', { body: REQUESTS });
    fake.on('GET /api/care-communications', { body: LOG });
    open(['pastor']);

    const attended = await card('Attendance');
    expect(await within(attended).findByText('Sunday Worship')).toBeInTheDocument();
    expect(within(attended).getByText('Last 8 weeks: 3 · the 8 before: 1')).toBeInTheDocument();
    expect(within(attended).getByText('Coming more')).toBeInTheDocument();

    const groups = await card('Study groups');
    expect(await within(groups).findByRole('link', { name: 'Youth Friday Night' })).toHaveAttribute('href', '/study-groups/g-youth');
    expect(within(groups).getByText('Member')).toBeInTheDocument();

    const care = await card('Pastoral care');
    expect(await within(care).findByText('Assigned to Pastor Daniel')).toBeInTheDocument();
    expect(within(care).getByText('Hospital visit', { exact: false })).toBeInTheDocument();
    // Resolved requests are not open ones.
    expect(within(care).queryByText('Meal', { exact: false })).not.toBeInTheDocument();
    expect(await within(care).findByText('Called after surgery')).toBeInTheDocument();
  });

  it('shows each section its own empty and "Failed to load" states', async () => {
    fake.on('GET /api/members/ruth/attendance', FAILED);
    fake.on('GET /api/members/ruth/groups', { body: [] });
    fake.on('GET /api/care-requests', { body: { items: [REQUESTS.items[1]] } });
    fake.on('GET /api/care-communications', FAILED);
    open(['pastor']);

    expect(await within(await card('Attendance')).findByText('Failed to load the attendance history.')).toBeInTheDocument();
    expect(await within(await card('Study groups')).findByText('Not in any study group yet.')).toBeInTheDocument();
    const care = await card('Pastoral care');
    expect(await within(care).findByText('No open care requests.')).toBeInTheDocument();
    expect(await within(care).findByText('Failed to load communications.')).toBeInTheDocument();
  });

  it('hides from another member what the server would refuse them, and asks for none of it', async () => {
    open(['member']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ruth Anderson' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Attendance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Study groups' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pastoral care' })).not.toBeInTheDocument();
    const asked = fake.calls.map((call) => call.path);
    expect(asked.filter((path) => /attendance|groups|care-/.test(path))).toEqual([]);
  });

  it('shows a member their own attendance and groups, but not care', async () => {
    fake.on('GET /api/members/me', { body: RUTH });
    fake.on('GET /api/members/ruth/attendance', { body: [] });
    fake.on('GET /api/members/ruth/groups', { body: GROUPS });
    open(['member']);
    expect(await within(await card('Attendance')).findByText('No attendance recorded yet.', { exact: false })).toBeInTheDocument();
    expect(await within(await card('Study groups')).findByText('Youth Friday Night')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pastoral care' })).not.toBeInTheDocument();
    expect(fake.calls.some((call) => call.path.startsWith('/api/care-'))).toBe(false);
  });
});

describe('MemberProfileRoute on a phone: the profile as tabs', () => {
  let fake: FakeFetch;
  const wide = window.matchMedia;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/ministries', { body: [] });
    fake.on('GET /api/members/ruth', { body: RUTH });
    fake.on('GET /api/members/ruth/history', { body: [] });
    fake.on('GET /api/members/ruth/household', { body: { household: null } });
    fake.on('GET /api/members/me/self-updates', { body: [] });
    fake.on('GET /api/members/ruth/attendance', { body: attendance([3]) });
    fake.on('GET /api/members/ruth/groups', { body: GROUPS });
    // The layout's narrow query matches, as on a phone.
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 1023.98px)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = wide;
  });
  const open = (roles: UserRole[], route = '/members/ruth') => renderWithProviders(<MemberProfileRoute />, { route, path: routePatterns.member, roles });

  it('shows a member who they are and their own details’ editor first; the rest waits behind tabs, its code and data unasked', async () => {
    fake.on('GET /api/members/me', { body: RUTH });
    open(['member']);

    const tabs = await screen.findByRole('tablist', { name: 'Sections of Ruth Anderson’s profile' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['About', 'Activity', 'History', 'Privacy']);
    const about = screen.getByRole('tab', { name: 'About' });
    expect(about).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'About' });
    expect(about).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('button', { name: 'Edit my details' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Details' })).toBeInTheDocument();
    // Each tab names a panel that is in the page; only the chosen one is shown.
    for (const tab of within(tabs).getAllByRole('tab')) expect(document.getElementById(tab.getAttribute('aria-controls')!)).not.toBeNull();
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);

    expect(screen.queryByRole('heading', { name: 'Attendance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'History' })).not.toBeInTheDocument();
    expect(fake.calls.map((call) => call.path).filter((path) => /attendance|groups|history/.test(path))).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(about).toHaveAttribute('aria-selected', 'false');
    const activity = screen.getByRole('tabpanel', { name: 'Activity' });
    expect(await within(activity).findByRole('heading', { name: 'Attendance' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await within(activity).findByRole('heading', { name: 'Study groups' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit my details' })).not.toBeInTheDocument();
    expect(currentLocation()).toBe('/members/ruth?tab=activity');
  });

  it('moves between tabs with the arrow keys, Home and End, one tab in the Tab order', async () => {
    fake.on('GET /api/members/me', { body: RUTH });
    open(['member']);
    const about = await screen.findByRole('tab', { name: 'About' });
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([about]);

    about.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    const activity = screen.getByRole('tab', { name: 'Activity' });
    expect(activity).toHaveFocus();
    expect(activity).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([activity]);

    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Privacy' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Privacy' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Privacy' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'History' })).toHaveFocus();
    expect(await within(screen.getByRole('tabpanel', { name: 'History' })).findByRole('heading', { name: 'History' })).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(about).toHaveFocus();
    expect(currentLocation()).toBe('/members/ruth');
  });

  it('opens the tab the address names, and offers another member no tab the server would refuse them', async () => {
    open(['member'], '/members/ruth?tab=history');
    const tabs = await screen.findByRole('tablist');
    // Not their own record: no activity, no history — so the address's tab falls back to About.
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['About', 'Privacy']);
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(fake.calls.some((call) => /attendance|groups|history/.test(call.path))).toBe(false);
  });

  it('gives staff the record’s actions above the tabs and opens the tab the address names', async () => {
    fake.on('GET /api/care-requests', { body: REQUESTS });
    fake.on('GET /api/care-communications', { body: LOG });
    open(['pastor'], '/members/ruth?tab=activity');
    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Pastoral care' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
