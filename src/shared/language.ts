// The languages Pamoja speaks (decisions.md, "Languages"): English and Kiswahili, everywhere.

export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The switcher's cookie: a signed-out visitor's choice, read by the server and the web app. */
export const LANGUAGE_COOKIE = 'pamoja_lang';
/** A year: the choice outlives sessions. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'sw';

/** The BCP 47 locale every `Intl` formatter uses for a language: Kenyan conventions in both. */
export const intlLocale = (language: Language): 'en-KE' | 'sw-KE' =>
  language === 'sw' ? 'sw-KE' : 'en-KE';

/**
 * The language an `Accept-Language` header prefers among ours: the first listed (by quality)
 * that is English or Kiswahili; `sw`, `sw-KE` and `sw-TZ` are Kiswahili. Null when it names
 * neither, so the caller falls back to English.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        tag: tag.trim().toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'sw') return 'sw';
    if (primary === 'en') return 'en';
  }
  return null;
}

/**
 * The language of a request (decisions.md): the signed-in person's saved language, else the
 * switcher's cookie, else `Accept-Language`, else English.
 */
export function chooseLanguage(
  saved: Language | null | undefined,
  cookie: string | undefined | null,
  acceptLanguage: string | undefined | null,
): Language {
  if (saved) return saved;
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}
