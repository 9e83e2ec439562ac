import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { BroadcastEvent } from './livestream.events';

export type BroadcastCommand =
  | { type: 'StartBroadcast'; broadcastId: string; startedAt: string }
  | { type: 'EndBroadcast'; broadcastId: string; endedAt: string; recording: { file: string; playlist: string; durationSeconds: number } | null }
  | { type: 'TrimRecording'; broadcastId: string; file: string; startSeconds: number; endSeconds: number };

export interface BroadcastState {
  status: 'none' | 'live' | 'ended';
  startedAt: string | null;
  recorded: boolean;
  durationSeconds: number;
}

/**
 * One push from the encoder: started, ended, and its recording saved (when one was written) and
 * perhaps trimmed. The recording's id is the broadcast's.
 */
export const broadcastDecider: Decider<BroadcastState, BroadcastCommand, BroadcastEvent> = {
  initialState: () => ({ status: 'none', startedAt: null, recorded: false, durationSeconds: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'LivestreamStarted':
        return { ...state, status: 'live', startedAt: event.data.startedAt };
      case 'LivestreamEnded':
        return { ...state, status: 'ended' };
      case 'LivestreamRecordingSaved':
        return { ...state, recorded: true, durationSeconds: event.data.durationSeconds };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartBroadcast':
        if (state.status !== 'none') return [];
        return [{ type: 'LivestreamStarted', data: { broadcastId: command.broadcastId, startedAt: command.startedAt } }];
      case 'EndBroadcast': {
        if (state.status !== 'live' || state.startedAt === null) return [];
        const ended: BroadcastEvent = { type: 'LivestreamEnded', data: { broadcastId: command.broadcastId, endedAt: command.endedAt } };
        if (!command.recording) return [ended];
        return [
          ended,
          {
            type: 'LivestreamRecordingSaved',
            data: {
              recordingId: command.broadcastId,
              file: command.recording.file,
              playlist: command.recording.playlist,
              startedAt: state.startedAt,
              endedAt: command.endedAt,
              durationSeconds: command.recording.durationSeconds,
            },
          },
        ];
      }
      case 'TrimRecording': {
        if (!state.recorded) throw new DomainError('NOT_FOUND', { recordingId: command.broadcastId });
        const { startSeconds, endSeconds } = command;
        if (!(endSeconds > startSeconds) || endSeconds > state.durationSeconds + 1)
          throw DomainError.validation([{ field: 'endSeconds', message: VALIDATION_MESSAGES.choice }]);
        return [
          {
            type: 'LivestreamRecordingTrimmed',
            data: { recordingId: command.broadcastId, file: command.file, startSeconds, endSeconds, durationSeconds: endSeconds - startSeconds },
          },
        ];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown broadcast command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
