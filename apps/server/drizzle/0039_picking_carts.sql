CREATE TABLE "picking_cart_bins" (
	"cart_id" uuid NOT NULL,
	"bin" integer NOT NULL,
	"order_id" uuid NOT NULL,
	CONSTRAINT "picking_cart_bins_cart_id_bin_pk" PRIMARY KEY("cart_id","bin")
);
--> statement-breakpoint
CREATE TABLE "picking_cart_units" (
	"cart_id" uuid NOT NULL,
	"unit_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"bin" integer NOT NULL,
	"step" integer NOT NULL,
	"storage_area_name" text,
	"state" text DEFAULT 'PLANNED' NOT NULL,
	"scanned_at" timestamp with time zone,
	CONSTRAINT "picking_cart_units_cart_id_unit_id_pk" PRIMARY KEY("cart_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "picking_carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"printer_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "picking_cart_bins" ADD CONSTRAINT "picking_cart_bins_cart_id_picking_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."picking_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_cart_bins" ADD CONSTRAINT "picking_cart_bins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_cart_units" ADD CONSTRAINT "picking_cart_units_cart_id_picking_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."picking_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_cart_units" ADD CONSTRAINT "picking_cart_units_unit_id_order_item_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."order_item_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_cart_units" ADD CONSTRAINT "picking_cart_units_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_carts" ADD CONSTRAINT "picking_carts_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "picking_cart_bins_cart_order_unique" ON "picking_cart_bins" USING btree ("cart_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "picking_cart_units_planned_unit_unique" ON "picking_cart_units" USING btree ("unit_id") WHERE "picking_cart_units"."state" = 'PLANNED';--> statement-breakpoint
CREATE INDEX "picking_cart_units_planned_order_idx" ON "picking_cart_units" USING btree ("order_id") WHERE "picking_cart_units"."state" = 'PLANNED';--> statement-breakpoint
CREATE INDEX "picking_carts_printer_status_idx" ON "picking_carts" USING btree ("printer_id","status");