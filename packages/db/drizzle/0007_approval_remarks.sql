-- Issue 13: a moderator rejects a profile with a reason its owner reads on their own page.
ALTER TABLE "profiles" ADD COLUMN "approval_remarks" text;