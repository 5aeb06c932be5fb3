-- Device-approval long polls held now, by every instance: the per-device cap counts them here,
-- so N instances behind a balancer do not hold N times as many for one device. A slot of an
-- instance that died is freed when it expires (the longest a poll waits, and a margin).
CREATE TABLE device_waits (
  id text PRIMARY KEY,
  device_id text NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX device_waits_device ON device_waits (device_id, expires_at);
