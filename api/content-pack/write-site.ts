/**
 * The team, the gallery and static pages. `team.json` and `gallery.json` are whole lists, so an entry
 * removed from the file is removed from the site.
 */
import { sanitizeEditorHtml } from '../../shared/html/sanitize.ts';
import type { Queryable } from '../db/types.ts';
import type { GalleryFile, PageFile, TeamFile } from './schema.ts';
import { syncTranslations, upsertReturningId } from './upsert.ts';

export async function writeTeam(tx: Queryable, team: TeamFile) {
  for (const member of team) {
    const id = await upsertReturningId(tx, 'team_members', ['slug'], {
      slug: member.slug,
      position: member.position,
      avatar: member.avatar,
      audio: member.audio ?? null,
    });
    const text = (block: TeamFile[number]['ru']) => ({
      name: block.name,
      role: block.role,
      short_description:
        block.short_description === undefined ? null : sanitizeEditorHtml(block.short_description),
    });
    await syncTranslations(tx, 'team_member_translations', 'member_id', id, {
      ru: text(member.ru),
      en: member.en && text(member.en),
    });
  }
  await tx.query('DELETE FROM team_members WHERE NOT (slug = ANY($1::text[]))', [team.map((m) => m.slug)]);
}

export async function writeGallery(tx: Queryable, gallery: GalleryFile) {
  for (const exhibit of gallery) {
    const id = await upsertReturningId(tx, 'gallery_exhibits', ['slug'], {
      slug: exhibit.slug,
      position: exhibit.position,
      image: exhibit.image,
      year: exhibit.year === undefined ? null : String(exhibit.year),
    });
    await syncTranslations(tx, 'gallery_exhibit_translations', 'exhibit_id', id, {
      ru: exhibit.ru,
      en: exhibit.en,
    });
  }
  await tx.query('DELETE FROM gallery_exhibits WHERE NOT (slug = ANY($1::text[]))', [
    gallery.map((g) => g.slug),
  ]);
}

export async function writePage(tx: Queryable, page: PageFile) {
  const id = await upsertReturningId(tx, 'static_pages', ['slug'], { slug: page.slug });
  const text = (block: PageFile['ru']) => ({
    title: block.title,
    content: sanitizeEditorHtml(block.content),
  });
  await syncTranslations(tx, 'static_page_translations', 'page_id', id, {
    ru: text(page.ru),
    en: page.en && text(page.en),
  });
}
