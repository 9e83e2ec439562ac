import { CONSISTENCY_HEADER, ERROR_CATALOGUE, type BookableView, type EventOccurrenceView } from '@koinonia/contracts';
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
import EventsPage from './events.page';

function occurrence(overrides: Partial<EventOccurrenceView> = {}): EventOccurrenceView {
  return {
    eventId: 'e1',
    occurrence: '2026-03-08',
    occurrenceStart: '2026-03-08T15:00:00.000Z',
    startsAt: '2026-03-08T15:00:00.000Z',
    endsAt: '2026-03-08T16:30:00.000Z',
    allDay: false,
    timeZone: 'America/Chicago',
    title: 'Sunday Worship',
    description: '',
    category: 'worship',
    location: '',
    room: { id: 'r1', name: 'Sanctuary' },
    resources: [],
    capacity: null,
    registration: 'closed',
    registrationDeadline: null,
    visibility: 'public',
    recurring: true,
    hasImage: false,
    changed: false,
    past: false,
    ...overrides,
  };
}

const ROOMS: BookableView[] = [
  { id: '6f1c2f1e-7d2a-4c55-9a53-1f1b2c3d4e5f', kind: 'room', name: 'Fellowship Hall', capacity: 120, bookings: 3 },
  { id: '7a2d3e4f-8b9c-4d0e-8f1a-2b3c4d5e6f70', kind: 'room', name: 'Room 101', capacity: 20, bookings: 1 },
];

