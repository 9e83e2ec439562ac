import { ChangeEventDto, CreateEventDto, VALIDATION_MESSAGES, type EventView } from '@koinonia/contracts';
import { validateDto } from '../../../shared/forms';
import { newEventValues, toRequest, valuesOf } from './event-form';
import { categorySlugOf, resolveCategory } from './event-category.util';

const EVENT: EventView = {
  id: 'e1',
  title: 'Church Picnic',
  description: '',
  category: 'mens-breakfast',
  startsAt: '2026-06-06',
  endsAt: '2026-06-07',
  allDay: true,
  timeZone: 'America/Chicago',
  recurrence: null,
  cancelledOccurrences: [],
  changedOccurrences: [],
  location: 'Lakeside Park',
  room: null,
  resources: [],
  setupMinutes: 0,
  teardownMinutes: 0,
  capacity: null,
  registration: 'open',
  registrationDeadline: '2026-06-01T12:00',
  visibility: 'members',
  status: 'scheduled',
  continues: null,
  next: null,
  hasImage: false,
  revision: 2,
};

describe('the event form’s request', () => {
  it('opens New event at a clicked time (an hour long) or on a clicked day (all day)', () => {
    expect(newEventValues('2026-03-08T18:30:00')).toMatchObject({ allDay: false, startsAt: '2026-03-08T18:30', endsAt: '2026-03-08T19:30' });
    expect(newEventValues('2026-03-08')).toMatchObject({ allDay: true, startsAt: '2026-03-08', endsAt: '2026-03-08' });
    expect(newEventValues(null, new Date(2026, 2, 8, 23, 15))).toMatchObject({ startsAt: '2026-03-09T00:00', endsAt: '2026-03-09T01:00' });
  });

  it('sends an edited event whole, as the series becomes: no rule an empty string, no room null, the church’s own category kept', () => {
    const request = toRequest(valuesOf(EVENT));
    expect(request).toEqual({
      title: 'Church Picnic',
      description: '',
      category: 'mens-breakfast',
      allDay: true,
      startsAt: '2026-06-06',
      endsAt: '2026-06-07',
      recurrence: '',
      location: 'Lakeside Park',
      roomId: null,
      resourceIds: [],
      setupMinutes: 0,
      teardownMinutes: 0,
      capacity: null,
      registration: 'open',
      registrationDeadline: '2026-06-01T12:00',
      visibility: 'members',
    });
    expect(validateDto(ChangeEventDto, request).errors).toEqual({});
  });

  it('is refused by the server’s DTO for what the server refuses', () => {
    const values = { ...newEventValues('2026-03-08T10:00'), title: '  ', capacity: '0', setupMinutes: 'ten' };
    expect(validateDto(CreateEventDto, toRequest(values)).errors).toEqual({
      title: VALIDATION_MESSAGES.required,
      capacity: VALIDATION_MESSAGES.choice,
      setupMinutes: VALIDATION_MESSAGES.choice,
    });
  });
});

describe('a category typed by name', () => {
  it('is kept under a slug the server accepts: words joined by hyphens, accents and apostrophes dropped, bounded', () => {
    expect(categorySlugOf('  Men’s Breakfast ')).toBe('mens-breakfast');
    expect(categorySlugOf('Café & Chat!')).toBe('cafe-chat');
    expect(categorySlugOf('x'.repeat(30) + ' ' + 'y'.repeat(30))).toHaveLength(40);
    expect(categorySlugOf('')).toBe('');
    // A name without Latin letters still has a slug of its own, the same each time.
    expect(categorySlugOf('형제 조찬')).toMatch(/^category-[a-z0-9]+$/);
    expect(categorySlugOf('형제 조찬')).toBe(categorySlugOf('형제 조찬'));
    expect(categorySlugOf('형제 조찬')).not.toBe(categorySlugOf('자매 모임'));
  });

  it('is one the church has already when its slug is known, built in or the church’s own', () => {
    const own = [{ slug: 'mens-breakfast', label: 'Men’s breakfast', builtIn: false }];
    expect(resolveCategory('Worship', own)).toEqual({ slug: 'worship', label: 'Worship', exists: true });
    expect(resolveCategory('Mens breakfast', own)).toMatchObject({ slug: 'mens-breakfast', exists: true });
    expect(resolveCategory(' Harvest supper ', own)).toEqual({ slug: 'harvest-supper', label: 'Harvest supper', exists: false });
  });
});
