/** Tags, the team, the gallery, the Ashkenazi table and static pages. */

import type { Locale } from '../../shared/locales.ts';
import { translationOf } from '../db/sql.ts';
import type { Db } from '../db/types.ts';
import { type ItemFactsRow, itemFactsSql } from './item-facts.ts';

export type FestivalRow = { slug: string; name: string; season: string };

export type DishRow = {
  slug: string;
  name: string;
  meaning: string;
  festival: string;
  image: string;
  fallback: boolean;
  materials: { slug: string; title: string }[];
};

export type TagRow = {
  id: number;
  slug: string;
  name: string;
  type: number;
  gradient: string;
  color: string;
  category: string;
};

export type TeamRow = {
  id: number;
  slug: string;
  name: string;
  role: string;
  short_description: string | null;
  avatar: string;
  audio: string | null;
};

export type ExhibitRow = {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string;
  year: string | null;
};

export type PageRow = { slug: string; title: string; content: string; content_locale: Locale } & ItemFactsRow;

export function createSiteRepository(db: Db) {
  return {
    tags(lang: Locale): Promise<TagRow[]> {
      return db.query<TagRow>(
        `SELECT tg.id, tg.slug, t.name, tg.type, tg.gradient, tg.color, t.category
         FROM tags tg JOIN LATERAL (${translationOf('tag_translations', 'tag_id', 'tg.id', '$1')}) t ON true
         ORDER BY tg.type, tg.position, tg.id`,
        [lang],
      );
    },

    team(lang: Locale): Promise<TeamRow[]> {
      return db.query<TeamRow>(
        `SELECT m.id, m.slug, t.name, t.role, t.short_description, m.avatar, m.audio
         FROM team_members m JOIN LATERAL (${translationOf('team_member_translations', 'member_id', 'm.id', '$1')}) t ON true
         ORDER BY m.position, m.id`,
        [lang],
      );
    },

    gallery(lang: Locale): Promise<ExhibitRow[]> {
      return db.query<ExhibitRow>(
        `SELECT g.id, g.slug, t.title, t.description, g.image, g.year
         FROM gallery_exhibits g
         JOIN LATERAL (${translationOf('gallery_exhibit_translations', 'exhibit_id', 'g.id', '$1')}) t ON true
         ORDER BY g.position, g.id`,
        [lang],
      );
    },

    tableFestivals(lang: Locale): Promise<FestivalRow[]> {
      return db.query<FestivalRow>(
        `SELECT f.slug, t.name, t.season FROM table_festivals f
         JOIN LATERAL (${translationOf('table_festival_translations', 'festival_id', 'f.id', '$1')}) t ON true
         ORDER BY f.position, f.id`,
        [lang],
      );
    },

    /** Every dish in its festival's order, with the published materials it names, in their order. */
    tableDishes(lang: Locale): Promise<DishRow[]> {
      return db.query<DishRow>(
        `SELECT d.slug, t.name, t.meaning, f.slug AS festival, d.image, t.locale <> $1 AS fallback,
           coalesce((
             SELECT json_agg(json_build_object('slug', m.slug, 'title', mt.title)
               ORDER BY array_position(d.material_slugs, m.slug))
             FROM materials m
             JOIN LATERAL (${translationOf('material_translations', 'material_id', 'm.id', '$1')}) mt ON true
             WHERE m.slug = ANY(d.material_slugs) AND m.status = 'published'), '[]'::json) AS materials
         FROM table_dishes d JOIN table_festivals f ON f.id = d.festival_id
         JOIN LATERAL (${translationOf('table_dish_translations', 'dish_id', 'd.id', '$1')}) t ON true
         ORDER BY f.position, f.id, d.position, d.id`,
        [lang],
      );
    },

    async page(slug: string, lang: Locale): Promise<PageRow | undefined> {
      const rows = await db.query<PageRow>(
        `SELECT p.slug, t.title, t.content, t.locale AS content_locale,
           ${itemFactsSql('static_page_translations', 'page_id', 'p')}
         FROM static_pages p JOIN LATERAL (${translationOf('static_page_translations', 'page_id', 'p.id', '$1')}) t ON true
         WHERE p.slug = $2`,
        [lang, slug],
      );
      return rows[0];
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
