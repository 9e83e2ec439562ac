import { EVENT_CATEGORIES, EVENT_LIMITS, type EventCategoryView } from '@koinonia/contracts';

/** The select's value for "a new category", which no slug can be (slugs are lower-case words and hyphens). */
export const NEW_CATEGORY = '+new';

/**
 * The slug a category typed by name is kept under: its letters and numbers, accents dropped, words
 * joined by hyphens ("Men’s Breakfast" → `mens-breakfast`). A name with no Latin letters (Korean,
 * Arabic) gets a slug from a hash of its characters, so every name has one and the same name the same.
 */
export function categorySlugOf(label: string): string {
  const name = label.trim();
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, EVENT_LIMITS.category)
    .replace(/^-+|-+$/g, '');
  if (ascii || !name) return ascii;
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) >>> 0;
  return `category-${hash.toString(36)}`;
}

/** A typed category: its slug, and whether the church (or every church) has it already, so nothing is added again. */
export function resolveCategory(label: string, categories: readonly EventCategoryView[] | undefined): { slug: string; label: string; exists: boolean } {
  const slug = categorySlugOf(label);
  const exists = (EVENT_CATEGORIES as readonly string[]).includes(slug) || (categories ?? []).some((c) => c.slug === slug);
  return { slug, label: label.trim(), exists };
}
