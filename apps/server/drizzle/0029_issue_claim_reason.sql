ALTER TABLE "issues" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "issues" ADD COLUMN "reprint_address" jsonb;