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
  | { type: 'MuteChatMember'; channelId: string; userId: string; reason: string }
  | { type: 'UnmuteChatMember'; channelId: string; userId: string };

export interface ChatChannelState {
  status: 'none' | 'open';
  kind: ChatChannelKind | null;
  name: string;
  groupId: string | null;
  ministryId: string | null;
  memberIds: string[];
  muted: string[];
}

/** A channel: opened once (a direct message between the same two people is the same channel), then its mutes. */
export const chatChannelDecider: Decider<ChatChannelState, ChatChannelCommand, ChatChannelEvent> = {
  initialState: () => ({ status: 'none', kind: null, name: '', groupId: null, ministryId: null, memberIds: [], muted: [] }),
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
        return { ...state, muted: [...state.muted.filter((id) => id !== event.data.userId), event.data.userId] };
      case 'ChatMemberUnmuted':
        return { ...state, muted: state.muted.filter((id) => id !== event.data.userId) };
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
      case 'MuteChatMember':
        if (state.status !== 'open') throw new DomainError('NOT_FOUND');
        if (state.muted.includes(command.userId)) return [];
        return [
          {
            type: 'ChatMemberMuted',
            data: { channelId: command.channelId, userId: command.userId, mutedBy: context.actorId, mutedAt: context.now, reason: command.reason },
          },
        ];
      case 'UnmuteChatMember':
        if (state.status !== 'open') throw new DomainError('NOT_FOUND');
        if (!state.muted.includes(command.userId)) return [];
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
