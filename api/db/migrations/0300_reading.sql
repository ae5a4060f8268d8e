-- The reader's own data (docs/product.md#content-and-engagement, R31): comments, favourites and progress, each row owned by one
-- user. Comments are kept as typed (R4) per item and language; favourites are unique per user and
-- item, so an add is an insert that does nothing twice; progress is one row per user and material,
-- upserted. Items are named by their content type and id (the `{type}` table of the call paths).
CREATE TABLE comments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_type text NOT NULL CHECK (item_type IN ('materials', 'courses', 'articles', 'books', 'places')),
  item_id integer NOT NULL,
  locale text NOT NULL CHECK (locale IN ('ru', 'en')),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The list of one item in one language, newest first; ties by id so the order is stable.
CREATE INDEX comments_item_idx ON comments (item_type, item_id, locale, created_at DESC, id DESC);
-- The author's recent comments: the rate limits and the duplicate check of R19.
CREATE INDEX comments_user_idx ON comments (user_id, created_at DESC);

CREATE TABLE favourites (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_type text NOT NULL CHECK (item_type IN ('materials', 'courses')),
  item_id integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_type, item_id)
);

CREATE TABLE progress (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  material_id integer NOT NULL REFERENCES materials (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('active', 'archived')),
  opened_at timestamptz NOT NULL DEFAULT now(),
  archived_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, material_id)
);
CREATE INDEX progress_user_state_idx ON progress (user_id, state, updated_at DESC);

-- Likes by signed-in users carry the voter key `u:{id}` (R19: 50 a day per user); anonymous likes are
-- also limited per IP and hour (60). These indexes keep both counts cheap.
CREATE INDEX likes_voter_day_idx ON likes (voter_key, like_day) WHERE voter_key IS NOT NULL;
CREATE INDEX likes_ip_created_idx ON likes (ip, created_at);
