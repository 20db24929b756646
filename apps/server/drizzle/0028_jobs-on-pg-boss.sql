DROP INDEX "jobs_pending_idx";--> statement-breakpoint
DROP INDEX "jobs_lease_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "run_after";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "locked_until";--> statement-breakpoint
-- Jobs the old queue had not ended have no pg-boss job to run them: they end as failed, so their
-- owners see it and start them again (an import takes its job's FAIL when read).
UPDATE "jobs" SET "status" = 'FAIL', "error" = 'The job was stopped by an upgrade; please start it again', "locked_by" = NULL, "finished_at" = now() WHERE "status" IN ('PENDING', 'PROCESSING');
