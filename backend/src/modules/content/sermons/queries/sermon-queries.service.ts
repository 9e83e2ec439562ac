import { Inject, Injectable } from '@nestjs/common';
import {
  BIBLE_BOOK_CODES,
  can,
  seriesIdOf,
  type CurrentUser,
  type Page,
  type ScripturePassage,
  type SermonFacets,
  type SermonSeriesRef,
  type SermonSort,
  type SermonsQueryDto,
  type SermonSummaryView,
  type SermonView,
} from '@koinonia/contracts';
import { DomainError } from '../../../../platform/errors/domain-error';
import { READ_STORE } from '../../../../platform/platform.tokens';
import type { Filter, ReadStore, SortSpec } from '../../../../platform/read-store/read-store.port';
import { sermonArchiveProjection, searchTextOf, searchWordsOf, type SermonDocument } from '../projections/sermon-archive.projection';
import { SermonFiles } from '../media/sermon-files.service';
import { KjvText } from '../scripture/kjv-text.service';

const SORTS: Record<SermonSort, SortSpec> = {
  '-preachedOn': { preachedOn: -1, title: 1, _id: 1 },
  preachedOn: { preachedOn: 1, title: 1, _id: 1 },
  title: { title: 1, _id: 1 },
};

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The media team (content.manage) sees drafts; everyone else only what is published. */
export const seesDrafts = (actor: CurrentUser | null) => actor !== null && can(actor.roles, 'content.manage');

export function toSummary(document: SermonDocument): SermonSummaryView {
  return {
    id: document._id,
    title: document.title,
    speaker: document.speaker,
    preachedOn: document.preachedOn,
    series: document.series,
    scripture: document.scripture,
    summary: document.summary,
    tags: document.tags,
    media: document.media,
    status: document.status,
    publishedAt: document.publishedAt,
    revision: document.revision,
  };
}

/** The sermon archive's read side: the list with its search and filters, one sermon, its passages, the filters' choices. */
@Injectable()
export class SermonQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly kjv: KjvText,
    private readonly files: SermonFiles,
  ) {}

  /** The summary with a library file's type, size and length as the library knows them now. */
  private async summaryOf(document: SermonDocument): Promise<SermonSummaryView> {
    return { ...toSummary(document), media: await this.files.resolve(document.media) };
  }

  private get sermons() {
    return this.readStore.collection<SermonDocument>(sermonArchiveProjection.collection);
  }

  async list(query: SermonsQueryDto, actor: CurrentUser): Promise<Page<SermonSummaryView>> {
    const filter: Filter = {};
    if (!seesDrafts(actor)) filter.status = 'published';
    else if (query.status) filter.status = query.status;
    if (query.search) Object.assign(filter, searchFilter(query.search));
    // A series by its id or by its name: the id is the name's slug.
    if (query.series) filter.seriesId = seriesIdOf(query.series);
    if (query.speaker) filter.speakerKey = query.speaker.toLowerCase();
    if (query.book) filter.books = query.book;
    if (query.from || query.to) filter.preachedOn = { ...(query.from ? { $gte: query.from } : {}), ...(query.to ? { $lte: query.to } : {}) };
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const [items, total] = await Promise.all([
      this.sermons.find(filter, { sort: SORTS[query.sort ?? '-preachedOn'], skip: (page - 1) * pageSize, limit: pageSize }),
      this.sermons.countDocuments(filter),
    ]);
    return { items: await Promise.all(items.map((item) => this.summaryOf(item))), total, page, pageSize };
  }

  /** One sermon; a draft is NOT_FOUND to those who may not see drafts, as if there were none. */
  async get(id: string, actor: CurrentUser | null): Promise<SermonView> {
    const document = await this.sermons.findOne({ _id: id });
    if (!document || (document.status !== 'published' && !seesDrafts(actor))) throw new DomainError('NOT_FOUND');
    return { ...(await this.summaryOf(document)), transcript: document.transcript, attachments: await this.files.attachments(document.attachments ?? []) };
  }

  async passages(id: string, actor: CurrentUser): Promise<ScripturePassage[]> {
    return this.kjv.passages((await this.get(id, actor)).scripture);
  }

  /** The series, speakers and books the reader's sermons have: what the archive's filters offer. */
  async facets(actor: CurrentUser): Promise<SermonFacets> {
    const documents = await this.sermons.find(seesDrafts(actor) ? {} : { status: 'published' }, { projection: { series: 1, speaker: 1, books: 1 } });
    const series = new Map<string, SermonSeriesRef>();
    const speakers = new Set<string>();
    const books = new Set<string>();
    for (const document of documents) {
      if (document.series) series.set(document.series.id, document.series);
      speakers.add(document.speaker.name);
      for (const book of document.books) books.add(book);
    }
    return {
      series: [...series.values()].sort((a, b) => a.name.localeCompare(b.name)),
      speakers: [...speakers].sort((a, b) => a.localeCompare(b)),
      books: sermonArchiveBooks(books),
    };
  }

  /** Published sermons, newest first, of one series when given: the podcast feeds. */
  async published(seriesId?: string): Promise<SermonDocument[]> {
    return this.sermons.find({ status: 'published', ...(seriesId ? { seriesId } : {}) }, { sort: SORTS['-preachedOn'] });
  }

  /** Published sermons (and drafts for the media team) whose text matches: global search's candidates. */
  async matching(text: string, actor: CurrentUser, limit: number): Promise<SermonDocument[]> {
    const filter: Filter = searchFilter(text);
    if (!seesDrafts(actor)) filter.status = 'published';
    return this.sermons.find(filter, { sort: SORTS['-preachedOn'], limit });
  }
}

/**
 * What a search finds: the text as typed anywhere in a sermon's title, speaker, series, scripture, tags
 * or summary, or each of its words among the transcript's words.
 */
function searchFilter(text: string): Filter {
  const needle = searchTextOf(text);
  const words = searchWordsOf(text);
  const inDetails: Filter = { searchText: { $regex: escapeRegex(needle) } };
  if (words.length === 0) return inDetails;
  return { $or: [inDetails, { $and: words.map((word) => ({ transcriptWords: word })) }] };
}

/** Books in canonical order. */
function sermonArchiveBooks(books: Set<string>): SermonFacets['books'] {
  return BIBLE_BOOK_CODES.filter((code) => books.has(code));
}
