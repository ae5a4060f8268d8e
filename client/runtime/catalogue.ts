/**
 * The page's language's whole interface catalogue in the browser (docs/architecture.md#first-visit).
 * A page rendered to a string carries the entries its render used, and hydrates with those alone;
 * the whole catalogue (a chunk per language) loads after hydration, when the browser is idle or at
 * once on the reader's first pointer, key or focus, whichever comes first. What draws text the server
 * did not draw waits for it: a client navigation's loaders and the parts that load when used
 * (`afterCatalogue`). Until it is in, an entry not there draws as nothing (`makeI18n`), and what drew
 * one draws again once it is.
 */
import type { i18n } from 'i18next';
import { flushSync } from 'react-dom';
import { type PartialCatalogue, REDRAW_EVENT } from '../../shared/i18n/make-instance.ts';
import { storeEvents, WHOLE_CATALOGUE_EVENT } from '../../shared/i18n/memo-translations.ts';
import type { Locale } from '../../shared/locales.ts';
import { whenIdle } from './when-idle.ts';

/** Set on the document's root element once the whole catalogue is in (the browser tests wait for it). */
export const WHOLE_CATALOGUE_ATTRIBUTE = 'data-catalogue';
/**
 * Set beside it to the entries something drew before the whole catalogue was in, if any: what drew
 * them drew nothing first, and the whole page was drawn again (the accessibility sweep wants none).
 */
export const MISSED_ENTRIES_ATTRIBUTE = 'data-catalogue-missed';

/** How long an idle moment may keep the catalogue waiting on a busy page. */
const IDLE_TIMEOUT_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

type Catalogue = Record<string, Record<string, unknown>>;

export function importCatalogue(locale: Locale): Promise<{ default: Catalogue }> {
  return locale === 'en'
    ? import('../../shared/i18n/catalogues/catalogue-en.ts')
    : import('../../shared/i18n/catalogues/catalogue-ru.ts');
}

/** Where the instance stands: on the server and before the entry arms it, whole. */
let whole: Promise<void> = Promise.resolve();
let ask: (() => void) | null = null;

/** Whether the whole catalogue is in the page's instance now (always, on the server). */
let inHand = true;
export function catalogueInHand(): boolean {
  return inHand;
}

/** Resolves once the whole catalogue is in the page's instance, asking for it at once if it is not. */
export function wholeCatalogue(): Promise<void> {
  ask?.();
  return whole;
}

/**
 * Resolves once the whole catalogue is in, without asking for it: what only the browser draws after
 * hydration (a button added to the text, the keep-for-offline button) comes with it, when the browser is idle
 * or the reader first reaches for the page, and never draws an entry the page does not hold.
 */
export function catalogueArrived(): Promise<void> {
  return whole;
}

/** A chunk's loader that resolves only once the whole catalogue is in too (and asks for it at once). */
export function afterCatalogue<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), wholeCatalogue()]).then(([loaded]) => loaded);
}

function markWhole(): void {
  document.documentElement.setAttribute(WHOLE_CATALOGUE_ATTRIBUTE, 'whole');
}

/** The instance holds its whole catalogue from the start (a streamed page's entry awaited it). */
export function catalogueWhole(): void {
  markWhole();
}

/**
 * The instance holds only the page's entries: the whole catalogue loads once the browser is idle
 * after hydration, or at the reader's first interaction, and is added to it.
 */
export function catalogueLater(instance: i18n, locale: Locale, partial: PartialCatalogue): void {
  let done: () => void = () => undefined;
  const waiting = () => {
    whole = new Promise<void>((resolve) => {
      done = resolve;
    });
  };
  waiting();
  inHand = false;
  let asked = false;
  const load = () => {
    if (asked) return;
    asked = true;
    for (const type of INTERACTIONS) window.removeEventListener(type, load, true);
    importCatalogue(locale).then(
      ({ default: catalogue }) => {
        for (const [ns, texts] of Object.entries(catalogue))
          instance.addResourceBundle(locale, ns, texts, true, true, { silent: true, skipCopy: true });
        partial.whole = true;
        inHand = true;
        ask = null;
        storeEvents(instance).emit(WHOLE_CATALOGUE_EVENT);
        // What drew a missing entry draws again. react-i18next has no finer event than the store's, so
        // every part that translates does: a long task on a phone, which is why what only the browser
        // draws waits for the catalogue instead (`catalogueArrived`). At once, so the document's mark
        // below means every text is drawn.
        if (partial.missed) {
          flushSync(() => storeEvents(instance).emit(REDRAW_EVENT));
          document.documentElement.setAttribute(
            MISSED_ENTRIES_ATTRIBUTE,
            (partial.missedKeys ?? []).join(' '),
          );
        }
        markWhole();
        done();
      },
      () => {
        // The chunk did not come (the network dropped): what waited goes on with the page's
        // entries (a missing one draws as nothing), and the next ask tries again.
        const settle = done;
        asked = false;
        waiting();
        settle();
      },
    );
  };
  ask = load;
  // Something drew without a text it needed (a part drawn only in the browser, the cookie notice):
  // the whole catalogue is wanted now. After the render that asked, which must not wait on it.
  partial.onMiss = () => {
    partial.onMiss = undefined;
    queueMicrotask(load);
  };
  for (const type of INTERACTIONS)
    window.addEventListener(type, load, { capture: true, passive: true, once: true });
  whenIdle(load, IDLE_TIMEOUT_MS);
}
