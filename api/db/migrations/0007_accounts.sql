-- Accounts (docs/architecture.md#sessions-and-accounts, docs/product.md#content-model): users, their session tokens, the pins of the confirmation and reset
-- mails, social identities, and the counters of the sign-in limits (docs/rules.md R9–R13, R19).
-- Secrets are stored only as SHA-256 digests; every expiry is written by the service from its clock.
CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  surname text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  -- argon2id PHC string; NULL for an account made by social sign-in that never set a password.
  password_hash text,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  card_access smallint NOT NULL DEFAULT 0 CHECK (card_access IN (0, 1)),
  locale text NOT NULL DEFAULT 'ru' CHECK (locale IN ('ru', 'en')),
  email_confirmed_at timestamptz,
  must_change_password boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- R31: one account per e-mail, compared case-insensitively, decided by the index under concurrency.
CREATE UNIQUE INDEX users_email_uq ON users (lower(email));

CREATE TABLE user_interesting_tags (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, tag_id)
);

-- Sliding expiry: valid while unrevoked, before expires_at (absolute) and used within the idle timeout.
CREATE TABLE sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash bytea NOT NULL UNIQUE,
  method text NOT NULL CHECK (method IN ('password', 'google', 'facebook')),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions (user_id) WHERE revoked_at IS NULL;

-- R13: single use (used_at), bound to one account and purpose, superseded by a newer one or by a
-- password change (invalidated_at), expiring (expires_at).
CREATE TABLE pins (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm_email', 'reset_password')),
  pin_hash bytea NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  invalidated_at timestamptz
);
CREATE INDEX pins_live_idx ON pins (user_id, purpose) WHERE used_at IS NULL AND invalidated_at IS NULL;

-- R12: which browser (its reset-flow cookie) asked for which e-mail, known or not, so "a letter was
-- already sent" depends on the caller's own requests and never on whether the account exists.
CREATE TABLE reset_requests (
  flow_hash bytea NOT NULL,
  email_key text NOT NULL,
  requested_at timestamptz NOT NULL,
  PRIMARY KEY (flow_hash, email_key)
);
CREATE INDEX reset_requests_time_idx ON reset_requests (requested_at);

CREATE TABLE social_identities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('google', 'facebook')),
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, subject),
  UNIQUE (user_id, provider)
);

-- Fixed-window counters and lockouts of the sign-in limits, shared by every API instance. `key` is a
-- digest of what is counted (an address, an e-mail, a pair), never the raw value.
CREATE TABLE auth_throttle (
  scope text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL DEFAULT 0,
  strikes integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (scope, key)
);
CREATE INDEX auth_throttle_updated_idx ON auth_throttle (updated_at);

-- R12: the distinct unknown e-mails one address tried to log in with.
CREATE TABLE login_unknown_emails (
  ip_key text NOT NULL,
  email_key text NOT NULL,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (ip_key, email_key)
);
