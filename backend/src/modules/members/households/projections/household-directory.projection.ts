import type { HouseholdStatus } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection.type';
import { HOUSEHOLD_EVENT_TYPES, type HouseholdEvent, type HouseholdPerson } from '../domain/household.events';
import { nameKey } from '../name-key.util';

/** One household, whole: what the list, the household page and the member → household lookup read. */
export type HouseholdDocument = {
  _id: string;
  name: string;
  address: string;
  status: HouseholdStatus;
  mergedInto?: string;
  members: HouseholdPerson[];
  /** The people's ids alone, indexed: "which household is this person in" is one indexed read. */
  memberIds: string[];
  /** The name without case or accents: what the list searches and sorts by. */
  nameKey: string;
  createdAt: string;
  updatedAt: string;
  revision: number;
};

function withPeople(document: HouseholdDocument, members: HouseholdPerson[]): HouseholdDocument {
  return { ...document, members, memberIds: members.map((person) => person.memberId) };
}

/** The households, one document each; a merged household stays, closed, pointing at its survivor, and a dissolved one stays, closed and empty. */
export const householdDirectoryProjection: Projection<HouseholdDocument> = {
  name: 'household-directory',
  collection: 'households',
  version: 1,
  indexes: [{ spec: { memberIds: 1 } }, { spec: { status: 1, nameKey: 1 } }],
  canHandle: (event: RecordedEvent) => HOUSEHOLD_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { householdId?: string }).householdId ?? null,

  project(document, recorded) {
    // A replayed event leaves the document as it is.
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as HouseholdEvent;
    const updatedAt = recorded.metadata.occurredAt;
    if (event.type === 'HouseholdCreated') {
      const { householdId, name, address } = event.data;
      return {
        _id: householdId,
        name,
        address,
        status: 'active',
        members: [],
        memberIds: [],
        nameKey: nameKey(name),
        createdAt: updatedAt,
        updatedAt,
        revision: recorded.revision,
      };
    }
    if (!document) return null;
    const next = { ...document, updatedAt, revision: recorded.revision };
    switch (event.type) {
      case 'HouseholdRenamed':
        return { ...next, name: event.data.name, nameKey: nameKey(event.data.name) };
      case 'HouseholdAddressChanged':
        return { ...next, address: event.data.address };
      case 'HouseholdMemberAdded': {
        const { memberId, relationship } = event.data;
        return withPeople(next, [...next.members.filter((person) => person.memberId !== memberId), { memberId, relationship }]);
      }
      case 'HouseholdRelationshipChanged': {
        const { memberId, relationship } = event.data;
        return withPeople(
          next,
          next.members.map((person) => (person.memberId === memberId ? { memberId, relationship } : person)),
        );
      }
      case 'HouseholdMemberRemoved':
        return withPeople(
          next,
          next.members.filter((person) => person.memberId !== event.data.memberId),
        );
      case 'HouseholdAbsorbed': {
        const joining = new Set(event.data.members.map((person) => person.memberId));
        return withPeople({ ...next, address: event.data.address }, [...next.members.filter((person) => !joining.has(person.memberId)), ...event.data.members]);
      }
      case 'HouseholdMergedInto':
        return withPeople({ ...next, status: 'merged', mergedInto: event.data.survivorId }, []);
      case 'HouseholdDissolved':
        return withPeople({ ...next, status: 'dissolved' }, []);
      default:
        return document;
    }
  },
};
