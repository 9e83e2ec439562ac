/** Scores shared by every provider, so results of different kinds interleave fairly. */
export const MATCH_SCORE = {
  exact: 100,
  prefix: 80,
  wordPrefix: 60,
  other: 20,
} as const;

/** How well `query` (lower case) matches a title: whole, from the start, from a word's start, or inside. */
export function titleScore(title: string, query: string): number {
  const text = title.toLowerCase();
  if (text === query) return MATCH_SCORE.exact;
  if (text.startsWith(query)) return MATCH_SCORE.prefix;
  if (text.split(/[\s\-']+/).some((word) => word.startsWith(query))) return MATCH_SCORE.wordPrefix;
  return MATCH_SCORE.other;
}
