/**
 * The main page's data (docs/product.md#screens Main page): every block's call at once, in parallel. Each block can
 * live without its data (docs/rules.md R28: it is left out, the page still answers 200); only when
 * every call failed is the upstream down, and the page says so with 503.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import { COURSES_PAGE_SIZE, DEFAULT_LIST_SORT } from '../../../shared/constants.ts';
import type { CallOutput } from '../../../shared/contract/define.ts';
import type { CallById, CallId } from '../../../shared/contract/index.ts';
import { derive } from '../../../shared/data/frozen.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import type { CourseCard, MaterialCard, Tag } from '../../../shared/schemas/content.ts';
import type { ArticleItemData } from '../../components/cards/ArticleItem.tsx';
import type { BookCardData } from '../../components/cards/BookCard.tsx';
import type { ChapterItemData } from '../../components/cards/ChapterItem.tsx';
import type { PlaceCardData } from '../../components/cards/PlaceCard.tsx';
import { loadOptional } from '../../data/load.ts';
import { preferTranslated, shelfPool } from './prefer-translated.ts';

export const POPULAR_COUNT = 6;
export const HERO_COUNT = 3;
export const PLACES_COUNT = 4;
export const ARTICLES_COUNT = 3;
export const COURSE_CARDS_COUNT = 4;
/** The library shelf opens this many books at their first chapter. */
export const OPENING_CHAPTERS_COUNT = 2;

export interface GalleryTeaser {
  image: string;
  title: string;
  count: number;
}

/** The Ashkenazi table's card shows the picture of its first dish, as the gallery's its first exhibit. */
export interface TableTeaser {
  image: string;
}

export interface MainData {
  locale: Locale;
  topics: Tag[];
  hero: MaterialCard[];
  popular: MaterialCard[];
  courses: CourseCard[];
  books: BookCardData[];
  places: PlaceCardData[];
  placesCount: number;
  articles: ArticleItemData[];
  /** The first chapter of the newest books, for the library shelf. */
  chapters: ChapterItemData[];
  gallery: GalleryTeaser | null;
  table: TableTeaser | null;
}

export async function loadMain(args: LoaderFunctionArgs): Promise<MainData> {
  const locale: Locale = isLocale(args.params.locale) ? args.params.locale : 'ru';
  const lang = { query: { lang: locale } };
  const list = { page: 0, orderBy: 0, lang: locale } as const;
  const canFallBack = locale !== DEFAULT_LOCALE;
  const [tags, popular, latest, courses, books, places, articles, gallery, table] = await Promise.all([
    loadOptional(args, 'tags.list', lang),
    loadOptional(args, 'materials.list', {
      query: { ...list, filterBy: 'popular', per_page: shelfPool(POPULAR_COUNT, canFallBack) },
    }),
    loadOptional(args, 'materials.list', {
      query: { ...list, filterBy: DEFAULT_LIST_SORT, per_page: shelfPool(HERO_COUNT, canFallBack) },
    }),
    loadOptional(args, 'courses.list', {
      query: { ...list, filterBy: DEFAULT_LIST_SORT, per_page: COURSES_PAGE_SIZE },
    }),
    loadOptional(args, 'books.list', lang),
    loadOptional(args, 'places.list', lang),
    loadOptional(args, 'articles.list', { query: { page: 0, per_page: ARTICLES_COUNT, lang: locale } }),
    loadOptional(args, 'gallery.list', lang),
    loadOptional(args, 'ashkenazi.table', lang),
  ]);

  if (
    [tags, popular, latest, courses, books, places, articles, gallery, table].every(
      (answer) => answer === null,
    )
  ) {
    throw data({ code: 'upstream_unavailable' }, { status: 503 });
  }
  // The chapters need the books' slugs: one more round of calls, each optional like the rest.
  const opened = await Promise.all(
    (books?.books ?? [])
      .slice(0, OPENING_CHAPTERS_COUNT)
      .map((book) => loadOptional(args, 'books.item', { params: { slug: book.slug }, ...lang })),
  );

  return {
    locale,
    topics: tags?.main_tags ?? [],
    hero: latest ? derive(latest, heroShelf) : [],
    popular: popular ? derive(popular, popularShelf) : [],
    courses: courses?.courses ?? [],
    books: books ? derive(books, bookCards) : [],
    places: places ? derive(places, placeCards) : [],
    placesCount: places?.places.length ?? 0,
    articles: articles ? derive(articles, articleItems) : [],
    chapters: opened.flatMap((book) => (book ? derive(book, openingChapter) : [])),
    gallery: gallery ? derive(gallery, galleryTeaser) : null,
    table: table ? derive(table, tableTeaser) : null,
  };
}

// What the blocks show of each answer, derived once per shared answer (`derive`), so the blocks can be
// reused by the server's block store.
type Answer<I extends CallId> = CallOutput<CallById<I>>;

function heroShelf(answer: Answer<'materials.list'>): MaterialCard[] {
  return preferTranslated(answer.materials, HERO_COUNT);
}

function popularShelf(answer: Answer<'materials.list'>): MaterialCard[] {
  return preferTranslated(answer.materials, POPULAR_COUNT);
}

function bookCards(answer: Answer<'books.list'>): BookCardData[] {
  return answer.books.map(({ slug, title, section_name, cover, description, chapters_count }) => ({
    slug,
    title,
    section_name,
    cover,
    description,
    chapters_count,
  }));
}

function placeCards(answer: Answer<'places.list'>): PlaceCardData[] {
  return answer.places
    .slice(0, PLACES_COUNT)
    .map(({ slug, title, snippet, image_preview }) => ({ slug, title, snippet, image_preview }));
}

function articleItems(answer: Answer<'articles.list'>): ArticleItemData[] {
  return answer.articles.map(({ slug, title, image, author, short_description, fallback }) => ({
    slug,
    title,
    image,
    author,
    short_description,
    fallback,
  }));
}

function openingChapter(book: Answer<'books.item'>): ChapterItemData[] {
  const first = book.chapters[0];
  if (!first) return [];
  const { title, section, section_name } = book;
  return [
    {
      slug: first.slug,
      title: first.title,
      image: first.image,
      position: first.position,
      book: { title, section, section_name },
    },
  ];
}

function tableTeaser(answer: Answer<'ashkenazi.table'>): TableTeaser | null {
  const first = answer.dishes[0];
  return first ? { image: first.image } : null;
}

function galleryTeaser(answer: Answer<'gallery.list'>): GalleryTeaser | null {
  const first = answer.exhibits[0];
  return first ? { image: first.image, title: first.title, count: answer.exhibits.length } : null;
}
