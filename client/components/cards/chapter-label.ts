/**
 * The chapter item's label (docs/product.md#screens Cards): "{section}, {book title}. Глава {position}"; chapters of
 * the Torah section carry no number (docs/product.md#screens, content/README.md).
 */
import type { TFunction } from 'i18next';

export const UNNUMBERED_SECTION = 'torah';

export interface ChapterLabelInput {
  position: number;
  book: { title: string; section: string; section_name: string };
}

export function chapterLabel(t: TFunction, chapter: ChapterLabelInput): string {
  const where = `${chapter.book.section_name}, ${chapter.book.title}`;
  if (chapter.book.section === UNNUMBERED_SECTION) return where;
  return `${where}. ${t('content:card.chapter', { position: chapter.position })}`;
}
