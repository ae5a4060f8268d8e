/**
 * Small, schema-valid answers of the content API for the stub upstream. `fixtureTitle` lets a test
 * change what the "database" holds, so a fresh answer can be told from a cached one.
 */
import type { z } from 'zod';
import type {
  Course,
  Material,
  MaterialCard,
  MaterialsListResponse,
  SearchResponse,
  Tag,
  TagsResponse,
} from '../../../shared/schemas/content.ts';

export const tag: z.infer<typeof Tag> = {
  id: 1,
  slug: 'literature',
  name: 'Литература',
  type: 0,
  gradient: 'linear-gradient(#fff, #eee)',
  color: '#333333',
  category: 'main',
};

export function tagsAnswer(version = 1): z.infer<typeof TagsResponse> {
  return { main_tags: [{ ...tag, name: `Литература v${version}` }], additional_tags: [] };
}

export function card(id: number, slug: string, title: string): z.infer<typeof MaterialCard> {
  return {
    id,
    slug,
    title,
    snippet: 'Короткое описание',
    preview: `materials/${slug}/preview.jpg`,
    time: 7,
    tags: [tag],
    type: 'material',
    link: `/ru/materials/${slug}`,
    fallback: false,
    rating_average: null,
    rating_count: 0,
  };
}

export function materialsListAnswer(titles: Map<string, string>): z.infer<typeof MaterialsListResponse> {
  return {
    materials: [...titles].map(([slug, title], index) => card(index + 1, slug, title)),
    has_more: false,
  };
}

export function materialAnswer(id: number, slug: string, title: string, likes = 0): z.infer<typeof Material> {
  return {
    id,
    slug,
    title,
    snippet: 'Короткое описание',
    author: 'Анна Гринберг',
    author_info: '<p>Автор</p>',
    publication_date: '2025-01-01',
    time: 7,
    preview: `materials/${slug}/preview.jpg`,
    banner: `materials/${slug}/banner.jpg`,
    tags: [tag],
    hashtags: [],
    chapters: [{ id: 1, title: 'Глава', content: '<p>Текст главы</p>' }],
    like_count: likes,
    share_count: 0,
    courses: [],
    other_materials: [],
    other_courses: [],
    rating_average: null,
    rating_count: 0,
    draft: false,
    content_locale: 'ru',
    fallback: false,
    translations: ['ru', 'en'],
    updated_at: '2025-01-02T10:00:00Z',
  };
}

export function courseAnswer(id: number, slug: string, title: string): z.infer<typeof Course> {
  return {
    id,
    slug,
    title,
    snippet: 'Курс',
    author: 'Анна Гринберг',
    author_info: '<p>Автор</p>',
    small_description: '<p>Описание</p>',
    image_banner: `courses/${slug}/banner.jpg`,
    preview: `courses/${slug}/preview.jpg`,
    publication_date: '2025-01-01',
    like_count: 0,
    share_count: 0,
    tags: [tag],
    materials: [],
    materials_count: 0,
    materials_sum_time: 0,
    rating_average: null,
    rating_count: 0,
    content_locale: 'ru',
    fallback: false,
    translations: ['ru', 'en'],
    updated_at: '2025-01-02T10:00:00Z',
  };
}

export function searchAnswer(query: string): z.infer<typeof SearchResponse> {
  return {
    search_materials: [{ ...card(1, 'yiddish-alphabet', query), searchsnippet: 'x' }],
    materials_count: 1,
    search_courses: [],
    courses_count: 0,
    search_articles: [],
    articles_count: 0,
    search_books: [],
    books_count: 0,
    search_places: [],
    places_count: 0,
  };
}
