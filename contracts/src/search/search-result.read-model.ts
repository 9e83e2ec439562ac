import type { SearchResultKind } from './search.constant';

/** One record global search found: what it is, what to call it, and where it lives in the app. */
export interface SearchResult {
  kind: SearchResultKind;
  id: string;
  title: string;
  subtitle: string;
  /** The app path that opens it (`/members/<id>`). */
  path: string;
}

/** `GET /api/search`. */
export interface SearchResponse {
  query: string;
  results: SearchResult[];
}
