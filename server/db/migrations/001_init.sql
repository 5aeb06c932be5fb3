-- The auth service's schema. Times are milliseconds since the epoch (the service's injected
-- clock), so tests drive expiry with a fake clock. Secrets are stored hashed (codes, tokens)
-- or sealed (recovery shares); nothing here alone lets anyone sign.

CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  created_at bigint NOT NULL
);

-- Devices that completed a sign-in (the frame's random device id, per user).
CREATE TABLE devices (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  known_since bigint NOT NULL,
  PRIMARY KEY (user_id, device_id)
);

-- One live code per subject ('login:<email>', 'update_primary:<user id>',
-- 'update_secondary:<user id>'): a new code replaces the old one.
CREATE TABLE otp_codes (
  subject text PRIMARY KEY,
  sent_to text NOT NULL,
  device_id text,
  new_email text,
  salt text NOT NULL,
  code_hash text NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);

-- The resend cooldown: when the last e-mail went to an address.
CREATE TABLE email_cooldowns (
  email text PRIMARY KEY,
  sent_at bigint NOT NULL
);

-- Device approval links (the token is stored hashed).
CREATE TABLE device_approvals (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  approved_at bigint,
  consumed_at bigint
);
CREATE INDEX device_approvals_by_device ON device_approvals (user_id, device_id);

-- A sign-in and every token rotated from it; revoking it ends them all.
CREATE TABLE session_families (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  recovery_allowed boolean NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  revoked_at bigint
);

CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL REFERENCES session_families (id) ON DELETE CASCADE,
  created_at bigint NOT NULL,
  used_at bigint
);

CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,
  family_id text NOT NULL REFERENCES session_families (id) ON DELETE CASCADE,
  expires_at bigint NOT NULL
);
CREATE INDEX access_tokens_by_family ON access_tokens (family_id);

-- The embedded wallet: the auth share as given, the recovery share sealed (AES-256-GCM, the
-- user id as associated data) under the service's seal key, which is not in the database.
CREATE TABLE wallets (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  address text NOT NULL,
  auth_share text NOT NULL,
  recovery_sealed text NOT NULL,
  created_at bigint NOT NULL
);

-- Fixed-window counters shared by every instance on this database.
CREATE TABLE rate_limits (
  bucket text NOT NULL,
  window_start bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
