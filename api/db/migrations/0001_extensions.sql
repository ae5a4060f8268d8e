-- Trigram matching for partial words and typos; unaccent folds ё to е and Latin diacritics (docs/product.md#content-and-engagement).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
