-- The editors' desk (docs/desk.md): what the administrators' browser screens need beyond the
-- admin commands' tables.

-- The audit log: every desk action and admin command, who, what, on whom, when, from which address.
-- Append-only: no statement may change or remove a row (the trigger refuses UPDATE and DELETE), and
-- no foreign key points at users, so deleting an account rewrites no entry. `actor_id` is NULL for a
-- command typed on the server's shell (`actor` then says so).
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer,
  actor text NOT NULL,
  action text NOT NULL,
  target_type text,
  target_id integer,
  target text,
  details text,
  ip text
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);

CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

-- A support thread marked done without a reply: it leaves the inbox until the reader writes again
-- (a thread waits while its last message is the reader's and newer than `done_up_to`).
ALTER TABLE chat_threads ADD COLUMN done_up_to integer NOT NULL DEFAULT 0;

-- Saved replies: a few canned answers an editor writes once, per language.
CREATE TABLE saved_replies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  locale text NOT NULL CHECK (locale IN ('ru', 'en')),
  title text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Who decided a questionnaire (NULL: an admin command or a decision made before the desk existed).
ALTER TABLE access_requests ADD COLUMN decided_by integer REFERENCES users (id) ON DELETE SET NULL;

-- A reader an administrator blocked from commenting, until then.
ALTER TABLE users
  ADD COLUMN comments_blocked_until timestamptz,
  -- docs/desk.md#the-waiting-work-mail: each administrator may turn the mail off.
  ADD COLUMN desk_mail boolean NOT NULL DEFAULT true;

-- The waiting-work mail's one row: when it was last sent (at most one an hour).
CREATE TABLE desk_mail_state (
  id smallint PRIMARY KEY CHECK (id = 1),
  last_sent_at timestamptz
);
INSERT INTO desk_mail_state (id, last_sent_at) VALUES (1, NULL);
