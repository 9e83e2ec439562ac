import type { Decider } from '../../../platform/commands/decider.type';
import type { ChatReaderEvent } from './chat.events';

export type ChatReaderCommand = { type: 'MarkChatRead'; markerId: string; channelId: string; userId: string; seq: number };

/** One person's read marker in one channel: it only moves forward. */
export const chatReaderDecider: Decider<{ seq: number }, ChatReaderCommand, ChatReaderEvent> = {
  initialState: () => ({ seq: 0 }),
  evolve: (state, event) => (event.type === 'ChatChannelReadUpTo' ? { seq: Math.max(state.seq, event.data.seq) } : state),
  decide(command, state) {
    if (command.seq <= state.seq) return [];
    return [{ type: 'ChatChannelReadUpTo', data: { markerId: command.markerId, channelId: command.channelId, userId: command.userId, seq: command.seq } }];
  },
  // A reader's marker moves with every message they read: keep loads short.
  snapshot: { name: 'chat-reader', version: 1, every: 50 },
};
