/**
 * The language a page is written in before the app runs: the `lang` cookie the app writes
 * (apps/web i18n/language.ts), else the browser's first preference, as the app itself decides.
 */
export type PageLanguage = 'en' | 'ne';

const LANG_COOKIE = /(?:^|;)\s*lang=([^;]*)/;

export function pageLanguage(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): PageLanguage {
  const chosen = LANG_COOKIE.exec(cookieHeader ?? '')?.[1]?.trim();
  if (chosen === 'en' || chosen === 'ne') return chosen;
  return (acceptLanguage ?? '').trim().toLowerCase().startsWith('ne') ? 'ne' : 'en';
}

const HTML_LANG = /<html\b[^>]*>/i;
/** A `<link>` the build marked for one language (the Devanagari font's preload: apps/web vite.config.ts). */
const LANGUAGE_LINK = /\n?[ \t]*<link\b[^>]*\sdata-lang="([a-z]+)"[^>]*>/gi;

/**
 * index.html for a page in `language`: `<html lang>` set, and of the links marked `data-lang`
 * only those for this language kept, so an English page fetches no Devanagari font and a Nepali
 * one paints in it without a swap.
 */
export function withPageLanguage(html: string, language: PageLanguage): string {
  return html
    .replace(HTML_LANG, (tag) =>
      /\slang="[^"]*"/i.test(tag)
        ? tag.replace(/\slang="[^"]*"/i, ` lang="${language}"`)
        : tag.replace(/>$/, ` lang="${language}">`),
    )
    .replace(LANGUAGE_LINK, (link, linkLanguage: string) =>
      linkLanguage === language ? link.replace(/\sdata-lang="[a-z]+"/i, '') : '',
    );
}
