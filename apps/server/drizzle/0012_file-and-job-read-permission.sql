ALTER TABLE "jobs" ADD COLUMN "read_permission" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "read_permission" text;