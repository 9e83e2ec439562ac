/** The interface languages, by BCP 47 code. English is the source every other one falls back to. */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'zh', 'ar', 'hi', 'sw', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in its own words (what a picker shows), its English name, and its direction. */
export const LANGUAGE_INFO: Record<Language, { nativeName: string; englishName: string; dir: 'ltr' | 'rtl'; locale: string }> = {
  en: { nativeName: 'English', englishName: 'English', dir: 'ltr', locale: 'en-US' },
  es: { nativeName: 'Español', englishName: 'Spanish', dir: 'ltr', locale: 'es-ES' },
  fr: { nativeName: 'Français', englishName: 'French', dir: 'ltr', locale: 'fr-FR' },
  de: { nativeName: 'Deutsch', englishName: 'German', dir: 'ltr', locale: 'de-DE' },
  pt: { nativeName: 'Português', englishName: 'Portuguese', dir: 'ltr', locale: 'pt-BR' },
  zh: { nativeName: '简体中文', englishName: 'Chinese (Simplified)', dir: 'ltr', locale: 'zh-CN' },
  ar: { nativeName: 'العربية', englishName: 'Arabic', dir: 'rtl', locale: 'ar' },
  hi: { nativeName: 'हिन्दी', englishName: 'Hindi', dir: 'ltr', locale: 'hi-IN' },
  sw: { nativeName: 'Kiswahili', englishName: 'Swahili', dir: 'ltr', locale: 'sw-KE' },
  ko: { nativeName: '한국어', englishName: 'Korean', dir: 'ltr', locale: 'ko-KR' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `pt-BR` -> `pt`, `zh-Hans-CN` -> `zh`; null for a language we do not speak. */
export function toLanguage(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The best language for an Accept-Language header (`fr-CA,fr;q=0.9,en;q=0.5`): the highest
 * quality we speak, in the header's order for ties; English when none is spoken or the header is
 * missing or malformed.
 */
export function negotiateLanguage(header: string | null | undefined): Language {
  if (!header || header.length > 512) return DEFAULT_LANGUAGE;
  let best: { language: Language; quality: number } | null = null;
  for (const part of header.split(',')) {
    const [tag, ...params] = part.split(';');
    const language = toLanguage(tag);
    if (!language) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!Number.isFinite(quality) || quality <= 0 || quality > 1) continue;
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
