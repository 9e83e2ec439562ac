import type { GatheringKind, GatheringRepeat } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Decider } from '../../../platform/commands/decider.type';
import type { GatheringEvent } from './gathering.events';

export type GatheringCommand = {
  type: 'ScheduleGathering';
  gatheringId: string;
  name: string;
  kind: GatheringKind;
  startsAt: string;
  repeat: GatheringRepeat;
  rrule: string | null;
};

export type GatheringState =
  | { status: 'none' }
  | { status: 'scheduled'; gatheringId: string; name: string; kind: GatheringKind; startsAt: string; repeat: GatheringRepeat; rrule: string | null };

export const gatheringDecider: Decider<GatheringState, GatheringCommand, GatheringEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'GatheringScheduled':
        return { status: 'scheduled', ...event.data };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ScheduleGathering': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        // The schedule was read and checked by the handler (rrule is a library, not domain).
        const rrule = command.repeat === 'rrule' ? command.rrule : null;
        const { gatheringId, name, kind, startsAt, repeat } = command;
        return [{ type: 'GatheringScheduled', data: { gatheringId, name, kind, startsAt, repeat, rrule } }];
      }
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown gathering command ${String(unknown)}`);
      }
    }
  },
};
