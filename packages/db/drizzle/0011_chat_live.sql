-- Issue 14: live chat. Client ids make a retried send return the stored message; received/read
-- times back the ticks; admins' group messages are marked when sent.
ALTER TABLE "chat_group_messages" ADD COLUMN "sender_is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_group_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "direct_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "direct_messages" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "direct_messages" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chat_group_messages_group_id_idx" ON "chat_group_messages" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "direct_messages_pair_id_idx" ON "direct_messages" USING btree ("sender_id","receiver_id","id");--> statement-breakpoint
CREATE INDEX "direct_messages_receiver_idx" ON "direct_messages" USING btree ("receiver_id","id");--> statement-breakpoint
ALTER TABLE "chat_group_messages" ADD CONSTRAINT "chat_group_messages_client_uq" UNIQUE("sender_id","client_id");--> statement-breakpoint
ALTER TABLE "direct_messages" ADD CONSTRAINT "direct_messages_client_uq" UNIQUE("sender_id","client_id");