import type { EventCategoryView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { calendarKeys } from './calendar-query-keys.constant';

/** `GET /api/event-categories`: the built-in categories and the church's own, whose names the filter and the events show. */
export const useEventCategories = () =>
  useQuery({ queryKey: calendarKeys.categories(), queryFn: ({ signal }) => apiFetch<EventCategoryView[]>('/api/event-categories', { signal }) });
