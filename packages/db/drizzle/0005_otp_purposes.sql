-- Issue 11: sign-up and password-reset codes have separate daily budgets, a resend of a live code
-- is not a new generation, and the account's last login tells the very first login apart.
-- Existing codes do not record their purpose; 'signup' is the safe reading (it never blocks a reset).
ALTER TABLE "otp_blocks" DROP CONSTRAINT "otp_blocks_pkey";--> statement-breakpoint
ALTER TABLE "otp_blocks" ADD COLUMN "purpose" text DEFAULT 'signup' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_blocks" ADD CONSTRAINT "otp_blocks_username_purpose_pk" PRIMARY KEY("username","purpose");--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "purpose" text DEFAULT 'signup' NOT NULL;--> statement-breakpoint
ALTER TABLE "otps" ADD COLUMN "resend_of" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_login_at" timestamp with time zone;
