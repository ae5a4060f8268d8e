/** Materials with their chapters, and courses with their ordered materials. */
import { htmlToText } from '../../shared/html/sanitize.ts';
import type { Queryable } from '../db/types.ts';
import type { StoreHtml } from './html-images.ts';
import { type Refs, resolve, taggedItemColumns } from './refs.ts';
import type { CourseFile, MaterialFile } from './schema.ts';
import { syncTranslations, upsert, upsertReturningId } from './upsert.ts';

export async function writeMaterial(
  tx: Queryable,
  material: MaterialFile,
  refs: Omit<Refs, 'materials'>,
  storeHtml: StoreHtml,
) {
  const id = await upsertReturningId(tx, 'materials', ['slug'], {
    ...taggedItemColumns(`materials/${material.slug}.json`, material, refs),
    time_minutes: material.time,
    preview: material.preview,
    banner: material.banner,
  });
  const blocks = { ru: material.ru, en: material.en };
  await syncTranslations(tx, 'material_translations', 'material_id', id, {
    ru: materialText(material.ru, storeHtml),
    en: material.en && materialText(material.en, storeHtml),
  });
  for (const [locale, block] of Object.entries(blocks)) {
    const chapters = block?.chapters ?? [];
    for (const [position, chapter] of chapters.entries()) {
      const content = storeHtml(chapter.content);
      await upsert(tx, 'material_chapters', ['material_id', 'locale', 'position'], {
        material_id: id,
        locale,
        position,
        title: chapter.title,
        content,
        content_text: htmlToText(content),
      });
    }
    await tx.query(
      'DELETE FROM material_chapters WHERE material_id = $1 AND locale = $2 AND position >= $3',
      [id, locale, chapters.length],
    );
  }
}

function materialText(block: MaterialFile['ru'], storeHtml: StoreHtml) {
  return {
    title: block.title,
    snippet: block.snippet,
    author: block.author ?? null,
    author_info: block.author_info === undefined ? null : storeHtml(block.author_info),
  };
}

export async function writeCourse(tx: Queryable, course: CourseFile, refs: Refs, storeHtml: StoreHtml) {
  const file = `courses/${course.slug}.json`;
  const id = await upsertReturningId(tx, 'courses', ['slug'], {
    ...taggedItemColumns(file, course, refs),
    preview: course.preview,
    image_banner: course.image_banner,
  });
  const text = (block: CourseFile['ru']) => {
    const smallDescription = storeHtml(block.small_description);
    return {
      title: block.title,
      snippet: block.snippet,
      author: block.author,
      author_info: storeHtml(block.author_info),
      small_description: smallDescription,
      small_description_text: htmlToText(smallDescription),
    };
  };
  await syncTranslations(tx, 'course_translations', 'course_id', id, {
    ru: text(course.ru),
    en: course.en && text(course.en),
  });
  const materialIds = resolve(refs.materials, course.materials, `${file}: materials`);
  const current = await tx.query<{ material_id: number }>(
    'SELECT material_id FROM course_materials WHERE course_id = $1 ORDER BY position',
    [id],
  );
  const unchanged =
    current.length === materialIds.length && current.every((row, i) => row.material_id === materialIds[i]);
  if (unchanged) return;
  // Reordering would collide with the (course, material) unique key mid-way: replace the list whole.
  await tx.query('DELETE FROM course_materials WHERE course_id = $1', [id]);
  await tx.query(
    `INSERT INTO course_materials (course_id, material_id, position)
     SELECT $1, material_id, position - 1 FROM unnest($2::int[]) WITH ORDINALITY AS m(material_id, position)`,
    [id, materialIds],
  );
}
