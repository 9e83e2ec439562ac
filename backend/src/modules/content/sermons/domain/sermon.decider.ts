import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import { SERMON_FIELDS, type SermonEvent, type SermonRecord } from './sermon.events';

export type SermonCommand =
  | { type: 'DraftSermon'; sermonId: string; sermon: SermonRecord }
  | { type: 'ChangeSermon'; sermonId: string; changes: Partial<SermonRecord> }
  | { type: 'PublishSermon'; sermonId: string }
  | { type: 'UnpublishSermon'; sermonId: string };

export interface SermonState {
  status: 'none' | 'draft' | 'published';
  sermon: SermonRecord | null;
}

/** Field values compared as data: a scripture list or a media object given again unchanged is no change. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A file is given with a sermon once: the same one twice is a mistake, refused on the field. */
function refuseRepeatedAttachments(attachments: readonly string[]): void {
  if (new Set(attachments).size !== attachments.length) throw DomainError.validation([{ field: 'attachmentIds', message: VALIDATION_MESSAGES.choice }]);
}

/** A sermon: drafted, changed at any time, published for the congregation and the podcast, unpublished back to a draft. */
export const sermonDecider: Decider<SermonState, SermonCommand, SermonEvent> = {
  initialState: () => ({ status: 'none', sermon: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'SermonDrafted': {
        const { sermonId, ...sermon } = event.data;
        return sermonId ? { status: 'draft', sermon: { ...sermon, attachments: sermon.attachments ?? [] } } : state;
      }
      case 'SermonChanged':
        return state.sermon ? { ...state, sermon: { ...state.sermon, ...event.data.changes } } : state;
      case 'SermonPublished':
        return { ...state, status: 'published' };
      case 'SermonUnpublished':
        return { ...state, status: 'draft' };
      default:
        return state;
    }
  },
  decide(command, state, context) {
    switch (command.type) {
      case 'DraftSermon':
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        refuseRepeatedAttachments(command.sermon.attachments);
        return [{ type: 'SermonDrafted', data: { sermonId: command.sermonId, ...command.sermon } }];
      case 'ChangeSermon': {
        if (state.status === 'none' || !state.sermon) throw new DomainError('NOT_FOUND');
        if (command.changes.attachments) refuseRepeatedAttachments(command.changes.attachments);
        const changes: Partial<SermonRecord> = {};
        for (const field of SERMON_FIELDS) {
          const value = command.changes[field];
          if (value !== undefined && !same(value, state.sermon[field])) Object.assign(changes, { [field]: value });
        }
        return Object.keys(changes).length === 0 ? [] : [{ type: 'SermonChanged', data: { sermonId: command.sermonId, changes } }];
      }
      case 'PublishSermon':
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        return state.status === 'published' ? [] : [{ type: 'SermonPublished', data: { sermonId: command.sermonId, publishedAt: context.now } }];
      case 'UnpublishSermon':
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        return state.status === 'draft' ? [] : [{ type: 'SermonUnpublished', data: { sermonId: command.sermonId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown sermon command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
