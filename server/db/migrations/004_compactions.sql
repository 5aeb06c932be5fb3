-- Tables whose old values must also leave the disk: the migration of wallets from before
-- custody v1 overwrites auth shares kept in the clear, but PostgreSQL keeps the overwritten
-- rows (dead tuples) in the table's files and their pages in the write-ahead log until the
-- table is rewritten and a checkpoint lets the log go. The migration names the table here in
-- its own transaction; each start compacts what is named (server/custodyUpgrade.ts) and only
-- then forgets it, so a start that stopped in between does it again.
CREATE TABLE pending_compactions (
  table_name text PRIMARY KEY,
  since bigint NOT NULL
);
