/**
 * The results screen: the hashtag dropdown grouped by category (expandable groups; a click outside
 * closes it), the count line or a prompt to choose tags, the masonry wall of cards and the contact
 * block (quiet mode, docs/product.md#error-messages). Every tag control is a link to the address with that tag toggled, so
 * it works without script, and with script the router loads the new results in place (keeping the
 * scroll position, so a chip pressed deep in the wall does not jump to the top).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../../shared/routes/href.ts';
import { ContactBlock } from '../../features/educators/ContactBlock.tsx';
import styles from '../../features/educators/Educators.module.css';
import { flattenGroups, resultsSearch } from '../../features/educators/hashtag-data.ts';
import { ResultsWall } from '../../features/educators/ResultsWall.tsx';
import { PickToggle } from '../../features/lesson-sets/PickToggle.tsx';
import { refKey, refOf } from '../../features/lesson-sets/refs.ts';
import { SavePanel } from '../../features/lesson-sets/SavePanel.tsx';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import type { ResultsData } from './types.ts';

export function ResultsScreen({ locale, ids, categories, groups }: ResultsData) {
  const { t } = useTranslation(['educators', 'common']);
  const dropdown = useRef<HTMLDetailsElement>(null);
  const base = href('hashtags-search-result', locale);
  const toggledHref = (id: number) =>
    `${base}${resultsSearch(ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id])}`;
  const items = flattenGroups(groups);
  const chosen = new Set(ids);
  const names = new Map(categories.flatMap((c) => c.hashtags.map((h) => [h.id, h.name] as const)));
  // Lesson sets: cards picked for a set, by kind and id; they work with scripts only.
  const hydrated = useHydrated();
  const [picks, setPicks] = useState<ReadonlySet<string>>(new Set());
  const refs = items.map(refOf);
  const picked = refs.filter((ref) => picks.has(refKey(ref)));
  const togglePick = (key: string) =>
    setPicks((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  // A click outside the dropdown closes it (Escape too, for the keyboard).
  useEffect(() => {
    const close = (event: Event) => {
      const details = dropdown.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !details.contains(event.target as Node)) {
        details.open = false;
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  return (
    <div className={`page ${styles.page} ${styles.wide}`}>
      <PageMeta title={t('common:pages.hashtagsResults')} noindex />
      <h1 className={styles.resultsTitle}>{t('common:pages.hashtagsResults')}</h1>

      <div className={styles.resultsBar}>
        <details className={styles.dropdown} ref={dropdown}>
          <summary className={`button ${styles.dropdownButton}`}>
            {t('tool.tagList')} <Icon name="ChevronDown" size={18} />
          </summary>
          <div className={styles.dropdownPanel}>
            {categories.map((category) => (
              <details
                key={category.id}
                className={styles.dropdownGroup}
                open={category.hashtags.some((h) => chosen.has(h.id))}
              >
                <summary>{category.name}</summary>
                <ul>
                  {category.hashtags.map((hashtag) => (
                    <li key={hashtag.id}>
                      <Link
                        to={toggledHref(hashtag.id)}
                        className={styles.dropdownTag}
                        aria-current={chosen.has(hashtag.id) ? 'true' : undefined}
                        preventScrollReset
                      >
                        <span className={styles.check} aria-hidden="true">
                          {chosen.has(hashtag.id) ? <Icon name="Check" size={14} /> : null}
                        </span>
                        {hashtag.name}
                        <span className={styles.tagCount}>{hashtag.count}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </details>
        {ids.length ? (
          <ul className={styles.chips} aria-label={t('tool.chosen')}>
            {ids.map((id) => (
              <li key={id}>
                <Link
                  to={toggledHref(id)}
                  className={styles.chip}
                  aria-label={t('tool.remove', { name: names.get(id) ?? String(id) })}
                  preventScrollReset
                >
                  {names.get(id) ?? `#${id}`} <Icon name="X" size={14} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <p className={styles.count} role="status" data-testid="hashtag-count">
        {ids.length ? t('tool.found', { count: items.length }) : t('tool.chooseTags')}
      </p>
      {ids.length && items.length === 0 ? <p className={styles.empty}>{t('tool.empty')}</p> : null}
      {hydrated && items.length ? (
        <SavePanel locale={locale} all={refs} picked={picked} onClearPicks={() => setPicks(new Set())} />
      ) : null}
      <ResultsWall
        items={items}
        locale={locale}
        chosen={chosen}
        toggledHref={toggledHref}
        cardExtra={
          hydrated
            ? (item) => {
                const key = refKey(refOf(item));
                return (
                  <PickToggle title={item.title} picked={picks.has(key)} onToggle={() => togglePick(key)} />
                );
              }
            : undefined
        }
      />

      <ContactBlock locale={locale} mode="quiet" />
    </div>
  );
}
