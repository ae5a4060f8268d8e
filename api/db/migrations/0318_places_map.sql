-- Places on the map: a place's directions (main tags, the map's filter besides the Tanakh
-- part) and the texts that mention it. A mention is an explicit list in the place's pack file
-- (content/README.md), kept here in the pack's order; items are named by their content type and id,
-- like comments, so one table serves materials, courses and articles.
ALTER TABLE places ADD COLUMN tag_ids integer[] NOT NULL DEFAULT '{}';

CREATE TABLE place_mentions (
  place_id integer NOT NULL REFERENCES places (id) ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('materials', 'courses', 'articles')),
  item_id integer NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (place_id, item_type, item_id)
);
-- "Places in this text": the places one material, course or article mentions.
CREATE INDEX place_mentions_item_idx ON place_mentions (item_type, item_id);
