import { recorded } from '../../../../testing/decider-spec.util';
import type { HouseholdEvent } from '../domain/household.events';
import { householdDirectoryProjection as projection, type HouseholdDocument } from './household-directory.projection';

const stream = 'household-h-1';
const at = (event: HouseholdEvent, revision: number) => recorded(event, stream, revision, `2026-11-2${revision}T10:00:00.000Z`);
const created = at({ type: 'HouseholdCreated', data: { householdId: 'h-1', name: 'Núñez Family', address: '5 Pine Way' } }, 0);
const head = at({ type: 'HouseholdMemberAdded', data: { householdId: 'h-1', memberId: 'ana', relationship: 'head' } }, 1);
const child = at({ type: 'HouseholdMemberAdded', data: { householdId: 'h-1', memberId: 'leo', relationship: 'child' } }, 2);

function replay(events: ReturnType<typeof at>[], from: HouseholdDocument | null = null): HouseholdDocument | null {
  return events.reduce<HouseholdDocument | null>((document, event) => (projection.canHandle(event) ? projection.project(document, event) : document), from);
}

describe('household directory projection', () => {
  it('keeps the household, its people and their ids, and a name key without case or accents', () => {
    const document = replay([created, head, child]);
    expect(document).toEqual({
      _id: 'h-1',
      name: 'Núñez Family',
      address: '5 Pine Way',
      status: 'active',
      members: [
        { memberId: 'ana', relationship: 'head' },
        { memberId: 'leo', relationship: 'child' },
      ],
      memberIds: ['ana', 'leo'],
      nameKey: 'nunez family',
      createdAt: '2026-11-20T10:00:00.000Z',
      updatedAt: '2026-11-22T10:00:00.000Z',
      revision: 2,
    });
    expect(projection.documentId(child)).toBe('h-1');
  });

  it('an event applied twice gives the same document', () => {
    const once = replay([created, head, child]);
    expect(replay([created, head, child, child, head])).toEqual(once);
  });

  it('follows renames, relationship changes, removals and a merge in both households', () => {
    const renamed = at({ type: 'HouseholdRenamed', data: { householdId: 'h-1', name: 'Ana & Leo' } }, 3);
    const changed = at({ type: 'HouseholdRelationshipChanged', data: { householdId: 'h-1', memberId: 'leo', relationship: 'other-adult' } }, 4);
    const removed = at({ type: 'HouseholdMemberRemoved', data: { householdId: 'h-1', memberId: 'ana', toHouseholdId: 'h-2' } }, 5);
    const document = replay([created, head, child, renamed, changed, removed]);
    expect(document).toMatchObject({
      name: 'Ana & Leo',
      nameKey: 'ana & leo',
      members: [{ memberId: 'leo', relationship: 'other-adult' }],
      memberIds: ['leo'],
    });

    const absorbed = at(
      { type: 'HouseholdAbsorbed', data: { householdId: 'h-1', mergedId: 'h-9', members: [{ memberId: 'eve', relationship: 'spouse' }], address: '9 Oak' } },
      6,
    );
    expect(replay([absorbed], document)).toMatchObject({ address: '9 Oak', memberIds: ['leo', 'eve'] });
    const closed = at({ type: 'HouseholdMergedInto', data: { householdId: 'h-1', survivorId: 'h-2' } }, 6);
    expect(replay([closed], document)).toMatchObject({ status: 'merged', mergedInto: 'h-2', members: [], memberIds: [] });
  });

  it('a dissolved household stays, closed and empty, and a replay of it changes nothing', () => {
    const dissolved = at({ type: 'HouseholdDissolved', data: { householdId: 'h-1', memberIds: ['ana', 'leo'] } }, 3);
    const document = replay([created, head, child, dissolved]);
    expect(document).toMatchObject({ status: 'dissolved', members: [], memberIds: [], revision: 3 });
    expect(replay([created, head, child, dissolved, child, dissolved])).toEqual(document);
  });

  it('tolerates starting mid-stream: an update without its household makes none', () => {
    expect(replay([child])).toBeNull();
  });
});
