import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { programDecider, type ProgramState } from '../domain/program.decider';
import { PROGRAM_EVENT_TYPES, type ProgramEvent } from '../domain/program.events';
import { programTemplateDecider, type ProgramTemplateState } from '../domain/program-template.decider';
import { PROGRAM_TEMPLATE_EVENT_TYPES, type ProgramTemplateEvent } from '../domain/program-template.events';
import { songDecider, type SongState } from '../domain/song.decider';
import { SONG_EVENT_TYPES, type SongEvent } from '../domain/song.events';

type Planned = Exclude<ProgramState, { status: 'none' }>;
type ActiveSong = Exclude<SongState, { status: 'none' }>;
type SavedTemplate = Exclude<ProgramTemplateState, { status: 'none' }>;

/** A song as its stream has it, with the lower-cased text a search matches. Removed songs stay (the usage report still names them) but are flagged. */
export type SongDocument = { _id: string; song: Omit<ActiveSong, 'status'>; removed: boolean; search: string; revision: number };

/** A program as its stream has it; `serviceAt` (epoch ms) for windows; `songIds` for the usage report. */
export type ProgramDocument = { _id: string; program: Omit<Planned, 'status'>; serviceAt: number; songIds: string[]; revision: number };

export type ProgramTemplateDocument = { _id: string; template: Omit<SavedTemplate, 'status'>; revision: number };

const idOf = (key: string) => (event: RecordedEvent) => (event.data as Record<string, unknown>)[key] as string | undefined;

function fold<State, Event>(evolve: (state: State, event: Event) => State, from: State, recorded: RecordedEvent): State {
  return evolve(from, { type: recorded.type, data: recorded.data } as Event);
}

export const songsProjection: Projection<SongDocument> = {
  name: 'worship-songs',
  collection: 'worship-songs',
  version: 1,
  canHandle: (event) => SONG_EVENT_TYPES.has(event.type),
  documentId: (event) => idOf('songId')(event) ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    // Starting mid-stream, an update has nothing to update.
    if (!document && recorded.type !== 'SongAdded') return null;
    const before: SongState = document ? { status: document.removed ? 'removed' : 'active', ...document.song } : songDecider.initialState();
    const state = fold<SongState, SongEvent>(songDecider.evolve, before, recorded);
    if (state.status === 'none') return null;
    const { status, ...song } = state;
    const search = [song.title, song.authors, song.ccliNumber, ...song.tags].join(' ').toLowerCase();
    return { _id: song.songId, song, removed: status === 'removed', search, revision: recorded.revision };
  },
};

export const programsProjection: Projection<ProgramDocument> = {
  name: 'worship-programs',
  collection: 'worship-programs',
  version: 1,
  indexes: [{ spec: { serviceAt: 1 } }],
  canHandle: (event) => PROGRAM_EVENT_TYPES.has(event.type),
  documentId: (event) => idOf('programId')(event) ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    if (!document && recorded.type !== 'ProgramCreated') return null;
    const before: ProgramState = document ? { status: 'planned', ...document.program } : programDecider.initialState();
    const state = fold<ProgramState, ProgramEvent>(programDecider.evolve, before, recorded);
    // A deleted program leaves the read side.
    if (state.status !== 'planned') return null;
    const { status: _status, ...program } = state;
    const songIds = program.items.flatMap((item) => (item.kind === 'song' && item.songId ? [item.songId] : []));
    return { _id: program.programId, program, serviceAt: Date.parse(program.serviceStart), songIds, revision: recorded.revision };
  },
};

export const programTemplatesProjection: Projection<ProgramTemplateDocument> = {
  name: 'worship-program-templates',
  collection: 'worship-program-templates',
  version: 1,
  canHandle: (event) => PROGRAM_TEMPLATE_EVENT_TYPES.has(event.type),
  documentId: (event) => idOf('templateId')(event) ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const before: ProgramTemplateState = document ? { status: 'saved', ...document.template } : programTemplateDecider.initialState();
    const state = fold<ProgramTemplateState, ProgramTemplateEvent>(programTemplateDecider.evolve, before, recorded);
    if (state.status !== 'saved') return null;
    const { status: _status, ...template } = state;
    return { _id: template.templateId, template, revision: recorded.revision };
  },
};
