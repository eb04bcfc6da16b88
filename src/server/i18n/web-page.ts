import type { Language } from '../../shared/language.ts';

/**
 * index.html's own words in Kiswahili: what a browser, a search engine or a visitor without
 * JavaScript reads before the app starts (the English is the built file's own).
 */
export const PAGE_SW = {
  title: 'Pamoja · Safiri pamoja hadi Nairobi',
  description:
    'Pamoja ni usafiri wa pamoja kwa wasafiri wa kila siku wa Nairobi: hifadhi kiti kwa dereva aliyethibitishwa anayeelekea unakoenda kutoka Ruiru, Thika Road au Ngong Road, na ulipe kwa kila kiti kupitia M-Pesa.',
  noscript:
    'Pamoja inahitaji JavaScript ili kuhifadhi na kutoa safari. Tafadhali iwashe kisha upakie ukurasa upya.',
} as const;

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/**
 * The built index.html in a language: `<html lang>` with `data-language-chosen="server"` (the
 * web app starts in it, src/web/lib/i18n/catalogues.ts), and for Kiswahili its title, meta
 * description and `<noscript>` text.
 */
export function indexHtmlIn(html: string, language: Language): string {
  let page = html.replace(/<html\b([^>]*)>/i, (_, attributes: string) => {
    const others = attributes.replace(/\s+(lang|data-language-chosen)="[^"]*"/gi, '');
    return `<html lang="${language}" data-language-chosen="server"${others}>`;
  });
  if (language === 'en') return page;
  const words = PAGE_SW;
  page = page
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(words.title)}</title>`)
    .replace(/<meta\b[^>]*\bname="description"[^>]*>/i, (meta) =>
      meta.replace(/\bcontent="[^"]*"/i, `content="${escapeHtml(words.description)}"`),
    )
    .replace(
      /<noscript>[\s\S]*?<\/noscript>/i,
      `<noscript>${escapeHtml(words.noscript)}</noscript>`,
    );
  return page;
}
