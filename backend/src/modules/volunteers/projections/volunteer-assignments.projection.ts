import type { VolunteerAssignmentSource, VolunteerAssignmentStatus } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import type { SlotFacts, SlotPlaces, VolunteerSlotEvent } from '../domain/volunteer-slot.events';

/** One person's place on a slot: their schedule, and how often they served, read from here. */
export type VolunteerAssignmentDocument = {
  _id: string;
  slotId: string;
  memberId: string;
  status: VolunteerAssignmentStatus;
  source: VolunteerAssignmentSource;
  /** Why they declined, when they said. */
  declineReason?: string | null;
  /** The slot stream's revision of the last change applied. */
  revision: number;
} & SlotFacts;

const ASSIGNMENT_EVENTS = new Set<VolunteerSlotEvent['type']>([
  'VolunteerPlaceTaken',
  'VolunteerAssignmentConfirmed',
  'VolunteerAssignmentDeclined',
  'VolunteerSlotMoved',
  'VolunteerSlotCancelled',
]);

export const volunteerAssignmentsProjection: Projection<VolunteerAssignmentDocument> = {
  name: 'volunteers-assignments',
  collection: 'volunteer-assignments',
  version: 1,
  indexes: [{ spec: { memberId: 1, startsAt: 1 } }, { spec: { slotId: 1 } }],
  canHandle: (event: RecordedEvent) => ASSIGNMENT_EVENTS.has(event.type as VolunteerSlotEvent['type']),
  documentId: (event: RecordedEvent) => (event.data as { assignmentId?: string }).assignmentId ?? null,
  // A slot that moves or is cancelled takes every place on it along.
  documentIds: (event: RecordedEvent) =>
    (event.data as Partial<SlotPlaces> & { assignmentId?: string }).assignments?.map((a) => a.assignmentId) ??
    [(event.data as { assignmentId?: string }).assignmentId ?? ''].filter(Boolean),
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as VolunteerSlotEvent;
    switch (event.type) {
      case 'VolunteerPlaceTaken': {
        const { assignmentId, slotId: _slot, ...rest } = event.data;
        return { _id: assignmentId, slotId: event.data.slotId, ...rest, status: 'pending', revision: recorded.revision };
      }
      case 'VolunteerAssignmentConfirmed':
        return document ? { ...document, status: 'confirmed', revision: recorded.revision } : null;
      case 'VolunteerAssignmentDeclined':
        return document ? { ...document, status: 'declined', declineReason: event.data.reason || null, revision: recorded.revision } : null;
      case 'VolunteerSlotMoved': {
        const { eventId, title, occurrenceStart, date, startsAt, endsAt } = event.data;
        return document ? { ...document, eventId, title, occurrenceStart, date, startsAt, endsAt, revision: recorded.revision } : null;
      }
      case 'VolunteerSlotCancelled':
        return null;
      default:
        return document;
    }
  },
};
