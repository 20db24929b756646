CREATE TABLE "order_item_completed_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"qty_index" integer,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_shipping_labels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"tracking_code" text NOT NULL,
	"file_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_tracker_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tracker_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_trackers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"printer_id" uuid NOT NULL,
	"track_code" text NOT NULL,
	"status" text NOT NULL,
	"order_item_id" uuid,
	"shipment_order_id" uuid,
	"description" text,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_item_units" ADD COLUMN "packing_slip_printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_item_units" ADD COLUMN "packing_slip_print_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item_completed_images" ADD CONSTRAINT "order_item_completed_images_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_completed_images" ADD CONSTRAINT "order_item_completed_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_completed_images" ADD CONSTRAINT "order_item_completed_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_completed_images" ADD CONSTRAINT "order_item_completed_images_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_shipping_labels" ADD CONSTRAINT "order_item_shipping_labels_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_shipping_labels" ADD CONSTRAINT "order_item_shipping_labels_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_shipping_labels" ADD CONSTRAINT "order_item_shipping_labels_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_tracker_images" ADD CONSTRAINT "shipment_tracker_images_tracker_id_shipment_trackers_id_fk" FOREIGN KEY ("tracker_id") REFERENCES "public"."shipment_trackers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_tracker_images" ADD CONSTRAINT "shipment_tracker_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_trackers" ADD CONSTRAINT "shipment_trackers_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_trackers" ADD CONSTRAINT "shipment_trackers_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_trackers" ADD CONSTRAINT "shipment_trackers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_completed_images_item_idx" ON "order_item_completed_images" USING btree ("order_item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_shipping_labels_item_unique" ON "order_item_shipping_labels" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "order_item_shipping_labels_code_idx" ON "order_item_shipping_labels" USING btree ("tracking_code");--> statement-breakpoint
CREATE INDEX "shipment_tracker_images_tracker_idx" ON "shipment_tracker_images" USING btree ("tracker_id","created_at");--> statement-breakpoint
CREATE INDEX "shipment_trackers_printer_code_idx" ON "shipment_trackers" USING btree ("printer_id","track_code");--> statement-breakpoint
CREATE INDEX "shipment_trackers_created_idx" ON "shipment_trackers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_mockups_image_idx" ON "product_mockups" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "product_print_designs_design_idx" ON "product_print_designs" USING btree ("design_id");--> statement-breakpoint
CREATE INDEX "order_items_product_printer_idx" ON "order_items" USING btree ("product_id","printer_id");