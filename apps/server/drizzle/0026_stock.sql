CREATE TABLE "inventories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"printer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"type" text DEFAULT 'BLANK_APPAREL' NOT NULL,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"inventory_ref_id" text,
	"expected_at" timestamp with time zone,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reverted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inventory_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"inventory_id" uuid NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"printer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"blank_apparel_item_id" uuid NOT NULL,
	"product_type_item_id" uuid NOT NULL,
	"storage_area_id" uuid,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_items_quantity_not_negative" CHECK ("stock_items"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"printer_id" uuid NOT NULL,
	"stock_item_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"product_type_item_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"ref" text,
	"previous_stock" integer NOT NULL,
	"stock" integer NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"printer_id" uuid NOT NULL,
	"warehouse_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"printer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_lines" ADD CONSTRAINT "inventory_lines_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_blank_apparel_item_id_blank_apparel_items_id_fk" FOREIGN KEY ("blank_apparel_item_id") REFERENCES "public"."blank_apparel_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_product_type_item_id_product_type_items_id_fk" FOREIGN KEY ("product_type_item_id") REFERENCES "public"."product_type_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_items" ADD CONSTRAINT "stock_items_storage_area_id_storage_areas_id_fk" FOREIGN KEY ("storage_area_id") REFERENCES "public"."storage_areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_logs" ADD CONSTRAINT "stock_logs_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_logs" ADD CONSTRAINT "stock_logs_stock_item_id_stock_items_id_fk" FOREIGN KEY ("stock_item_id") REFERENCES "public"."stock_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_logs" ADD CONSTRAINT "stock_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_areas" ADD CONSTRAINT "storage_areas_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_areas" ADD CONSTRAINT "storage_areas_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventories_printer_created_idx" ON "inventories" USING btree ("printer_id","created_at");--> statement-breakpoint
CREATE INDEX "inventories_printer_status_idx" ON "inventories" USING btree ("printer_id","status");--> statement-breakpoint
CREATE INDEX "inventory_lines_inventory_idx" ON "inventory_lines" USING btree ("inventory_id");--> statement-breakpoint
CREATE INDEX "inventory_lines_stock_item_idx" ON "inventory_lines" USING btree ("stock_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_items_warehouse_item_unique" ON "stock_items" USING btree ("warehouse_id","blank_apparel_item_id");--> statement-breakpoint
CREATE INDEX "stock_items_printer_item_idx" ON "stock_items" USING btree ("printer_id","product_type_item_id");--> statement-breakpoint
CREATE INDEX "stock_items_storage_area_idx" ON "stock_items" USING btree ("storage_area_id");--> statement-breakpoint
CREATE INDEX "stock_logs_printer_created_idx" ON "stock_logs" USING btree ("printer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_logs_created_idx" ON "stock_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stock_logs_item_created_idx" ON "stock_logs" USING btree ("stock_item_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_logs_warehouse_created_idx" ON "stock_logs" USING btree ("warehouse_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "storage_areas_warehouse_name_unique" ON "storage_areas" USING btree ("warehouse_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_printer_name_unique" ON "warehouses" USING btree ("printer_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_one_default" ON "warehouses" USING btree ("printer_id") WHERE "warehouses"."is_default";--> statement-breakpoint
-- The free-text storage area of blank-apparel items becomes a real storage area. Stock was one
-- figure per item, worked by the printer(s) allowed to produce the product type; it goes, with its
-- storage area, to the earliest-permitted printer's new default warehouse (one owner, so no unit is
-- counted twice).
CREATE TEMPORARY TABLE "stock_migration_owners" AS
  SELECT DISTINCT ON (bai.id)
    bai.id AS blank_apparel_item_id,
    bai.product_type_item_id,
    nullif(btrim(bai.storage_area), '') AS area,
    bai.stock,
    pp.printer_id
  FROM "blank_apparel_items" bai
  JOIN "blank_apparels" ba ON ba.id = bai.blank_apparel_id
  JOIN "printer_permissions" pp ON pp.product_type_id = ba.product_type_id
  WHERE nullif(btrim(bai.storage_area), '') IS NOT NULL OR bai.stock > 0
  ORDER BY bai.id, pp.created_at, pp.printer_id;
--> statement-breakpoint
INSERT INTO "warehouses" ("printer_id", "name", "address", "is_default")
  SELECT DISTINCT printer_id, 'Main warehouse', '', true FROM "stock_migration_owners";
--> statement-breakpoint
INSERT INTO "storage_areas" ("printer_id", "warehouse_id", "name")
  SELECT DISTINCT o.printer_id, w.id, o.area
  FROM "stock_migration_owners" o
  JOIN "warehouses" w ON w.printer_id = o.printer_id AND w.is_default
  WHERE o.area IS NOT NULL;
--> statement-breakpoint
INSERT INTO "stock_items"
    ("printer_id", "warehouse_id", "blank_apparel_item_id", "product_type_item_id", "storage_area_id", "quantity")
  SELECT o.printer_id, w.id, o.blank_apparel_item_id, o.product_type_item_id, sa.id, greatest(o.stock, 0)
  FROM "stock_migration_owners" o
  JOIN "warehouses" w ON w.printer_id = o.printer_id AND w.is_default
  LEFT JOIN "storage_areas" sa ON sa.warehouse_id = w.id AND sa.name = o.area;
--> statement-breakpoint
DROP TABLE "stock_migration_owners";
