import type { VolunteerAssignmentSource } from '@koinonia/contracts';

/** What a slot is for, copied onto each assignment so that a volunteer's schedule reads one record. */
export type SlotFacts = {
  teamId: string;
  positionId: string;
  positionName: string;
  eventId: string;
  title: string;
  occurrenceStart: string;
  /** The occurrence's date in the church's zone (for requirements and blockouts, which are dates). */
  date: string;
  startsAt: string;
  endsAt: string;
};

export type VolunteerSlotOpened = { type: 'VolunteerSlotOpened'; data: { slotId: string; needed: number } & SlotFacts };
export type VolunteerPlaceTaken = {
  type: 'VolunteerPlaceTaken';
  data: { slotId: string; assignmentId: string; memberId: string; source: VolunteerAssignmentSource } & SlotFacts;
};
export type VolunteerAssignmentConfirmed = { type: 'VolunteerAssignmentConfirmed'; data: { slotId: string; assignmentId: string; memberId: string } };
/** Frees the place; the team's leaders (as they were then) are told who declined what. */
export type VolunteerAssignmentDeclined = {
  type: 'VolunteerAssignmentDeclined';
  data: {
    slotId: string;
    assignmentId: string;
    memberId: string;
    volunteerName: string;
    leaderIds: string[];
    teamId: string;
    title: string;
    positionName: string;
    startsAt: string;
    /** Why, in their words ('' or absent when they did not say). */
    reason?: string;
  };
};

/** Where an occurrence is: what a slot copies of it, and what follows it when it moves. */
export type OccurrenceFacts = Pick<SlotFacts, 'eventId' | 'title' | 'occurrenceStart' | 'date' | 'startsAt' | 'endsAt'>;
/** The places on a slot when it moved or was cancelled: the people holding them (not declined) are told. */
export type SlotPlaces = { assignments: Array<{ assignmentId: string; memberId: string; declined: boolean }> };
/** The occurrence moved (or went to the event continuing its series): the slot, and every place on it, go with it. */
export type VolunteerSlotMoved = {
  type: 'VolunteerSlotMoved';
  data: { slotId: string; was: { startsAt: string }; positionName: string } & OccurrenceFacts & SlotPlaces;
};
/** The occurrence is gone: so is the slot, and every place on it. */
export type VolunteerSlotCancelled = {
  type: 'VolunteerSlotCancelled';
  data: { slotId: string; title: string; positionName: string; startsAt: string } & SlotPlaces;
};

export type VolunteerSlotEvent =
  VolunteerSlotOpened | VolunteerPlaceTaken | VolunteerAssignmentConfirmed | VolunteerAssignmentDeclined | VolunteerSlotMoved | VolunteerSlotCancelled;

export const VOLUNTEER_SLOT_EVENT_TYPES: ReadonlySet<string> = new Set<VolunteerSlotEvent['type']>([
  'VolunteerSlotOpened',
  'VolunteerPlaceTaken',
  'VolunteerAssignmentConfirmed',
  'VolunteerAssignmentDeclined',
  'VolunteerSlotMoved',
  'VolunteerSlotCancelled',
]);

/**
 * A slot and every place taken on it, in one stream: a sign-up is decided against the places taken
 * at the stream's revision, so twenty people racing for the last place meet there and one wins.
 */
export const volunteerSlotStream = (slotId: string) => `volunteer-slot-${slotId}`;
