/**
 * The search page, /{locale}/search?search=… (route `page-search`, docs/product.md#screens, docs/product.md#error-messages): rendered on the
 * server, so it works without scripts. Each group with its count and its items drawn as the product's
 * card for the kind; a group on its own pages through all its hits; tags narrow materials and
 * courses; every choice is a link, kept in the URL. With no text, a page to start from: the seven
 * directions and the popular materials. Result pages are `noindex, follow`.
 */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import { normalizeSearchText } from '../../../shared/logic/search-text.ts';
import { typedTextLang } from '../../../shared/logic/text-lang.ts';
import { href } from '../../../shared/routes/href.ts';
import type {
  MaterialCard as MaterialCardData,
  SearchResponse,
  Tag,
} from '../../../shared/schemas/content.ts';
import { MaterialCard } from '../../components/cards/MaterialCard.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { loadCritical, loadOptional, notFound } from '../../data/load.ts';
import { SearchForm } from '../../features/search/SearchForm.tsx';
import { SearchResults } from '../../features/search/SearchResults.tsx';
import {
  parseSearchUrl,
  SEARCH_PAGE_SIZE,
  SEARCH_PREVIEW_SIZE,
  type SearchState,
  searchHref,
} from '../../features/search/search-url.ts';
import { TagFilter } from '../../features/search/TagFilter.tsx';
import { TopicLinks } from '../../features/search/TopicLinks.tsx';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import styles from './SearchPage.module.css';

export interface SearchPageData {
  locale: Locale;
  state: SearchState;
  /** Null without a text (the start page). */
  results: SearchResponse | null;
  tags: { main: Tag[]; additional: Tag[] } | null;
  /** The start page's popular materials; null when the call failed or a text was given. */
  popular: MaterialCardData[] | null;
}

const POPULAR_COUNT = 6;

export async function loader(args: LoaderFunctionArgs): Promise<SearchPageData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  const url = new URL(args.request.url);
  const { state, changed } = parseSearchUrl(url.searchParams);
  if (changed) throw redirect(searchHref(locale, state));
  const tagsCall = loadOptional(args, 'tags.list', { query: { lang: locale } });
  const query = normalizeSearchText(state.query);

  if (!query) {
    const [tags, popular] = await Promise.all([
      tagsCall,
      loadOptional(args, 'materials.list', {
        query: { lang: locale, filterBy: 'popular', orderBy: 0, page: 0, per_page: POPULAR_COUNT },
      }),
    ]);
    return {
      locale,
      state,
      results: null,
      tags: tags ? { main: tags.main_tags, additional: tags.additional_tags } : null,
      popular: popular?.materials ?? null,
    };
  }

  const limit = state.kind ? SEARCH_PAGE_SIZE : SEARCH_PREVIEW_SIZE;
  const [tags, results] = await Promise.all([
    tagsCall,
    loadCritical(args, 'search.query', {
      query: {
        lang: locale,
        query,
        limit,
        page: state.page,
        ...(state.kind ? { kind: state.kind } : {}),
        ...(state.tags.length ? { tags: state.tags } : {}),
      },
    }),
  ]);
  if (state.kind && state.page > 0) {
    const count = results[`${state.kind}_count` as const];
    if (state.page * limit >= count) notFound();
  }
  return {
    locale,
    state,
    results,
    tags: tags ? { main: tags.main_tags, additional: tags.additional_tags } : null,
    popular: null,
  };
}

export function Component() {
  const { t } = useTranslation(['search', 'common']);
  const data = useLoaderData<SearchPageData>();
  const { state, locale } = data;
  // The reader's text is isolated wherever it is echoed (docs/rules.md R4): in the title by Unicode's
  // isolates (a title holds no markup), in the heading by <bdi>, so a right-to-left override typed
  // into the search cannot turn the text around it.
  const title = state.query
    ? t('page.titleWithQuery', { query: `\u2068${state.query}\u2069` })
    : t('page.title');
  return (
    <div className={`page ${styles.page}`}>
      <PageMeta title={title} noindex follow />
      <PageHeader
        eyebrow={t('page.eyebrow')}
        title={
          state.query ? (
            <>
              {t('page.title')}:{' '}
              <bdi className={styles.query} lang={typedTextLang(state.query, locale)}>
                {state.query}
              </bdi>
            </>
          ) : (
            t('page.emptyTitle')
          )
        }
      >
        <SearchForm locale={locale} state={state} />
      </PageHeader>
      {data.results ? (
        <div className={styles.results}>
          {data.tags ? <TagFilter locale={locale} state={state} tags={data.tags} /> : null}
          <SearchResults locale={locale} state={state} results={data.results} />
        </div>
      ) : (
        <StartPage data={data} />
      )}
    </div>
  );
}

function StartPage({ data }: { data: SearchPageData }) {
  const { t } = useTranslation('search');
  return (
    <div className={styles.start} data-testid="search-start">
      <p className={styles.lead}>{t('page.emptyLead')}</p>
      {data.tags ? (
        <section aria-labelledby="search-directions" className={styles.section}>
          <h2 id="search-directions" className={styles.sectionTitle}>
            {t('page.directions')}
          </h2>
          <TopicLinks locale={data.locale} tags={data.tags.main} />
          <p>
            <SiteLink className="button" to={href('tag-search', data.locale)}>
              <Icon name="Tags" size={16} />
              {t('page.tagSearch')}
            </SiteLink>
          </p>
        </section>
      ) : null}
      {data.popular && data.popular.length > 0 ? (
        <section aria-labelledby="search-popular" className={styles.section}>
          <h2 id="search-popular" className={styles.sectionTitle}>
            {t('page.popular')}
          </h2>
          <ul className={styles.grid}>
            {data.popular.map((material) => (
              <li key={material.id}>
                <MaterialCard material={material} locale={data.locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
