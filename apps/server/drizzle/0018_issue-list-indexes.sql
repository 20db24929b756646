DROP INDEX "issues_created_id_idx";--> statement-breakpoint
DROP INDEX "issues_seller_created_id_idx";--> statement-breakpoint
DROP INDEX "issues_status_created_id_idx";--> statement-breakpoint
CREATE INDEX "issues_created_id_idx" ON "issues" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "issues_seller_created_id_idx" ON "issues" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "issues_status_created_id_idx" ON "issues" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);