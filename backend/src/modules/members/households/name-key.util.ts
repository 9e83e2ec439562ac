/** A name as people mean it: lower case, without accents, single spaces ("José  Núñez" → "jose nunez"). */
export function nameKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
