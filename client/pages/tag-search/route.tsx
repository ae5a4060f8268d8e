/**
 * The tag search page, /{locale}/tag-search (docs/product.md#screens, docs/product.md#content-model, docs/product.md#error-messages): every main and additional tag grouped
 * by its category; choosing tags (links that add or drop a tag in `?tags=[…]`, so the page works
 * without scripts and the choice is in the URL) lists the matching materials and courses through the
 * list calls' `tags` filter (OR within main tags, OR within additional ones, AND between the two).
 */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { COURSES_PAGE_SIZE, MATERIALS_PAGE_SIZE } from '../../../shared/constants.ts';
import { isLocale, type Locale } from '../../../shared/locales.ts';
import { href } from '../../../shared/routes/href.ts';
import type {
  CourseCard as CourseCardData,
  MaterialCard as MaterialCardData,
  Tag,
} from '../../../shared/schemas/content.ts';
import { CourseCard } from '../../components/cards/CourseCard.tsx';
import { MaterialCard } from '../../components/cards/MaterialCard.tsx';
import { SiteLink } from '../../components/link/SiteLink.tsx';
import { listSearch, parseListSearch } from '../../components/list/list-query.ts';
import { tagStyle } from '../../components/tags/TagChip.tsx';
import { loadCritical } from '../../data/load.ts';
// The chips are the search page's topic filter's: one look for choosing topics anywhere.
import chips from '../../features/search/TagFilter.module.css';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { Icon } from '../../ui/icons/Icon.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import styles from './TagSearch.module.css';

export interface TagSearchData {
  locale: Locale;
  chosen: number[];
  main: Tag[];
  additional: Tag[];
  /** Null until a tag is chosen. */
  materials: { items: MaterialCardData[]; more: boolean } | null;
  courses: { items: CourseCardData[]; more: boolean } | null;
}

const tagSearchHref = (locale: Locale, tags: number[]) =>
  `${href('tag-search', locale)}${listSearch({ tags })}`;

export async function loader(args: LoaderFunctionArgs): Promise<TagSearchData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  const url = new URL(args.request.url);
  const { state, changed } = parseListSearch(url.searchParams);
  const extra = [...url.searchParams.keys()].some((key) => key !== 'tags');
  if (changed || extra) throw redirect(tagSearchHref(locale, state.tags));

  const tags = await loadCritical(args, 'tags.list', { query: { lang: locale } });
  const known = new Set([...tags.main_tags, ...tags.additional_tags].map((tag) => tag.id));
  const chosen = state.tags.filter((id) => known.has(id));
  if (chosen.length !== state.tags.length) throw redirect(tagSearchHref(locale, chosen));

  const base = { locale, chosen, main: tags.main_tags, additional: tags.additional_tags };
  if (chosen.length === 0) return { ...base, materials: null, courses: null };
  const list = (perPage: number) => ({
    lang: locale,
    tags: chosen,
    page: 0,
    per_page: perPage,
    filterBy: 'popular' as const,
    orderBy: 0 as const,
  });
  const [materials, courses] = await Promise.all([
    loadCritical(args, 'materials.list', { query: list(MATERIALS_PAGE_SIZE) }),
    loadCritical(args, 'courses.list', { query: list(COURSES_PAGE_SIZE) }),
  ]);
  return {
    ...base,
    materials: { items: materials.materials, more: materials.has_more },
    courses: { items: courses.courses, more: courses.has_more },
  };
}

/** Tags in the order the call gives them, grouped by their category (docs/product.md#content-model). */
function byCategory(tags: readonly Tag[]): [string, Tag[]][] {
  const groups = new Map<string, Tag[]>();
  for (const tag of tags) {
    const group = groups.get(tag.category) ?? [];
    group.push(tag);
    groups.set(tag.category, group);
  }
  return [...groups];
}

export function Component() {
  const { t } = useTranslation('search');
  const data = useLoaderData<TagSearchData>();
  const { locale, chosen } = data;
  const names = [...data.main, ...data.additional]
    .filter((tag) => chosen.includes(tag.id))
    .map((tag) => tag.name);
  const title = names.length ? `${t('tags.title')}: ${names.join(', ')}` : t('tags.title');
  const toggle = (id: number) =>
    tagSearchHref(locale, chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);
  return (
    <div className={`page ${styles.page}`}>
      <PageMeta title={title} noindex={chosen.length > 0} follow />
      <PageHeader eyebrow={t('tags.eyebrow')} title={t('tags.title')} lead={t('tags.lead')} />
      <div className={styles.layout}>
        <section className={styles.picker} aria-labelledby="tag-search-choose">
          <h2 id="tag-search-choose" className={styles.pickerTitle}>
            {t('tags.choose')}
          </h2>
          {byCategory([...data.main, ...data.additional]).map(([category, tags]) => (
            <div key={category} className={styles.category}>
              <h3 className={styles.categoryTitle}>{category}</h3>
              <ul className={chips.chips}>
                {tags.map((tag) => {
                  const on = chosen.includes(tag.id);
                  return (
                    <li key={tag.id}>
                      <SiteLink
                        className={`${chips.toggle} ${on ? chips.chosen : ''}`}
                        style={on ? tagStyle(tag) : undefined}
                        to={toggle(tag.id)}
                        aria-current={on ? 'true' : undefined}
                        rel="nofollow"
                        data-testid="tag-toggle"
                      >
                        {on ? <Icon name="Check" size={14} /> : null}
                        {tag.name}
                      </SiteLink>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
          {chosen.length > 0 ? (
            <SiteLink className="button" to={tagSearchHref(locale, [])}>
              <Icon name="X" size={16} />
              {t('tags.clear')}
            </SiteLink>
          ) : null}
        </section>
        <div className={styles.results} aria-live="polite">
          <Results data={data} />
        </div>
      </div>
    </div>
  );
}

function Results({ data }: { data: TagSearchData }) {
  const { t } = useTranslation('search');
  const { locale, chosen } = data;
  if (!data.materials || !data.courses) {
    return <p className={styles.prompt}>{t('tags.prompt')}</p>;
  }
  if (data.materials.items.length === 0 && data.courses.items.length === 0) {
    return (
      <p className={styles.nothing} data-testid="tag-search-nothing">
        {t('tags.nothing')}
      </p>
    );
  }
  const query = listSearch({ tags: chosen });
  return (
    <>
      {data.materials.items.length > 0 ? (
        <section aria-labelledby="tag-search-materials" className={styles.section}>
          <h2 id="tag-search-materials" className={styles.sectionTitle}>
            {t('tags.materials')}
          </h2>
          <ul className={styles.grid} data-testid="tag-search-materials">
            {data.materials.items.map((material) => (
              <li key={material.id}>
                <MaterialCard material={material} locale={locale} />
              </li>
            ))}
          </ul>
          {data.materials.more ? (
            <SiteLink className="button" to={`${href('materials', locale)}${query}`}>
              {t('tags.moreMaterials')}
              <Icon name="ArrowRight" size={16} />
            </SiteLink>
          ) : null}
        </section>
      ) : null}
      {data.courses.items.length > 0 ? (
        <section aria-labelledby="tag-search-courses" className={styles.section}>
          <h2 id="tag-search-courses" className={styles.sectionTitle}>
            {t('tags.courses')}
          </h2>
          <ul className={styles.wideGrid}>
            {data.courses.items.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} locale={locale} />
              </li>
            ))}
          </ul>
          {data.courses.more ? (
            <SiteLink className="button" to={`${href('courses', locale)}${query}`}>
              {t('tags.moreCourses')}
              <Icon name="ArrowRight" size={16} />
            </SiteLink>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
