import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { filledOf, volunteerSlotDecider, type ExistingSlot } from '../domain/volunteer-slot.decider';
import { VOLUNTEER_SLOT_EVENT_TYPES, type VolunteerSlotEvent } from '../domain/volunteer-slot.events';

/** A slot with the places taken on it, by event, team and start for the schedule's windows. */
export type VolunteerSlotDocument = {
  _id: string;
  slot: ExistingSlot;
  eventId: string;
  teamId: string;
  startsAt: string;
  filled: number;
  confirmed: number;
  revision: number;
};

export const volunteerSlotsProjection: Projection<VolunteerSlotDocument> = {
  name: 'volunteers-slots',
  collection: 'volunteer-slots',
  version: 1,
  indexes: [{ spec: { startsAt: 1 } }, { spec: { eventId: 1 } }],
  canHandle: (event: RecordedEvent) => VOLUNTEER_SLOT_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { slotId?: string }).slotId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as VolunteerSlotEvent;
    if (!document && event.type !== 'VolunteerSlotOpened') return null;
    const slot = volunteerSlotDecider.evolve(document?.slot ?? volunteerSlotDecider.initialState(), event);
    // A cancelled slot leaves the schedule with its occurrence.
    if (slot.status !== 'open') return null;
    return {
      _id: slot.slotId,
      slot,
      eventId: slot.facts.eventId,
      teamId: slot.facts.teamId,
      startsAt: slot.facts.startsAt,
      filled: filledOf(slot),
      confirmed: Object.values(slot.assignments).filter((a) => a.status === 'confirmed').length,
      revision: recorded.revision,
    };
  },
};
