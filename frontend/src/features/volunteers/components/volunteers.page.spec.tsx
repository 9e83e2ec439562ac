import type { VolunteerAssignmentView, VolunteerSlotView, VolunteerTeamView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import MyVolunteeringPage from './my-volunteering.page';
import VolunteerAnswerPage from './volunteer-answer.page';
import VolunteerManagementPage from './volunteer-management.page';
import { mondayOf } from './volunteer-words.util';

const LATER = new Date(Date.now() + 5 * 86_400_000).toISOString();

const assignment = (extra: Partial<VolunteerAssignmentView> = {}): VolunteerAssignmentView => ({
  id: 'a1',
  slotId: 's1',
  memberId: 'm1',
  fullName: 'Ruth Anderson',
  status: 'pending',
  declineReason: null,
  source: 'leader',
  eventId: 'e1',
  title: 'Sunday Worship',
  startsAt: LATER,
  endsAt: LATER,
  teamId: 't1',
  positionId: 'p1',
  positionName: 'Greeter',
  ...extra,
});

const slot = (id: string, positionName: string): VolunteerSlotView => ({
  id,
  eventId: 'e1',
  title: 'Sunday Worship',
  occurrenceStart: LATER,
  startsAt: LATER,
  endsAt: LATER,
  teamId: 't1',
  teamName: 'Hospitality',
  positionId: `${id}-position`,
  positionName,
  needed: 2,
  filled: 1,
  confirmed: 1,
  assignments: [],
  declined: [],
  mine: null,
});

describe('My volunteering', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
    fake.on('GET /api/me/schedule', { body: [assignment()] });
    fake.on('GET /api/me/blockouts', { body: [] });
    fake.on('GET /api/volunteer-slots', { body: [slot('s2', 'Sound'), slot('s3', 'Usher')] });
  });

  it('confirms an assignment and says in plain words why a sign-up was refused', async () => {
    fake.on('POST /api/volunteer-assignments/a1/confirm', { body: { id: 'a1', revision: 3, position: '9' } });
    fake.on('POST /api/volunteer-slots/s2/signups', {
      status: 409,
      body: { code: 'VOLUNTEER_UNAVAILABLE', message: 'x', details: { reason: 'not-qualified' } },
    });
    renderWithProviders(<MyVolunteeringPage />, { roles: ['member'] });
    const mine = await screen.findByRole('region', { name: 'My schedule' });
    fireEvent.click(await within(mine).findByRole('button', { name: /^Confirm Greeter at Sunday Worship/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'POST' && c.path === '/api/volunteer-assignments/a1/confirm')).toBe(true));

    const open = screen.getByRole('region', { name: 'Open places' });
    fireEvent.click(await within(open).findByRole('button', { name: /^Sign up for Sound at Sunday Worship/ }));
    expect(await within(open).findByRole('alert')).toHaveTextContent('You are not on this team for this position yet.');
  });

  it('declines with a reason, trimmed, for the leaders to read', async () => {
    fake.on('POST /api/volunteer-assignments/a1/decline', { body: { id: 'a1', revision: 3, position: '9' } });
    renderWithProviders(<MyVolunteeringPage />, { roles: ['member'] });
    const mine = await screen.findByRole('region', { name: 'My schedule' });
    fireEvent.click(await within(mine).findByRole('button', { name: /^Decline Greeter at Sunday Worship/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this place?' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason \(optional\)/), { target: { value: '  away visiting family ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'away visiting family' }));
  });

  it('says so when the schedule cannot be read', async () => {
    fake.on('GET /api/me/schedule', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } });
    renderWithProviders(<MyVolunteeringPage />, { roles: ['member'] });
    const mine = await screen.findByRole('region', { name: 'My schedule' });
    expect(await within(mine).findByText('Failed to load volunteers.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('the page an email link opens', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
  });

  it('shows the slot, and confirms only when the button is pressed', async () => {
    fake.on('GET /api/volunteer-assignments/a1/by-link', { body: assignment() });
    fake.on('POST /api/volunteer-assignments/a1/confirm-by-link', { body: { id: 'a1', revision: 3, position: '9' } });
    renderWithProviders(<VolunteerAnswerPage />, { route: '/volunteers/answer?assignment=a1&answer=confirm&token=abc', roles: [] });
    expect(await screen.findByText('Greeter at Sunday Worship')).toBeInTheDocument();
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You are confirmed. Thank you for serving!')).toBeInTheDocument();
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ token: 'abc' });
  });

  it('declines from the email link with the reason given', async () => {
    fake.on('GET /api/volunteer-assignments/a1/by-link', { body: assignment() });
    fake.on('POST /api/volunteer-assignments/a1/decline-by-link', { body: { id: 'a1', revision: 3, position: '9' } });
    renderWithProviders(<VolunteerAnswerPage />, { route: '/volunteers/answer?assignment=a1&answer=decline&token=abc', roles: [] });
    fireEvent.change(await screen.findByLabelText(/^Reason \(optional\)/), { target: { value: 'ill that week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ token: 'abc', reason: 'ill that week' }));
  });

  it('tells a wrong link and a cut-short one apart from a working one', async () => {
    fake.on('GET /api/volunteer-assignments/a1/by-link', { status: 400, body: { code: 'INVALID_TOKEN', message: 'x' } });
    const { unmount } = renderWithProviders(<VolunteerAnswerPage />, { route: '/volunteers/answer?assignment=a1&answer=confirm&token=forged', roles: [] });
    expect(await screen.findByText('This link is not valid. It may have been cut short or changed.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<VolunteerAnswerPage />, { route: '/volunteers/answer?assignment=a1', roles: [] });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
  });
});

describe('the leader’s link to a slot', () => {
  const AHEAD = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const team: VolunteerTeamView = {
    id: 't1',
    name: 'Hospitality',
    ministryId: null,
    reminderDays: 2,
    leaders: [],
    positions: [{ id: 's9-position', name: 'Greeter' }],
    requirements: [],
    members: [],
    canSchedule: true,
    revision: 1,
  };
  const named: VolunteerSlotView = {
    ...slot('s9', 'Greeter'),
    startsAt: AHEAD,
    occurrenceStart: AHEAD,
    endsAt: AHEAD,
    filled: 0,
    confirmed: 0,
    declined: [assignment({ id: 'a7', slotId: 's9', status: 'declined', declineReason: 'away visiting family', startsAt: AHEAD })],
  };
  let fake: FakeFetch;
  beforeEach(() => {
    fake = installFakeFetch();
    fake.on('GET /api/volunteer-teams', { body: [team] });
    fake.on('GET /api/volunteer-slots', (call) => ({
      body: new URL(call.url, 'http://x').searchParams.get('week') === mondayOf(AHEAD.slice(0, 10)) ? [named] : [],
    }));
  });

  it('opens the named slot in its week: who declined and why, and the replacements to schedule', async () => {
    fake.on('GET /api/volunteer-slots/s9', { body: named });
    fake.on('GET /api/volunteer-slots/s9/candidates', {
      body: [{ memberId: 'm2', fullName: 'Samuel Okafor', recentServices: 0, available: true, conflicts: [] }],
    });
    fake.on('POST /api/volunteer-slots/s9/assignments', { status: 201, body: { id: 'a8', revision: 4, position: '10' } });
    renderWithProviders(<VolunteerManagementPage />, { route: '/volunteer-management?slot=s9', roles: ['staff'] });
    const dialog = await screen.findByRole('dialog', { name: 'Greeter at Sunday Worship' });
    expect(within(dialog).getByText('Ruth Anderson declined: “away visiting family”')).toBeInTheDocument();
    expect(within(dialog).getByText('Who could take the place (least served recently first)')).toBeInTheDocument();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Schedule Samuel Okafor' }));
    await waitFor(() => expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ memberId: 'm2' }));
    // Behind it, the list shows the slot's week, the reason on the slot too.
    const list = await screen.findByRole('listitem', { name: /^Greeter at Sunday Worship/ });
    expect(within(list).getByText('Ruth Anderson declined: “away visiting family”')).toBeInTheDocument();
  });

  it('says so in plain words when the slot is gone, and the schedule still works', async () => {
    fake.on('GET /api/volunteer-slots/s9', { status: 404, body: { code: 'NOT_FOUND', message: 'x' } });
    renderWithProviders(<VolunteerManagementPage />, { route: '/volunteer-management?slot=s9', roles: ['staff'] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The slot this link names is no longer on the schedule.');
    expect(await screen.findByText('No slots this week.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
