-- The reader's exact place in a material and the history switch (docs/product.md#content-and-engagement). A position is
-- the chapter's place in reading order (0-based) and how far down it (0..1), so it survives another
-- language's chapter ids and chapters edited since; one row per user and material, upserted (R31).
-- Deleting a user or a material deletes its rows, so the history never points at nothing.
CREATE TABLE reading_positions (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  material_id integer NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  chapter integer NOT NULL CHECK (chapter >= 0),
  fraction real NOT NULL CHECK (fraction >= 0 AND fraction <= 1),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, material_id)
);
CREATE INDEX reading_positions_recent_idx ON reading_positions (user_id, updated_at DESC);

-- Privacy: while `tracking_paused` is set, nothing new enters the reader's history.
CREATE TABLE reader_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  tracking_paused boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
