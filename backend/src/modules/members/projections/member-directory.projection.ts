import { DEFAULT_MEMBER_PRIVACY, type MemberPrivacy, type MemberStatus, type MemberView } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { memberDetailsOf } from '../domain/member.decider';
import { isChildOn } from '../domain/member-age';
import { MEMBER_EVENT_TYPES, type MemberEvent, type MemberMergeValues } from '../domain/member.events';
import { phoneFromEvent, phoneSearchDigits } from '../phones/phone-number.util';
import { HOUSEHOLD_EVENT_TYPES, type HouseholdEvent } from '../households/domain/household.events';

/** A merge's or an unmerge's values over the document: a phone read as stored, a date of joining as `joinedAt`, the photo by its id. */
function withValues(document: MemberDocument, values: Partial<MemberMergeValues>): MemberDocument {
  const { joinedOn, photoId, ...details } = values;
  const next: MemberDocument = { ...document, ...details };
  if (details.phone !== undefined) next.phone = phoneFromEvent(details.phone);
  if (joinedOn !== undefined) next.joinedAt = joinedOn;
  if (photoId !== undefined) {
    if (photoId) next.photo = photoId;
    else delete next.photo;
  }
  return next;
}

/** The directory's document: the whole member, plus what sorting and search need. */
export type MemberDocument = Omit<MemberView, 'id' | 'email' | 'phone' | 'address' | 'birthDate' | 'isChild' | 'status' | 'mergedInto'> & {
  _id: string;
  /** 'merged' while the record lives on in another: out of every list, its own status kept in `statusBeforeMerge`. */
  status: MemberStatus | 'merged';
  statusBeforeMerge?: MemberStatus;
  /** The survivor this record was merged into (its name is read from the survivor's own document). */
  mergedInto?: { id: string; mergedAt: string };
  email: string;
  phone: string;
  address: string;
  birthDate: string;
  /**
   * A child by the household relationship, whatever the birth date says: set from the household
   * events (see `withHouseholdEvent`); the visibility rules then treat the person as a child (see `isChildRecord`).
   */
  childRelationship: boolean;
  /** Lower-case "family given" name, for the directory's name order (families sort together). */
  sortName: string;
  /** Lower-case name, email, phone (E.164) and its digits with and without the country code: what the directory search looks in. */
  searchText: string;
  /** The same, of only what the member shares: what other members' searches look in. */
  sharedSearchText: string;
  /** The email as other members may order by it: empty when it is not shared. */
  sharedEmail: string;
  /** Active, listed and not a child by relationship: in the directory other members see (one indexed value, so their reads narrow by it). */
  inDirectory: boolean;
};

export function searchTextOf(fullName: string, email: string, phone: string): string {
  return [fullName.toLowerCase(), email.toLowerCase(), phone.toLowerCase(), ...phoneSearchDigits(phone)].filter(Boolean).join(' ');
}

/** "Ruth Anne Anderson" sorts as "anderson ruth anne": the last word taken as the family name. */
export function sortNameOf(fullName: string): string {
  const words = fullName.trim().toLowerCase().split(/\s+/);
  return words.length > 1 ? [words[words.length - 1], ...words.slice(0, -1)].join(' ') : words.join('');
}

type Derived = 'sortName' | 'searchText' | 'sharedSearchText' | 'sharedEmail' | 'inDirectory';

/**
 * `today` is the day of the event: a child's contact details stay out of what other members may
 * search until an event after their eighteenth birthday (erring on the side of the child).
 */
function withDerived(document: Omit<MemberDocument, Derived>, today: string): MemberDocument {
  const { fullName, email, phone, privacy } = document;
  const child = document.childRelationship || isChildOn(document.birthDate, today);
  const shareEmail = privacy.shareEmail && !child;
  return {
    ...document,
    sortName: sortNameOf(fullName),
    searchText: searchTextOf(fullName, email, phone),
    sharedSearchText: searchTextOf(fullName, shareEmail ? email : '', privacy.sharePhone && !child ? phone : ''),
    sharedEmail: shareEmail ? email : '',
    inDirectory: inDirectoryOf(document),
  };
}

/** A child by relationship stays out of other members' directory while the relationship holds (their own household sees them on its page). */
function inDirectoryOf(document: Pick<MemberDocument, 'status' | 'privacy' | 'childRelationship'>): boolean {
  return document.status === 'active' && document.privacy.listed && !document.childRelationship;
}

/**
 * A household event's effect on one person's document: whether they are a child by relationship.
 * It leaves the member's own revision (their record's ETag) alone. A removal on the way to another
 * household changes nothing: the joining event says what they are there, whichever is recorded first.
 */
function withHouseholdEvent(document: MemberDocument, event: HouseholdEvent, today: string): MemberDocument {
  let child = document.childRelationship;
  switch (event.type) {
    case 'HouseholdMemberAdded':
    case 'HouseholdRelationshipChanged':
      child = event.data.relationship === 'child';
      break;
    case 'HouseholdMemberRemoved':
      if (!event.data.toHouseholdId) child = false;
      break;
    case 'HouseholdDissolved':
      child = false;
      break;
    case 'HouseholdAbsorbed': {
      const joining = event.data.members.find((person) => person.memberId === document._id);
      if (joining) child = joining.relationship === 'child';
      break;
    }
    default:
      break;
  }
  return child === document.childRelationship ? document : withDerived({ ...document, childRelationship: child }, today);
}

/** The people a household event is about. */
function householdPeopleOf(event: HouseholdEvent): string[] {
  switch (event.type) {
    case 'HouseholdMemberAdded':
    case 'HouseholdRelationshipChanged':
    case 'HouseholdMemberRemoved':
      return [event.data.memberId];
    case 'HouseholdAbsorbed':
      return event.data.members.map((person) => person.memberId);
    case 'HouseholdDissolved':
      return event.data.memberIds;
    default:
      return [];
  }
}

