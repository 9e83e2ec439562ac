import { deciderSpec } from '../../../testing/decider-spec.util';
import { programDecider } from './program.decider';
import type { ProgramEvent, ProgramItem } from './program.events';
import { runningTimes } from './program-times.util';

const programId = 'p-1';
const item = (id: string, durationSeconds: number, extra: Partial<ProgramItem> = {}): ProgramItem => ({
  id,
  kind: 'other',
  title: id,
  durationSeconds,
  person: null,
  notes: '',
  songId: null,
  key: '',
  ...extra,
});
const welcome = item('welcome', 120);
const hymn = item('hymn', 270, { kind: 'song', songId: 's-1', key: 'G' });
const sermon = item('sermon', 1800, { kind: 'sermon', person: { memberId: null, name: 'Pastor John' } });
const created: ProgramEvent = {
  type: 'ProgramCreated',
  data: {
    programId,
    title: 'Sunday Worship',
    serviceStart: '2026-12-06T16:00:00.000Z',
    eventId: null,
    occurrenceStart: null,
    items: [welcome, hymn, sermon],
    templateId: null,
  },
};
const spec = deciderSpec(programDecider);

describe('the program decider', () => {
  it('moves an item to an index, recording where it was and where it goes', () => {
    spec
      .given([created])
      .when({ type: 'MoveProgramItem', programId, itemId: 'sermon', index: 0 })
      .then([{ type: 'ProgramItemMoved', data: { programId, itemId: 'sermon', from: 2, to: 0 } }]);
  });

  it('clamps a move past the end to the last place, and records nothing for a move to where it is', () => {
    spec
      .given([created])
      .when({ type: 'MoveProgramItem', programId, itemId: 'welcome', index: 99 })
      .then([{ type: 'ProgramItemMoved', data: { programId, itemId: 'welcome', from: 0, to: 2 } }]);
    spec.given([created]).when({ type: 'MoveProgramItem', programId, itemId: 'hymn', index: 1 }).thenNothing();
  });

  it('applies moves in order: the state after a move is the new order', () => {
    const after = [created, { type: 'ProgramItemMoved', data: { programId, itemId: 'sermon', from: 2, to: 0 } } as ProgramEvent].reduce(
      (state, event) => programDecider.evolve(state, event),
      programDecider.initialState(),
    );
    expect(after.status === 'planned' && after.items.map((i) => i.id)).toEqual(['sermon', 'welcome', 'hymn']);
  });

  it('refuses to move, change or remove an item the program does not have', () => {
    spec.given([created]).when({ type: 'MoveProgramItem', programId, itemId: 'nope', index: 0 }).thenThrows('NOT_FOUND');
    spec.given([created]).when({ type: 'RemoveProgramItem', programId, itemId: 'nope' }).thenThrows('NOT_FOUND');
    spec.given([]).when({ type: 'AddProgramItem', programId, item: welcome, index: null }).thenThrows('NOT_FOUND');
  });

  it('adds an item at an index, or at the end', () => {
    const prayer = item('prayer', 180, { kind: 'prayer' });
    spec
      .given([created])
      .when({ type: 'AddProgramItem', programId, item: prayer, index: 1 })
      .then([{ type: 'ProgramItemAdded', data: { programId, item: prayer, index: 1 } }]);
    spec
      .given([created])
      .when({ type: 'AddProgramItem', programId, item: prayer, index: null })
      .then([{ type: 'ProgramItemAdded', data: { programId, item: prayer, index: 3 } }]);
  });

  it('records only the fields a change changes', () => {
    const { id: _id, ...fields } = hymn;
    spec
      .given([created])
      .when({ type: 'ChangeProgramItem', programId, itemId: 'hymn', fields: { ...fields, key: 'A' } })
      .then([{ type: 'ProgramItemChanged', data: { programId, itemId: 'hymn', changes: { key: 'A' } } }]);
    spec.given([created]).when({ type: 'ChangeProgramItem', programId, itemId: 'hymn', fields }).thenNothing();
  });

  it('creates a program once: asked again, it records nothing', () => {
    const { data } = created as Extract<ProgramEvent, { type: 'ProgramCreated' }>;
    spec
      .given([created])
      .when({ type: 'CreateProgram', ...data })
      .thenNothing();
    spec
      .given([])
      .when({ type: 'CreateProgram', ...data })
      .then([created]);
  });
});

describe('running times', () => {
  it('starts each item when the ones before it end, and totals the service', () => {
    const times = runningTimes('2026-12-06T16:00:00.000Z', [welcome, hymn, sermon]);
    expect(times.items.map((i) => [i.id, i.offsetSeconds, i.startsAt])).toEqual([
      ['welcome', 0, '2026-12-06T16:00:00.000Z'],
      ['hymn', 120, '2026-12-06T16:02:00.000Z'],
      ['sermon', 390, '2026-12-06T16:06:30.000Z'],
    ]);
    expect(times.totalSeconds).toBe(2190);
    expect(times.endsAt).toBe('2026-12-06T16:36:30.000Z');
  });

  it('gives an empty program no length', () => {
    expect(runningTimes('2026-12-06T16:00:00.000Z', [])).toEqual({ items: [], totalSeconds: 0, endsAt: '2026-12-06T16:00:00.000Z' });
  });
});
