import { recorded } from '../../../testing/decider-spec.util';
import type { ProgramEvent } from '../domain/program.events';
import { programsProjection } from './worship.projections';

const programId = 'p-1';
const stream = `program-${programId}`;
const item = (id: string, songId: string | null = null) =>
  ({ id, kind: songId ? 'song' : 'other', title: id, durationSeconds: 60, person: null, notes: '', songId, key: '' }) as const;
const events: ProgramEvent[] = [
  {
    type: 'ProgramCreated',
    data: {
      programId,
      title: 'Sunday',
      serviceStart: '2026-12-06T16:00:00.000Z',
      eventId: null,
      occurrenceStart: null,
      items: [item('a'), item('b', 's-1')],
      templateId: null,
    },
  },
  { type: 'ProgramItemMoved', data: { programId, itemId: 'b', from: 1, to: 0 } },
  { type: 'ProgramItemAdded', data: { programId, item: item('c', 's-2'), index: 2 } },
];

describe('the programs projection', () => {
  const replay = (twice: boolean) =>
    events.reduce<ReturnType<typeof programsProjection.project>>((document, event, revision) => {
      const stored = recorded(event, stream, revision);
      const once = programsProjection.project(document, stored);
      return twice ? programsProjection.project(once, stored) : once;
    }, null);

  it('keeps the order, the service instant and the songs used; an event applied twice changes nothing', () => {
    const document = replay(false);
    expect(document?.program.items.map((i) => i.id)).toEqual(['b', 'a', 'c']);
    expect(document).toMatchObject({ serviceAt: Date.parse('2026-12-06T16:00:00.000Z'), songIds: ['s-1', 's-2'], revision: 2 });
    expect(replay(true)).toEqual(document);
  });

  it('ignores an update when it starts mid-stream, and drops a deleted program', () => {
    expect(programsProjection.project(null, recorded(events[1], stream, 1))).toBeNull();
    expect(programsProjection.project(replay(false), recorded({ type: 'ProgramDeleted', data: { programId } }, stream, 3))).toBeNull();
  });
});
