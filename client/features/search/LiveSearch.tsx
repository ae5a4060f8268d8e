/**
 * The header's live search (docs/product.md#screens Header, docs/product.md#error-messages, docs/product.md#constants): an ARIA 1.2 combobox (downshift's `useCombobox`
 * does the roles, states and keys). An empty input clears the results; otherwise the search runs
 * after a 500 ms pause and opens a list of at most three hits per group (materials, courses,
 * articles, books, places), each group with its count and a "more" entry when it has more, which
 * opens the search page on that group; no hits shows the not-found text. Arrows move, Enter opens
 * the highlighted entry, or, with none highlighted, the search page if anything was found (replacing
 * the history entry when already there); Escape closes; the number found is announced. Any route
 * change closes it.
 *
 * This module and downshift are loaded once by the header after hydration (`HeaderSearch`), so
 * neither is in the entry bundle nor in any page's chunk.
 */
import { type UseComboboxState, type UseComboboxStateChangeOptions, useCombobox } from 'downshift';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_GROUPS,
  SEARCH_RESULTS_PER_GROUP,
  type SearchGroup,
} from '../../../shared/constants.ts';
import type { Locale } from '../../../shared/locales.ts';
import { normalizeSearchText } from '../../../shared/logic/search-text.ts';
import { fallbackLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import { itemHref } from '../../../shared/routes/item-href.ts';
import type { SearchResponse } from '../../../shared/schemas/content.ts';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { callApi } from '../../data/call-api.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './HeaderSearch.module.css';
import { groupCount, groupItems, groupTotal } from './search-groups.ts';
import { searchHref } from './search-url.ts';

type Entry =
  | { type: 'hit'; group: SearchGroup; key: string; title: string; to: string; fallback: boolean }
  | { type: 'more'; group: SearchGroup; key: string; count: number; to: string };

type Answer =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; results: SearchResponse }
  /** `retryAfter`: the search limit refused the query and said in how many seconds to ask again. */
  | { status: 'error'; query: string; retryAfter?: number };

function entriesOf(results: SearchResponse, query: string, locale: Locale): Entry[] {
  const entries: Entry[] = [];
  for (const group of SEARCH_GROUPS) {
    const items = groupItems(results, group).slice(0, SEARCH_RESULTS_PER_GROUP);
    for (const item of items) {
      entries.push({
        type: 'hit',
        group,
        key: `${group}-${item.id}`,
        title: item.title,
        to: itemHref(group, locale, item.slug),
        fallback: item.fallback,
      });
    }
    const count = groupCount(results, group);
    if (count > SEARCH_RESULTS_PER_GROUP) {
      entries.push({
        type: 'more',
        group,
        key: `${group}-more`,
        count: count - SEARCH_RESULTS_PER_GROUP,
        to: searchHref(locale, { query, kind: group }),
      });
    }
  }
  return entries;
}

/** The typed text stays as typed: choosing an entry navigates, it does not fill the input. */
function keepTyping(state: UseComboboxState<Entry>, { type, changes }: UseComboboxStateChangeOptions<Entry>) {
  switch (type) {
    case useCombobox.stateChangeTypes.InputBlur:
      // Leaving the field must never open what happened to be highlighted.
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    case useCombobox.stateChangeTypes.InputKeyDownEnter:
    case useCombobox.stateChangeTypes.ItemClick:
      return { ...changes, inputValue: state.inputValue };
    default:
      return changes;
  }
}

export interface LiveSearchProps {
  locale: Locale;
  /** The text typed into the server-rendered field before this module arrived. */
  initialValue: string;
  autoFocus: boolean;
  /** Called when the search leads somewhere (the header closes its phone panel). */
  onLeave?: () => void;
  /** Escape in a closed list: the header closes its phone panel. */
  onEscape?: () => void;
}

