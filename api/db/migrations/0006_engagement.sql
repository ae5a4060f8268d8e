-- Likes and shares (docs/product.md#content-and-engagement, R31). A like counts once per (item, voter) and once per (item, IP,
-- day); a share once per (item, IP, hour). The unique indexes decide under concurrency and the
-- item's counter moves in the same transaction as the row that justifies it.
CREATE TABLE likes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_type text NOT NULL CHECK (item_type IN ('materials', 'courses', 'articles', 'books', 'places')),
  item_id integer NOT NULL,
  voter_key text,
  ip inet NOT NULL,
  like_day date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- NULL voter keys (no cookie, no user) never collide here; the IP-and-day index still applies.
CREATE UNIQUE INDEX likes_voter_uq ON likes (item_type, item_id, voter_key);
CREATE UNIQUE INDEX likes_ip_day_uq ON likes (item_type, item_id, ip, like_day);

CREATE TABLE shares (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_type text NOT NULL CHECK (item_type IN ('materials', 'courses', 'articles', 'books', 'places')),
  item_id integer NOT NULL,
  ip inet NOT NULL,
  share_hour timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX shares_ip_hour_uq ON shares (item_type, item_id, ip, share_hour);
