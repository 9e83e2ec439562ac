/** Lower case without accents, so "resume" finds "résumé" and case never matters. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase();
}

/** Every word of the query appears somewhere in the text. */
export function matchesQuery(text: string, query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise(text);
  return words.every((word) => haystack.includes(word));
}
