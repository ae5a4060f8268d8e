/** Books with chapters, articles and map places. */
import { htmlToText, sanitizeEditorHtml } from '../../shared/html/sanitize.ts';
import type { Queryable } from '../db/types.ts';
import { type Refs, resolve } from './refs.ts';
import type { ArticleFile, BookFile, PlaceFile } from './schema.ts';
import { syncTranslations, upsertReturningId } from './upsert.ts';

export async function writeBook(tx: Queryable, book: BookFile) {
  const id = await upsertReturningId(tx, 'books', ['slug'], {
    slug: book.slug,
    status: book.status,
    section: book.section,
    cover: book.cover,
    publication_date: book.publication_date,
  });
  await syncTranslations(tx, 'book_translations', 'book_id', id, { ru: book.ru, en: book.en });
  const chapterText = (block: BookFile['chapters'][number]['ru']) => {
    const content = sanitizeEditorHtml(block.content);
    return { title: block.title, content, content_text: htmlToText(content) };
  };
  for (const chapter of book.chapters) {
    const chapterId = await upsertReturningId(tx, 'book_chapters', ['slug'], {
      slug: chapter.slug,
      book_id: id,
      position: chapter.position,
      image: chapter.image ?? null,
    });
    await syncTranslations(tx, 'book_chapter_translations', 'chapter_id', chapterId, {
      ru: chapterText(chapter.ru),
      en: chapter.en && chapterText(chapter.en),
    });
  }
  await tx.query('DELETE FROM book_chapters WHERE book_id = $1 AND NOT (slug = ANY($2::text[]))', [
    id,
    book.chapters.map((c) => c.slug),
  ]);
}

export async function writeArticle(tx: Queryable, article: ArticleFile, refs: Omit<Refs, 'materials'>) {
  const file = `articles/${article.slug}.json`;
  const id = await upsertReturningId(tx, 'articles', ['slug'], {
    slug: article.slug,
    status: article.status,
    publication_date: article.publication_date,
    image: article.image,
    tag_ids: resolve(refs.tags, article.tags, `${file}: tags`),
    hashtag_ids: resolve(refs.hashtags, article.hashtags, `${file}: hashtags`),
  });
  const text = (block: ArticleFile['ru']) => {
    const content = sanitizeEditorHtml(block.content);
    const shortDescription = sanitizeEditorHtml(block.short_description);
    return {
      title: block.title,
      author: block.author,
      short_description: shortDescription,
      short_description_text: htmlToText(shortDescription),
      content,
      content_text: htmlToText(content),
    };
  };
  await syncTranslations(tx, 'article_translations', 'article_id', id, {
    ru: text(article.ru),
    en: article.en && text(article.en),
  });
}

export async function writePlace(tx: Queryable, place: PlaceFile) {
  const id = await upsertReturningId(tx, 'places', ['slug'], {
    slug: place.slug,
    status: place.status,
    lat: place.lat,
    lng: place.lng,
    tanakh_part: place.tanakh_part,
    image_preview: place.image_preview,
  });
  const text = (block: PlaceFile['ru']) => {
    const snippet = sanitizeEditorHtml(block.snippet);
    const content = sanitizeEditorHtml(block.content);
    return {
      title: block.title,
      snippet,
      snippet_text: htmlToText(snippet),
      content,
      content_text: htmlToText(content),
    };
  };
  await syncTranslations(tx, 'place_translations', 'place_id', id, {
    ru: text(place.ru),
    en: place.en && text(place.en),
  });
}
