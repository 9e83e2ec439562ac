import { VALIDATION_MESSAGES, WORSHIP_LIMITS } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import { SONG_DETAIL_FIELDS, type SongAttachment, type SongDetails, type SongEvent } from './song.events';

export type SongState = { status: 'none' } | ({ status: 'active' | 'removed'; songId: string; attachments: SongAttachment[] } & SongDetails);

export type SongCommand =
  | { type: 'AddSong'; songId: string; details: SongDetails }
  | { type: 'ChangeSong'; songId: string; details: SongDetails }
  | { type: 'RemoveSong'; songId: string }
  | { type: 'AttachSongChart'; songId: string; attachment: SongAttachment }
  | { type: 'DetachSongChart'; songId: string; attachmentId: string };

function active(state: SongState) {
  if (state.status !== 'active') throw new DomainError('NOT_FOUND');
  return state;
}

/** A song of the library, with its chord charts. */
export const songDecider: Decider<SongState, SongCommand, SongEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'SongAdded': {
        const { songId, ...details } = event.data;
        return { status: 'active', songId, attachments: [], ...details };
      }
      case 'SongChanged':
        return state.status === 'none' ? state : { ...state, ...event.data.changes };
      case 'SongRemoved':
        return state.status === 'none' ? state : { ...state, status: 'removed' };
      case 'SongChartAttached':
        return state.status === 'none' ? state : { ...state, attachments: [...state.attachments, event.data.attachment] };
      case 'SongChartDetached':
        return state.status === 'none' ? state : { ...state, attachments: state.attachments.filter((a) => a.id !== event.data.attachmentId) };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddSong':
        if (state.status !== 'none') return [];
        return [{ type: 'SongAdded', data: { songId: command.songId, ...command.details } }];
      case 'ChangeSong': {
        const song = active(state);
        const changes: Partial<SongDetails> = {};
        for (const field of SONG_DETAIL_FIELDS) {
          if (JSON.stringify(song[field]) !== JSON.stringify(command.details[field])) Object.assign(changes, { [field]: command.details[field] });
        }
        return Object.keys(changes).length === 0 ? [] : [{ type: 'SongChanged', data: { songId: command.songId, changes } }];
      }
      case 'RemoveSong':
        if (state.status !== 'active') return [];
        return [{ type: 'SongRemoved', data: { songId: command.songId } }];
      case 'AttachSongChart': {
        const song = active(state);
        if (song.attachments.length >= WORSHIP_LIMITS.attachments) throw DomainError.validation([{ field: 'file', message: VALIDATION_MESSAGES.tooLong }]);
        return [{ type: 'SongChartAttached', data: { songId: command.songId, attachment: command.attachment } }];
      }
      case 'DetachSongChart': {
        const song = active(state);
        if (!song.attachments.some((a) => a.id === command.attachmentId)) throw new DomainError('NOT_FOUND');
        return [{ type: 'SongChartDetached', data: { songId: command.songId, attachmentId: command.attachmentId } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },
};
