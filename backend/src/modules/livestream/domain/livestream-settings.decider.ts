import { LIVESTREAM_LIMITS, VALIDATION_MESSAGES, type RestreamKind } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { LivestreamSettingsEvent } from './livestream.events';

export interface StoredDestination {
  destinationId: string;
  kind: RestreamKind;
  name: string;
  serverUrl: string;
  sealedKey: string;
  enabled: boolean;
}

export type LivestreamSettingsCommand =
  | { type: 'RotateStreamKey'; sealedKey: string; keyMac: string }
  | { type: 'AddRestreamDestination'; destination: StoredDestination }
  | { type: 'SetRestreamEnabled'; destinationId: string; enabled: boolean }
  | { type: 'RemoveRestreamDestination'; destinationId: string }
  | { type: 'ChangeLivestreamOptions'; publicWatch: boolean }
  | { type: 'ScheduleNextStream'; eventId: string | null };

export interface LivestreamSettingsState {
  sealedKey: string | null;
  keyMac: string | null;
  keyCreatedAt: string | null;
  destinations: StoredDestination[];
  publicWatch: boolean;
  nextStreamEventId: string | null;
}

const withDestination = (state: LivestreamSettingsState, id: string, change: (d: StoredDestination) => StoredDestination | null) => ({
  ...state,
  destinations: state.destinations.flatMap((d) => {
    if (d.destinationId !== id) return [d];
    const changed = change(d);
    return changed ? [changed] : [];
  }),
});

function destinationOf(state: LivestreamSettingsState, id: string): StoredDestination {
  const found = state.destinations.find((d) => d.destinationId === id);
  if (!found) throw new DomainError('NOT_FOUND', { destinationId: id });
  return found;
}

/** The church's livestream settings: one stream key (rotated, never kept in clear), restream destinations, options. */
export const livestreamSettingsDecider: Decider<LivestreamSettingsState, LivestreamSettingsCommand, LivestreamSettingsEvent> = {
  initialState: () => ({ sealedKey: null, keyMac: null, keyCreatedAt: null, destinations: [], publicWatch: false, nextStreamEventId: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'StreamKeyRotated':
        return { ...state, sealedKey: event.data.sealedKey, keyMac: event.data.keyMac, keyCreatedAt: event.data.rotatedAt };
      case 'RestreamDestinationAdded':
        return { ...state, destinations: [...state.destinations, { ...event.data }] };
      case 'RestreamDestinationEnabled':
        return withDestination(state, event.data.destinationId, (d) => ({ ...d, enabled: true }));
      case 'RestreamDestinationDisabled':
        return withDestination(state, event.data.destinationId, (d) => ({ ...d, enabled: false }));
      case 'RestreamDestinationRemoved':
        return withDestination(state, event.data.destinationId, () => null);
      case 'LivestreamOptionsChanged':
        return { ...state, publicWatch: event.data.publicWatch };
      case 'NextStreamScheduled':
        return { ...state, nextStreamEventId: event.data.eventId };
      default:
        return state;
    }
  },
  decide(command, state, context) {
    switch (command.type) {
      case 'RotateStreamKey':
        return [{ type: 'StreamKeyRotated', data: { sealedKey: command.sealedKey, keyMac: command.keyMac, rotatedAt: context.now } }];
      case 'AddRestreamDestination':
        if (state.destinations.length >= LIVESTREAM_LIMITS.destinations) throw DomainError.validation([{ field: 'kind', message: VALIDATION_MESSAGES.choice }]);
        if (state.destinations.some((d) => d.destinationId === command.destination.destinationId)) throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'RestreamDestinationAdded', data: { ...command.destination } }];
      case 'SetRestreamEnabled': {
        const destination = destinationOf(state, command.destinationId);
        if (destination.enabled === command.enabled) return [];
        return [{ type: command.enabled ? 'RestreamDestinationEnabled' : 'RestreamDestinationDisabled', data: { destinationId: command.destinationId } }];
      }
      case 'RemoveRestreamDestination':
        destinationOf(state, command.destinationId);
        return [{ type: 'RestreamDestinationRemoved', data: { destinationId: command.destinationId } }];
      case 'ChangeLivestreamOptions':
        return state.publicWatch === command.publicWatch ? [] : [{ type: 'LivestreamOptionsChanged', data: { publicWatch: command.publicWatch } }];
      case 'ScheduleNextStream':
        return state.nextStreamEventId === command.eventId ? [] : [{ type: 'NextStreamScheduled', data: { eventId: command.eventId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown livestream settings command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
