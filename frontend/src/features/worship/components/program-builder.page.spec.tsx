import type { EventOccurrenceView, ProgramItemView, ProgramSummary, ProgramView } from '@koinonia/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { FakeSocket } from '../../../testing/fake-socket';
import { renderWithProviders } from '../../../testing/render';

const socket = new FakeSocket();
jest.mock('../../../shared/realtime/realtime-client', () => {
  const actual = jest.requireActual('../../../shared/realtime/realtime-client');
  return { ...actual, realtime: new actual.RealtimeClient(() => socket.asSocket()) };
});

// Imported after the mock, so the page talks to the fake socket.
import ProgramBuilderPage from './program-builder.page';

const EVENT = '6f1c1f7e-1d7a-4b56-9a51-8a0a1e7f1d10';
const START = '2030-12-01T16:00:00.000Z';

const item = (id: string, title: string, durationSeconds: number, offsetSeconds: number, extra: Partial<ProgramItemView> = {}): ProgramItemView => ({
  id,
  kind: 'other',
  title,
  durationSeconds,
  person: null,
  notes: '',
  songId: null,
  key: '',
  offsetSeconds,
  startsAt: new Date(Date.parse(START) + offsetSeconds * 1000).toISOString(),
  ...extra,
});

const program = (items: ProgramItemView[], revision = 2): ProgramView => ({
  id: 'p1',
  title: 'Sunday Worship',
  serviceStart: START,
  eventId: EVENT,
  occurrenceStart: START,
  items,
  totalSeconds: items.reduce((sum, i) => sum + i.durationSeconds, 0),
  endsAt: new Date(Date.parse(START) + items.reduce((sum, i) => sum + i.durationSeconds, 0) * 1000).toISOString(),
  timeZone: 'America/Chicago',
  revision,
});

const occurrence = {
  eventId: EVENT,
  occurrence: '2030-12-01',
  occurrenceStart: START,
  startsAt: START,
  title: 'Sunday Worship',
  category: 'worship',
} as EventOccurrenceView;
const summary: ProgramSummary = {
  id: 'p1',
  title: 'Sunday Worship',
  serviceStart: START,
  eventId: EVENT,
  occurrenceStart: START,
  itemCount: 2,
  timeZone: 'America/Chicago',
  totalSeconds: 390,
};

describe('ProgramBuilderPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/events', { body: [occurrence] });
    fake.on('GET /api/programs', { body: [summary] });
  });

  it('shows the planned service with each item’s start, its length, the song key and person, and the run-sheet link', async () => {
    fake.on('GET /api/programs/p1', {
      body: program([
        item('a', 'Amazing Grace', 270, 0, { kind: 'song', key: 'G', person: { memberId: null, name: 'Samuel Kim' } }),
        item('b', 'Sermon', 120, 270),
      ]),
    });
    renderWithProviders(<ProgramBuilderPage />, { roles: ['leader'] });
    const rows = await screen.findAllByTestId('program-item');
    expect(rows.map((row) => within(row).getByText(/Amazing Grace|Sermon/).textContent)).toEqual(['Amazing Grace', 'Sermon']);
    expect(within(rows[0]).getByText('Song · key of G · Samuel Kim')).toBeInTheDocument();
    expect(within(rows[0]).getByText('4:30')).toBeInTheDocument();
    // In the church's zone, wherever the reader is: 16:00 UTC is 10:00 in Chicago in December.
    expect(within(rows[0]).getByText('10:00 AM')).toBeInTheDocument();
    expect(within(rows[1]).getByText('10:04 AM')).toBeInTheDocument();
    expect(screen.getByTestId('program-summary')).toHaveTextContent('length 6:30 · items: 2');
    expect(screen.getByRole('link', { name: 'Download run sheet (PDF)' })).toHaveAttribute('href', '/api/programs/p1/run-sheet.pdf');
    expect(screen.getByRole('button', { name: 'Move Sermon' })).toHaveAttribute('aria-roledescription', 'sortable');
  });

  it('refetches the program at the pushed position when the team edits it', async () => {
    let served = program([item('a', 'Welcome', 60, 0)], 0);
    fake.on('GET /api/programs/p1', () => ({ body: served }));
    renderWithProviders(<ProgramBuilderPage />, { roles: ['member'] });
    await screen.findByText('Welcome');
    // A member reads: no handles, no edit buttons.
    expect(screen.queryByRole('button', { name: 'Move Welcome' })).not.toBeInTheDocument();
    await waitFor(() => expect(socket.asked).toContain('program:p1'));
    served = program([item('a', 'Welcome', 60, 0), item('b', 'Prayer of confession', 120, 60)], 1);
    act(() => socket.push('program:changed', { programId: 'p1', position: '42' }));
    await screen.findByText('Prayer of confession');
    const reads = fake.calls.filter((c) => c.path === '/api/programs/p1');
    expect(reads[reads.length - 1].headers['X-Consistency-Position']).toBe('42');
  });

  it('offers to plan a service that has no program yet, from a template', async () => {
    fake.on('GET /api/programs', { body: [] });
    fake.on('GET /api/program-templates', { body: [{ id: 't1', name: 'Sunday morning worship', items: [], totalSeconds: 3900 }] });
    fake.on('POST /api/programs', { status: 201, body: { id: 'p1', revision: 0, position: '7' } });
    renderWithProviders(<ProgramBuilderPage />, { roles: ['staff'] });
    expect(await screen.findByRole('heading', { name: 'Plan Sunday Worship' })).toBeInTheDocument();
    const select = await screen.findByLabelText('Start from a template');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Sunday morning worship (1:05:00)' })).toBeInTheDocument());
    act(() => {
      (select as HTMLSelectElement).value = 't1';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    act(() => screen.getByRole('button', { name: 'Plan this service' }).click());
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'POST' && c.path === '/api/programs')).toBe(true));
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: 'Sunday Worship',
      serviceStart: START,
      eventId: EVENT,
      occurrenceStart: START,
      templateId: 't1',
    });
  });
});
