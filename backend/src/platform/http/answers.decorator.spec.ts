import Fastify from 'fastify';
import type { EventOccurrenceView } from '@koinonia/contracts';
import { selfContainedSchema } from './answers.decorator';

const occurrence = (room: EventOccurrenceView['room'], i: number): EventOccurrenceView => ({
  eventId: `3f0c2a52-8d7e-4a47-9d41-${String(i).padStart(12, '0')}`,
  occurrence: '2027-03-07',
  occurrenceStart: '2027-03-07T15:00:00.000Z',
  startsAt: '2027-03-07T15:00:00.000Z',
  endsAt: '2027-03-07T16:30:00.000Z',
  allDay: false,
  timeZone: 'America/Chicago',
  title: `Évensong "by candlelight" ${i}`,
  description: 'Line one\nline two',
  category: 'worship',
  location: '',
  room,
  resources: [{ id: 'r2', name: 'Projector' }],
  capacity: i % 2 ? 40 : null,
  registration: 'open',
  registrationDeadline: null,
  visibility: 'members',
  recurring: true,
  changed: false,
  past: false,
  hasImage: false,
});

describe('selfContainedSchema (answers serialized by their schema)', () => {
  it('writes every $ref out in place, a list as an array of its items', () => {
    const schema = selfContainedSchema('EventOccurrenceView[]');
    expect(schema).toMatchObject({ type: 'array', items: { type: 'object', additionalProperties: false } });
    expect(JSON.stringify(schema)).not.toContain('$ref');
  });

  it('makes Fastify answer exactly what JSON.stringify would, and nothing the schema does not name', async () => {
    const views = [occurrence({ id: 'r1', name: 'Fellowship hall' }, 1), occurrence(null, 2)];
    const app = Fastify();
    app.get('/occurrences', { schema: { response: { '2xx': selfContainedSchema('EventOccurrenceView[]') } } }, async () =>
      views.map((view) => ({ ...view, internalNote: 'not for the wire' })),
    );
    try {
      const response = await app.inject({ method: 'GET', url: '/occurrences' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(JSON.stringify(views));
    } finally {
      await app.close();
    }
  });

  it('refuses a name contracts have no schema for', () => {
    expect(() => selfContainedSchema('NoSuchView')).toThrow('No schema named NoSuchView');
  });
});
