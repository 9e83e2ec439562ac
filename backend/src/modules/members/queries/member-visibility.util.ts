import { can, MEMBER_CONTACT_SHARING, type CurrentUser, type MemberContactField, type MemberView } from '@koinonia/contracts';
import type { Filter, SortSpec } from '../../../platform/read-store/read-store.port';
import { isChildOn } from '../domain/member-age';
import type { MemberDocument } from '../projections/member-directory.projection';

/**
 * Members' privacy choices, applied to every directory read in this one place: which records a
 * reader may see, what their search may match, and which fields the answer carries.
 */
export interface DirectoryReader {
  /** Holds `members.private.read`: every record, whole, whatever the choices. */
  seesEverything: boolean;
  /** The reader's own member record, which they always see whole. */
  memberId: string | null;
}

export function directoryReaderOf(user: Pick<CurrentUser, 'roles' | 'memberId'>): DirectoryReader {
  return { seesEverything: can(user.roles, 'members.private.read'), memberId: user.memberId };
}

/** The app itself (existence checks, benchmarks): every record, whole. */
export const WHOLE_DIRECTORY: DirectoryReader = { seesEverything: true, memberId: null };

export function isOwnRecord(reader: DirectoryReader, memberId: string): boolean {
  return reader.memberId !== null && reader.memberId === memberId;
}

/**
 * The condition a read adds for this reader, or null when it adds none. Others are seen only
 * while active and listed; with a search, they are found only by what they share (`searchText`
 * is matched by the caller and holds `sharedSearchText`, so the store's search index still narrows
 * the read). `searchPattern` is the regular expression the caller matches `searchText` with.
 */
export function visibilityFilter(reader: DirectoryReader, searchPattern?: string): Filter | null {
  if (reader.seesEverything) return null;
  const others: Filter = { inDirectory: true };
  if (searchPattern !== undefined) others.sharedSearchText = { $regex: searchPattern };
  return { $or: reader.memberId === null ? [others] : [others, { _id: reader.memberId }] };
}

export function isVisibleTo(reader: DirectoryReader, document: MemberDocument): boolean {
  return reader.seesEverything || isOwnRecord(reader, document._id) || document.inDirectory;
}

/** Orders by a field only as far as the reader may see it: a hidden email must not place its owner in the order. */
export function visibleSort(reader: DirectoryReader, sort: SortSpec): SortSpec {
  if (reader.seesEverything || !('email' in sort)) return sort;
  return Object.fromEntries(Object.entries(sort).map(([field, direction]) => [field === 'email' ? 'sharedEmail' : field, direction])) as SortSpec;
}

const CONTACT_FIELDS = Object.keys(MEMBER_CONTACT_SHARING) as MemberContactField[];

/**
 * The one child rule: under 18 by birth date on `today`, or a child by the household relationship
 * (`childRelationship` on the directory document, which households sets). A child is registered
 * unlisted, and their contact details are never shown to other members, whatever was chosen.
 */
export function isChildRecord(document: Pick<MemberDocument, 'birthDate' | 'childRelationship'>, today: string): boolean {
  return document.childRelationship === true || isChildOn(document.birthDate, today);
}

/**
 * The member as this reader may see them: contact details they did not share (or any, for a child)
 * and the birth date are left out for other members.
 */
export function toMemberView(document: MemberDocument, reader: DirectoryReader, today = new Date().toISOString().slice(0, 10)): MemberView {
  const isChild = isChildRecord(document, today);
  const view: MemberView = {
    id: document._id,
    fullName: document.fullName,
    email: document.email,
    phone: document.phone,
    address: document.address,
    ministry: document.ministry,
    role: document.role,
    status: document.status === 'merged' ? (document.statusBeforeMerge ?? 'active') : document.status,
    joinedAt: document.joinedAt,
    membershipStep: document.membershipStep,
    birthDate: document.birthDate,
    baptismDate: document.baptismDate,
    isChild,
    ...(document.photo ? { photo: document.photo } : {}),
    updatedAt: document.updatedAt,
    revision: document.revision,
    privacy: { ...document.privacy },
    // The survivor's name is filled in by the query that reads it (see MemberQueriesService.get).
    ...(document.mergedInto ? { mergedInto: { id: document.mergedInto.id, fullName: '', mergedAt: document.mergedInto.mergedAt } } : {}),
    ...(document.mergedFrom?.length ? { mergedFrom: document.mergedFrom.map((link) => ({ ...link })) } : {}),
  };
  if (reader.seesEverything || isOwnRecord(reader, document._id)) return view;
  for (const field of CONTACT_FIELDS) if (isChild || !document.privacy[MEMBER_CONTACT_SHARING[field]]) delete view[field];
  delete view.birthDate;
  // Which records were merged is the office's bookkeeping, and may name someone unlisted.
  delete view.mergedFrom;
  delete view.mergedInto;
  return view;
}
