-- The words of the indexed texts, for typo tolerance on words of the text (not only titles): when a
-- query matches nothing, each of its words that is not among these is replaced by the closest one
-- by trigram similarity and the query runs again (api/search/service.ts). The words are the
-- documents' own lexemes (folded: unaccent, lower case, ё is е; stemmed, and a stem parsed again is
-- itself, so a corrected word finds every form the stem covers), read from the stored vectors
-- rather than by parsing every text again; with how many documents use each, so the commoner of two
-- equally close words wins. Rebuilt by the importer (api/search/index-repository.ts).
CREATE TABLE search_words (
  word text PRIMARY KEY,
  documents integer NOT NULL
);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);

INSERT INTO search_words (word, documents)
SELECT word, ndoc FROM ts_stat('SELECT document FROM search_documents')
WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9_./:@-]';
ANALYZE search_words;
