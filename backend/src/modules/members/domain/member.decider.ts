import { DEFAULT_MEMBER_PRIVACY, MEMBER_PRIVACY_FIELDS, type MemberPrivacy } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Decider } from '../../../platform/commands/decider.type';
import { isChildOn, stepFromRole } from './member-age';
import { MEMBER_DETAIL_FIELDS, type MemberDetails, type MemberEvent, type MemberRegistered, type NewMemberDetails } from './member.events';
import { decideMerge, evolveMerge, type MemberMergeCommand, type MergeState } from './member-merge';

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
  | { type: 'ChangeMemberDetails'; memberId: string; changes: Partial<MemberDetails> }
  | { type: 'ArchiveMember'; memberId: string }
  | { type: 'RestoreMember'; memberId: string }
  | { type: 'ChangeMemberPrivacy'; memberId: string; privacy: MemberPrivacy }
  | { type: 'ChangeMemberPhoto'; memberId: string; photoId: string | null }
  | MemberMergeCommand;

export type MemberState =
  | { status: 'none' }
  | ({ status: 'active' | 'archived'; memberId: string; details: MemberDetails; privacy: MemberPrivacy; photoId?: string | null } & Pick<
      MergeState,
      'mergedInto' | 'merges'
    >);

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
      default:
        return state;
    }
  },

  decide(command, state, context) {
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
        const changes: Partial<MemberDetails> = {};
        for (const field of MEMBER_DETAIL_FIELDS) {
          const next = command.changes[field];
          if (next !== undefined && next !== state.details[field]) (changes as Record<string, string>)[field] = next;
        }
        // Saving a form without changes records nothing: history shows only what happened.
        if (Object.keys(changes).length === 0) return [];
        const changed: MemberEvent[] = [{ type: 'MemberDetailsChanged', data: { memberId: command.memberId, changes } }];
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
        return [{ type: 'MemberPhotoChanged', data: { memberId: command.memberId, photoId: command.photoId } }];
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
