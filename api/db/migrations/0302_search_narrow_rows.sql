-- Narrow search rows. A search reads every document its text matches (for the exact counts per
-- kind), so the width of a row sets the cost of a frequent word: at 1.4 KB a row, a word in one
-- document of ten visited most pages of its locale's partition. The weighted vector and the plain
-- text now live in the same row but out of line (storage EXTERNAL, and a toast target of 128 bytes
-- so a row longer than the 2 KB threshold keeps neither inline); the row itself keeps the key, the
-- titles and `head`, the title and description lexemes (weights A and B), which is all a count and
-- a ranking by title and description read. A row too short to be toasted at all is short anyway.
-- The rows are copied into new partitions, so they are written already narrow and packed.
CREATE TABLE search_documents_0302 (
  kind text NOT NULL CONSTRAINT search_documents_kind_check
    CHECK (kind IN ('material', 'course', 'article', 'chapter', 'place')),
  item_id integer NOT NULL,
  locale text NOT NULL CONSTRAINT search_documents_locale_check CHECK (locale IN ('ru', 'en')),
  text_locale text NOT NULL CONSTRAINT search_documents_text_locale_check CHECK (text_locale IN ('ru', 'en')),
  title text NOT NULL,
  title_norm text NOT NULL,
  document tsvector NOT NULL,
  head tsvector NOT NULL GENERATED ALWAYS AS (ts_filter(document, '{a,b}')) STORED,
  -- The text `ts_headline` highlights: the description and the body.
  body text NOT NULL
) PARTITION BY LIST (locale);
-- EXTERNAL: out of line and uncompressed (a highlight reads only the start of a long body).
-- MAIN: kept in the row, compressed before anything else would move it out.
ALTER TABLE search_documents_0302 ALTER COLUMN document SET STORAGE EXTERNAL,
  ALTER COLUMN body SET STORAGE EXTERNAL, ALTER COLUMN head SET STORAGE MAIN,
  ALTER COLUMN title SET STORAGE MAIN, ALTER COLUMN title_norm SET STORAGE MAIN;
-- One partition per site locale (shared/locales.ts; a new locale needs its partition, with the same
-- toast target: partitions do not inherit storage parameters).
CREATE TABLE search_documents_0302_ru PARTITION OF search_documents_0302 FOR VALUES IN ('ru')
  WITH (toast_tuple_target = 128);
CREATE TABLE search_documents_0302_en PARTITION OF search_documents_0302 FOR VALUES IN ('en')
  WITH (toast_tuple_target = 128);

INSERT INTO search_documents_0302 (kind, item_id, locale, text_locale, title, title_norm, document, body)
SELECT d.kind, d.item_id, d.locale, d.text_locale, d.title, d.title_norm, d.document, coalesce(t.body, '')
FROM search_documents d
LEFT JOIN search_texts t ON t.kind = d.kind AND t.item_id = d.item_id AND t.locale = d.locale;

DROP TABLE search_texts;
DROP TABLE search_documents;
ALTER TABLE search_documents_0302 RENAME TO search_documents;
ALTER TABLE search_documents_0302_ru RENAME TO search_documents_ru;
ALTER TABLE search_documents_0302_en RENAME TO search_documents_en;

ALTER TABLE search_documents ADD CONSTRAINT search_documents_pkey PRIMARY KEY (kind, item_id, locale);
CREATE INDEX search_documents_document_idx ON search_documents USING gin (document);
CREATE INDEX search_documents_title_idx ON search_documents USING gin (title_norm gin_trgm_ops);
-- The copied rows have no statistics yet, and PGlite has no autovacuum to gather them.
ANALYZE search_documents;
