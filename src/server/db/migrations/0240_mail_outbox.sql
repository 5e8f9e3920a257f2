-- The e-mail outbox (issue 15): every mail is a row first, written in the transaction of the action that
-- caused it, and a worker in each server process sends it. A claim moves next_attempt_at past the send
-- (a lease), so another process skips the row; a failed send sets it to the backoff; a crash mid-send
-- lets the lease run out and the row is tried again. 'failed' is final (given up after about a day).
CREATE TABLE IF NOT EXISTS mail_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  template text NOT NULL,
  subject text NOT NULL,
  html text NOT NULL,
  text text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
-- the rows a worker looks for: pending ones by due time (sent and failed rows are not in it)
CREATE INDEX IF NOT EXISTS mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
