import type { MemberView } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { MEMBER_EVENT_TYPES, type MemberEvent } from '../domain/member.events';

/** The directory's document: the member as the API shows them, plus what sorting and search need. */
export type MemberDocument = Omit<MemberView, 'id'> & {
  _id: string;
  /** Lower-case "family given" name, for the directory's name order (families sort together). */
  sortName: string;
  /** Lower-case name, email, phone and the phone's digits: what the directory search looks in. */
  searchText: string;
};

export function searchTextOf(fullName: string, email: string, phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return [fullName.toLowerCase(), email.toLowerCase(), phone.toLowerCase(), digits].filter(Boolean).join(' ');
}

/** "Ruth Anne Anderson" sorts as "anderson ruth anne": the last word taken as the family name. */
export function sortNameOf(fullName: string): string {
  const words = fullName.trim().toLowerCase().split(/\s+/);
  return words.length > 1 ? [words[words.length - 1], ...words.slice(0, -1)].join(' ') : words.join('');
}

function withDerived(document: Omit<MemberDocument, 'sortName' | 'searchText'>): MemberDocument {
  return {
    ...document,
    sortName: sortNameOf(document.fullName),
    searchText: searchTextOf(document.fullName, document.email, document.phone),
  };
}

/** The member directory: one document per member, as the list, the profile and search read it. */
export const memberDirectoryProjection: Projection<MemberDocument> = {
  name: 'member-directory',
  collection: 'members',
  version: 3,
  indexes: [
    { spec: { status: 1 } },
    { spec: { role: 1 } },
    { spec: { ministry: 1 } },
    { spec: { email: 1 } },
    { spec: { sortName: 1 } },
    { spec: { ministry: 1, sortName: 1 } },
    { spec: { searchText: 1 } },
    { spec: { joinedAt: 1 } },
  ],
  canHandle: (event: RecordedEvent) => MEMBER_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { memberId?: string }).memberId ?? null,

  apply(document, recorded) {
    // A replayed event leaves the document as it is.
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as MemberEvent;
    const updatedAt = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'MemberRegistered': {
        const { memberId, joinedOn, ...details } = event.data;
        return withDerived({ _id: memberId, ...details, status: 'active', joinedAt: joinedOn, updatedAt, revision: recorded.revision });
      }
      case 'MemberDetailsChanged': {
        if (!document) return null;
        const { changes } = event.data;
        const next = { ...document, ...changes, updatedAt, revision: recorded.revision };
        // Most changes (role, ministry, address) leave the derived search and sort keys as they are.
        const searchable = changes.fullName !== undefined || changes.email !== undefined || changes.phone !== undefined;
        return searchable ? withDerived(next) : next;
      }
      case 'MemberArchived':
        return document ? { ...document, status: 'archived', updatedAt, revision: recorded.revision } : null;
      case 'MemberRestored':
        return document ? { ...document, status: 'active', updatedAt, revision: recorded.revision } : null;
      default:
        return document;
    }
  },
};
