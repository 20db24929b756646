ALTER TABLE "order_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "trace_logs" ADD COLUMN "type" text DEFAULT 'STATUS' NOT NULL;--> statement-breakpoint
CREATE INDEX "trace_logs_created_idx" ON "trace_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trace_logs_actor_idx" ON "trace_logs" USING btree ("actor_id","created_at");