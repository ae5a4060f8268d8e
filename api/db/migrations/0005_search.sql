-- One search document per (item, site locale): the text a visitor of that locale sees (the ru text
-- when the item has no translation), weighted title A, snippet/description B, body C, built with
-- the configuration of the text's language on ё-folded text. `title_norm` feeds trigram matching
-- for partial words and typos. Ranking reads every matching row, so the row stays narrow: the plain
-- text that `ts_headline` highlights lives in `search_texts` and is read for the shown hits only.
CREATE TABLE search_documents (
  kind text NOT NULL CHECK (kind IN ('material', 'course', 'article', 'chapter', 'place')),
  item_id integer NOT NULL,
  locale text NOT NULL CHECK (locale IN ('ru', 'en')),
  text_locale text NOT NULL CHECK (text_locale IN ('ru', 'en')),
  title text NOT NULL,
  title_norm text NOT NULL,
  document tsvector NOT NULL,
  PRIMARY KEY (kind, item_id, locale)
);
-- A query always names its locale, so each locale gets its own (half-size) indexes.
CREATE INDEX search_documents_ru_idx ON search_documents USING gin (document) WHERE locale = 'ru';
CREATE INDEX search_documents_en_idx ON search_documents USING gin (document) WHERE locale = 'en';
CREATE INDEX search_documents_ru_title_idx ON search_documents USING gin (title_norm gin_trgm_ops) WHERE locale = 'ru';
CREATE INDEX search_documents_en_title_idx ON search_documents USING gin (title_norm gin_trgm_ops) WHERE locale = 'en';

CREATE TABLE search_texts (
  kind text NOT NULL,
  item_id integer NOT NULL,
  locale text NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (kind, item_id, locale),
  FOREIGN KEY (kind, item_id, locale) REFERENCES search_documents (kind, item_id, locale) ON DELETE CASCADE
);
