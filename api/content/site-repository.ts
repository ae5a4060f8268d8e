/** Tags, the team, the gallery and static pages. */
import type { Locale } from '../../shared/locales.ts';
import { translationOf } from '../db/sql.ts';
import type { Db } from '../db/types.ts';

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

export type PageRow = { slug: string; title: string; content: string; content_locale: Locale };

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

    async page(slug: string, lang: Locale): Promise<PageRow | undefined> {
      const rows = await db.query<PageRow>(
        `SELECT p.slug, t.title, t.content, t.locale AS content_locale
         FROM static_pages p JOIN LATERAL (${translationOf('static_page_translations', 'page_id', 'p.id', '$1')}) t ON true
         WHERE p.slug = $2`,
        [lang, slug],
      );
      return rows[0];
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