describe('EventsPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/rooms', { body: ROOMS });
    fake.on('GET /api/resources', { body: [] });
  });

  it('lists the occurrences under their days in the church zone, each opening its event, and filters through the address', async () => {
    fake.on('GET /api/events', {
      body: [
        occurrence(),
        occurrence({
          eventId: 'e2',
          title: 'Youth Night',
          category: 'youth',
          startsAt: '2026-03-09T01:00:00.000Z',
          endsAt: '2026-03-09T02:00:00.000Z',
          room: null,
          location: 'The park',
        }),
      ],
    });
    renderWithProviders(<EventsPage />, { route: '/events', roles: ['member'] });

    const link = await screen.findByRole('link', { name: 'Sunday Worship' });
    expect(link).toHaveAttribute('href', '/events/e1');
    // 20:00 on Sunday in Chicago (daylight time from that morning) is already Monday in UTC: it stays under Sunday.
    const sunday = screen.getByRole('region', { name: /Sun, Mar 8, 2026/ });
    expect(within(sunday).getByRole('link', { name: 'Youth Night' })).toHaveAttribute('href', '/events/e2');
    expect(within(sunday).getByText(/8:00\s*–\s*9:00\s*PM · The park/)).toBeInTheDocument();
    expect(screen.getByText('2 occurrences in the next 8 weeks')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New event' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'youth' } });
    await waitFor(() => expect(currentLocation()).toBe('/events?category=youth'));
    await waitFor(() => expect(fake.calls.some((c) => c.url.includes('category=youth'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Past' }));
    await waitFor(() => expect(currentLocation()).toBe('/events?category=youth&when=past'));
  });

  it('fetches the list again when another user changes the calendar, sending the change’s position so the answer includes it', async () => {
    fake.on('GET /api/events', { body: [] });
    renderWithProviders(<EventsPage />, { route: '/events', roles: ['member'] });
    expect(await screen.findByText('No events scheduled.')).toBeInTheDocument();
    await waitFor(() => expect(socket.asked).toContain('calendar'));
    fake.on('GET /api/events', { body: [occurrence()] });
    act(() => socket.push('calendar:changed', { position: '42' }));
    expect(await screen.findByRole('link', { name: /Sunday Worship/ })).toBeInTheDocument();
    const lists = fake.calls.filter((c) => c.method === 'GET' && c.path === '/api/events');
    expect(lists[lists.length - 1].headers[CONSISTENCY_HEADER]).toBe('42');
  });

  it('says "Failed to load events." when the list cannot be read', async () => {
    fake.on('GET /api/events', { status: 500, body: { code: 'SERVER_ERROR', message: ERROR_CATALOGUE.SERVER_ERROR.message } });
    renderWithProviders(<EventsPage />, { route: '/events', roles: ['member'] });
    expect(await screen.findByText('Failed to load events.')).toBeInTheDocument();
  });

  // A long form filled field by field: slower than most on a busy machine.
  it('opens New event from the address at the time given, sends a weekly rule with the room, and names the booking it clashes with', async () => {
    fake.on('GET /api/events', { body: [occurrence()] });
    fake.on('POST /api/events', {
      status: 409,
      body: {
        code: 'EVENT_CONFLICT',
        message: ERROR_CATALOGUE.EVENT_CONFLICT.message,
        details: {
          fields: [],
          room: { id: ROOMS[0].id, name: 'Fellowship Hall' },
          event: { id: 'e9', title: 'Youth Night', startsAt: '2026-03-09T00:00:00.000Z', endsAt: '2026-03-09T02:00:00.000Z' },
        },
      },
    });
    renderWithProviders(<EventsPage />, { route: '/events?new=1&start=2026-03-08T18:00', roles: ['staff'] });

    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    const form = within(dialog);
    expect(form.getByLabelText('Starts')).toHaveValue('2026-03-08T18:00');
    expect(form.getByLabelText('Ends')).toHaveValue('2026-03-08T19:00');
    fireEvent.change(form.getByLabelText('Title'), { target: { value: 'Prayer Night' } });
    fireEvent.change(form.getByLabelText('Repeat'), { target: { value: 'weekly' } });
    expect(form.getByRole('checkbox', { name: 'Sunday' })).toBeChecked();
    fireEvent.click(form.getByRole('checkbox', { name: 'Wednesday' }));
    expect(form.getByText('Every week on Wednesday and Sunday')).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('option', { name: 'Fellowship Hall (capacity 120)' })).toBeInTheDocument());
    fireEvent.change(form.getByLabelText('Room'), { target: { value: ROOMS[0].id } });
    fireEvent.click(form.getByRole('button', { name: 'Create event' }));

    expect(await form.findByRole('alert')).toHaveTextContent(/^Fellowship Hall is booked by Youth Night, Sun, Mar 8, 7:00\s*–\s*9:00\s*PM\.$/);
    const sent = fake.calls.find((c) => c.method === 'POST')!.body;
    expect(sent).toMatchObject({
      title: 'Prayer Night',
      startsAt: '2026-03-08T18:00',
      endsAt: '2026-03-08T19:00',
      recurrence: 'FREQ=WEEKLY;BYDAY=WE,SU',
      roomId: ROOMS[0].id,
      registration: 'closed',
      visibility: 'members',
    });
  }, 15_000);

  it('checks the form with the server’s DTO before sending: a missing title is said on its field', async () => {
    fake.on('GET /api/events', { body: [] });
    renderWithProviders(<EventsPage />, { route: '/events', roles: ['staff'] });
    fireEvent.click(await screen.findByRole('button', { name: 'New event' }));
    const dialog = await screen.findByRole('dialog', { name: 'New event' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true'));
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  const CATEGORIES = [
    { slug: 'worship', label: 'Worship', builtIn: true },
    { slug: 'mens-breakfast', label: 'Men’s breakfast', builtIn: false },
  ];

  it('offers the church’s own categories by their names, in the filter and on the events', async () => {
    fake.on('GET /api/event-categories', { body: CATEGORIES });
    fake.on('GET /api/events', { body: [occurrence({ category: 'mens-breakfast', title: 'Breakfast' })] });
    renderWithProviders(<EventsPage />, { route: '/events', roles: ['member'] });
    expect(await screen.findByRole('option', { name: 'Men’s breakfast' })).toHaveValue('mens-breakfast');
    expect(screen.getByRole('option', { name: 'Study' })).toBeInTheDocument();
    expect(await screen.findByText('Men’s breakfast', { selector: 'span' })).toBeInTheDocument();
  });

  it('adds a category typed in the form before the event that carries it, checked as the server checks it', async () => {
    fake.on('GET /api/event-categories', { body: CATEGORIES });
    fake.on('GET /api/events', { body: [] });
    fake.on('POST /api/event-categories', { status: 201, body: { id: 'church', revision: 1, position: '5' } });
    fake.on('POST /api/events', { status: 201, body: { id: 'e2', revision: 1, position: '6' } });
    renderWithProviders(<EventsPage />, { route: '/events?new=1', roles: ['staff'] });
    const dialog = within(await screen.findByRole('dialog', { name: 'New event' }));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Harvest supper' } });
    await waitFor(() => expect(dialog.getByRole('option', { name: 'Men’s breakfast' })).toBeInTheDocument());
    fireEvent.change(dialog.getByLabelText('Category'), { target: { value: '+new' } });
    const name = dialog.getByLabelText(/^Name of the new category/);
    fireEvent.click(dialog.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(fake.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(name, { target: { value: '  Harvest Suppér ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/event-categories', '/api/events']));
    const posts = fake.calls.filter((c) => c.method === 'POST');
    expect(posts[0].body).toEqual({ slug: 'harvest-supper', label: 'Harvest Suppér' });
    expect(posts[1].body).toMatchObject({ title: 'Harvest supper', category: 'harvest-supper' });
  }, 15_000);

  it('uses a category the church has already when the typed name is one, adding nothing', async () => {
    fake.on('GET /api/event-categories', { body: CATEGORIES });
    fake.on('GET /api/events', { body: [] });
    fake.on('POST /api/events', { status: 201, body: { id: 'e2', revision: 1, position: '6' } });
    renderWithProviders(<EventsPage />, { route: '/events?new=1', roles: ['staff'] });
    const dialog = within(await screen.findByRole('dialog', { name: 'New event' }));
    fireEvent.change(dialog.getByLabelText('Title'), { target: { value: 'Breakfast' } });
    fireEvent.change(dialog.getByLabelText('Category'), { target: { value: '+new' } });
    fireEvent.change(dialog.getByLabelText(/^Name of the new category/), { target: { value: 'Men’s Breakfast' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create event' }));
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/events']));
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ category: 'mens-breakfast' });
  });
});
