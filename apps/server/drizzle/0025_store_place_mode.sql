ALTER TABLE "external_stores" ADD COLUMN "place_mode" text DEFAULT 'MANUAL' NOT NULL;--> statement-breakpoint
CREATE INDEX "store_orders_seller_status_idx" ON "store_orders" USING btree ("seller_id","status","created_at");--> statement-breakpoint
UPDATE "external_stores" SET "place_mode" = 'AUTO' WHERE "type" = 'TIKTOK';
