import type { MediaKind } from '@koinonia/contracts';

export interface MediaFilter {
  search: string;
  tag: string;
  kind: MediaKind | '';
  page: number;
}

export const mediaKeys = {
  all: ['media'] as const,
  page: (filter: MediaFilter) => ['media', 'page', filter] as const,
  file: (id: string) => ['media', 'file', id] as const,
  tags: () => ['media', 'tags'] as const,
  settings: () => ['media', 'settings'] as const,
};
