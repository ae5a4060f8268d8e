-- Reviews (docs/product.md#content-and-engagement): a signed-in reader rates a material or a course 1–5, with an optional
-- plain-text comment kept as typed (R4). One row per reader and item (the primary key), so saving again
-- edits it; deleting the reader deletes their reviews.
CREATE TABLE reviews (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('materials', 'courses')),
  item_id integer NOT NULL,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  body text CHECK (body IS NULL OR char_length(body) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_type, item_id)
);
-- My reviews, the last edited first.
CREATE INDEX reviews_user_recent_idx ON reviews (user_id, updated_at DESC);

-- Each item carries its reviews' count and rating sum, so a card or a page reads its average from its
-- own row (no join, no aggregate per card). A trigger keeps them in the same transaction as the review
-- row, whatever changes it: a save, an edit, a delete, or a reader's account deleted with its reviews.
-- The increments are applied to the item's current row version, so parallel reviews never lose one.
ALTER TABLE materials
  ADD COLUMN review_count integer NOT NULL DEFAULT 0,
  ADD COLUMN review_sum integer NOT NULL DEFAULT 0;
ALTER TABLE courses
  ADD COLUMN review_count integer NOT NULL DEFAULT 0,
  ADD COLUMN review_sum integer NOT NULL DEFAULT 0;

CREATE FUNCTION reviews_tally() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD.item_type = 'materials' THEN
      UPDATE materials SET review_count = review_count - 1, review_sum = review_sum - OLD.rating
        WHERE id = OLD.item_id;
    ELSE
      UPDATE courses SET review_count = review_count - 1, review_sum = review_sum - OLD.rating
        WHERE id = OLD.item_id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW.item_type = 'materials' THEN
      UPDATE materials SET review_count = review_count + 1, review_sum = review_sum + NEW.rating
        WHERE id = NEW.item_id;
    ELSE
      UPDATE courses SET review_count = review_count + 1, review_sum = review_sum + NEW.rating
        WHERE id = NEW.item_id;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

CREATE TRIGGER reviews_tally AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_tally();
