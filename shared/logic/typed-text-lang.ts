/**
 * The language to mark what a reader typed (a name, a chat message, a review, a lesson set's name,
 * a search) with on a page of `locale` (issue 22 point 1: a screen reader reads `lang="ru"` text with
 * a Russian voice). The site stores no language for such text; its two languages have different
 * scripts, so Cyrillic on an English page is Russian. Latin on a Russian page is left unmarked: it
 * may as well be a transliterated name as English.
 */
import type { Locale } from '../locales.ts';

const CYRILLIC = /[\u0400-\u04ff]/;

export function typedTextLang(text: string, locale: Locale): 'ru' | undefined {
  return locale !== 'ru' && CYRILLIC.test(text) ? 'ru' : undefined;
}
