-- Custody that is really 2-of-3: the auth share sealed at rest under a key outside the
-- database; the recovery share either the visitor's envelope (encrypted in the frame under a
-- passkey or password the service never sees) or, under service recovery, sealed under the
-- recovery seal key (environment or KMS, never a file beside the database); a new device takes
-- it only in a recovery ceremony bound to its own key, once. Sessions no longer carry a right
-- to it.

-- Rows from before this migration keep their old columns (auth share in the clear, recovery
-- share sealed with the old seal key) until the service's start migrates them, which needs the
-- old key given explicitly (PORTICO_AUTH_LEGACY_SEAL_KEY); a migrated row has them NULL.
ALTER TABLE wallets ALTER COLUMN auth_share DROP NOT NULL;
ALTER TABLE wallets ALTER COLUMN recovery_sealed DROP NOT NULL;
ALTER TABLE wallets ADD COLUMN auth_sealed text;
-- 'visitor': recovery_data is the frame's envelope as uploaded; 'service': it is sealed.
ALTER TABLE wallets ADD COLUMN recovery_kind text;
ALTER TABLE wallets ADD COLUMN recovery_data text;
-- Each rotation of the shares (after a recovery) raises it; an upload names the next one.
ALTER TABLE wallets ADD COLUMN version integer NOT NULL DEFAULT 1;
ALTER TABLE wallets ADD COLUMN updated_at bigint;

ALTER TABLE session_families DROP COLUMN recovery_allowed;

-- A new device's sign-in by approval link and code opens one; it releases the recovery share
-- once, to a request of that sign-in signed by the device key registered with the code.
CREATE TABLE recovery_ceremonies (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  family_id text NOT NULL REFERENCES session_families (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  -- The device's ECDSA P-256 public key, the uncompressed point in base64.
  device_key text NOT NULL,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  released_at bigint
);
CREATE INDEX recovery_ceremonies_by_family ON recovery_ceremonies (family_id);

-- A value sealed under each sealing key when first used: a start with another key fails at
-- once, instead of failing later on each wallet.
CREATE TABLE sealing_canaries (
  purpose text PRIMARY KEY,
  sealed text NOT NULL
);
