import { DomainError } from '../../../platform/errors/domain-error';
import type { Decider } from '../../../platform/commands/decider.type';
import type { CheckInEvent, ChildCheckedIn, RoomEvent } from './check-in.events';

export interface CheckInChild {
  memberId: string;
  childName: string;
  roomId: string;
  roomName: string;
  allergies: string;
  medicalNotes: string;
}

export type CheckInCommand =
  | { type: 'CheckIn'; checkInId: string; guardian: string; securityCode: string; children: CheckInChild[] }
  | { type: 'CheckOut'; checkInId: string; memberId: string; code: string; collectedBy: string };

export interface CheckInState {
  securityCode: string | null;
  /** Each child of the check-in: their room, and whether they are still in its care. */
  children: Record<string, { roomId: string; inCare: boolean }>;
}

export const checkInDecider: Decider<CheckInState, CheckInCommand, CheckInEvent> = {
  initialState: () => ({ securityCode: null, children: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'ChildCheckedIn':
        return {
          securityCode: event.data.securityCode,
          children: { ...state.children, [event.data.memberId]: { roomId: event.data.roomId, inCare: true } },
        };
      case 'ChildCheckedOut': {
        const child = state.children[event.data.memberId];
        return child ? { ...state, children: { ...state.children, [event.data.memberId]: { ...child, inCare: false } } } : state;
      }
      case 'ChildCheckOutRefused':
        return state;
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CheckIn': {
        if (state.securityCode !== null) throw new DomainError('CONCURRENCY_CONFLICT');
        const { checkInId, guardian, securityCode } = command;
        const seen = new Set<string>();
        const events: ChildCheckedIn[] = [];
        for (const child of command.children) {
          if (seen.has(child.memberId)) continue;
          seen.add(child.memberId);
          events.push({ type: 'ChildCheckedIn', data: { checkInId, guardian, securityCode, ...child } });
        }
        return events;
      }
      case 'CheckOut': {
        const child = state.children[command.memberId];
        if (!child || state.securityCode === null) throw new DomainError('NOT_FOUND');
        // Handed back already: asking again changes nothing (a double tap at the desk).
        if (!child.inCare) return [];
        const data = { checkInId: command.checkInId, memberId: command.memberId, roomId: child.roomId, collectedBy: command.collectedBy };
        // A wrong code is not thrown away: it is recorded, and the handler then refuses.
        if (command.code.trim().toUpperCase() !== state.securityCode) return [{ type: 'ChildCheckOutRefused', data }];
        return [{ type: 'ChildCheckedOut', data }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown check-in command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

export type RoomCommand = { type: 'AddRoom'; roomId: string; name: string };
export type RoomState = { status: 'none' } | { status: 'added'; name: string };

export const roomDecider: Decider<RoomState, RoomCommand, RoomEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'RoomAdded':
        return { status: 'added', name: event.data.name };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'AddRoom':
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'RoomAdded', data: { roomId: command.roomId, name: command.name } }];
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown room command ${String(unknown)}`);
      }
    }
  },
};
