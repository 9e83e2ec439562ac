import type { ChatChannelKind } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { ChatChannelEvent } from './chat.events';

export type ChatChannelCommand =
  | {
      type: 'OpenChatChannel';
      channelId: string;
      name: string;
      kind: ChatChannelKind;
      groupId: string | null;
      ministryId: string | null;
      memberIds: string[];
    }
  | { type: 'MuteChatMember'; channelId: string; userId: string; reason: string; until?: string | null }
  | { type: 'UnmuteChatMember'; channelId: string; userId: string };

export interface ChatChannelState {
  status: 'none' | 'open';
  kind: ChatChannelKind | null;
  name: string;
  groupId: string | null;
  ministryId: string | null;
  memberIds: string[];
  /** Who is muted, and until when (null: until unmuted). A mute whose end has passed no longer holds. */
  mutes: Record<string, string | null>;
}

/** Whether someone may not write in the channel now. */
export const isMuted = (state: Pick<ChatChannelState, 'mutes'>, userId: string, now: string): boolean => {
  if (!(userId in state.mutes)) return false;
  const until = state.mutes[userId];
  return until == null || until > now;
};

/** A channel: opened once (a direct message between the same two people is the same channel), then its mutes. */
export const chatChannelDecider: Decider<ChatChannelState, ChatChannelCommand, ChatChannelEvent> = {
  initialState: () => ({ status: 'none', kind: null, name: '', groupId: null, ministryId: null, memberIds: [], mutes: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'ChatChannelOpened':
        return {
          ...state,
          status: 'open',
          kind: event.data.kind,
          name: event.data.name,
          groupId: event.data.groupId,
          ministryId: event.data.ministryId,
          memberIds: event.data.memberIds,
        };
      case 'ChatMemberMuted':
        return { ...state, mutes: { ...state.mutes, [event.data.userId]: event.data.until ?? null } };
      case 'ChatMemberUnmuted': {
        const { [event.data.userId]: _gone, ...mutes } = state.mutes;
        void _gone;
        return { ...state, mutes };
      }
      default:
        return state;
    }
  },
  decide(command, state, context) {
    switch (command.type) {
      case 'OpenChatChannel': {
        // Opening the same direct message again is no change: it is the one channel of those two.
        if (state.status === 'open') return [];
        const { type: _type, ...data } = command;
        void _type;
        return [{ type: 'ChatChannelOpened', data: { ...data, memberIds: [...new Set(command.memberIds)], openedBy: context.actorId, openedAt: context.now } }];
      }
      case 'MuteChatMember': {
        if (state.status !== 'open') throw new DomainError('NOT_FOUND');
        const until = command.until ?? null;
        // Muted already, to the same end: nothing new. A new end (or none) is a new step.
        if (isMuted(state, command.userId, context.now) && state.mutes[command.userId] === until) return [];
        return [
          {
            type: 'ChatMemberMuted',
            data: {
              channelId: command.channelId,
              userId: command.userId,
              mutedBy: context.actorId,
              mutedAt: context.now,
              reason: command.reason,
              ...(until ? { until } : {}),
            },
          },
        ];
      }
      case 'UnmuteChatMember':
        if (state.status !== 'open') throw new DomainError('NOT_FOUND');
        if (!isMuted(state, command.userId, context.now)) return [];
        return [
          { type: 'ChatMemberUnmuted', data: { channelId: command.channelId, userId: command.userId, unmutedBy: context.actorId, unmutedAt: context.now } },
        ];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
