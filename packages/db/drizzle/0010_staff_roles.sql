-- Issue 13: superusers become staff with the admin role; the old flag goes.
UPDATE "accounts" SET "staff_role" = 'admin' WHERE "is_superuser";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "is_superuser";
