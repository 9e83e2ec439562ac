import type { ScripturePassage, SermonFacets, SermonPage, SermonView } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { sermonsKeys } from './sermons-keys.constant';

export interface SermonListQuery {
  search: string;
  series: string;
  speaker: string;
  book: string;
  from: string;
  to: string;
  page: number;
}

const sermonPath = (id: string) => `/api/sermons/${encodeURIComponent(id)}`;

/** `GET /api/sermons?search=&series=&speaker=&book=&from=&to=&page=`: the archive, newest first. */
export const useSermons = (query: SermonListQuery) =>
  useQuery({
    queryKey: sermonsKeys.list({ ...query }),
    queryFn: ({ signal }) => apiFetch<SermonPage>('/api/sermons', { query: { ...query, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/sermons/facets`: the series, speakers and books the filters offer. */
export const useSermonFacets = () =>
  useQuery({ queryKey: sermonsKeys.facets(), queryFn: ({ signal }) => apiFetch<SermonFacets>('/api/sermons/facets', { signal }) });

/** `GET /api/sermons/:id`: one sermon with its transcript. */
export const useSermon = (id: string, enabled = true) =>
  useQuery({ queryKey: sermonsKeys.one(id), queryFn: ({ signal }) => apiFetch<SermonView>(sermonPath(id), { signal }), enabled });

/** `GET /api/sermons/:id/passages`: its scripture in the King James Version. */
export const useSermonPassages = (id: string, enabled: boolean) =>
  useQuery({ queryKey: sermonsKeys.passages(id), queryFn: ({ signal }) => apiFetch<ScripturePassage[]>(`${sermonPath(id)}/passages`, { signal }), enabled });
