/**
 * The search page's results (docs/product.md#screens, docs/product.md#content-model, docs/product.md#error-messages): the groups in the product's order with their counts, each
 * hit drawn as the card of its kind (material and course cards, the article and chapter items with
 * the highlighted snippet, the place card). On the overview each group shows its best hits and a link
 * to all of them; a group on its own pages through every hit with plain links.
 */
import { useTranslation } from 'react-i18next';
import { SEARCH_GROUPS, type SearchGroup } from '../../../shared/constants.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { SearchResponse } from '../../../shared/schemas/content.ts';
import { ArticleItem } from '../../components/cards/ArticleItem.tsx';
import { ChapterItem } from '../../components/cards/ChapterItem.tsx';
import { CourseCard } from '../../components/cards/CourseCard.tsx';
import { FallbackMarker } from '../../components/cards/FallbackMarker.tsx';
import { MaterialCard } from '../../components/cards/MaterialCard.tsx';
import { PlaceCard } from '../../components/cards/PlaceCard.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import styles from './SearchResults.module.css';
import { groupCount, groupItems, groupTotal } from './search-groups.ts';
import { SEARCH_PAGE_SIZE, type SearchState, searchHref } from './search-url.ts';

export function SearchResults({
  locale,
  state,
  results,
}: {
  locale: Locale;
  state: SearchState;
  results: SearchResponse;
}) {
  const { t } = useTranslation('search');
  const total = groupTotal(results);
  const shownGroups = state.kind ? [state.kind] : SEARCH_GROUPS.filter((g) => groupCount(results, g) > 0);
  return (
    <div className={styles.results}>
      <p className={styles.summary} data-testid="search-summary">
        {t('page.found', { count: total })}
      </p>
      <nav aria-label={t('page.kinds')} className={styles.kinds}>
        <ul>
          <li>
            <SiteLink
              to={searchHref(locale, { ...state, kind: null, page: 0 })}
              aria-current={state.kind === null ? 'page' : undefined}
            >
              {t('page.all')} <span className={styles.count}>{total}</span>
            </SiteLink>
          </li>
          {SEARCH_GROUPS.map((group) => (
            <li key={group}>
              <SiteLink
                to={searchHref(locale, { ...state, kind: group, page: 0 })}
                aria-current={state.kind === group ? 'page' : undefined}
                data-empty={groupCount(results, group) === 0 ? '' : undefined}
              >
                {t(`groups.${group}`)} <span className={styles.count}>{groupCount(results, group)}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {total === 0 ? (
        <div className={styles.notFound} data-testid="search-not-found">
          <p className={styles.notFoundTitle}>{t('page.notFound')}</p>
          <p>{t('page.notFoundHint')}</p>
        </div>
      ) : (
        shownGroups.map((group) => (
          <Group key={group} group={group} locale={locale} state={state} results={results} />
        ))
      )}
    </div>
  );
}

function Group({
  group,
  locale,
  state,
  results,
}: {
  group: SearchGroup;
  locale: Locale;
  state: SearchState;
  results: SearchResponse;
}) {
  const { t } = useTranslation('search');
  const count = groupCount(results, group);
  const shown = groupItems(results, group).length;
  const headingId = `search-group-${group}`;
  return (
    <section className={styles.group} aria-labelledby={headingId} data-testid={`search-group-${group}`}>
      <h2 id={headingId} className={styles.groupTitle}>
        {t(`groups.${group}`)} <span className={styles.count}>{count}</span>
      </h2>
      <Items group={group} locale={locale} results={results} />
      {state.kind === null && count > shown ? (
        <p className={styles.showAll}>
          <SiteLink className="button" to={searchHref(locale, { ...state, kind: group, page: 0 })}>
            {t('page.showAll', { count })}
            <Icon name="ArrowRight" size={16} />
          </SiteLink>
        </p>
      ) : null}
      {state.kind !== null ? <Pager locale={locale} state={state} count={count} /> : null}
    </section>
  );
}

function Items({ group, locale, results }: { group: SearchGroup; locale: Locale; results: SearchResponse }) {
  switch (group) {
    case 'materials':
      return (
        <ul className={styles.cards}>
          {results.search_materials.map((item) => (
            <li key={item.id}>
              <MaterialCard material={item} locale={locale} />
            </li>
          ))}
        </ul>
      );
    case 'courses':
      return (
        <ul className={styles.wideCards}>
          {results.search_courses.map((item) => (
            <li key={item.id}>
              <CourseCard course={item} locale={locale} />
            </li>
          ))}
        </ul>
      );
    case 'articles':
      return (
        <ul className={styles.items}>
          {results.search_articles.map((item) => (
            <li key={item.id}>
              <ArticleItem article={item} />
            </li>
          ))}
        </ul>
      );
    case 'books':
      return (
        <ul className={styles.items}>
          {results.search_books.map((item) => (
            <li key={item.id}>
              <Fallback fallback={item.fallback}>
                <ChapterItem chapter={item} />
              </Fallback>
            </li>
          ))}
        </ul>
      );
    case 'places':
      return (
        <ul className={styles.cards}>
          {results.search_places.map((item) => (
            <li key={item.id}>
              <Fallback fallback={item.fallback}>
                <PlaceCard place={item} locale={locale} />
              </Fallback>
            </li>
          ))}
        </ul>
      );
  }
}

/**
 * A hit whose text is the Russian fallback (docs/product.md#content-and-engagement) is marked and read out in Russian; the
 * material and course cards and the article item do this themselves (wrapped, an article showed the
 * marker twice).
 */
function Fallback({ fallback, children }: { fallback: boolean; children: React.ReactNode }) {
  if (!fallback) return children;
  return (
    <div className={styles.fallback} lang="ru">
      <FallbackMarker fallback />
      {children}
    </div>
  );
}

function Pager({ locale, state, count }: { locale: Locale; state: SearchState; count: number }) {
  const { t } = useTranslation('search');
  const pages = Math.ceil(count / SEARCH_PAGE_SIZE);
  if (pages <= 1) return null;
  const to = (page: number) => searchHref(locale, { ...state, page });
  return (
    <nav className={styles.pager} aria-label={t('page.pages')}>
      {state.page > 0 ? (
        <SiteLink className="button" to={to(state.page - 1)} rel="prev">
          <Icon name="ArrowLeft" size={16} />
          {t('page.previous')}
        </SiteLink>
      ) : (
        <span />
      )}
      <span className={styles.pageOf}>{t('page.pageOf', { page: state.page + 1, pages })}</span>
      {state.page + 1 < pages ? (
        <SiteLink className="button" to={to(state.page + 1)} rel="next">
          {t('page.next')}
          <Icon name="ArrowRight" size={16} />
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
