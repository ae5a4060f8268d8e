-- Following and the digest (docs/follows.md): what a reader follows (a tag, which covers the
-- directions, an author by name, a course), the reader's digest setting and visits, the digest
-- jobs and the key that signs unsubscribe links.
CREATE TABLE follows (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('tag', 'author', 'course')),
  target text NOT NULL CHECK (length(target) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind, target)
);
CREATE INDEX follows_target_idx ON follows (kind, target);

-- One row per reader who changed a setting or visited: no row is the default (weekly, no visit).
CREATE TABLE follow_settings (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  digest text NOT NULL DEFAULT 'weekly' CHECK (digest IN ('weekly', 'daily', 'off')),
  last_visit_at timestamptz,
  previous_visit_at timestamptz,
  -- The address refused a digest with an SMTP 5xx: no digest until the reader sets one again.
  bounced_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One job per reader and period: the key makes a digest idempotent across restarts and instances.
-- A runner claims a due job by moving it to `sending` with a lease; a lease that ran out (a crash)
-- makes the job due again.
CREATE TABLE digest_jobs (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  period text NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'skipped', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  run_after timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  items integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, period)
);
CREATE INDEX digest_jobs_due_idx ON digest_jobs (run_after) WHERE state IN ('pending', 'sending');

-- The key of the unsubscribe links' signatures, made once per database so every instance agrees.
CREATE TABLE digest_keys (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  secret text NOT NULL
);

-- What appeared lately: the shelf and the digest look back days, not the whole catalogue.
CREATE INDEX materials_created_idx ON materials (created_at) WHERE status = 'published';
CREATE INDEX courses_created_idx ON courses (created_at) WHERE status = 'published';
