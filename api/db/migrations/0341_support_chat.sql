-- The support chat (docs/product.md#screens "Profile area"; docs/product.md#content-and-engagement): one thread per user, its messages
-- kept as typed (R4). `from_admin` marks the administrators' replies (shown with the admin label);
-- such a reply is unread until the user has seen it (`read_at`), which drives the user call's
-- `chat.unread_user_messages`. Deleting a user deletes their thread and its messages.
CREATE TABLE chat_threads (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_messages (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES chat_threads (id) ON DELETE CASCADE,
  from_admin boolean NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX chat_messages_thread_idx ON chat_messages (thread_id, id);
-- The user call counts unread replies on every page of a signed-in reader: only those rows are indexed.
CREATE INDEX chat_messages_unread_idx ON chat_messages (thread_id) WHERE from_admin AND read_at IS NULL;
-- The per-account rate limit counts a user's own recent messages (R19).
CREATE INDEX chat_messages_user_recent_idx ON chat_messages (thread_id, created_at) WHERE NOT from_admin;
