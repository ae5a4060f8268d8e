/**
 * An i18next instance for one locale over the catalogues it is given: the server's hold both locales
 * (`instance.ts`), the browser's first only the entries its page's render used and then its page's
 * whole catalogue (`client/runtime/catalogue.ts`, docs/architecture.md#first-visit). Kept apart from
 * `resources.ts`, so the browser's entry does not bring both catalogues in with it.
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';
import { rememberTranslations } from './memo-translations.ts';
import { NAMESPACES } from './namespaces.ts';

/**
 * The store event React components re-render on (react-i18next's `bindI18nStore`): emitted once the
 * whole catalogue is in, and only when something asked for an entry that was not there before.
 */
export const REDRAW_EVENT = 'catalogue-redraw';

const MISSED_KEYS_KEPT = 10;

/** An instance that starts with some of its catalogue's entries (the page's) and gets the rest later. */
export interface PartialCatalogue {
  /** True once the whole catalogue is in. */
  whole: boolean;
  /** True once something asked for an entry while it was not. */
  missed: boolean;
  /** The first few entries missed, when given a list: named on the page for the tests (catalogue.ts). */
  missedKeys?: string[];
  /** Called on such a miss: the whole catalogue is then wanted at once, not when the browser is idle. */
  onMiss?: () => void;
}

export function makeI18n(locale: Locale, resources: Resource, partial?: PartialCatalogue): i18n {
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
    react: { bindI18nStore: REDRAW_EVENT },
    // An entry not there yet shows as nothing, never as its key; it is drawn again once it is there.
    ...(partial && {
      parseMissingKeyHandler: (key: string, defaultValue?: string) => {
        if (partial.whole) return defaultValue ?? key;
        partial.missed = true;
        if (partial.missedKeys && partial.missedKeys.length < MISSED_KEYS_KEPT) partial.missedKeys.push(key);
        partial.onMiss?.();
        return defaultValue ?? '';
      },
    }),
  });
  return rememberTranslations(instance);
}
