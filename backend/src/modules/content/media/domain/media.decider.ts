import type { MediaMetadata } from '@koinonia/contracts';
import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import type { MediaFileEvent, MediaFileUploaded, MediaSettingsEvent } from './media.events';

export type MediaFileCommand =
  | { type: 'RegisterMediaFile'; file: Omit<MediaFileUploaded['data'], 'uploadedBy' | 'uploadedAt'> }
  | { type: 'RecordMediaProbe'; mediaId: string; outcome: 'done' | 'failed'; metadata: MediaMetadata | null; thumbnailKey: string | null }
  | { type: 'ChangeMediaDetails'; mediaId: string; name?: string; tags?: string[] }
  | { type: 'DeleteMediaFile'; mediaId: string; uses: number; confirmed: boolean };

export interface MediaFileState {
  status: 'none' | 'present' | 'deleted';
  name: string;
  tags: string[];
  probed: boolean;
}

const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((tag, i) => tag === b[i]);

/**
 * One file of the media library: uploaded, probed once, renamed and tagged, deleted. A file that
 * something uses (a sermon) is deleted only when the person confirms they mean it (MEDIA_IN_USE).
 */
export const mediaFileDecider: Decider<MediaFileState, MediaFileCommand, MediaFileEvent> = {
  initialState: () => ({ status: 'none', name: '', tags: [], probed: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'MediaFileUploaded':
        return { status: 'present', name: event.data.name, tags: [], probed: false };
      case 'MediaFileProbed':
        return { ...state, probed: true };
      case 'MediaFileRenamed':
        return { ...state, name: event.data.name };
      case 'MediaFileTagged':
        return { ...state, tags: event.data.tags };
      case 'MediaFileDeleted':
        return { ...state, status: 'deleted' };
      default:
        return state;
    }
  },
  decide(command, state, { now, actorId }) {
    if (command.type === 'RegisterMediaFile') {
      if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
      return [{ type: 'MediaFileUploaded', data: { ...command.file, uploadedBy: actorId, uploadedAt: now } }];
    }
    if (state.status !== 'present') throw new DomainError('NOT_FOUND');
    switch (command.type) {
      case 'RecordMediaProbe':
        // Probed once: a reactor's retry records nothing new.
        if (state.probed) return [];
        return [
          {
            type: 'MediaFileProbed',
            data: { mediaId: command.mediaId, outcome: command.outcome, metadata: command.metadata, thumbnailKey: command.thumbnailKey },
          },
        ];
      case 'ChangeMediaDetails': {
        const events: MediaFileEvent[] = [];
        if (command.name !== undefined && command.name !== state.name)
          events.push({ type: 'MediaFileRenamed', data: { mediaId: command.mediaId, name: command.name } });
        const tags = command.tags ? [...command.tags].sort() : undefined;
        if (tags && !sameTags(tags, state.tags)) events.push({ type: 'MediaFileTagged', data: { mediaId: command.mediaId, tags } });
        return events;
      }
      case 'DeleteMediaFile':
        if (command.uses > 0 && !command.confirmed) throw new DomainError('MEDIA_IN_USE', { uses: command.uses });
        return [{ type: 'MediaFileDeleted', data: { mediaId: command.mediaId, deletedBy: actorId, usesAtDeletion: command.uses } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown media command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

export type MediaSettingsCommand = { type: 'ChangeUploadLimit'; maxUploadBytes: number };

/** The church's media settings: one stream, the upload size limit. */
export const mediaSettingsDecider: Decider<{ maxUploadBytes: number | null }, MediaSettingsCommand, MediaSettingsEvent> = {
  initialState: () => ({ maxUploadBytes: null }),
  evolve: (state, event) => (event.type === 'MediaUploadLimitChanged' ? { maxUploadBytes: event.data.maxUploadBytes } : state),
  decide(command, state) {
    if (command.maxUploadBytes === state.maxUploadBytes) return [];
    return [{ type: 'MediaUploadLimitChanged', data: { maxUploadBytes: command.maxUploadBytes } }];
  },
};
