import { CONSISTENCY_HEADER, type CalendarWindowView, type EventOccurrenceView } from '@koinonia/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { FakeSocket } from '../../../testing/fake-socket';
import { currentLocation, renderWithProviders } from '../../../testing/render';

const socket = new FakeSocket();
jest.mock('../../../shared/realtime/realtime-client', () => {
  const actual = jest.requireActual('../../../shared/realtime/realtime-client');
  return { ...actual, realtime: new actual.RealtimeClient(() => socket.asSocket()) };
});

// Imported after the mock, so the page talks to the fake socket.
import CalendarPage from './calendar.page';

function occurrence(overrides: Partial<EventOccurrenceView> = {}): EventOccurrenceView {
  return {
    eventId: 'e-worship',
    occurrence: '2026-03-08',
    occurrenceStart: '2026-03-08T15:00:00.000Z',
    // 10:00–11:30 in Chicago, the day the clocks go forward.
    startsAt: '2026-03-08T15:00:00.000Z',
    endsAt: '2026-03-08T16:30:00.000Z',
    allDay: false,
    timeZone: 'America/Chicago',
    title: 'Sunday Worship',
    description: '',
    category: 'worship',
    location: '',
    room: { id: 'r-sanctuary', name: 'Sanctuary' },
    resources: [],
    capacity: null,
    registration: 'closed',
    registrationDeadline: null,
    visibility: 'members',
    recurring: true,
    hasImage: false,
    changed: false,
    past: false,
    ...overrides,
  };
}

/** The server's compact answer for these occurrences: each event's shared fields once. */
function asWindow(occurrences: EventOccurrenceView[]): CalendarWindowView {
  const window: CalendarWindowView = { events: [], occurrences: [] };
  for (const { occurrence, occurrenceStart, startsAt, endsAt, past, changed, ...shared } of occurrences) {
    let event = window.events.findIndex((e) => e.eventId === shared.eventId);
    if (event < 0) event = window.events.push(shared) - 1;
    const { title, description, location } = shared;
    window.occurrences.push({
      event,
      occurrence,
      ...(occurrenceStart === startsAt ? {} : { occurrenceStart }),
      startsAt,
      endsAt,
      past,
      ...(changed ? { changes: { title, description, location } } : {}),
    });
  }
  return window;
}

const lastQuery = (fake: FakeFetch) => {
  const lists = fake.calls.filter((c) => c.method === 'GET' && c.path === '/api/events/calendar');
  return lists[lists.length - 1];
};

describe('CalendarPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/rooms', { body: [{ id: 'r-hall', kind: 'room', name: 'Fellowship Hall', capacity: 120, bookings: 1 }] });
  });

  it("asks for the month grid's days and shows each event as a link to its page, named by title, time and room", async () => {
    fake.on('GET /api/events/calendar', { body: asWindow([occurrence()]) });
    renderWithProviders(<CalendarPage />, { route: '/calendar?date=2026-03-08', roles: ['member'] });
    const link = await screen.findByRole('link', { name: 'Sunday Worship, Sunday, March 8, 2026, 10:00 AM – 11:30 AM, Sanctuary' });
    expect(link).toHaveAttribute('href', '/events/e-worship');
    expect(Object.fromEntries(new URL(lastQuery(fake).url, 'http://localhost').searchParams)).toEqual({ from: '2026-03-01', to: '2026-04-04' });
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    // Members are not offered a new event, nor the rooms list (staff only): the rooms come from the events.
    expect(screen.queryByRole('link', { name: 'New event' })).toBeNull();
    expect(fake.calls.some((c) => c.path === '/api/rooms')).toBe(false);
    expect(within(screen.getByRole('combobox', { name: 'Room' })).getByRole('option', { name: 'Sanctuary' })).toBeInTheDocument();
  });

  it('says "+N more" in a crowded day, opening the day', async () => {
    const many = ['A', 'B', 'C', 'D', 'E'].map((title, i) =>
      occurrence({
        eventId: `e${i}`,
        title,
        occurrenceStart: `2026-03-10T1${i}:00:00.000Z`,
        startsAt: `2026-03-10T1${i}:00:00.000Z`,
        endsAt: `2026-03-10T1${i}:30:00.000Z`,
      }),
    );
    fake.on('GET /api/events/calendar', { body: asWindow(many) });
    renderWithProviders(<CalendarPage />, { route: '/calendar?date=2026-03-08', roles: ['member'] });
    const more = await screen.findByRole('link', { name: '3 more events on Tuesday, March 10, 2026' });
    expect(more).toHaveTextContent('+3 more');
    expect(more).toHaveAttribute('href', '/calendar?view=day&date=2026-03-10');
  });

  it('fetches again when the calendar changes, sending the change’s position so the answer includes it', async () => {
    fake.on('GET /api/events/calendar', { body: asWindow([]) });
    renderWithProviders(<CalendarPage />, { route: '/calendar?view=week&date=2026-03-08', roles: ['member'] });
    expect(await screen.findByText('No events this week.')).toBeInTheDocument();
    await waitFor(() => expect(socket.asked).toContain('calendar'));
    fake.on('GET /api/events/calendar', { body: asWindow([occurrence()]) });
    act(() => socket.push('calendar:changed', { position: '42' }));
    expect(await screen.findByRole('link', { name: /^Sunday Worship,/ })).toBeInTheDocument();
    expect(lastQuery(fake).headers[CONSISTENCY_HEADER]).toBe('42');
  });

  it('filters by room in the address, and says when nothing matches', async () => {
    fake.on('GET /api/events/calendar', { body: asWindow([occurrence()]) });
    renderWithProviders(<CalendarPage />, { route: '/calendar?view=agenda&date=2026-03-08', roles: ['staff'] });
    await screen.findByRole('link', { name: /^Sunday Worship,/ });
    fireEvent.change(screen.getByRole('combobox', { name: 'Room' }), { target: { value: 'r-hall' } });
    expect(currentLocation()).toBe('/calendar?view=agenda&date=2026-03-08&room=r-hall');
    expect(screen.getByText('No events match these filters in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sunday Worship,/ })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]);
    expect(await screen.findByRole('link', { name: /^Sunday Worship,/ })).toBeInTheDocument();
  });

  it('takes staff from an empty day to a new event then, and offers a new event on the shown day', async () => {
    fake.on('GET /api/events/calendar', { body: asWindow([]) });
    renderWithProviders(<CalendarPage />, { route: '/calendar?date=2026-03-08', roles: ['staff'] });
    expect(await screen.findByText('No events this month.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New event' })).toHaveAttribute('href', '/events?new=1&start=2026-03-08T10:00');
    fireEvent.click(screen.getByRole('gridcell', { name: /^Thursday, March 12, 2026/ }));
    expect(currentLocation()).toBe('/events?new=1&start=2026-03-12T10:00');
  });

  it('says when the calendar cannot be loaded, and tries again', async () => {
    fake.on('GET /api/events/calendar', { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } });
    renderWithProviders(<CalendarPage />, { route: '/calendar?date=2026-03-08', roles: ['member'] });
    expect(await screen.findByText('Failed to load the calendar.')).toBeInTheDocument();
    fake.on('GET /api/events/calendar', { body: asWindow([occurrence()]) });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: /^Sunday Worship,/ })).toBeInTheDocument();
  });
});
