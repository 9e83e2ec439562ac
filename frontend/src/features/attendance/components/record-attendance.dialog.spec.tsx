import type { AttendancePerson, GatheringAttendanceView, GatheringSummary, GatheringView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { renderWithProviders } from '../../../testing/render';
import { RecordAttendanceDialog } from './record-attendance.dialog';

const ID = '00000000-0000-4000-8000-000000000001';
const PEOPLE: AttendancePerson[] = [
  { memberId: 'a', fullName: 'Ruth Anderson' },
  { memberId: 'b', fullName: 'Boaz Bethlehem' },
  { memberId: 'c', fullName: 'Naomi Moab' },
];
const occurrence = (date: string, present = 0) => ({ date, startsAt: `${date}T16:00:00.000Z`, present, headcount: 0, recordedBy: null, recordedAt: null });
const SUMMARY: GatheringSummary = {
  id: ID,
  name: 'Sunday Worship',
  kind: 'service',
  startsAt: '2026-11-01T10:00:00-06:00',
  repeat: 'weekly',
  latest: occurrence('2026-11-22'),
};
const GATHERING: GatheringView = {
  ...SUMMARY,
  rrule: null,
  occurrences: [occurrence('2026-11-15', 2), occurrence('2026-11-22')],
  next: '2026-11-29',
  revision: 0,
};
const register = (date: string, previous: string | null, attendees: string[]): GatheringAttendanceView => ({
  gatheringId: ID,
  occurrence: occurrence(date, attendees.length),
  previous,
  attendees: attendees.map((memberId) => ({
    memberId,
    fullName: PEOPLE.find((p) => p.memberId === memberId)!.fullName,
    recordedBy: 'Maria Lopez',
    recordedAt: '2026-11-15T18:00:00Z',
  })),
});

// Three queries and a dialog on a shared, busy machine: more than jest's default five seconds.
jest.setTimeout(30_000);

describe('RecordAttendanceDialog', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/gatherings', { body: [SUMMARY] });
    fake.on(`GET /api/gatherings/${ID}`, { body: GATHERING });
    fake.on('GET /api/gatherings/register', { body: PEOPLE });
    fake.on(`GET /api/gatherings/${ID}/attendance`, (call) =>
      call.url.includes('occurrence=2026-11-15') ? { body: register('2026-11-15', null, ['a', 'c']) } : { body: register('2026-11-22', '2026-11-15', []) },
    );
    fake.on(`POST /api/gatherings/${ID}/attendance`, { status: 201, body: { id: ID, revision: 1, position: '40' } });
    fake.on(`POST /api/gatherings/${ID}/headcount`, { status: 201, body: { id: ID, revision: 2, position: '41' } });
  });

  it('ticks everyone from last week, searches the checklist, and records the ticked people with a headcount', async () => {
    const onClose = jest.fn();
    renderWithProviders(<RecordAttendanceDialog open onClose={onClose} />);
    await screen.findByLabelText('Ruth Anderson', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Select all from last week' }));
    await waitFor(() => expect(screen.getByLabelText('Ruth Anderson')).toBeChecked(), { timeout: 10_000 });
    expect(screen.getByLabelText('Naomi Moab')).toBeChecked();
    expect(screen.getByLabelText('Boaz Bethlehem')).not.toBeChecked();

    fireEvent.change(screen.getByLabelText('Search people'), { target: { value: 'boaz' } });
    expect(screen.queryByLabelText('Ruth Anderson')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Boaz Bethlehem'));
    fireEvent.change(screen.getByLabelText('Headcount (optional)'), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record (3 ticked)' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 10_000 });
    const posts = fake.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => [call.path, call.body])).toEqual([
      [`/api/gatherings/${ID}/attendance`, { memberIds: ['a', 'c', 'b'], occurrence: '2026-11-22' }],
      [`/api/gatherings/${ID}/headcount`, { count: 7, occurrence: '2026-11-22' }],
    ]);
  });

  it('sends nothing when nobody is ticked and no headcount is given', async () => {
    renderWithProviders(<RecordAttendanceDialog open onClose={jest.fn()} />);
    await screen.findByLabelText('Ruth Anderson', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Record (0 ticked)' }));
    expect(await screen.findByText('Tick at least one person or give a headcount.')).toBeInTheDocument();
    expect(fake.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('says so when the register cannot be loaded', async () => {
    fake.on('GET /api/gatherings/register', { status: 500, body: { code: 'SERVER_ERROR', message: 'x' } });
    renderWithProviders(<RecordAttendanceDialog open onClose={jest.fn()} />);
    expect(await screen.findByText('Failed to load the people for this register.')).toBeInTheDocument();
  });
});
