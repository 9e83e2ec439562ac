import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { ChurchEvent } from './church.events';

export type ChurchCommand =
  | { type: 'FoundChurch'; churchId: string; name: string; timeZone: string }
  | { type: 'AddMinistry'; churchId: string; ministryId: string; name: string; description: string };

export interface ChurchState {
  founded: boolean;
  ministryNames: string[];
}

export const churchDecider: Decider<ChurchState, ChurchCommand, ChurchEvent> = {
  initialState: () => ({ founded: false, ministryNames: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'ChurchFounded':
        return { ...state, founded: true };
      case 'MinistryAdded':
        return { ...state, ministryNames: [...state.ministryNames, event.data.name] };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'FoundChurch':
        if (state.founded) return [];
        return [{ type: 'ChurchFounded', data: { churchId: command.churchId, name: command.name, timeZone: command.timeZone } }];
      case 'AddMinistry': {
        if (!state.founded) throw new DomainError('NOT_FOUND');
        const taken = state.ministryNames.some((n) => n.toLowerCase() === command.name.toLowerCase());
        if (taken) throw DomainError.validation([{ field: 'name', message: VALIDATION_MESSAGES.choice }]);
        return [
          {
            type: 'MinistryAdded',
            data: { churchId: command.churchId, ministryId: command.ministryId, name: command.name, description: command.description },
          },
        ];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown church command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
