-- Keyset paging of the data lists (modules/data-lists/paging.ts): the indexes of the default
-- sorts end on the id, the tie-break of every list ORDER BY, so a page after a cursor
-- ((created_at, id) < (...)) is read straight from the index at any depth.
DROP INDEX "notifications_user_read_sent_idx";--> statement-breakpoint
DROP INDEX "notifications_user_type_sent_idx";--> statement-breakpoint
DROP INDEX "order_items_placed_status_created_idx";--> statement-breakpoint
DROP INDEX "order_items_placed_seller_created_idx";--> statement-breakpoint
DROP INDEX "order_items_placed_product_type_created_idx";--> statement-breakpoint
DROP INDEX "orders_seller_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_created_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_read_sent_id_idx" ON "notifications" USING btree ("user_id","is_read","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_type_sent_id_idx" ON "notifications" USING btree ("user_id","type","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "order_items_placed_status_created_id_idx" ON "order_items" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "order_items"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "order_items_placed_seller_created_id_idx" ON "order_items" USING btree ("seller_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "order_items"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "order_items_placed_product_type_created_id_idx" ON "order_items" USING btree ("product_type_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "order_items"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_seller_created_id_idx" ON "orders" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_id_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_created_id_idx" ON "orders" USING btree ("created_at","id");
