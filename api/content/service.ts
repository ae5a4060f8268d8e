/**
 * Content rules (docs/product.md#screens, docs/product.md#content-model; docs/product.md#content-and-engagement): paging with one extra row for `has_more`, the ru fallback
 * marker, card links, course totals. No request objects here: routes pass validated values.
 */
import type { z } from 'zod';
import type { Locale } from '../../shared/locales.ts';
import type { AshkenaziTableResponse } from '../../shared/schemas/ashkenazi.ts';
import type {
  Article,
  ArticlesListResponse,
  Book,
  BookChapter,
  BooksListResponse,
  Course,
  CoursesListResponse,
  GalleryResponse,
  ListQuery,
  Material,
  MaterialsListResponse,
  Place,
  PlaceSummary,
  PlacesListQuery,
  PlacesListResponse,
  StaticPage,
  Tag,
  TagsResponse,
  TeamResponse,
} from '../../shared/schemas/content.ts';
import { courseCard, materialCard } from '../db/cards.ts';
import { notFound } from '../errors.ts';
import type { ItemsRepository } from './items-repository.ts';
import type { LibraryRepository, MentioningType, PlaceSummaryRow } from './library-repository.ts';
import type { ListRequest, ListsRepository } from './lists-repository.ts';
import type { SiteRepository } from './site-repository.ts';

type Out<S extends z.ZodType> = z.output<S>;

export interface ContentDeps {
  lists: ListsRepository;
  items: ItemsRepository;
  library: LibraryRepository;
  site: SiteRepository;
}

function localeOf(contentLocale: Locale, lang: Locale) {
  return { content_locale: contentLocale, fallback: contentLocale !== lang };
}

function found<T>(row: T | undefined): T {
  if (row === undefined) throw notFound();
  return row;
}

/** Splits the `per_page + 1` rows read into the page and whether more follow. */
function paged<T>(rows: T[], perPage: number): { items: T[]; has_more: boolean } {
  return { items: rows.slice(0, perPage), has_more: rows.length > perPage };
}

function placeSummary(row: PlaceSummaryRow): PlaceSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    snippet: row.snippet,
    image_preview: row.image_preview,
    lat: row.lat,
    lng: row.lng,
    tanakh_part: row.tanakh_part,
    tags: row.tags as Tag[],
  };
}

function listRequest(query: ListQuery, drafts = false): ListRequest {
  return {
    drafts,
    lang: query.lang,
    sort: query.filterBy,
    descending: query.orderBy === 0,
    limit: query.per_page + 1,
    offset: query.page * query.per_page,
    tagIds: query.tags,
  };
}

