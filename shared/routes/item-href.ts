/**
 * Where an item of each kind opens (articles and chapters live in the books area, without a
 * locale): search hits and the desk's comment context link to it by kind and slug.
 */
import type { ContentType } from '../constants.ts';
import type { Locale } from '../locales.ts';
import { href } from './href.ts';

export function itemHref(type: ContentType, locale: Locale, slug: string): string {
  switch (type) {
    case 'materials':
      return href('material', locale, { slug });
    case 'courses':
      return href('course', locale, { slug });
    case 'articles':
      return href('books-article', locale, { slug });
    case 'books':
      return href('books-chapter', locale, { slug });
    case 'places':
      return href('map-place', locale, { slug });
  }
}
