CREATE TABLE "order_item_print_designs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"upload_type_item_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"dpi" integer,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_item_print_designs" ADD CONSTRAINT "order_item_print_designs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_print_designs" ADD CONSTRAINT "order_item_print_designs_upload_type_item_id_upload_type_items_id_fk" FOREIGN KEY ("upload_type_item_id") REFERENCES "public"."upload_type_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_print_designs" ADD CONSTRAINT "order_item_print_designs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_print_designs" ADD CONSTRAINT "order_item_print_designs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_print_designs_position_unique" ON "order_item_print_designs" USING btree ("order_item_id","upload_type_item_id");