import { DEFAULT_MEMBER_PRIVACY, type MemberPrivacy, type MemberView } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { memberDetailsOf } from '../domain/member.decider';
import { isChildOn } from '../domain/member-age';
import { MEMBER_EVENT_TYPES, type MemberEvent } from '../domain/member.events';
import { phoneFromEvent, phoneSearchDigits } from '../phones/phone-number.util';

/** The directory's document: the whole member, plus what sorting and search need. */
export type MemberDocument = Omit<MemberView, 'id' | 'email' | 'phone' | 'address' | 'birthDate' | 'isChild'> & {
  _id: string;
  email: string;
  phone: string;
  address: string;
  birthDate: string;
  /**
   * A child by the household relationship, whatever the birth date says. Nothing in this context sets
   * it yet: households sets it (from its child relationship) and the visibility rules then treat the
   * person as a child (see `isChildRecord`).
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
  /** Active and listed: in the directory other members see (one indexed value, so their reads narrow by it). */
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
    inDirectory: document.status === 'active' && privacy.listed,
  };
}

/** The member directory: one document per member, as the list, the profile and search read it. */
export const memberDirectoryProjection: Projection<MemberDocument> = {
  name: 'member-directory',
  collection: 'members',
  version: 8,
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
  canHandle: (event: RecordedEvent) => MEMBER_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { memberId?: string }).memberId ?? null,

  project(document, recorded) {
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
        return document ? { ...document, status: 'active', inDirectory: document.privacy.listed, updatedAt, revision: recorded.revision } : null;
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
