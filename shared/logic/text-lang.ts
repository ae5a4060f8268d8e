/**
 * Which language to mark a text with when it is not its page's (a screen reader
 * reads `lang="ru"` text with a Russian voice, and a search engine files it as Russian). The site has
 * two languages, and a text is only ever Russian on an English page, never the other way round: a
 * missing translation falls back to Russian (docs/product.md#content-and-engagement).
 */
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';

const CYRILLIC = /[\u0400-\u04ff]/;

/** Whether a text holds a Cyrillic letter. */
export function hasCyrillic(text: string): boolean {
  return CYRILLIC.test(text);
}

/** An item's text (title, chapters) that is the Russian fallback of a missing translation. */
export function fallbackLang(fallback: boolean | undefined): Locale | undefined {
  return fallback ? DEFAULT_LOCALE : undefined;
}

/**
 * What a reader typed (a name, a chat message, a comment, a review, a lesson set's name, a search),
 * on a page of `locale`. The site stores no language for such text; its two languages have different
 * scripts, so Cyrillic on an English page is Russian. Latin on a Russian page is left unmarked: it
 * may as well be a transliterated name as English.
 */
export function typedTextLang(text: string, locale: Locale): Locale | undefined {
  return locale !== DEFAULT_LOCALE && hasCyrillic(text) ? DEFAULT_LOCALE : undefined;
}
