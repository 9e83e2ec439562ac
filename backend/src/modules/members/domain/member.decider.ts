import { DEFAULT_MEMBER_PRIVACY, MEMBER_PRIVACY_FIELDS, type MemberPrivacy } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Decider } from '../../../platform/commands/decider.type';
import { isChildOn, stepFromRole } from './member-age';
import { MEMBER_DETAIL_FIELDS, type MemberDetails, type MemberEvent, type MemberRegistered, type NewMemberDetails } from './member.events';
import { decideMerge, evolveMerge, type MemberMergeCommand, type MergeState } from './member-merge';

/** The fields of `changes` whose values differ from `details`. */
function changedDetails(details: MemberDetails, changes: Partial<MemberDetails>): Partial<MemberDetails> {
  const changed: Partial<MemberDetails> = {};
  for (const field of MEMBER_DETAIL_FIELDS) {
    const next = changes[field];
    if (next !== undefined && next !== details[field]) (changed as Record<string, string>)[field] = next;
  }
  return changed;
}

/** The values `changes` replace. */
function previousOf(details: MemberDetails, changes: Partial<MemberDetails>): Partial<MemberDetails> {
  const previous: Partial<MemberDetails> = {};
  for (const field of MEMBER_DETAIL_FIELDS) if (changes[field] !== undefined) (previous as Record<string, string>)[field] = details[field];
  return previous;
}

const sameChanges = (a: Partial<MemberDetails>, b: Partial<MemberDetails>) => MEMBER_DETAIL_FIELDS.every((field) => a[field] === b[field]);

/** A registration's details, with what registrations recorded before the newer fields did not hold. */
export function memberDetailsOf(data: MemberRegistered['data']): MemberDetails {
  const { memberId: _memberId, privacy: _privacy, ...details } = data;
  return {
    ...details,
    birthDate: details.birthDate ?? '',
    membershipStep: details.membershipStep ?? stepFromRole(details.role),
    baptismDate: details.baptismDate ?? '',
  };
}

export type MemberCommand =
  | { type: 'RegisterMember'; memberId: string; details: NewMemberDetails; joinedOn?: string }
  /** `by: 'self'`: the member changes their own record (the handler has checked it is theirs and which fields they may change). */
  | { type: 'ChangeMemberDetails'; memberId: string; changes: Partial<MemberDetails>; by?: 'self' }
  | { type: 'ArchiveMember'; memberId: string }
  | { type: 'RestoreMember'; memberId: string }
  | { type: 'ChangeMemberPrivacy'; memberId: string; privacy: MemberPrivacy }
  | { type: 'ChangeMemberPhoto'; memberId: string; photoId: string | null; by?: 'self' }
  | MemberMergeCommand
  /** The member's own change, held for staff approval (the church's `selfUpdatesNeedApproval`). */
  | { type: 'RequestSelfUpdate'; memberId: string; requestId: string; changes: Partial<MemberDetails>; requestedBy: string | null }
  | { type: 'ApproveSelfUpdate'; memberId: string; requestId: string }
  | { type: 'DeclineSelfUpdate'; memberId: string; requestId: string; reason: string };

/** A self-update waiting for staff, and what became of earlier ones (so a repeated decision records nothing). */
export interface SelfUpdates {
  pending: { requestId: string; changes: Partial<MemberDetails>; requestedBy: string | null } | null;
  decided: Record<string, 'approved' | 'declined' | 'withdrawn'>;
}

const NO_SELF_UPDATES: SelfUpdates = { pending: null, decided: {} };

/**
 * What a record merged into another no longer takes: it lives on in its survivor, so changes go
 * there (or the merge is undone first). Declining a waiting self-update changes nothing and stays open.
 */
const REFUSED_WHEN_MERGED: ReadonlySet<MemberCommand['type']> = new Set<MemberCommand['type']>([
  'ChangeMemberDetails',
  'ArchiveMember',
  'RestoreMember',
  'ChangeMemberPrivacy',
  'ChangeMemberPhoto',
  'RequestSelfUpdate',
  'ApproveSelfUpdate',
]);