export function createContentService({ lists, items, library, site }: ContentDeps) {
  return {
    async tags(lang: Locale): Promise<Out<typeof TagsResponse>> {
      const tags = await site.tags(lang);
      return {
        main_tags: tags.filter((t) => t.type === 0),
        additional_tags: tags.filter((t) => t.type !== 0),
      };
    },

    /** `drafts`: the caller is an admin in test-admin mode (`routes.ts`). */
    async materials(query: ListQuery, drafts = false): Promise<Out<typeof MaterialsListResponse>> {
      const request = listRequest(query, drafts);
      const { items: rows, has_more } = paged(await lists.materialCards(request), query.per_page);
      return { materials: rows.map((row) => materialCard(row, query.lang)), has_more };
    },

    async courses(query: ListQuery): Promise<Out<typeof CoursesListResponse>> {
      const { items: rows, has_more } = paged(await lists.courseCards(listRequest(query)), query.per_page);
      return { courses: rows.map(courseCard), has_more };
    },

    async material(slug: string, lang: Locale, drafts = false): Promise<Out<typeof Material>> {
      const material = found(await items.material(slug, lang, drafts));
      const courses = await items.materialCourses(material.id, lang);
      const related = await items.relatedMaterials(material.id, lang);
      const relatedCourses = await items.relatedCourses(material.id, lang);
      return {
        ...material,
        tags: material.tags as Tag[],
        hashtags: material.hashtags as Out<typeof Material>['hashtags'],
        courses: courses.map((c) => ({
          slug: c.slug,
          title: c.title,
          fallback: c.fallback,
          next_material:
            c.next_slug && c.next_title
              ? { slug: c.next_slug, title: c.next_title, fallback: c.next_fallback === true }
              : null,
        })),
        other_materials: related.map((row) => materialCard(row, lang)),
        other_courses: relatedCourses.map(courseCard),
        ...localeOf(material.content_locale, lang),
      };
    },

    async course(slug: string, lang: Locale): Promise<Out<typeof Course>> {
      const course = found(await items.course(slug, lang));
      const materials = await items.courseMaterials(course.id, lang);
      return {
        ...course,
        tags: course.tags as Tag[],
        materials,
        materials_count: materials.length,
        materials_sum_time: materials.reduce((sum, m) => sum + m.time, 0),
        ...localeOf(course.content_locale, lang),
      };
    },

    async books(lang: Locale): Promise<Out<typeof BooksListResponse>> {
      return { books: await library.books(lang) };
    },

    async book(slug: string, lang: Locale): Promise<Out<typeof Book>> {
      const book = found(await library.book(slug, lang));
      const chapters = await library.bookChapters(book.id, lang);
      return { ...book, chapters, ...localeOf(book.content_locale, lang) };
    },

    async chapter(slug: string, lang: Locale): Promise<Out<typeof BookChapter>> {
      const chapter = found(await library.chapter(slug, lang));
      return { ...chapter, ...localeOf(chapter.content_locale, lang) };
    },

    async articles(query: {
      page: number;
      per_page: number;
      lang: Locale;
    }): Promise<Out<typeof ArticlesListResponse>> {
      const rows = await library.articles(query.lang, query.per_page + 1, query.page * query.per_page);
      const { items: page, has_more } = paged(rows, query.per_page);
      return { articles: page.map((a) => ({ ...a, tags: a.tags as Tag[] })), has_more };
    },

    async article(slug: string, lang: Locale): Promise<Out<typeof Article>> {
      const article = found(await library.article(slug, lang));
      const relatedArticles = await library.relatedArticles(article.id, lang);
      const relatedMaterials = await library.relatedMaterials(article.id, lang);
      return {
        ...article,
        tags: article.tags as Tag[],
        hashtags: article.hashtags as Out<typeof Article>['hashtags'],
        related_articles: relatedArticles.map((a) => ({ ...a, tags: a.tags as Tag[] })),
        related_materials: relatedMaterials.map((row) => materialCard(row, lang)),
        ...localeOf(article.content_locale, lang),
      };
    },

    async places(query: PlacesListQuery): Promise<Out<typeof PlacesListResponse>> {
      const { lang, ...filters } = query;
      return { places: (await library.places(lang, filters)).map(placeSummary) };
    },

    async placesInText(
      type: MentioningType,
      slug: string,
      lang: Locale,
    ): Promise<Out<typeof PlacesListResponse>> {
      return { places: (await library.placesInText(type, slug, lang)).map(placeSummary) };
    },

    async place(slug: string, lang: Locale): Promise<Out<typeof Place>> {
      const place = found(await library.place(slug, lang));
      const [materials, courses, articles, nearby] = await Promise.all([
        library.mentioningMaterials(place.id, lang),
        library.mentioningCourses(place.id, lang),
        library.mentioningArticles(place.id, lang),
        library.nearbyPlaces(place.id, place.lat, place.lng, lang),
      ]);
      return {
        ...placeSummary(place),
        content: place.content,
        like_count: place.like_count,
        share_count: place.share_count,
        translations: place.translations,
        updated_at: place.updated_at,
        mentions: {
          materials: materials.map((row) => materialCard(row, lang)),
          courses: courses.map(courseCard),
          articles: articles.map((a) => ({ ...a, tags: a.tags as Tag[] })),
        },
        nearby: nearby.map((row) => ({ ...placeSummary(row), distance_km: row.distance_km })),
        ...localeOf(place.content_locale, lang),
      };
    },

    async team(lang: Locale): Promise<Out<typeof TeamResponse>> {
      return { team: await site.team(lang) };
    },

    async gallery(lang: Locale): Promise<Out<typeof GalleryResponse>> {
      return { exhibits: await site.gallery(lang) };
    },

    async ashkenaziTable(lang: Locale): Promise<Out<typeof AshkenaziTableResponse>> {
      const [festivals, dishes] = [await site.tableFestivals(lang), await site.tableDishes(lang)];
      return { festivals, dishes };
    },

    async page(slug: string, lang: Locale): Promise<Out<typeof StaticPage>> {
      const page = found(await site.page(slug, lang));
      return { ...page, ...localeOf(page.content_locale, lang) };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
