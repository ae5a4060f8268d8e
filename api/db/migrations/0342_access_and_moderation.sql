-- Special-project access (docs/product.md#content-and-engagement): the profile's questionnaire stores a request, an administrator
-- grants or refuses it by admin command. Answers are kept as typed (R4). One pending request per user
-- is the partial unique index's rule, so two parallel submissions cannot both be pending.
CREATE TABLE access_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  occupation text NOT NULL,
  institution text NOT NULL,
  purpose text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'granted', 'refused')),
  -- The administrator's reason for a refusal, mailed to the user and shown in the profile.
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX access_requests_one_pending_uq ON access_requests (user_id) WHERE status = 'pending';
CREATE INDEX access_requests_user_idx ON access_requests (user_id, created_at DESC);

-- Comment safety: a comment is shown (`visible`), waits for moderation (`pending`: a new account's
-- first comments with a link) or was hidden by an administrator (`hidden`, with the reason).
-- `moderated_at` is when an administrator last decided on it: reports made before it are answered.
ALTER TABLE comments
  ADD COLUMN status text NOT NULL DEFAULT 'visible' CHECK (status IN ('visible', 'pending', 'hidden')),
  ADD COLUMN hidden_reason text,
  ADD COLUMN moderated_at timestamptz;
CREATE INDEX comments_pending_idx ON comments (created_at) WHERE status = 'pending';

-- One report per reader per comment (the primary key decides it under concurrency).
CREATE TABLE comment_reports (
  comment_id integer NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (comment_id, user_id)
);
CREATE INDEX comment_reports_user_idx ON comment_reports (user_id, created_at DESC);
