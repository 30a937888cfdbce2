-- The listing version becomes a row (issue 15, decision 041). As a sequence (0013) it moved when
-- its transaction's commit-time trigger ran, not when the transaction committed: a reader in
-- between saw the new version with the old rows, and kept that answer (or index) under the new
-- version until something else changed. On a read replica it was worse: a sequence is written to
-- the log 32 values ahead, so a replica's version stood still for up to 32 changes. A row moves
-- with its transaction, on the primary and on every replica: a snapshot's version now counts
-- exactly the changes its rows show.
--
-- Transactions that change listings take the row's lock at commit time (the trigger stays
-- deferred), so they commit one at a time from that instant on: a few milliseconds each, far
-- above the rate at which people edit their profiles. Each transaction moves the version once,
-- and tags its listing_changes rows with it, so a process that read the lists at version V
-- brings them up to date with the changes tagged above V.
DO $$
DECLARE
  last_value_seen bigint;
BEGIN
  SELECT last_value INTO last_value_seen FROM listing_version;
  DROP SEQUENCE listing_version;
  CREATE TABLE listing_version (
    one boolean PRIMARY KEY DEFAULT true CHECK (one),
    version bigint NOT NULL
  );
  INSERT INTO listing_version (version) VALUES (last_value_seen);
END;
$$;
--> statement-breakpoint
ALTER TABLE "listing_changes" ADD COLUMN IF NOT EXISTS "version" bigint NOT NULL DEFAULT 0;
--> statement-breakpoint
DROP INDEX IF EXISTS "listing_changes_xid_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_changes_version_idx" ON "listing_changes" ("version");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  -- Once per transaction: the version it moved to is remembered for the rest of it (set_config's
  -- third argument), keyed by its id so that nothing of an earlier transaction is taken for it.
  IF current_setting('rishta.listing_version_xact', true) IS DISTINCT FROM pg_current_xact_id()::text THEN
    UPDATE listing_version SET version = version + 1 RETURNING version INTO moved;
    PERFORM set_config('rishta.listing_version_xact', pg_current_xact_id()::text, true);
    PERFORM set_config('rishta.listing_version', moved::text, true);
  ELSE
    moved := current_setting('rishta.listing_version')::bigint;
  END IF;
  IF TG_TABLE_NAME = 'profiles' THEN
    INSERT INTO listing_changes (profile_id, version)
      VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END, moved);
  ELSE
    -- A photo: its profile's card changed.
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO listing_changes (profile_id, version) VALUES (OLD.profile_id, moved);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO listing_changes (profile_id, version) VALUES (NEW.profile_id, moved);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
