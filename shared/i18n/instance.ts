/**
 * One i18next instance per server request (and one for the browser), never a shared global whose
 * language a concurrent request could change (STYLE: no global mutable language state).
 */
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';
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
  return instance;
}
