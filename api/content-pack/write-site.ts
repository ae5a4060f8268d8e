/**
 * The team, the gallery, the Ashkenazi table and static pages. `team.json`, `gallery.json` and
 * `ashkenazi-table.json` are whole lists, so an entry removed from the file is removed from the site.
 */
import type { Queryable } from '../db/types.ts';
import type { StoreHtml } from './html-images.ts';
import { resolve } from './refs.ts';
import type { AshkenaziTableFile, GalleryFile, PageFile, TeamFile } from './schema.ts';
import { syncTranslations, upsertReturningId } from './upsert.ts';

export async function writeTeam(tx: Queryable, team: TeamFile, storeHtml: StoreHtml) {
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
      short_description: block.short_description === undefined ? null : storeHtml(block.short_description),
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

export async function writePage(tx: Queryable, page: PageFile, storeHtml: StoreHtml) {
  const id = await upsertReturningId(tx, 'static_pages', ['slug'], { slug: page.slug });
  const text = (block: PageFile['ru']) => ({
    title: block.title,
    content: storeHtml(block.content),
  });
  await syncTranslations(tx, 'static_page_translations', 'page_id', id, {
    ru: text(page.ru),
    en: page.en && text(page.en),
  });
}

/** The Ashkenazi table: both lists whole, so a festival or dish the file no longer names goes. */
export async function writeAshkenaziTable(tx: Queryable, table: AshkenaziTableFile) {
  const festivalIds = new Map<string, number>();
  for (const festival of table.festivals) {
    const id = await upsertReturningId(tx, 'table_festivals', ['slug'], {
      slug: festival.slug,
      position: festival.position,
    });
    festivalIds.set(festival.slug, id);
    await syncTranslations(tx, 'table_festival_translations', 'festival_id', id, {
      ru: festival.ru,
      en: festival.en,
    });
  }
  for (const dish of table.dishes) {
    const id = await upsertReturningId(tx, 'table_dishes', ['slug'], {
      slug: dish.slug,
      position: dish.position,
      festival_id: resolve(festivalIds, [dish.festival], `ashkenazi-table.json: ${dish.slug}`)[0] as number,
      image: dish.image,
      material_slugs: dish.materials,
    });
    await syncTranslations(tx, 'table_dish_translations', 'dish_id', id, { ru: dish.ru, en: dish.en });
  }
  await tx.query('DELETE FROM table_dishes WHERE NOT (slug = ANY($1::text[]))', [
    table.dishes.map((d) => d.slug),
  ]);
  await tx.query('DELETE FROM table_festivals WHERE NOT (slug = ANY($1::text[]))', [
    table.festivals.map((f) => f.slug),
  ]);
}
