/** Books with chapters, articles and map places. */
import { htmlToText } from '../../shared/html/sanitize.ts';
import type { Queryable } from '../db/types.ts';
import type { StoreHtml } from './html-images.ts';
import { type Refs, resolve, taggedItemColumns } from './refs.ts';
import type { ArticleFile, BookFile, PlaceFile } from './schema.ts';
import { syncTranslations, upsertReturningId } from './upsert.ts';

export async function writeBook(tx: Queryable, book: BookFile, storeHtml: StoreHtml) {
  const id = await upsertReturningId(tx, 'books', ['slug'], {
    slug: book.slug,
    status: book.status,
    section: book.section,
    cover: book.cover,
    publication_date: book.publication_date,
  });
  await syncTranslations(tx, 'book_translations', 'book_id', id, { ru: book.ru, en: book.en });
  const chapterText = (block: BookFile['chapters'][number]['ru']) => {
    const content = storeHtml(block.content);
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

export async function writeArticle(
  tx: Queryable,
  article: ArticleFile,
  refs: Omit<Refs, 'materials'>,
  storeHtml: StoreHtml,
) {
  const id = await upsertReturningId(tx, 'articles', ['slug'], {
    ...taggedItemColumns(`articles/${article.slug}.json`, article, refs),
    image: article.image,
  });
  const text = (block: ArticleFile['ru']) => {
    const content = storeHtml(block.content);
    const shortDescription = storeHtml(block.short_description);
    return {
      title: block.title,
      author: block.author,
      author_info: block.author_info ? storeHtml(block.author_info) : null,
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

/** Slug → id of the texts a place may mention. */
export type MentionRefs = Record<keyof PlaceFile['mentioned_in'], Map<string, number>>;

export async function writePlace(
  tx: Queryable,
  place: PlaceFile,
  refs: Refs & { texts: MentionRefs },
  storeHtml: StoreHtml,
) {
  const file = `places/${place.slug}.json`;
  const id = await upsertReturningId(tx, 'places', ['slug'], {
    slug: place.slug,
    status: place.status,
    lat: place.lat,
    lng: place.lng,
    tanakh_part: place.tanakh_part,
    image_preview: place.image_preview,
    tag_ids: resolve(refs.tags, place.tags, `${file}: tags`),
  });
  await writeMentions(tx, id, place.mentioned_in, refs.texts, file);
  const text = (block: PlaceFile['ru']) => {
    const snippet = storeHtml(block.snippet);
    const content = storeHtml(block.content);
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

/** Replaces the place's mentions when they differ from the pack's (a second import writes nothing). */
async function writeMentions(
  tx: Queryable,
  placeId: number,
  mentionedIn: PlaceFile['mentioned_in'],
  texts: MentionRefs,
  file: string,
) {
  const wanted = (Object.keys(mentionedIn) as (keyof MentionRefs)[]).flatMap((type) =>
    resolve(texts[type], mentionedIn[type], `${file}: mentioned_in.${type}`).map((itemId, position) => ({
      type,
      itemId,
      position,
    })),
  );
  const current = await tx.query<{ item_type: string; item_id: number; position: number }>(
    'SELECT item_type, item_id, position FROM place_mentions WHERE place_id = $1 ORDER BY item_type, position',
    [placeId],
  );
  const key = (type: string, itemId: number, position: number) => `${type}:${itemId}:${position}`;
  const have = current.map((row) => key(row.item_type, row.item_id, row.position)).sort();
  const want = wanted.map((m) => key(m.type, m.itemId, m.position)).sort();
  if (have.length === want.length && have.every((k, i) => k === want[i])) return;
  await tx.query('DELETE FROM place_mentions WHERE place_id = $1', [placeId]);
  if (wanted.length === 0) return;
  await tx.query(
    `INSERT INTO place_mentions (place_id, item_type, item_id, position)
     SELECT $1, m.item_type, m.item_id, m.position
     FROM unnest($2::text[], $3::int[], $4::int[]) AS m(item_type, item_id, position)`,
    [placeId, wanted.map((m) => m.type), wanted.map((m) => m.itemId), wanted.map((m) => m.position)],
  );
}
