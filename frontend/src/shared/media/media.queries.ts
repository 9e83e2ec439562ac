import type { MediaFileDetailView, MediaFilePage, MediaSettingsView, MediaTagsView } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { mediaKeys, type MediaFilter } from './media-keys.constant';

export const MEDIA_PAGE_SIZE = 24;

/** `GET /api/media?search=&tag=&kind=&page=`: a page of the library, newest first. */
export const useMediaPage = (filter: MediaFilter) =>
  useQuery({
    queryKey: mediaKeys.page(filter),
    queryFn: ({ signal }) =>
      apiFetch<MediaFilePage>('/api/media', {
        query: {
          ...(filter.search ? { search: filter.search } : {}),
          ...(filter.tag ? { tag: filter.tag } : {}),
          ...(filter.kind ? { kind: filter.kind } : {}),
          page: filter.page,
          pageSize: MEDIA_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** `GET /api/media/:id`: one file with its metadata and where it is used. */
export const useMediaFile = (id: string) =>
  useQuery({ queryKey: mediaKeys.file(id), queryFn: ({ signal }) => apiFetch<MediaFileDetailView>(`/api/media/${encodeURIComponent(id)}`, { signal }) });

/** `GET /api/media/tags`. */
export const useMediaTags = () => useQuery({ queryKey: mediaKeys.tags(), queryFn: ({ signal }) => apiFetch<MediaTagsView>('/api/media/tags', { signal }) });

/** `GET /api/media/settings`: the upload size limit. */
export const useMediaSettings = () =>
  useQuery({ queryKey: mediaKeys.settings(), queryFn: ({ signal }) => apiFetch<MediaSettingsView>('/api/media/settings', { signal }) });
