-- Search documents kept apart by site locale: one LIST partition per locale (shared/locales.ts; a new
-- locale needs its partition). A search reads every document that matches, for its kind (the exact
-- counts) and its rank (the top hits), and a frequent word matches about one document in ten, so
-- nearly every page of its locale is read. With both locales' rows on the same pages, half of every
-- page a query read was the other locale's (100 000 materials: 8 478 pages read for 9 239 hits, most
-- of them from outside shared_buffers under mixed load); on its own pages a locale's documents are
-- half the table. The partitions' indexes need no locale predicate. The rows are copied; search_texts'
-- foreign key moves to the new table.
ALTER TABLE search_texts DROP CONSTRAINT search_texts_kind_item_id_locale_fkey;
ALTER TABLE search_documents RENAME TO search_documents_0005;
ALTER TABLE search_documents_0005 RENAME CONSTRAINT search_documents_pkey TO search_documents_0005_pkey;

CREATE TABLE search_documents (
  kind text NOT NULL CONSTRAINT search_documents_kind_check
    CHECK (kind IN ('material', 'course', 'article', 'chapter', 'place')),
  item_id integer NOT NULL,
  locale text NOT NULL CONSTRAINT search_documents_locale_check CHECK (locale IN ('ru', 'en')),
  text_locale text NOT NULL CONSTRAINT search_documents_text_locale_check CHECK (text_locale IN ('ru', 'en')),
  title text NOT NULL,
  title_norm text NOT NULL,
  document tsvector NOT NULL,
  PRIMARY KEY (kind, item_id, locale)
) PARTITION BY LIST (locale);
CREATE TABLE search_documents_ru PARTITION OF search_documents FOR VALUES IN ('ru');
CREATE TABLE search_documents_en PARTITION OF search_documents FOR VALUES IN ('en');

INSERT INTO search_documents (kind, item_id, locale, text_locale, title, title_norm, document)
SELECT kind, item_id, locale, text_locale, title, title_norm, document FROM search_documents_0005;
DROP TABLE search_documents_0005;

CREATE INDEX search_documents_document_idx ON search_documents USING gin (document);
CREATE INDEX search_documents_title_idx ON search_documents USING gin (title_norm gin_trgm_ops);
ALTER TABLE search_texts ADD CONSTRAINT search_texts_kind_item_id_locale_fkey
  FOREIGN KEY (kind, item_id, locale) REFERENCES search_documents (kind, item_id, locale) ON DELETE CASCADE;
-- The copied rows have no statistics yet, and PGlite has no autovacuum to gather them.
ANALYZE search_documents;
