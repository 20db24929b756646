CREATE TABLE "order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_type_id" uuid NOT NULL,
	"product_type_item_id" uuid NOT NULL,
	"product_title" text NOT NULL,
	"product_sku" text NOT NULL,
	"product_type_name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"shipping_price" bigint NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"discount_shipping_amount" bigint DEFAULT 0 NOT NULL,
	"total_price" bigint NOT NULL,
	"status" text DEFAULT 'NOT_READY' NOT NULL,
	"previous_status" text,
	"tracking_code" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_timelines" (
	"order_item_id" uuid PRIMARY KEY NOT NULL,
	"approved_at" timestamp with time zone,
	"begin_process_at" timestamp with time zone,
	"finish_process_at" timestamp with time zone,
	"begin_ship_at" timestamp with time zone,
	"finish_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text DEFAULT 'NOT_READY' NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"is_fast_shipping" boolean DEFAULT false NOT NULL,
	"is_local_pickup" boolean DEFAULT false NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"email" text,
	"street" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state" text,
	"zipcode" text NOT NULL,
	"country" text NOT NULL,
	"note" text,
	"total" bigint DEFAULT 0 NOT NULL,
	"place_key" text,
	"charge_transaction_id" uuid,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"target" text NOT NULL,
	"target_id" uuid NOT NULL,
	"order_id" uuid,
	"description" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_type_item_id_product_type_items_id_fk" FOREIGN KEY ("product_type_item_id") REFERENCES "public"."product_type_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_timelines" ADD CONSTRAINT "order_timelines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_logs" ADD CONSTRAINT "trace_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","sort_order");--> statement-breakpoint
CREATE INDEX "order_items_status_created_idx" ON "order_items" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_seller_created_idx" ON "orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_seller_place_key_unique" ON "orders" USING btree ("seller_id","place_key");--> statement-breakpoint
CREATE INDEX "trace_logs_order_idx" ON "trace_logs" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "trace_logs_target_idx" ON "trace_logs" USING btree ("target_id","created_at");