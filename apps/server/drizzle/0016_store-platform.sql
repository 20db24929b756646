CREATE TABLE "external_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'CONNECTED' NOT NULL,
	"name" text NOT NULL,
	"domain" text NOT NULL,
	"shop_code" text,
	"credentials" text,
	"last_sync_at" timestamp with time zone,
	"last_sync_error" text,
	"pulled_through" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_connections" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"type" text NOT NULL,
	"domain" text NOT NULL,
	"store_id" uuid,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_order_id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"external_line_id" text NOT NULL,
	"external_variant_id" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"external_order_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"order_id" uuid,
	"data" jsonb NOT NULL,
	"external_updated_at" timestamp with time zone NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"external_product_id" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_tracking_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"tracking_number" text NOT NULL,
	"carrier_code" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"store_product_id" uuid NOT NULL,
	"external_variant_id" text NOT NULL,
	"title" text NOT NULL,
	"sku" text,
	"image_url" text,
	"sync_status" text DEFAULT 'NOT_SYNC' NOT NULL,
	"product_id" uuid,
	"product_type_item_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_queues" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "external_store_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ref_id" text;--> statement-breakpoint
ALTER TABLE "import_queues" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "external_stores" ADD CONSTRAINT "external_stores_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connections" ADD CONSTRAINT "store_connections_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_connections" ADD CONSTRAINT "store_connections_store_id_external_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."external_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order_lines" ADD CONSTRAINT "store_order_lines_store_order_id_store_orders_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_store_id_external_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."external_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_orders" ADD CONSTRAINT "store_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_products" ADD CONSTRAINT "store_products_store_id_external_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."external_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tracking_pushes" ADD CONSTRAINT "store_tracking_pushes_store_id_external_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."external_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tracking_pushes" ADD CONSTRAINT "store_tracking_pushes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_tracking_pushes" ADD CONSTRAINT "store_tracking_pushes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_store_id_external_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."external_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_store_product_id_store_products_id_fk" FOREIGN KEY ("store_product_id") REFERENCES "public"."store_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_variants" ADD CONSTRAINT "store_variants_product_type_item_id_product_type_items_id_fk" FOREIGN KEY ("product_type_item_id") REFERENCES "public"."product_type_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_stores_seller_created_idx" ON "external_stores" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "external_stores_connected_domain_unique" ON "external_stores" USING btree ("type","domain") WHERE "external_stores"."status" = 'CONNECTED';--> statement-breakpoint
CREATE UNIQUE INDEX "store_order_lines_unique" ON "store_order_lines" USING btree ("store_order_id","external_line_id");--> statement-breakpoint
CREATE INDEX "store_order_lines_variant_idx" ON "store_order_lines" USING btree ("store_id","external_variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_orders_external_unique" ON "store_orders" USING btree ("store_id","external_order_id");--> statement-breakpoint
CREATE INDEX "store_orders_store_status_idx" ON "store_orders" USING btree ("store_id","status","created_at");--> statement-breakpoint
CREATE INDEX "store_orders_order_idx" ON "store_orders" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_products_external_unique" ON "store_products" USING btree ("store_id","external_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_tracking_pushes_item_code_unique" ON "store_tracking_pushes" USING btree ("order_item_id","tracking_number");--> statement-breakpoint
CREATE INDEX "store_tracking_pushes_store_status_idx" ON "store_tracking_pushes" USING btree ("store_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "store_variants_external_unique" ON "store_variants" USING btree ("store_id","external_variant_id");--> statement-breakpoint
CREATE INDEX "store_variants_store_status_idx" ON "store_variants" USING btree ("store_id","sync_status","created_at");--> statement-breakpoint
CREATE INDEX "store_variants_product_idx" ON "store_variants" USING btree ("store_product_id");--> statement-breakpoint
CREATE INDEX "orders_external_store_idx" ON "orders" USING btree ("external_store_id") WHERE "orders"."external_store_id" is not null;