/**
 * Keeps `search_documents` in step with the content (migrations 0005, 0301, 0302): one set-based statement per
 * kind, run in the importer's transaction. A row is rewritten only when its text changed, and rows of
 * items that are gone or no longer published are deleted.
 */
import { LOCALES } from '../../shared/locales.ts';
import { translationOf } from '../db/sql.ts';
import type { Queryable } from '../db/types.ts';

type Kind = 'material' | 'course' | 'article' | 'chapter' | 'place';

const SITE_LOCALES = `(VALUES ${LOCALES.map((l) => `('${l}')`).join(', ')}) AS l(locale)`;

/**
 * Each source yields, per published item and site locale: the text's locale, the title (weight A),
 * the description (B) and the body (C).
 */
const SOURCES: Record<Kind, string> = {
  material: `
    SELECT m.id AS item_id, l.locale, t.locale AS text_locale, t.title,
      concat_ws(' ', t.snippet, t.author) AS description,
      coalesce((SELECT string_agg(c.title || '. ' || c.content_text, ' ' ORDER BY c.position)
        FROM material_chapters c WHERE c.material_id = m.id AND c.locale = t.locale), '') AS body
    FROM materials m CROSS JOIN ${SITE_LOCALES}
    JOIN LATERAL (${translationOf('material_translations', 'material_id', 'm.id', 'l.locale')}) t ON true
    WHERE m.status = 'published'`,
  course: `
    SELECT c.id AS item_id, l.locale, t.locale AS text_locale, t.title,
      concat_ws(' ', t.snippet, t.author) AS description, t.small_description_text AS body
    FROM courses c CROSS JOIN ${SITE_LOCALES}
    JOIN LATERAL (${translationOf('course_translations', 'course_id', 'c.id', 'l.locale')}) t ON true
    WHERE c.status = 'published'`,
  article: `
    SELECT a.id AS item_id, l.locale, t.locale AS text_locale, t.title,
      concat_ws(' ', t.short_description_text, t.author) AS description, t.content_text AS body
    FROM articles a CROSS JOIN ${SITE_LOCALES}
    JOIN LATERAL (${translationOf('article_translations', 'article_id', 'a.id', 'l.locale')}) t ON true
    WHERE a.status = 'published'`,
  chapter: `
    SELECT ch.id AS item_id, l.locale, t.locale AS text_locale, t.title,
      '' AS description, t.content_text AS body
    FROM book_chapters ch JOIN books b ON b.id = ch.book_id CROSS JOIN ${SITE_LOCALES}
    JOIN LATERAL (${translationOf('book_chapter_translations', 'chapter_id', 'ch.id', 'l.locale')}) t ON true
    WHERE b.status = 'published'`,
  place: `
    SELECT p.id AS item_id, l.locale, t.locale AS text_locale, t.title,
      t.snippet_text AS description, t.content_text AS body
    FROM places p CROSS JOIN ${SITE_LOCALES}
    JOIN LATERAL (${translationOf('place_translations', 'place_id', 'p.id', 'l.locale')}) t ON true
    WHERE p.status = 'published'`,
};

/** The text search configuration of a text's language; ru text is read with `russian`. */
export const CONFIG_OF_LOCALE = `CASE %s WHEN 'en' THEN 'english' ELSE 'russian' END::regconfig`;

function refreshSql(kind: Kind): string {
  const cfg = CONFIG_OF_LOCALE.replace('%s', 's.text_locale');
  return `
    WITH source AS MATERIALIZED (${SOURCES[kind]}),
    written AS (
      INSERT INTO search_documents AS d (kind, item_id, locale, text_locale, title, title_norm, document, body)
      SELECT '${kind}', s.item_id, s.locale, s.text_locale, s.title, lower(unaccent(s.title)),
        setweight(to_tsvector(${cfg}, unaccent(s.title)), 'A')
          || setweight(to_tsvector(${cfg}, unaccent(s.description)), 'B')
          || setweight(to_tsvector(${cfg}, unaccent(s.body)), 'C'),
        concat_ws(' ', nullif(s.description, ''), nullif(s.body, ''))
      FROM source s
      ON CONFLICT (kind, item_id, locale) DO UPDATE SET
        text_locale = EXCLUDED.text_locale, title = EXCLUDED.title, title_norm = EXCLUDED.title_norm,
        document = EXCLUDED.document, body = EXCLUDED.body
      WHERE ROW(d.text_locale, d.title, d.document, d.body)
        IS DISTINCT FROM ROW(EXCLUDED.text_locale, EXCLUDED.title, EXCLUDED.document, EXCLUDED.body)
      RETURNING 1
    )
    DELETE FROM search_documents d
    WHERE d.kind = '${kind}'
      AND NOT EXISTS (SELECT 1 FROM source s WHERE s.item_id = d.item_id AND s.locale = d.locale)`;
}

/**
 * The words (lexemes) of every indexed text, as migration 0316 builds them, for the typo fallback on
 * words: read from the stored vectors, not parsed again. Rebuilt whole: an import is rare, and the
 * words of changed, new and deleted texts all move the document counts.
 */
const REFRESH_WORDS_SQL = `
  INSERT INTO search_words (word, documents)
  SELECT word, ndoc FROM ts_stat('SELECT document FROM search_documents')
  WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9_./:@-]'`;

export async function refreshSearchDocuments(tx: Queryable): Promise<void> {
  for (const kind of Object.keys(SOURCES) as Kind[]) {
    await tx.query(refreshSql(kind));
  }
  await tx.query('DELETE FROM search_words');
  await tx.query(REFRESH_WORDS_SQL);
}
