import { Inject, Injectable } from '@nestjs/common';
import type {
  CurrentUser,
  ProgramsQueryDto,
  ProgramSummary,
  ProgramTemplateView,
  ProgramView,
  SongsQueryDto,
  SongUsageQueryDto,
  SongUsageRow,
  SongView,
} from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { EventQueriesService } from '../../events';
import { ChurchQuery } from '../../organisation';
import { runningTimes } from '../domain/program-times.util';
import type { ProgramDocument, ProgramTemplateDocument, SongDocument } from '../projections/worship.projections';

const DAY = 86_400_000;

function songView(document: SongDocument): SongView {
  const { songId, title, authors, ccliNumber, key, tempo, tags, lyrics, attachments } = document.song;
  return { id: songId, title, authors, ccliNumber, key, tempo, tags, lyrics, attachments, revision: document.revision };
}

export function programView(document: ProgramDocument, timeZone: string): ProgramView {
  const { programId, title, serviceStart, eventId, occurrenceStart, items } = document.program;
  const times = runningTimes(serviceStart, items);
  return {
    id: programId,
    title,
    serviceStart,
    eventId,
    occurrenceStart,
    items: times.items,
    totalSeconds: times.totalSeconds,
    endsAt: times.endsAt,
    timeZone,
    revision: document.revision,
  };
}

function programSummary(document: ProgramDocument, timeZone: string): ProgramSummary {
  const { programId, title, serviceStart, eventId, occurrenceStart, items } = document.program;
  return {
    id: programId,
    title,
    serviceStart,
    eventId,
    occurrenceStart,
    itemCount: items.length,
    totalSeconds: runningTimes(serviceStart, items).totalSeconds,
    timeZone,
  };
}

/** The worship context's reads: the song library, programs with their running times, templates, and song usage. */
@Injectable()
export class WorshipQueriesService {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly events: EventQueriesService,
    private readonly church: ChurchQuery,
  ) {}

  private get songs() {
    return this.readStore.collection<SongDocument>('worship-songs');
  }
  private get programs() {
    return this.readStore.collection<ProgramDocument>('worship-programs');
  }
  private get templates() {
    return this.readStore.collection<ProgramTemplateDocument>('worship-program-templates');
  }

  /** The church's time zone, for the times a run sheet prints. */
  async timeZone(): Promise<string> {
    return (await this.church.current())?.timeZone || 'UTC';
  }

  async song(id: string): Promise<SongView> {
    const document = await this.songs.findOne({ _id: id, removed: false });
    if (!document) throw new DomainError('NOT_FOUND');
    return songView(document);
  }

  /** The library by title, matching every word of `q` and the tag. */
  async searchSongs(query: SongsQueryDto): Promise<SongView[]> {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const tag = query.tag?.toLowerCase();
    const all = await this.songs.find({ removed: false });
    return all
      .filter((d) => words.every((word) => d.search.includes(word)) && (!tag || d.song.tags.some((t) => t.toLowerCase() === tag)))
      .map(songView)
      .sort((a, b) => a.title.localeCompare(b.title));
  }

  /** A program; not found when it plans an event the reader may not see (a staff meeting's order is the staff's). */
  async program(id: string, reader: CurrentUser): Promise<ProgramView> {
    const document = await this.programs.findOne({ _id: id });
    const eventId = document?.program.eventId;
    if (!document || (eventId && (await this.events.hiddenOf([eventId], reader)).has(eventId))) throw new DomainError('NOT_FOUND');
    return programView(document, await this.timeZone());
  }

  /** Programs whose service falls in the window (default: from today for 31 days), earliest first. */
  async listPrograms(query: ProgramsQueryDto, reader: CurrentUser, now = new Date()): Promise<ProgramSummary[]> {
    const window = await this.events.window(query.from ?? new Date(now.getTime() - DAY).toISOString().slice(0, 10), query.to, now);
    const found = await this.programs.find({ serviceAt: { $gte: window.from, $lt: window.to } }, { sort: { serviceAt: 1 } });
    const zone = await this.timeZone();
    const hidden = await this.events.hiddenOf(
      found.flatMap((document) => document.program.eventId ?? []),
      reader,
    );
    return found.filter((document) => !document.program.eventId || !hidden.has(document.program.eventId)).map((document) => programSummary(document, zone));
  }

  async template(id: string): Promise<ProgramTemplateView> {
    const document = await this.templates.findOne({ _id: id });
    if (!document) throw new DomainError('NOT_FOUND');
    return templateView(document);
  }

  async listTemplates(): Promise<ProgramTemplateView[]> {
    return (await this.templates.find({})).map(templateView).sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Each song sung in the services of the period (dates in the church's zone, both included), with how many services used it. */
  async usage(query: SongUsageQueryDto, now = new Date()): Promise<SongUsageRow[]> {
    const window = await this.events.window(query.from, query.to, now);
    const programs = await this.programs.find({ serviceAt: { $gte: window.from, $lt: window.to } });
    const uses = new Map<string, number>();
    for (const program of programs) for (const songId of program.songIds) uses.set(songId, (uses.get(songId) ?? 0) + 1);
    const songs = await this.songs.find({ _id: { $in: [...uses.keys()] } });
    return songs
      .map((d) => ({ songId: d._id, title: d.song.title, authors: d.song.authors, ccliNumber: d.song.ccliNumber, uses: uses.get(d._id) ?? 0 }))
      .sort((a, b) => b.uses - a.uses || a.title.localeCompare(b.title));
  }
}

function templateView(document: ProgramTemplateDocument): ProgramTemplateView {
  const { templateId, name, items } = document.template;
  return { id: templateId, name, items, totalSeconds: items.reduce((sum, item) => sum + item.durationSeconds, 0) };
}
