/** The kinds of record global search can return; each area adds its own as it arrives. */
export const SEARCH_RESULT_KINDS = ['member', 'sermon'] as const;
export type SearchResultKind = (typeof SEARCH_RESULT_KINDS)[number];

export const SEARCH_LIMITS = {
  /** Longest query accepted, in characters. */
  query: 100,
  /** Results per answer: the palette shows at most 8, but others may ask for more. */
  defaultResults: 8,
  maxResults: 20,
} as const;
