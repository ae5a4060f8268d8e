/** Tags and hashtags: written first, since every other kind refers to them by slug. */
import type { Queryable } from '../db/types.ts';
import type { HashtagsFile, TagsFile } from './schema.ts';
import { syncTranslations, upsertReturningId } from './upsert.ts';

export async function writeTags(tx: Queryable, file: TagsFile): Promise<void> {
  const groups = [
    { type: 0, tags: file.main },
    { type: 1, tags: file.additional },
  ];
  for (const { type, tags } of groups) {
    for (const [position, tag] of tags.entries()) {
      const id = await upsertReturningId(tx, 'tags', ['slug'], {
        slug: tag.slug,
        type,
        gradient: tag.gradient,
        color: tag.color,
        position,
      });
      await syncTranslations(tx, 'tag_translations', 'tag_id', id, { ru: tag.ru, en: tag.en });
    }
  }
}

export async function writeHashtags(tx: Queryable, file: HashtagsFile): Promise<void> {
  for (const [categoryPosition, category] of file.categories.entries()) {
    const categoryId = await upsertReturningId(tx, 'hashtag_categories', ['slug'], {
      slug: category.slug,
      position: categoryPosition,
    });
    await syncTranslations(tx, 'hashtag_category_translations', 'category_id', categoryId, {
      ru: category.ru,
      en: category.en,
    });
    for (const [position, hashtag] of category.hashtags.entries()) {
      const id = await upsertReturningId(tx, 'hashtags', ['slug'], {
        slug: hashtag.slug,
        category_id: categoryId,
        position,
      });
      await syncTranslations(tx, 'hashtag_translations', 'hashtag_id', id, {
        ru: hashtag.ru,
        en: hashtag.en,
      });
    }
  }
}
