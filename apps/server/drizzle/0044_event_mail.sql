ALTER TABLE "sent_mails" ADD COLUMN "ref_id" uuid;--> statement-breakpoint
CREATE INDEX "sent_mails_ref_idx" ON "sent_mails" USING btree ("ref_id","status");