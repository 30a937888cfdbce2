-- Retention jobs (issue 28, decision 046).
--
-- listing_changes is no longer trimmed by age from inside each API process: each process's listing
-- index records here the version it has caught up to, and the purge-listing-changes job deletes
-- only the changes every live reader has read (and none younger than a few minutes). The job moves
-- listing_changes_purged in the same transaction, so an index that finds its version below it, in
-- the snapshot it reads the changes in, knows that some it needs are gone and reads everything.
CREATE TABLE "listing_changes_purged" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "listing_changes_purged_one" CHECK ("listing_changes_purged"."one")
);
--> statement-breakpoint
INSERT INTO "listing_changes_purged" ("version") VALUES (0);
--> statement-breakpoint
CREATE TABLE "listing_readers" (
	"process_id" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Deletion requests waiting longer than DELETION_OVERDUE_DAYS are marked by the
-- mark-overdue-deletions job: the console flags them and the dashboard counts them.
ALTER TABLE "deletion_requests" ADD COLUMN "overdue_since" timestamp with time zone;
