/**
 * One i18next instance per locale, never a global whose language could change under a concurrent
 * request: the server shares one per locale between its
 * requests, the browser makes one at hydration. No instance ever changes its language, which is what
 * lets it remember its translations (`memo-translations.ts`).
 */
import type { i18n } from 'i18next';
import type { Locale } from '../locales.ts';
import { makeI18n } from './make-instance.ts';
import { resources } from './resources.ts';

/** An instance over both catalogues (the server's; the browser makes its own with `makeI18n`). */
export function createI18n(locale: Locale): i18n {
  return makeI18n(locale, resources);
}

const perLocale = new Map<Locale, i18n>();

/** The server's instance for a locale, made on first use and shared by every request in it. */
export function localeI18n(locale: Locale): i18n {
  let instance = perLocale.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    perLocale.set(locale, instance);
  }
  return instance;
}