export type MemberState =
  | { status: 'none' }
  | ({
      status: 'active' | 'archived';
      memberId: string;
      details: MemberDetails;
      privacy: MemberPrivacy;
      photoId?: string | null;
      selfUpdates?: SelfUpdates;
    } & Pick<MergeState, 'mergedInto' | 'merges'>);

function decided(state: MemberState, requestId: string, outcome: SelfUpdates['decided'][string]): MemberState {
  if (state.status === 'none') return state;
  const current = state.selfUpdates ?? NO_SELF_UPDATES;
  const pending = current.pending?.requestId === requestId ? null : current.pending;
  return { ...state, selfUpdates: { pending, decided: { ...current.decided, [requestId]: outcome } } };
}

export const memberDecider: Decider<MemberState, MemberCommand, MemberEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'MemberRegistered': {
        const { memberId, privacy = DEFAULT_MEMBER_PRIVACY } = event.data;
        return { status: 'active', memberId, details: memberDetailsOf(event.data), privacy: { ...privacy } };
      }
      case 'MemberDetailsChanged':
        return state.status === 'none' ? state : { ...state, details: { ...state.details, ...event.data.changes } };
      case 'MemberPrivacyChanged':
        return state.status === 'none' ? state : { ...state, privacy: { ...state.privacy, ...event.data.changes } };
      case 'MemberPhotoChanged':
        return state.status === 'none' ? state : { ...state, photoId: event.data.photoId };
      case 'MemberArchived':
        return state.status === 'none' ? state : { ...state, status: 'archived' };
      case 'MemberRestored':
        return state.status === 'none' ? state : { ...state, status: 'active' };
      case 'MemberMerged':
      case 'MemberMergedInto':
      case 'MemberUnmerged':
      case 'MemberUnmergedFrom':
        return state.status === 'none' ? state : evolveMerge(state, event);
      case 'MemberSelfUpdateRequested': {
        if (state.status === 'none') return state;
        const { requestId, changes, requestedBy } = event.data;
        return { ...state, selfUpdates: { ...(state.selfUpdates ?? NO_SELF_UPDATES), pending: { requestId, changes, requestedBy } } };
      }
      case 'MemberSelfUpdateApproved':
        return decided(state, event.data.requestId, 'approved');
      case 'MemberSelfUpdateDeclined':
        return decided(state, event.data.requestId, 'declined');
      case 'MemberSelfUpdateWithdrawn':
        return decided(state, event.data.requestId, 'withdrawn');
      default:
        return state;
    }
  },

  decide(command, state, context) {
    if (state.status !== 'none' && state.mergedInto && REFUSED_WHEN_MERGED.has(command.type)) {
      throw new DomainError('MEMBER_ALREADY_MERGED', { survivorId: state.mergedInto });
    }
    switch (command.type) {
      case 'RegisterMember': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        const today = context.now.slice(0, 10);
        const { details } = command;
        const birthDate = details.birthDate ?? '';
        return [
          {
            type: 'MemberRegistered',
            data: {
              memberId: command.memberId,
              ...details,
              birthDate,
              joinedOn: command.joinedOn ?? today,
              membershipStep: details.membershipStep ?? stepFromRole(details.role),
              baptismDate: details.baptismDate ?? '',
              // A child is not listed in the directory other members see until someone chooses to list them.
              privacy: { ...DEFAULT_MEMBER_PRIVACY, listed: !isChildOn(birthDate, today) },
            },
          },
        ];
      }
      case 'ChangeMemberDetails': {
        if (state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
        const changes = changedDetails(state.details, command.changes);
        // Saving a form without changes records nothing: history shows only what happened.
        if (Object.keys(changes).length === 0) return [];
        const self = command.by === 'self' ? { by: 'self' as const, previous: previousOf(state.details, changes) } : {};
        const changed: MemberEvent[] = [{ type: 'MemberDetailsChanged', data: { memberId: command.memberId, changes, ...self } }];
        // A birth date that shows a listed person to be a child unlists them, as registering a child does.
        const today = context.now.slice(0, 10);
        if (changes.birthDate !== undefined && isChildOn(changes.birthDate, today) && !isChildOn(state.details.birthDate, today) && state.privacy.listed) {
          changed.push({ type: 'MemberPrivacyChanged', data: { memberId: command.memberId, changes: { listed: false } } });
        }
        return changed;
      }
      case 'ArchiveMember':
        if (state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
        return state.status === 'archived' ? [] : [{ type: 'MemberArchived', data: { memberId: command.memberId } }];
      case 'RestoreMember':
        if (state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
        return state.status === 'active' ? [] : [{ type: 'MemberRestored', data: { memberId: command.memberId } }];
      case 'ChangeMemberPrivacy': {
        if (state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
        const changes: Partial<MemberPrivacy> = {};
        for (const field of MEMBER_PRIVACY_FIELDS) {
          if (command.privacy[field] !== state.privacy[field]) changes[field] = command.privacy[field];
        }
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'MemberPrivacyChanged', data: { memberId: command.memberId, changes } }];
      }
      case 'ChangeMemberPhoto':
        if (state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
        if ((state.photoId ?? null) === command.photoId) return [];
        return [
          {
            type: 'MemberPhotoChanged',
            data: { memberId: command.memberId, photoId: command.photoId, ...(command.by === 'self' ? { by: 'self' as const } : {}) },
          },
        ];
      case 'RequestSelfUpdate': {
        if (state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
        const pending = state.selfUpdates?.pending ?? null;
        const changes = changedDetails(state.details, command.changes);
        if (pending && sameChanges(pending.changes, changes)) return [];
        // A newer request replaces the one waiting: staff decide on what the member wants now.
        const withdrawn: MemberEvent[] = pending
          ? [{ type: 'MemberSelfUpdateWithdrawn', data: { memberId: command.memberId, requestId: pending.requestId } }]
          : [];
        if (Object.keys(changes).length === 0) return withdrawn;
        const { memberId, requestId, requestedBy } = command;
        return [
          ...withdrawn,
          { type: 'MemberSelfUpdateRequested', data: { memberId, requestId, changes, previous: previousOf(state.details, changes), requestedBy } },
        ];
      }
      case 'ApproveSelfUpdate': {
        if (state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
        const { memberId, requestId } = command;
        // Approved already (a second click, a retried request): nothing more happens.
        if (state.selfUpdates?.decided[requestId] === 'approved') return [];
        const pending = state.selfUpdates?.pending;
        if (!pending || pending.requestId !== requestId) throw new DomainError('NOT_FOUND');
        const approved: MemberEvent = { type: 'MemberSelfUpdateApproved', data: { memberId, requestId, requestedBy: pending.requestedBy } };
        // Applied as it stands now: a field staff have since set to the same value is not changed again.
        const changes = changedDetails(state.details, pending.changes);
        if (Object.keys(changes).length === 0) return [approved];
        return [approved, { type: 'MemberDetailsChanged', data: { memberId, changes, by: 'self', previous: previousOf(state.details, changes), requestId } }];
      }
      case 'DeclineSelfUpdate': {
        if (state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
        const { memberId, requestId, reason } = command;
        if (state.selfUpdates?.decided[requestId] === 'declined') return [];
        const pending = state.selfUpdates?.pending;
        if (!pending || pending.requestId !== requestId) throw new DomainError('NOT_FOUND');
        return [{ type: 'MemberSelfUpdateDeclined', data: { memberId, requestId, requestedBy: pending.requestedBy, reason } }];
      }
      case 'MergeMember':
      case 'MergeMemberInto':
      case 'UnmergeMember':
      case 'UnmergeMemberFrom':
        if (state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
        return decideMerge(command, state);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown member command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
