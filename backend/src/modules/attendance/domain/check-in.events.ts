/** A child handed into a room's care. Children checked in together share the check-in and its code. */
export type ChildCheckedIn = {
  type: 'ChildCheckedIn';
  data: {
    checkInId: string;
    memberId: string;
    childName: string;
    roomId: string;
    roomName: string;
    guardian: string;
    securityCode: string;
    allergies: string;
    medicalNotes: string;
  };
};

/** The child handed back to whoever showed the matching code. */
export type ChildCheckedOut = {
  type: 'ChildCheckedOut';
  data: { checkInId: string; memberId: string; roomId: string; collectedBy: string };
};

/** Someone asked for the child with a code that did not match: refused, and kept on the trail. */
export type ChildCheckOutRefused = {
  type: 'ChildCheckOutRefused';
  data: { checkInId: string; memberId: string; roomId: string; collectedBy: string };
};

export type CheckInEvent = ChildCheckedIn | ChildCheckedOut | ChildCheckOutRefused;
export const CHECK_IN_EVENT_TYPES: ReadonlySet<string> = new Set(['ChildCheckedIn', 'ChildCheckedOut', 'ChildCheckOutRefused']);

export type RoomAdded = { type: 'RoomAdded'; data: { roomId: string; name: string } };
export type RoomEvent = RoomAdded;

export const checkInStream = (checkInId: string) => `checkin-${checkInId}`;
export const roomStream = (roomId: string) => `checkinroom-${roomId}`;