/** The member directory: one document per member, as the list, the profile and search read it. */
export const memberDirectoryProjection: Projection<MemberDocument> = {
  name: 'member-directory',
  collection: 'members',
  version: 10,
  indexes: [
    { spec: { status: 1 } },
    { spec: { role: 1 } },
    { spec: { ministry: 1 } },
    { spec: { email: 1 } },
    { spec: { sortName: 1 } },
    { spec: { ministry: 1, sortName: 1 } },
    { spec: { searchText: 1 } },
    // What members see of others: who is in their directory, and what they may find them by.
    { spec: { inDirectory: 1 } },
    { spec: { sharedSearchText: 1 } },
    { spec: { sharedEmail: 1 } },
    { spec: { joinedAt: 1 } },
  ],
  canHandle: (event: RecordedEvent) => MEMBER_EVENT_TYPES.has(event.type) || HOUSEHOLD_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { memberId?: string }).memberId ?? null,
  documentIds: (event: RecordedEvent) =>
    HOUSEHOLD_EVENT_TYPES.has(event.type)
      ? householdPeopleOf({ type: event.type, data: event.data } as HouseholdEvent)
      : [(event.data as { memberId?: string }).memberId ?? null].filter((id): id is string => id !== null),

  project(document, recorded) {
    // The household's stream has its own revisions: its events are applied by what they say, not by revision.
    if (HOUSEHOLD_EVENT_TYPES.has(recorded.type))
      return document
        ? withHouseholdEvent(document, { type: recorded.type, data: recorded.data } as HouseholdEvent, recorded.metadata.occurredAt.slice(0, 10))
        : null;
    // A replayed event leaves the document as it is.
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as MemberEvent;
    const updatedAt = recorded.metadata.occurredAt;
    const today = updatedAt.slice(0, 10);
    switch (event.type) {
      case 'MemberRegistered': {
        const { memberId, privacy = DEFAULT_MEMBER_PRIVACY } = event.data;
        const { joinedOn, ...details } = memberDetailsOf(event.data);
        return withDerived(
          {
            _id: memberId,
            ...details,
            // Older events hold phones as typed: read the same way new ones are stored.
            phone: phoneFromEvent(details.phone),
            status: 'active',
            joinedAt: joinedOn,
            childRelationship: false,
            updatedAt,
            revision: recorded.revision,
            privacy: { ...privacy },
          },
          today,
        );
      }
      case 'MemberDetailsChanged': {
        if (!document) return null;
        const { joinedOn, ...changes } = event.data.changes;
        if (changes.phone !== undefined) changes.phone = phoneFromEvent(changes.phone);
        const next = { ...document, ...changes, ...(joinedOn === undefined ? {} : { joinedAt: joinedOn }), updatedAt, revision: recorded.revision };
        // Most changes (role, ministry, address) leave the derived search and sort keys as they are.
        const searchable = changes.fullName !== undefined || changes.email !== undefined || changes.phone !== undefined || changes.birthDate !== undefined;
        return searchable ? withDerived(next, today) : next;
      }
      case 'MemberPrivacyChanged': {
        if (!document) return null;
        const privacy: MemberPrivacy = { ...document.privacy, ...event.data.changes };
        return withDerived({ ...document, privacy, updatedAt, revision: recorded.revision }, today);
      }
      case 'MemberPhotoChanged':
        return document ? { ...document, photo: event.data.photoId ?? undefined, updatedAt, revision: recorded.revision } : null;
      case 'MemberArchived':
        return document ? { ...document, status: 'archived', inDirectory: false, updatedAt, revision: recorded.revision } : null;
      case 'MemberRestored':
        return document
          ? { ...document, status: 'active', inDirectory: inDirectoryOf({ ...document, status: 'active' }), updatedAt, revision: recorded.revision }
          : null;
      case 'MemberMerged': {
        if (!document) return null;
        const { mergedId, mergedName, changes } = event.data;
        const mergedFrom = [...(document.mergedFrom ?? []).filter((link) => link.id !== mergedId), { id: mergedId, fullName: mergedName, mergedAt: updatedAt }];
        return withDerived({ ...withValues(document, changes), mergedFrom, updatedAt, revision: recorded.revision }, today);
      }
      case 'MemberUnmerged': {
        if (!document) return null;
        const mergedFrom = (document.mergedFrom ?? []).filter((link) => link.id !== event.data.mergedId);
        return withDerived({ ...withValues(document, event.data.restored), mergedFrom, updatedAt, revision: recorded.revision }, today);
      }
      case 'MemberMergedInto': {
        if (!document) return null;
        const statusBeforeMerge = document.status === 'merged' ? document.statusBeforeMerge : document.status;
        const mergedInto = { id: event.data.survivorId, mergedAt: updatedAt };
        return { ...document, status: 'merged', statusBeforeMerge, mergedInto, inDirectory: false, updatedAt, revision: recorded.revision };
      }
      case 'MemberUnmergedFrom': {
        if (!document) return null;
        const { statusBeforeMerge, mergedInto: _survivor, ...rest } = document;
        return withDerived({ ...rest, status: statusBeforeMerge ?? 'active', updatedAt, revision: recorded.revision }, today);
      }
      case 'MemberSelfUpdateRequested':
      case 'MemberSelfUpdateApproved':
      case 'MemberSelfUpdateDeclined':
      case 'MemberSelfUpdateWithdrawn':
        // The record is unchanged, but its stream moved on: the revision is the If-Match the next edit sends.
        return document ? { ...document, revision: recorded.revision } : null;
      default:
        return document;
    }
  },
};
