/** Every statements query lives under `['statements']`, so one invalidation after issuing refreshes them all. */
export const statementKeys = {
  all: ['statements'] as const,
  list: (year: number | null, donorMemberId: string | null) => [...statementKeys.all, 'list', year, donorMemberId] as const,
  run: (id: string) => [...statementKeys.all, 'run', id] as const,
  donors: (search: string) => [...statementKeys.all, 'donors', search] as const,
};

export const statementPdfPath = (id: string) => `/api/statements/${encodeURIComponent(id)}/pdf`;
export const statementRunZipPath = (id: string) => `/api/statement-runs/${encodeURIComponent(id)}/zip`;

/** How often a running job's progress is read. */
export const STATEMENT_RUN_POLL_MS = 750;
