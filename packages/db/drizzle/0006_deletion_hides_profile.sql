-- Issue 13: a deletion request hides the profile from lists, search and other people's detail
-- views at once (the person wants out); a moderator then carries it out (DESIGN.md §5.8).
-- profiles.listed = approved AND active AND the account is not blocked AND no deletion request.
CREATE OR REPLACE FUNCTION profiles_set_listed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := NEW.approval_status = 'approved'
    AND NEW.is_active
    AND NOT coalesce((SELECT a.is_blocked FROM accounts a WHERE a.id = NEW.account_id), true)
    AND NOT EXISTS (SELECT 1 FROM deletion_requests d WHERE d.profile_id = NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A request made (or withdrawn) unlists (or relists) its profile; the update above recomputes it.
CREATE OR REPLACE FUNCTION deletion_requests_relist_profile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE profiles SET listed = listed WHERE id = OLD.profile_id;
  ELSE
    UPDATE profiles SET listed = listed WHERE id = NEW.profile_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER deletion_requests_relist_profile
  AFTER INSERT OR DELETE ON deletion_requests
  FOR EACH ROW EXECUTE FUNCTION deletion_requests_relist_profile();
--> statement-breakpoint
-- Requests made before this migration hide their profiles too.
UPDATE profiles SET listed = listed WHERE id IN (SELECT profile_id FROM deletion_requests);
