/**
 * An i18next instance for one locale over the catalogues it is given: the server's hold both locales
 * (`instance.ts`), the browser's only its page's (`client/entry-client.tsx`). Kept apart from
 * `resources.ts`, so the browser's entry does not bring both catalogues in with it.
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';
import { rememberTranslations } from './memo-translations.ts';
import { NAMESPACES } from './namespaces.ts';

export function makeI18n(locale: Locale, resources: Resource): i18n {
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
