import { MEMBER_PRIVACY_FIELDS, type MemberFieldChange, type MemberHistoryEntry, type MemberPrivacyChange, type MemberPrivacyField } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { memberDecider, type MemberState } from './member.decider';
import { MEMBER_DETAIL_FIELDS, type MemberDetailField, type MemberDetails, type MemberEvent, type MemberMergeValues } from './member.events';

const FIELD_LABELS: Record<MemberDetailField, string> = {
  fullName: 'name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  ministry: 'ministry',
  role: 'role',
  birthDate: 'birth date',
  joinedOn: 'member since',
  membershipStep: 'membership step',
  baptismDate: 'baptism date',
};

function listLabels(fields: MemberDetailField[]): string {
  return joinWords(fields.map((f) => FIELD_LABELS[f]));
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

const PRIVACY_WORDS: Record<MemberPrivacyField, [on: string, off: string]> = {
  listed: ['listed in the directory', 'not listed in the directory'],
  shareEmail: ['shares email', 'does not share email'],
  sharePhone: ['shares phone', 'does not share phone'],
  shareAddress: ['shares address', 'does not share address'],
};

/** The detail fields a change, a merge or an unmerge set, from the value before to the one after (the photo is not a detail field). */
function fieldChanges(before: MemberDetails, values: Partial<MemberMergeValues>): MemberFieldChange[] {
  return MEMBER_DETAIL_FIELDS.filter((field) => values[field] !== undefined).map((field) => ({ field, from: before[field], to: values[field] as string }));
}

/**
 * A member's events as a timeline people can read: what changed (with old and new values),
 * when, and by whom. Newest first. Pure: actor names are looked up by the caller.
 */
export function buildMemberHistory(
  events: RecordedEvent[],
  actorName: (actorId: string | null) => string,
  recordName: (memberId: string) => string = () => '',
): MemberHistoryEntry[] {
  let state: MemberState = memberDecider.initialState();
  const entries: MemberHistoryEntry[] = [];
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as MemberEvent;
    const before = state;
    state = memberDecider.evolve(state, event);
    const base = {
      revision: recorded.revision,
      occurredAt: recorded.metadata.occurredAt,
      actor: { id: recorded.metadata.actorId, name: actorName(recorded.metadata.actorId) },
    };
    switch (event.type) {
      case 'MemberRegistered':
        entries.push({ ...base, type: 'registered', summary: `Added to the directory as ${event.data.fullName}`, fullName: event.data.fullName, changes: [] });
        break;
      case 'MemberDetailsChanged': {
        if (before.status === 'none') break;
        const changes = fieldChanges(before.details, event.data.changes);
        const fields = listLabels(changes.map((c) => c.field));
        if (event.data.by === 'self') {
          const summary = `Updated their own details: ${fields}${event.data.requestId ? ' (approved)' : ''}`;
          entries.push({ ...base, type: 'updated', summary, changes, bySelf: true });
        } else {
          entries.push({ ...base, type: 'updated', summary: `Changed ${fields}`, changes });
        }
        break;
      }
      case 'MemberSelfUpdateRequested': {
        if (before.status === 'none') break;
        const changes = fieldChanges(before.details, event.data.changes);
        const summary = `Asked to change ${listLabels(changes.map((c) => c.field))} (waiting for approval)`;
        entries.push({ ...base, type: 'self-update-requested', summary, changes, bySelf: true });
        break;
      }
      case 'MemberSelfUpdateDeclined': {
        const pending = before.status === 'none' ? null : before.selfUpdates?.pending;
        if (!pending || before.status === 'none' || pending.requestId !== event.data.requestId) break;
        const changes = fieldChanges(before.details, pending.changes);
        const summary = `Declined the asked change to ${listLabels(changes.map((c) => c.field))}: ${event.data.reason}`;
        entries.push({ ...base, type: 'self-update-declined', summary, changes, bySelf: true, reason: event.data.reason });
        break;
      }
      case 'MemberPhotoChanged':
        entries.push({
          ...base,
          ...(event.data.photoId ? { type: 'photo-changed', summary: 'Changed the photo' } : { type: 'photo-removed', summary: 'Removed the photo' }),
          changes: [],
          ...(event.data.by === 'self' ? { bySelf: true } : {}),
        });
        break;
      case 'MemberArchived':
        entries.push({ ...base, type: 'archived', summary: 'Archived', changes: [] });
        break;
      case 'MemberRestored':
        entries.push({ ...base, type: 'restored', summary: 'Restored from the archive', changes: [] });
        break;
      case 'MemberPrivacyChanged': {
        const after = state;
        if (before.status === 'none' || after.status === 'none') break;
        const privacyChanges: MemberPrivacyChange[] = MEMBER_PRIVACY_FIELDS.filter((f) => event.data.changes[f] !== undefined).map((field) => ({
          field,
          from: before.privacy[field],
          to: after.privacy[field],
        }));
        const words = privacyChanges.map((c) => PRIVACY_WORDS[c.field][c.to ? 0 : 1]);
        entries.push({ ...base, type: 'privacy-changed', summary: `Directory privacy: ${joinWords(words)}`, changes: [], privacyChanges });
        break;
      }
      case 'MemberMerged':
      case 'MemberUnmerged': {
        if (before.status === 'none') break;
        const merging = event.type === 'MemberMerged';
        const values = merging ? event.data.changes : event.data.restored;
        const changes = fieldChanges(before.details, values);
        const otherRecord = { id: event.data.mergedId, fullName: merging ? event.data.mergedName : recordName(event.data.mergedId) };
        const summary = merging ? `Merged with the record of ${otherRecord.fullName}` : `Unmerged the record of ${otherRecord.fullName}`;
        entries.push({ ...base, type: merging ? 'merged' : 'unmerged', summary, changes, otherRecord });
        break;
      }
      case 'MemberMergedInto':
      case 'MemberUnmergedFrom': {
        const otherRecord = { id: event.data.survivorId, fullName: recordName(event.data.survivorId) };
        entries.push(
          event.type === 'MemberMergedInto'
            ? { ...base, type: 'merged-into', summary: `Merged into the record of ${otherRecord.fullName}`, changes: [], otherRecord }
            : { ...base, type: 'unmerged-from', summary: `Unmerged from the record of ${otherRecord.fullName}`, changes: [], otherRecord },
        );
        break;
      }
      default:
        break;
    }
  }
  return entries.reverse();
}
