-- A version of everything the profile lists show (issue 15, decision 039). Each committed change to
-- a listed profile's shown or filtered columns, to whether it is listed, or to any photo moves it
-- on; the API keeps list answers under the version they were read at, so a change is seen by the
-- next request in every process. Visits (last_active, view_count) do not move it.
CREATE SEQUENCE IF NOT EXISTS "listing_version";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_listing_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('listing_version');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Deferred to commit time, so a reader that sees the new version also sees the change (up to the
-- instant between this trigger and the commit; list answers are also kept only a short time).
CREATE CONSTRAINT TRIGGER profiles_listing_version_insert
  AFTER INSERT ON profiles DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.listed) EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profiles_listing_version_delete
  AFTER DELETE ON profiles DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (OLD.listed) EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER profiles_listing_version_update
  AFTER UPDATE ON profiles DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (
    (OLD.listed OR NEW.listed)
    AND (to_jsonb(OLD) - 'last_active' - 'view_count' - 'updated_on')
        IS DISTINCT FROM (to_jsonb(NEW) - 'last_active' - 'view_count' - 'updated_on')
  ) EXECUTE FUNCTION bump_listing_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER photos_listing_version
  AFTER INSERT OR UPDATE OR DELETE ON photos DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION bump_listing_version();
