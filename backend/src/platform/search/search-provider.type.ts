import type { CurrentUser, FeatureFlag, Permission, SearchResult, SearchResultKind } from '@koinonia/contracts';

/** A result and how well it matched: higher first across every provider. */
export interface ScoredResult {
  result: SearchResult;
  score: number;
}

/**
 * One area's part of global search. The registry asks it only when the user's roles grant
 * `permission` and the area is turned on; the provider applies the area's own rules (archived
 * records, privacy) itself.
 */
export interface SearchProvider {
  readonly kind: SearchResultKind;
  readonly permission: Permission;
  /** The church's switch for the area: while it is off, the area's records are not searched (as its API refuses). */
  readonly feature?: FeatureFlag;
  search(query: string, limit: number, actor: CurrentUser): Promise<ScoredResult[]>;
}
