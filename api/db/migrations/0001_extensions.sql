-- Trigram matching for partial words and typos; unaccent folds ё to е and Latin diacritics (DESIGN §4).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
