import { Inject, Injectable } from '@nestjs/common';
import { EVENT_CATEGORIES, VALIDATION_MESSAGES, type EventCategoryView } from '@koinonia/contracts';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { ChurchQuery } from '../../organisation';
import { eventCategoriesDecider, isKnownCategory } from '../domain/event-categories.decider';
import { eventCategoriesStream } from '../domain/event-categories.events';
import type { EventCategoryDocument } from './event-categories.projection';

/** The built-in categories' English names (the client shows its own translation by slug). */
const BUILT_IN_LABELS: Record<(typeof EVENT_CATEGORIES)[number], string> = {
  worship: 'Worship',
  study: 'Bible study',
  fellowship: 'Fellowship',
  outreach: 'Outreach',
  youth: 'Youth',
  children: 'Children',
  music: 'Music',
  meeting: 'Meeting',
  other: 'Other',
};

/** The categories an event may have: the nine built in and the church's own. */
@Injectable()
export class EventCategories {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly church: ChurchQuery,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  /** The church the list belongs to ('church' before one is founded). */
  async churchId(): Promise<string> {
    return (await this.church.current())?.id ?? 'church';
  }

  /** Refuses an unknown category on the form's field, read from the list's own stream (a category added a moment ago counts). */
  async check(slug: string): Promise<void> {
    if ((EVENT_CATEGORIES as readonly string[]).includes(slug)) return;
    const { state } = await this.executor.load(eventCategoriesStream(await this.churchId()), eventCategoriesDecider);
    if (!isKnownCategory(state, slug)) throw DomainError.validation([{ field: 'category', message: VALIDATION_MESSAGES.choice }]);
  }

  async list(): Promise<EventCategoryView[]> {
    const own = await this.readStore.collection<EventCategoryDocument>('event-categories').find({}, { sort: { label: 1 } });
    return [
      ...EVENT_CATEGORIES.map((slug) => ({ slug, label: BUILT_IN_LABELS[slug], builtIn: true })),
      ...own.map((d) => ({ slug: d._id, label: d.label, builtIn: false })),
    ];
  }
}
