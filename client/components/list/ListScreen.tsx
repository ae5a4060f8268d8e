/**
 * A list screen (docs/product.md#screens Lists): heading, controls, the cards of the page the URL names and then
 * infinite scroll. Crawlers and readers without scripts get page links with rel=prev/next instead
 * (docs/architecture.md#rendering); loading, empty and error states each have their words.
 */
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import type { Locale } from '../../../shared/locales.ts';
import type { CourseCard } from '../../../shared/schemas/content.ts';
import { Cached } from '../../runtime/fragments/Cached.ts';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { useHydrated } from '../../runtime/use-hydrated.ts';
import { Icon } from '../../ui/icons/Icon.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { MaterialCard } from '../cards/MaterialCard.tsx';
import { SiteLink } from '../link/SiteLink.tsx';
import { ScrollLoader } from '../loader/ScrollLoader.tsx';
import { preloadPriorityImage } from '../media/LazyImage.tsx';
import { storageUrl } from '../media/storage.ts';
import { ListControls } from './ListControls.tsx';
import styles from './ListScreen.module.css';
import { changeList, listSearch } from './list-query.ts';
import type { ListData } from './load-list.ts';
import { type ListItem, useInfiniteList } from './use-infinite-list.ts';

export interface ListScreenProps {
  data: ListData;
  title: string;
  eyebrow: string;
  lead: string;
  /**
   * A course list's card and the reader's marks among the loaded courses (a dep of the stored block):
   * the caller's, so the bookmark wiring stays with the reading feature. A material list has neither.
   */
  courses?: ListCourses;
}

export interface ListCourses {
  Card: ComponentType<{ course: CourseCard; locale: Locale; priority: boolean; headingLevel: 2 }>;
  marks: string;
}

export function ListScreen({ data, title, eyebrow, lead, courses }: ListScreenProps) {
  const { t } = useTranslation('content');
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const origin = useRootData()?.publicOrigin ?? '';
  const { state } = data;
  const pending = navigation.state === 'loading' && navigation.location?.pathname === pathname;
  const pageTitle = state.page > 0 ? t('list.pageTitle', { title, page: state.page + 1 }) : title;
  const url = (page: number) => `${pathname}${listSearch({ ...state, page })}`;
  const filtered = listSearch({ ...state, page: 0 }) !== '';

  return (
    <div className={`page ${styles.screen}`}>
      <PageMeta
        title={pageTitle}
        description={lead}
        // A filtered or sorted list is the plain list in another order: the plain list is canonical.
        canonicalPath={filtered ? pathname : url(state.page)}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: pageTitle,
          description: lead,
          url: `${origin}${url(state.page)}`,
          mainEntity: {
            '@type': 'ItemList',
            itemListElement: data.items.map((item, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: item.title,
              url: `${origin}${itemPath(data, item)}`,
            })),
          },
        }}
      />
      {state.page > 0 ? <link rel="prev" href={`${origin}${url(state.page - 1)}`} /> : null}
      {data.hasMore ? <link rel="next" href={`${origin}${url(state.page + 1)}`} /> : null}

      <PageHeader eyebrow={eyebrow} title={title} lead={lead} />

      <ListControls state={state} tags={data.tags} />

      {state.page > 0 ? (
        <p className={styles.earlier}>
          <SiteLink to={url(state.page - 1)} rel="prev">
            <Icon name="ArrowLeft" size={16} />
            {t('list.previousPage')}
          </SiteLink>
          <span className={styles.pageNote}>{t('list.pageOf', { page: state.page + 1 })}</span>
        </p>
      ) : null}

      <section
        aria-label={t('list.results')}
        aria-busy={pending}
        className={pending ? styles.pending : undefined}
      >
        <Results key={search} data={data} url={url} courses={courses} />
      </section>
    </div>
  );
}

function itemPath(data: ListData, item: ListItem): string {
  if (data.kind === 'materials') return (item as { link?: string }).link ?? '';
  return `/${data.locale}/courses/${item.slug}`;
}

function Results({
  data,
  url,
  courses,
}: {
  data: ListData;
  url: (page: number) => string;
  courses: ListCourses | undefined;
}) {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const list = useInfiniteList<ListItem>(data.kind, data.state, data.locale, data);
  const marks = courses?.marks ?? '';

  // The cards marked `priority` below: their preloads, asked for outside the stored block.
  for (const item of data.items.slice(0, data.kind === 'materials' ? 1 : 2)) {
    preloadPriorityImage(storageUrl(item.preview), true);
  }

  if (data.items.length === 0) {
    const filtered = data.state.tags.length > 0;
    return (
      <div className={styles.empty} data-testid="list-empty">
        <p className={styles.emptyTitle}>{filtered ? t('list.emptyFiltered') : t('list.empty')}</p>
        {filtered ? (
          <SiteLink className="button" to={`${pathname}${listSearch(changeList(data.state, { tags: [] }))}`}>
            {t('list.resetFilter')}
          </SiteLink>
        ) : null}
      </div>
    );
  }

  return (
    <>
      <Cached
        as="ul"
        name="list.items"
        // The server renders the loaded page alone: its items, where the list starts, the reader's marks.
        deps={list.pages.length === 1 ? [data.locale, data.kind, data.items, data.state.page, marks] : null}
        className={data.kind === 'materials' ? styles.materials : styles.courses}
        data-testid="list-items"
      >
        {() =>
          list.pages.map((page, pageIndex) =>
            page.map((item, index) => (
              <li
                key={item.id}
                className={data.kind === 'materials' && index === 0 ? styles.wide : undefined}
                data-page={data.state.page + pageIndex}
              >
                {data.kind === 'materials' ? (
                  <MaterialCard
                    material={item as Extract<ListItem, { type: 'material' }>}
                    locale={data.locale}
                    layout={index === 0 ? 'wide' : 'default'}
                    priority={pageIndex === 0 && index === 0}
                    headingLevel={2}
                  />
                ) : courses ? (
                  <courses.Card
                    course={item as Exclude<ListItem, { type: 'material' }>}
                    locale={data.locale}
                    priority={pageIndex === 0 && index < 2}
                    headingLevel={2}
                  />
                ) : null}
              </li>
            )),
          )
        }
      </Cached>

      <div className={styles.footer}>
        {!hydrated ? (
          data.hasMore ? (
            <nav aria-label={t('list.pages')}>
              <SiteLink className="button" to={url(data.state.page + 1)} rel="next">
                {t('list.nextPage')}
                <Icon name="ArrowRight" size={16} />
              </SiteLink>
            </nav>
          ) : null
        ) : list.status === 'error' ? (
          <div className={styles.error} role="alert">
            <p>{t('list.error')}</p>
            <button type="button" className="button" onClick={list.loadMore}>
              <Icon name="RotateCw" size={16} />
              {t('list.retry')}
            </button>
          </div>
        ) : list.hasMore ? (
          <ScrollLoader
            onLoad={list.loadMore}
            loading={list.status === 'loading'}
            disabled={list.status !== 'idle'}
            label={t('list.loadingMore')}
          />
        ) : (
          <p className={styles.end} data-testid="list-end">
            {t('list.end')}
          </p>
        )}
      </div>
    </>
  );
}
