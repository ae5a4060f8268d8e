-- Messages from the educators' contact block (docs/architecture.md#the-call-contract send-message): kept as typed (R4), owned by the
-- session's user who sent them, and mailed to the editors' address. `mailed_to` records where the
-- copy went, so an editor can tell a kept message from a mailed one.
CREATE TABLE educator_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL,
  mailed_to text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX educator_messages_user_idx ON educator_messages (user_id, created_at DESC);
