-- Hardening after the attacks replayed in tests/security: approvals by address (an address
-- without an account proves its mailbox the same way), confirmed by a form rather than by
-- opening the link, awaited with a credential; wrong code answers counted per address;
-- sessions with an idle timeout, refresh tokens that hand a concurrent second refresh the same
-- successor, access tokens tied to the refresh token they came with.

-- Approval links are short-lived: the ones pending at this migration are dropped.
DROP TABLE device_approvals;
CREATE TABLE device_approvals (
  id text PRIMARY KEY,
  -- The e-mailed link's token and the waiting device's credential, both stored hashed.
  token_hash text NOT NULL UNIQUE,
  wait_hash text NOT NULL UNIQUE,
  email text NOT NULL,
  device_id text NOT NULL,
  -- The account the address had when the approval was asked for; none for a new address.
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  -- What the approval page shows of the request: the browser, its network, the embedding page.
  user_agent text NOT NULL,
  network text NOT NULL,
  page_origin text,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  approved_at bigint,
  consumed_at bigint
);
CREATE INDEX device_approvals_by_device ON device_approvals (email, device_id);

-- Wrong answers to live codes, per address the code went to (the guess budget's sliding
-- windows); rows older than a day are removed as new ones come.
CREATE TABLE code_failures (
  address text NOT NULL,
  failed_at bigint NOT NULL
);
CREATE INDEX code_failures_by_address ON code_failures (address, failed_at);

ALTER TABLE session_families ADD COLUMN last_used_at bigint;
UPDATE session_families SET last_used_at = created_at;
ALTER TABLE session_families ALTER COLUMN last_used_at SET NOT NULL;

-- The new pair a rotation handed out, sealed under a key derived from the rotated token
-- (which only its holder has): what a second refresh within the grace window gets.
ALTER TABLE refresh_tokens ADD COLUMN successor_sealed text;

-- The refresh token an access token was issued with: rotating it revokes the access token.
ALTER TABLE access_tokens ADD COLUMN refresh_hash text;
CREATE INDEX access_tokens_by_refresh ON access_tokens (refresh_hash);
