-- Lesson sets: a teacher's named selection of materials, courses and articles from the
-- hashtag tool, with a read-only link for a class. A set keeps references, not copies: the shared
-- page reads each item's current title, chapters and address, and an item that is no longer published
-- (or no longer exists) drops out. `share_token` is the link's secret (base64url of 24 random bytes);
-- NULL while the link is revoked. Sets go with their owner.
CREATE TABLE lesson_sets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  share_token text UNIQUE CHECK (share_token ~ '^[A-Za-z0-9_-]{32}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lesson_sets_user_idx ON lesson_sets (user_id, created_at DESC, id DESC);

CREATE TABLE lesson_set_items (
  set_id integer NOT NULL REFERENCES lesson_sets (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('materials', 'courses', 'articles')),
  item_id integer NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (set_id, kind, item_id)
);
