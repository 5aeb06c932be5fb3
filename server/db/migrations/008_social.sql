-- Social sign-in (OpenID Connect providers) and Farcaster.
--
-- An account need not have an e-mail address: one made by a social sign-in whose provider
-- vouched for no address has none (an unverified claim is never stored as the account's
-- address, which e-mail sign-in would then reach).
ALTER TABLE users ALTER COLUMN email DROP NOT NULL;

-- Who a social identity is: its issuer and the subject the issuer gives it (for Farcaster,
-- the issuer `farcaster` and the fid), and the account it signs in to.
CREATE TABLE social_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  source text NOT NULL,
  user_name text NOT NULL,
  created_at bigint NOT NULL,
  last_used_at bigint NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX social_identities_by_user ON social_identities (user_id);

-- A sign-in under way at a provider (keyed by its state's hash) or a Farcaster channel (by its
-- token's hash): what the callback or the status checks the answer against. No PKCE verifier:
-- the service makes it from the state with a key of its own. `frame_challenge`: the S256
-- challenge of the frame's own secret, which its grant is redeemed with.
CREATE TABLE social_attempts (
  state_hash text PRIMARY KEY,
  source text NOT NULL,
  nonce text NOT NULL,
  frame_challenge text NOT NULL,
  device_id text NOT NULL,
  page_origin text,
  return_to text,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  finished_at bigint
);
CREATE INDEX social_attempts_by_expiry ON social_attempts (expires_at);

-- What a verified answer became: a one-time grant (stored hashed) the frame that started
-- redeems with its verifier. It holds the identity's claims until then (minutes at most).
CREATE TABLE social_grants (
  grant_hash text PRIMARY KEY,
  frame_challenge text NOT NULL,
  device_id text NOT NULL,
  issuer text NOT NULL,
  subject text NOT NULL,
  source text NOT NULL,
  user_name text NOT NULL,
  email text,
  email_verified boolean NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  redeemed_at bigint
);
CREATE INDEX social_grants_by_expiry ON social_grants (expires_at);
