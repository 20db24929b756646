DROP INDEX "notifications_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_title_trgm_idx" ON "notifications" USING gin ("user_id","title" gin_trgm_ops);