import { MEMBER_MERGE_FIELDS, type MemberMergeField, type MergeSource } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import type { MemberDetails, MemberMergeEvent, MemberMergeValues } from './member.events';

/** The other record as the merge's handler read it from its own stream. */
export interface MergedRecord {
  memberId: string;
  fullName: string;
  values: MemberMergeValues;
}

export type MemberMergeCommand =
  | { type: 'MergeMember'; memberId: string; merged: MergedRecord; fields: Partial<Record<MemberMergeField, MergeSource>> }
  | { type: 'MergeMemberInto'; memberId: string; survivorId: string }
  | { type: 'UnmergeMember'; memberId: string; mergedId: string }
  | { type: 'UnmergeMemberFrom'; memberId: string; survivorId: string };

/** What a record holds about merges: the record it was merged into, and the records merged into it (with the values each replaced). */
export interface MergeState {
  memberId: string;
  details: MemberDetails;
  photoId?: string | null;
  mergedInto?: string;
  merges?: Record<string, Partial<MemberMergeValues>>;
}

const valueOf = (state: MergeState, field: keyof MemberMergeValues) => (field === 'photoId' ? (state.photoId ?? null) : state.details[field]);
const valueKey = (field: MemberMergeField): keyof MemberMergeValues => (field === 'photo' ? 'photoId' : field);

/** Values applied over a record's details and photo (a merge's choices, or an unmerge's restored values). */
function applyValues<S extends MergeState>(state: S, values: Partial<MemberMergeValues>): S {
  const { photoId, ...details } = values;
  return { ...state, details: { ...state.details, ...details }, ...(photoId === undefined ? {} : { photoId }) };
}

export function evolveMerge<S extends MergeState>(state: S, event: MemberMergeEvent): S {
  switch (event.type) {
    case 'MemberMerged':
      return { ...applyValues(state, event.data.changes), merges: { ...state.merges, [event.data.mergedId]: event.data.previous } };
    case 'MemberUnmerged': {
      const { [event.data.mergedId]: _undone, ...merges } = state.merges ?? {};
      return { ...applyValues(state, event.data.restored), merges };
    }
    case 'MemberMergedInto':
      return { ...state, mergedInto: event.data.survivorId };
    case 'MemberUnmergedFrom': {
      const { mergedInto: _survivor, ...rest } = state;
      return rest as S;
    }
  }
}

/**
 * The four halves of a merge and an unmerge, each on its own record's stream. Repeating one that
 * already happened records nothing (a retried request, or one finishing what a failed one began);
 * anything else that does not fit is refused with a catalogue code.
 */
export function decideMerge(command: MemberMergeCommand, state: MergeState): MemberMergeEvent[] {
  switch (command.type) {
    case 'MergeMember': {
      const mergedId = command.merged.memberId;
      if (mergedId === command.memberId) throw new DomainError('MEMBER_MERGE_SAME_RECORD');
      if (state.merges?.[mergedId]) return [];
      // A record merged away has no directory entry to receive another.
      if (state.mergedInto) throw new DomainError('MEMBER_ALREADY_MERGED');
      const fields = {} as Record<MemberMergeField, MergeSource>;
      const changes: Partial<MemberMergeValues> = {};
      const previous: Partial<MemberMergeValues> = {};
      for (const field of MEMBER_MERGE_FIELDS) {
        fields[field] = command.fields[field] ?? 'survivor';
        const key = valueKey(field);
        const theirs = command.merged.values[key];
        if (fields[field] === 'merged' && theirs !== valueOf(state, key)) {
          (changes as Record<string, unknown>)[key] = theirs;
          (previous as Record<string, unknown>)[key] = valueOf(state, key);
        }
      }
      return [{ type: 'MemberMerged', data: { memberId: command.memberId, mergedId, mergedName: command.merged.fullName, fields, changes, previous } }];
    }
    case 'MergeMemberInto':
      if (command.survivorId === command.memberId) throw new DomainError('MEMBER_MERGE_SAME_RECORD');
      if (state.mergedInto === command.survivorId) return [];
      if (state.mergedInto) throw new DomainError('MEMBER_ALREADY_MERGED');
      return [{ type: 'MemberMergedInto', data: { memberId: command.memberId, survivorId: command.survivorId } }];
    case 'UnmergeMember': {
      const previous = state.merges?.[command.mergedId];
      if (!previous) throw new DomainError('MEMBER_NOT_MERGED');
      return [{ type: 'MemberUnmerged', data: { memberId: command.memberId, mergedId: command.mergedId, restored: previous } }];
    }
    case 'UnmergeMemberFrom':
      if (state.mergedInto !== command.survivorId) throw new DomainError('MEMBER_NOT_MERGED');
      return [{ type: 'MemberUnmergedFrom', data: { memberId: command.memberId, survivorId: command.survivorId } }];
  }
}
