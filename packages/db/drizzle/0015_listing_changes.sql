-- Which profiles' listing changed (their row or their photos), and in which transaction (issue 15,
-- decision 041). Each API process keeps an index of the listed profiles and their cards in memory
-- and brings it up to date by reading the profiles changed by transactions it has not seen: those
-- with an id at or past the oldest transaction that was still running when it last looked
-- (pg_snapshot_xmin), so a change committed late is never missed. Written by the listing-version
-- trigger of 0013 (the same changes, at commit time); rows older than an hour are removed by the
-- API, and a process that looked longer ago than that reads everything again.
CREATE TABLE IF NOT EXISTS "listing_changes" (
  "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "profile_id" integer NOT NULL,
  "changed_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listing_changes_xid_idx" ON "listing_changes" ("xid");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('listing_version');
  IF TG_TABLE_NAME = 'profiles' THEN
    INSERT INTO listing_changes (profile_id)
      VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  ELSE
    -- A photo: its profile's card changed.
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO listing_changes (profile_id) VALUES (OLD.profile_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      INSERT INTO listing_changes (profile_id) VALUES (NEW.profile_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
