/** The command palette's limits (specification, sections 2 and 9). */
export const PALETTE_LIMITS = {
  results: 8,
  /** Favourites and recent items together, with an empty query. */
  emptyItems: 6,
  favoritesShown: 4,
  recentSearchesKept: 10,
  recentSearchesShown: 4,
  favoritesKept: 20,
} as const;

/** A page of the route table, as the palette searches it. */
export interface PalettePage {
  kind: 'page';
  id: string;
  title: string;
  category: string;
  keywords: readonly string[];
  /** The first is where it opens; all are searched. */
  paths: readonly string[];
}

/** A record found by `GET /api/search`. */
export interface PaletteRecord {
  kind: 'record';
  id: string;
  title: string;
  subtitle: string;
  path: string;
}

export type PaletteCandidate = PalettePage | PaletteRecord;
export type Ranked<T extends PaletteCandidate = PaletteCandidate> = T & { score: number };

/** Lower case, accents removed: "José" is found by "jose". */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function words(text: string): string[] {
  return text.split(/[\s/\-_&,.()]+/).filter(Boolean);
}

/** How well one token matches one text: from its start, from a word's start, anywhere, or not. */
function match(text: string, token: string, weights: readonly [prefix: number, word: number, inside: number]): number {
  if (!text) return 0;
  if (text.startsWith(token)) return weights[0];
  if (words(text).some((word) => word.startsWith(token))) return weights[1];
  return text.includes(token) ? weights[2] : 0;
}

const TITLE = [100, 80, 50] as const;

function tokensOf(query: string): string[] {
  return words(normalise(query));
}

/**
 * A page's score for a query: every word of the query must match its title, a keyword, its
 * category or a path; the title counts most, then keywords, category and path. A title equal
 * to the query, or starting with all of it, comes first.
 */
export function scorePage(page: PalettePage, query: string): number {
  const tokens = tokensOf(query);
  if (tokens.length === 0) return 0;
  const whole = normalise(query);
  const title = normalise(page.title);
  const keywords = page.keywords.map(normalise);
  const category = normalise(page.category);
  const paths = page.paths.map((p) => normalise(p));
  let total = 0;
  for (const token of tokens) {
    const best = Math.max(
      match(title, token, TITLE),
      ...keywords.map((keyword) => (keyword === token ? 60 : match(keyword, token, [45, 45, 30]))),
      match(category, token, [25, 25, 15]),
      ...paths.map((path) => match(path, token, [20, 20, 10])),
    );
    if (best === 0) return 0;
    total += best;
  }
  const bonus = title === whole ? 1000 : title.startsWith(whole) ? 50 : 0;
  return total / tokens.length + bonus;
}

/**
 * A record's score, on the same scale as pages': by its title (a person's name), then its
 * subtitle. The server found it, so it matched something: at least a little.
 */
export function scoreRecord(record: PaletteRecord, query: string): number {
  const tokens = tokensOf(query);
  if (tokens.length === 0) return 0;
  const whole = normalise(query);
  const title = normalise(record.title);
  const subtitle = normalise(record.subtitle);
  let total = 0;
  for (const token of tokens) total += Math.max(match(title, token, TITLE), match(subtitle, token, [30, 30, 20]), 20);
  const bonus = title === whole ? 1000 : title.startsWith(whole) ? 50 : 0;
  return total / tokens.length + bonus;
}

/**
 * Pages and records for a query, best first; on a tie a page before a record, then the shorter
 * title (more of it is the query), at most `limit`.
 */
export function rankPalette(query: string, pages: readonly PalettePage[], records: readonly PaletteRecord[], limit: number = PALETTE_LIMITS.results): Ranked[] {
  const ranked: Ranked[] = [
    ...pages.map((page) => ({ ...page, score: scorePage(page, query) })),
    ...records.map((record) => ({ ...record, score: scoreRecord(record, query) })),
  ].filter((item) => item.score > 0);
  return ranked
    .sort(
      (a, b) => b.score - a.score || (a.kind === b.kind ? 0 : a.kind === 'page' ? -1 : 1) || a.title.length - b.title.length || a.title.localeCompare(b.title),
    )
    .slice(0, limit);
}

/** A favourite or recent item the palette offers with an empty query. */
export interface PaletteShortcut {
  path: string;
  title: string;
  /** Where it sits, in names ("Member Directory" under a member's name). */
  subtitle?: string;
}

/** The page a path shows, whatever its query: one recent item per page. */
const pageOf = (path: string) => path.split(/[?#]/)[0];

/**
 * With an empty query: up to 4 favourites, then recent items until there are 6 (no page twice,
 * whatever its query, and not the page one is on), and up to 4 recent searches.
 */
export function emptyPaletteSections(
  favorites: readonly PaletteShortcut[],
  recent: readonly PaletteShortcut[],
  recentSearches: readonly string[],
  currentPath: string,
): { favorites: PaletteShortcut[]; recent: PaletteShortcut[]; searches: string[] } {
  const shownFavorites = favorites.slice(0, PALETTE_LIMITS.favoritesShown);
  const taken = new Set([...shownFavorites.map((f) => f.path), pageOf(currentPath)]);
  const shownRecent: PaletteShortcut[] = [];
  for (const item of recent) {
    if (shownFavorites.length + shownRecent.length >= PALETTE_LIMITS.emptyItems) break;
    if (taken.has(item.path) || taken.has(pageOf(item.path))) continue;
    taken.add(pageOf(item.path));
    shownRecent.push(item);
  }
  return { favorites: shownFavorites, recent: shownRecent, searches: recentSearches.slice(0, PALETTE_LIMITS.recentSearchesShown) };
}

/** Keeps a search the person acted on: newest first, once, at most 10. */
export function rememberSearch(searches: readonly string[], query: string): string[] {
  const text = query.trim();
  if (!text) return [...searches];
  return [text, ...searches.filter((s) => normalise(s) !== normalise(text))].slice(0, PALETTE_LIMITS.recentSearchesKept);
}
