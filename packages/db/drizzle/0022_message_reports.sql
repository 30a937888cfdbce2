ALTER TABLE "reports" ALTER COLUMN "evidence_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "message_kind" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "message_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "message_evidence" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "group_name" text;--> statement-breakpoint
ALTER TABLE "chat_group_messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_group_messages" ADD COLUMN "removed_by" text;--> statement-breakpoint
ALTER TABLE "direct_messages" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "direct_messages" ADD COLUMN "removed_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_message_once" ON "reports" USING btree ("reporter_id","message_kind","message_id") WHERE message_id is not null;