import type { EventOccurrenceView, EventView } from '@koinonia/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consistency } from '../../../shared/api';
import { installFakeFetch, type FakeFetch } from '../../../testing/fake-fetch';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import EventPage from './event.page';

const EVENT: EventView = {
  id: 'e1',
  title: 'Second Sunday Potluck',
  description: 'Bring a dish to share.',
  category: 'fellowship',
  startsAt: '2026-03-08T12:00',
  endsAt: '2026-03-08T14:00',
  allDay: false,
  timeZone: 'America/Chicago',
  recurrence: 'FREQ=MONTHLY;BYDAY=2SU',
  cancelledOccurrences: [],
  changedOccurrences: [],
  location: '',
  room: { id: 'r1', name: 'Fellowship Hall' },
  resources: [{ id: 'p1', name: 'Projector' }],
  setupMinutes: 30,
  teardownMinutes: 60,
  capacity: 120,
  registration: 'open',
  registrationDeadline: null,
  visibility: 'public',
  status: 'scheduled',
  continues: null,
  next: '2026-04-12T17:00:00.000Z',
  hasImage: false,
  revision: 4,
};

const occurrence = (date: string, startsAt: string, endsAt: string): EventOccurrenceView => ({
  eventId: 'e1',
  occurrence: date,
  occurrenceStart: startsAt,
  startsAt,
  endsAt,
  allDay: false,
  timeZone: 'America/Chicago',
  title: EVENT.title,
  description: EVENT.description,
  category: EVENT.category,
  location: '',
  room: EVENT.room,
  resources: EVENT.resources,
  capacity: 120,
  registration: 'open',
  registrationDeadline: null,
  visibility: 'public',
  recurring: true,
  hasImage: false,
  changed: false,
  past: false,
});

const route = { route: '/events/e1', path: '/events/:id' };

describe('EventPage', () => {
  let fake: FakeFetch;
  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
    fake.on('GET /api/events/e1', { body: EVENT });
    fake.on('GET /api/events', {
      body: [
        occurrence('2026-04-12', '2026-04-12T17:00:00.000Z', '2026-04-12T19:00:00.000Z'),
        occurrence('2026-05-10', '2026-05-10T17:00:00.000Z', '2026-05-10T19:00:00.000Z'),
        { ...occurrence('2026-05-10', '2026-05-10T17:00:00.000Z', '2026-05-10T19:00:00.000Z'), eventId: 'other', title: 'Another' },
      ],
    });
  });

  it('shows a member the details, the rule in plain words and the dates to come, with nothing to change', async () => {
    renderWithProviders(<EventPage />, { ...route, roles: ['member'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Second Sunday Potluck' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Every month on the second Sunday')).toBeInTheDocument();
    expect(within(details).getByText('Fellowship Hall')).toBeInTheDocument();
    expect(within(details).getByText('30 min before, 60 min after')).toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Next occurrences' });
    await waitFor(() => expect(within(next).getAllByRole('listitem')).toHaveLength(2));
    expect(within(next).getByText(/Sun, Apr 12, 12:00\s*–\s*2:00\s*PM/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit event' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Change/ })).not.toBeInTheDocument();
  });

  it('lets staff move one date (this occurrence only), sending only what changed', async () => {
    fake.on('PATCH /api/events/e1/occurrences/2026-05-10', { body: { id: 'e1', position: '9', revision: 5 } });
    renderWithProviders(<EventPage />, { ...route, roles: ['staff'] });
    fireEvent.click(await screen.findByRole('button', { name: /^Change Sun, May 10/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Change Sun, May 10/ });
    expect(within(dialog).getByLabelText('Starts')).toHaveValue('2026-05-10T12:00');
    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: '2026-05-10T13:00' } });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: '2026-05-10T15:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fake.calls.find((c) => c.method === 'PATCH')!.body).toEqual({ scope: 'this', startsAt: '2026-05-10T13:00', endsAt: '2026-05-10T15:00' });
  });

  it('splits the series for this and following, and opens the event that continues it', async () => {
    fake.on('PATCH /api/events/e1/occurrences/2026-05-10', { body: { id: 'e2', position: '9', revision: 0 } });
    renderWithProviders(<EventPage />, { ...route, roles: ['staff'] });
    fireEvent.click(await screen.findByRole('button', { name: /^Change Sun, May 10/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Apply to'), { target: { value: 'following' } });
    fireEvent.change(within(dialog).getByLabelText('Location'), { target: { value: 'The park' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save change' }));
    await waitFor(() => expect(currentLocation()).toBe('/events/e2'));
    expect(fake.calls.find((c) => c.method === 'PATCH')!.body).toEqual({ scope: 'following', location: 'The park' });
  });

  it('cancels one date after asking, and the whole event with the revision it showed', async () => {
    fake.on('POST /api/events/e1/occurrences/2026-04-12/cancel', { body: { id: 'e1', position: '9', revision: 5 } });
    fake.on('POST /api/events/e1/cancel', { body: { id: 'e1', position: '10', revision: 6 } });
    renderWithProviders(<EventPage />, { ...route, roles: ['staff'] });
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel Sun, Apr 12/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel this date' }));
    await waitFor(() => expect(fake.calls.some((c) => c.path === '/api/events/e1/occurrences/2026-04-12/cancel')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Cancel event' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel event' }));
    await waitFor(() => expect(fake.calls.find((c) => c.path === '/api/events/e1/cancel')?.headers['If-Match']).toBe('4'));
  });
});
