-- profiles.listed = approved AND active AND the account is not blocked (deleted profiles are erased,
-- DESIGN.md §5.8). Triggers keep it right for every writer (sign-up, edits, admin actions, blocking),
-- so listings can filter on one indexed column and count without joining accounts.

-- Any insert or update of a profile recomputes the flag, so nobody can set it by hand. No lock on
-- the account is needed: the trigger runs once the profile row is locked, and its query sees the
-- latest committed account (a fresh snapshot per statement); a block racing with a profile edit
-- either commits first and is seen, or its own trigger below rewrites the flag after the edit.
CREATE OR REPLACE FUNCTION profiles_set_listed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := NEW.approval_status = 'approved'
    AND NEW.is_active
    AND NOT coalesce((SELECT a.is_blocked FROM accounts a WHERE a.id = NEW.account_id), true);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_set_listed
  BEFORE INSERT OR UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_set_listed();
--> statement-breakpoint
-- Blocking or unblocking an account lists or unlists its profile; the update above recomputes it.
CREATE OR REPLACE FUNCTION accounts_relist_profile() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET listed = listed WHERE account_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_relist_profile
  AFTER UPDATE OF is_blocked ON accounts
  FOR EACH ROW WHEN (OLD.is_blocked IS DISTINCT FROM NEW.is_blocked)
  EXECUTE FUNCTION accounts_relist_profile();
--> statement-breakpoint
-- Existing rows: the profiles trigger computes the flag.
UPDATE profiles SET listed = listed;
