import type { MemberFieldChange, MemberHistoryEntry } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { memberDecider, type MemberState } from './member.decider';
import { MEMBER_DETAIL_FIELDS, type MemberDetailField, type MemberEvent } from './member.events';

const FIELD_LABELS: Record<MemberDetailField, string> = {
  fullName: 'name',
  email: 'email',
  phone: 'phone',
  address: 'address',
  ministry: 'ministry',
  role: 'role',
};

function listLabels(fields: MemberDetailField[]): string {
  const labels = fields.map((f) => FIELD_LABELS[f]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/**
 * A member's events as a timeline people can read: what changed (with old and new values),
 * when, and by whom. Newest first. Pure: actor names are looked up by the caller.
 */
export function buildMemberHistory(events: RecordedEvent[], actorName: (actorId: string | null) => string): MemberHistoryEntry[] {
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
        entries.push({ ...base, type: 'registered', summary: `Added to the directory as ${event.data.fullName}`, changes: [] });
        break;
      case 'MemberDetailsChanged': {
        if (before.status === 'none') break;
        const changes: MemberFieldChange[] = MEMBER_DETAIL_FIELDS.filter((f) => event.data.changes[f] !== undefined).map((field) => ({
          field,
          from: before.details[field],
          to: event.data.changes[field] as string,
        }));
        entries.push({ ...base, type: 'updated', summary: `Changed ${listLabels(changes.map((c) => c.field))}`, changes });
        break;
      }
      case 'MemberArchived':
        entries.push({ ...base, type: 'archived', summary: 'Archived', changes: [] });
        break;
      case 'MemberRestored':
        entries.push({ ...base, type: 'restored', summary: 'Restored from the archive', changes: [] });
        break;
      default:
        break;
    }
  }
  return entries.reverse();
}
