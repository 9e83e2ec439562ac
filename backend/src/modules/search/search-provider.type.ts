import type { CurrentUser, Permission, SearchResult, SearchResultKind } from '@koinonia/contracts';

/** A result and how well it matched: higher first across every provider. */
export interface ScoredResult {
  result: SearchResult;
  score: number;
}

/**
 * One area's part of global search. The registry asks it only when the user's roles grant
 * `permission`; the provider applies the area's own rules (archived records, privacy) itself.
 */
export interface SearchProvider {
  readonly kind: SearchResultKind;
  readonly permission: Permission;
  search(query: string, limit: number, actor: CurrentUser): Promise<ScoredResult[]>;
}
