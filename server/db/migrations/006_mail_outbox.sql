-- E-mails waiting to be sent (server/mailOutbox.ts): a sign-in start queues its message here and
-- answers, and any instance's worker delivers it, retrying with backoff while the mail server is
-- down. The row holds the rendered message, code or link included, only until it is sent (then
-- deleted) or until what it carries expires (then deleted unsent). Times are epoch milliseconds.
CREATE TABLE mail_outbox (
  id text PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  expires_at bigint NOT NULL,
  next_attempt_at bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- Until when the instance that claimed it for an attempt holds it (0: nobody).
  claimed_until bigint NOT NULL DEFAULT 0
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at);