export function LiveSearch({ locale, initialValue, autoFocus, onLeave, onEscape }: LiveSearchProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const location = useLocation();
  const [input, setInput] = useState(initialValue);
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<Answer>({ status: 'idle' });
  // The last answer stays on screen while the next query runs, so the list does not blink per key.
  const [shown, setShown] = useState<{ query: string; results: SearchResponse } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const query = normalizeSearchText(input);

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  // docs/product.md#screens: any route change closes the search.
  const routeKey = location.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route key is the trigger, not a value used
  useEffect(() => {
    setOpen(false);
  }, [routeKey]);

  // docs/product.md#constants: the search runs only after a 500 ms pause; an empty text clears the results.
  useEffect(() => {
    if (!query) {
      setAnswer({ status: 'idle' });
      setShown(null);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setAnswer({ status: 'loading', query });
      const input = { query: { lang: locale, query, limit: SEARCH_RESULTS_PER_GROUP, page: 0 } };
      void callApi('search.query', input, { signal: controller.signal }).then((answer) => {
        if (!answer.ok) {
          if (controller.signal.aborted) return;
          const retryAfter = answer.status === 429 ? answer.retryAfter : undefined;
          setAnswer({ status: 'error', query, retryAfter });
          return;
        }
        const results = answer.data;
        setAnswer({ status: 'done', query, results });
        setShown({ query, results });
        if (document.activeElement === inputRef.current) setOpen(true);
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, locale]);

  /** The answer to the text as it is now (what Enter decides on), or null while it is on its way. */
  const results = answer.status === 'done' && answer.query === query ? answer.results : null;
  const total = results ? groupTotal(results) : 0;
  const entries = useMemo(
    () => (shown ? entriesOf(shown.results, shown.query, locale) : []),
    [shown, locale],
  );
  const shownTotal = shown ? groupTotal(shown.results) : 0;

  const leave = (to: string, replace = false) => {
    setOpen(false);
    onLeave?.();
    navigate(to, { replace });
  };

  const { getInputProps, getMenuProps, getItemProps, getLabelProps, highlightedIndex, isOpen } =
    useCombobox<Entry>({
      items: entries,
      // Downshift owns the text: a controlled value is written back a render late (its change
      // callbacks run after the render) and drops fast keystrokes; `input` mirrors it for the search.
      initialInputValue: initialValue,
      selectedItem: null,
      isOpen: open && shown !== null,
      itemToString: (entry) => (entry?.type === 'hit' ? entry.title : ''),
      itemToKey: (entry) => entry?.key,
      stateReducer: keepTyping,
      onInputValueChange: ({ inputValue, type }) => {
        setInput(inputValue ?? '');
        if (type === useCombobox.stateChangeTypes.InputChange) setOpen(true);
      },
      onIsOpenChange: ({ isOpen: next }) => setOpen(Boolean(next)),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) leave(selectedItem.to);
      },
    });

  const onSearchPage = location.pathname === href('page-search', locale);
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && !isOpen && onEscape) {
      (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
        true;
      onEscape();
      return;
    }
    if (event.key !== 'Enter' || (isOpen && highlightedIndex >= 0)) return;
    // Enter with nothing highlighted: the search page, only when something was found (docs/product.md#screens).
    event.preventDefault();
    (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
      true;
    const to = searchHref(locale, { query: input.trim() });
    if (results) {
      if (total > 0) leave(to, onSearchPage);
    } else if (query) {
      // Enter before the pause ended: ask now, and go only if something is found.
      const now = { query: { lang: locale, query, limit: SEARCH_RESULTS_PER_GROUP, page: 0 } };
      void callApi('search.query', now).then((found) => {
        if (found.ok && groupTotal(found.data) > 0) leave(to, onSearchPage);
      });
    }
  };

  let message: string | null = null;
  if (query && shown && shownTotal === 0) message = t('live.notFound');
  else if (query && answer.status === 'error' && answer.query === query) {
    message =
      answer.retryAfter === undefined ? t('live.failed') : t('live.tooMany', { count: answer.retryAfter });
  }
  const status =
    shown && query ? (shownTotal > 0 ? t('live.results', { count: shownTotal }) : t('live.notFound')) : '';

  const groups = SEARCH_GROUPS.filter((group) => entries.some((entry) => entry.group === group));

  return (
    <search>
      <form
        className={styles.form}
        method="get"
        action={href('page-search', locale)}
        onSubmit={(event) => event.preventDefault()}
      >
        {/* biome-ignore lint/a11y/noLabelWithoutControl: downshift's label props carry htmlFor */}
        <label className="visually-hidden" {...getLabelProps()}>
          {t('live.label')}
        </label>
        <span className={styles.field}>
          <Icon name="Search" size={18} className={styles.fieldIcon} />
          <input
            className={styles.input}
            type="search"
            name="search"
            placeholder={t('live.placeholder')}
            maxLength={200}
            data-testid="live-search-input"
            dir="auto"
            {...getInputProps({ ref: inputRef, onKeyDown, onFocus: () => shown && setOpen(true) })}
          />
        </span>
        <div className={styles.popup} hidden={!(isOpen && entries.length > 0) && !(open && message)}>
          <div {...getMenuProps()} className={styles.menu} data-testid="live-search-menu">
            {isOpen
              ? groups.map((group) => (
                  // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group; a fieldset is no listbox child
                  <div
                    key={group}
                    role="group"
                    aria-label={`${t(`groups.${group}`)}: ${shown ? groupCount(shown.results, group) : 0}`}
                  >
                    <div className={styles.groupTitle} aria-hidden="true">
                      {t(`groups.${group}`)}
                      <span className={styles.groupCount}>
                        {shown ? groupCount(shown.results, group) : 0}
                      </span>
                    </div>
                    {entries.map((entry, index) =>
                      entry.group === group ? (
                        <div
                          key={entry.key}
                          className={`${entry.type === 'more' ? styles.more : styles.option} ${
                            highlightedIndex === index ? styles.highlighted : ''
                          }`}
                          data-testid={entry.type === 'more' ? 'live-search-more' : 'live-search-option'}
                          {...getItemProps({ item: entry, index })}
                        >
                          {entry.type === 'hit' ? (
                            <>
                              <span lang={fallbackLang(entry.fallback)}>{entry.title}</span>
                              <FallbackMarker fallback={entry.fallback} className={styles.marker} />
                            </>
                          ) : (
                            <>
                              <span>{t('live.more', { count: entry.count })}</span>
                              <Icon name="ArrowRight" size={14} />
                            </>
                          )}
                        </div>
                      ) : null,
                    )}
                  </div>
                ))
              : null}
          </div>
          {open && message ? (
            <p className={styles.message} data-testid="live-search-message">
              {message}
            </p>
          ) : null}
        </div>
        <div className="visually-hidden" role="status" aria-live="polite">
          {status}
        </div>
      </form>
    </search>
  );
}
