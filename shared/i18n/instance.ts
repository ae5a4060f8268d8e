/**
 * One i18next instance per locale, never a global whose language could change under a concurrent
 * request (STYLE: no global mutable language state): the server shares one per locale between its
 * requests, the browser makes one at hydration. No instance ever changes its language, which is what
 * lets it remember its translations (`memo-translations.ts`).
 */
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';
import { rememberTranslations } from './memo-translations.ts';
import { NAMESPACES, resources } from './resources.ts';

export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['ru', 'en'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return rememberTranslations(instance);
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
