import { createHash } from 'node:crypto';
import { DomainError } from '../errors/domain-error';
import type { ErrorCode } from '@koinonia/contracts';
import type { Decider } from './decider.type';

/**
 * A value only one owner may hold at a time (a member's email, a user's email). Each value has
 * its own stream, so two writers racing for it meet at the stream's expected revision and only
 * one wins — no read model is trusted for uniqueness.
 */
export type ClaimEvent = { type: 'ValueClaimed'; data: { value: string; ownerId: string } } | { type: 'ValueReleased'; data: { ownerId: string } };

export type ClaimCommand = { type: 'Claim'; ownerId: string; value: string } | { type: 'Release'; ownerId: string };

export interface ClaimState {
  ownerId: string | null;
}

export function claimStream(namespace: string, value: string): string {
  return `${namespace}-${createHash('sha256').update(value).digest('hex').slice(0, 32)}`;
}

export function claimDecider(conflict: ErrorCode): Decider<ClaimState, ClaimCommand, ClaimEvent> {
  return {
    initialState: () => ({ ownerId: null }),
    evolve: (state, event) => {
      switch (event.type) {
        case 'ValueClaimed':
          return { ownerId: event.data.ownerId };
        case 'ValueReleased':
          return state.ownerId === event.data.ownerId ? { ownerId: null } : state;
        default:
          return state;
      }
    },
    decide: (command, state) => {
      switch (command.type) {
        case 'Claim':
          if (state.ownerId === command.ownerId) return [];
          if (state.ownerId !== null) throw new DomainError(conflict, { fields: [] });
          return [{ type: 'ValueClaimed', data: { value: command.value, ownerId: command.ownerId } }];
        case 'Release':
          return state.ownerId === command.ownerId ? [{ type: 'ValueReleased', data: { ownerId: command.ownerId } }] : [];
        default: {
          const unknown: never = command;
          throw new Error(`Unknown claim command ${JSON.stringify(unknown)}`);
        }
      }
    },
  };
}
