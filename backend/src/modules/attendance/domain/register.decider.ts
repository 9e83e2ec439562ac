import type { GatheringKind } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import type { RegisterEvent } from './gathering.events';

/** One occurrence's register: who was recorded present, and its headcount. */
export type RegisterCommand =
  | { type: 'RecordAttendance'; gatheringId: string; kind: GatheringKind; date: string; memberIds: string[]; recordingId: string }
  | { type: 'RecordHeadcount'; gatheringId: string; kind: GatheringKind; date: string; count: number };

export interface RegisterState {
  present: string[];
  headcount: number;
}

export const registerDecider: Decider<RegisterState, RegisterCommand, RegisterEvent> = {
  initialState: () => ({ present: [], headcount: 0 }),

  evolve(state, event) {
    switch (event.type) {
      case 'AttendanceRecorded':
        // Applied twice, an event still counts its person once.
        return state.present.includes(event.data.memberId) ? state : { ...state, present: [...state.present, event.data.memberId] };
      case 'HeadcountRecorded':
        return { ...state, headcount: event.data.count };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'RecordAttendance': {
        const { gatheringId, kind, date, recordingId } = command;
        const already = new Set(state.present);
        const fresh: string[] = [];
        for (const memberId of command.memberIds) {
          // Recording someone twice, in one request or two, counts them once.
          if (already.has(memberId)) continue;
          already.add(memberId);
          fresh.push(memberId);
        }
        return fresh.map((memberId) => ({ type: 'AttendanceRecorded', data: { gatheringId, kind, date, memberId, recordingId } }));
      }
      case 'RecordHeadcount': {
        if (command.count === state.headcount) return [];
        const { gatheringId, kind, date, count } = command;
        return [{ type: 'HeadcountRecorded', data: { gatheringId, kind, date, count } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown register command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
