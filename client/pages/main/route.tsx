/**
 * The main page, /{locale} (docs/product.md#screens Main page), its blocks in the product's order: topics, library,
 * popular materials, courses, books, places, virtual journeys, all courses, all content and the
 * sign-up prompt, after an opening in the editorial style.
 */
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { NewsAnswer } from '../../../shared/schemas/follows.ts';
import type { ShelfAnswer } from '../../../shared/schemas/profile.ts';
import { loadNews, NewsShelf } from '../../features/follows/NewsShelf.tsx';
import { ContinueShelf, loadShelf } from '../../features/profile/ContinueShelf.tsx';
import { useRootData } from '../../runtime/root-data.ts';
import { PageMeta } from '../../runtime/seo/PageMeta.tsx';
import { publisher } from '../../runtime/seo/structured-data.ts';
import { BooksBlock, CoursesBlock, PlacesBlock } from './CardBlocks.tsx';
import { Hero } from './Hero.tsx';
import { AllContent, AllCourses } from './Indexes.tsx';
import { Journeys } from './Journeys.tsx';
import { Library } from './Library.tsx';
import { loadMain, type MainData } from './load-main.ts';
import styles from './Main.module.css';
import { PopularMaterials } from './PopularMaterials.tsx';
import { SignUpPrompt } from './SignUpPrompt.tsx';
import { Topics } from './Topics.tsx';

type MainPageData = MainData & { shelf: ShelfAnswer | null; news: NewsAnswer | null };

export async function loader(args: LoaderFunctionArgs): Promise<MainPageData> {
  const [main, shelf, news] = await Promise.all([loadMain(args), loadShelf(args), loadNews(args)]);
  return { ...main, shelf, news };
}

export function Component() {
  const { t } = useTranslation('common');
  const data = useLoaderData<MainPageData>();
  const origin = useRootData()?.publicOrigin ?? '';
  const { locale } = data;
  return (
    <>
      <PageMeta
        title={t('site.name')}
        description={t('site.description')}
        home
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: t('site.name'),
          description: t('site.description'),
          inLanguage: locale,
          url: `${origin}/${locale}`,
          publisher: publisher(origin, t('site.name')),
          potentialAction: {
            '@type': 'SearchAction',
            target: `${origin}/${locale}/search?search={query}`,
            'query-input': 'required name=query',
          },
        }}
      />
      <div className={`page ${styles.page}`}>
        <ContinueShelf shelf={data.shelf} locale={locale} />
        {data.news ? <NewsShelf news={data.news} locale={locale} hideWhenEmpty /> : null}
        <Hero locale={locale} newest={data.hero} />
        <Topics locale={locale} topics={data.topics} />
        <Library locale={locale} articles={data.articles} chapters={data.chapters} />
        <PopularMaterials locale={locale} materials={data.popular} />
        <CoursesBlock locale={locale} courses={data.courses} />
        <BooksBlock locale={locale} books={data.books} />
        <PlacesBlock locale={locale} places={data.places} total={data.placesCount} />
      </div>
      <Journeys locale={locale} gallery={data.gallery} table={data.table} />
      <div className={`page ${styles.page}`}>
        <AllCourses locale={locale} courses={data.courses} />
        <AllContent locale={locale} />
        <SignUpPrompt />
      </div>
    </>
  );
}
