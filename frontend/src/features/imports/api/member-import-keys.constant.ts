import type { ImportDuplicateChoice, ImportMapping } from '@koinonia/contracts';

export const memberImportKeys = {
  all: ['member-imports'] as const,
  detail: (id: string) => [...memberImportKeys.all, 'detail', id] as const,
  preview: (id: string, mapping: ImportMapping | null, duplicates: ImportDuplicateChoice) =>
    [...memberImportKeys.all, 'preview', id, mapping, duplicates] as const,
};
