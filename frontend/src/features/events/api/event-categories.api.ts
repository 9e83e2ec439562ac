import { EVENT_CATEGORIES, type CommandResult, type EventCategoryView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { apiFetch } from '../../../shared/api';
import { eventsKeys } from './events-query-keys.constant';
import { useEventCommand } from './use-event-command.hook';

/** `GET /api/event-categories`: the nine built-in categories and the church's own, with their labels. */
export const useEventCategories = () =>
  useQuery({ queryKey: eventsKeys.categories(), queryFn: ({ signal }) => apiFetch<EventCategoryView[]>('/api/event-categories', { signal }) });

/** `POST /api/event-categories`: one of the church's own categories (a slug the events then carry, and its label). */
export const useAddEventCategory = () =>
  useEventCommand((category: { slug: string; label: string }) => apiFetch<CommandResult>('/api/event-categories', { method: 'POST', body: category }));

const BUILT_IN: ReadonlySet<string> = new Set(EVENT_CATEGORIES);

/** A category in words: a built-in one translated, the church's own as the church named it (its slug until the list is read). */
export function categoryLabel(t: TFunction, categories: readonly EventCategoryView[] | undefined, slug: string): string {
  if (BUILT_IN.has(slug)) return t(`events:categories.${slug}`);
  return categories?.find((c) => c.slug === slug)?.label ?? slug;
}

/** The categories a filter offers: the built-in ones, the church's own, and any an event or the address carries. */
export function categoryChoices(categories: readonly EventCategoryView[] | undefined, ...more: string[]): string[] {
  return [...new Set([...EVENT_CATEGORIES, ...(categories ?? []).map((c) => c.slug), ...more.filter(Boolean)])];
}
