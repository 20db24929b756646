CREATE TABLE "notification_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"audience" text NOT NULL,
	"user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" uuid,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"details" jsonb,
	"group_id" uuid,
	"parent_id" uuid,
	"actor_id" uuid,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"layout" text NOT NULL,
	"from_date" timestamp with time zone NOT NULL,
	"to_date" timestamp with time zone NOT NULL,
	"audience" text NOT NULL,
	"user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"owner_id" uuid,
	"owner_type" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"link_token_hash" text,
	"link_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "files_link_token_hash_unique" UNIQUE("link_token_hash")
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attribute_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"element" text NOT NULL,
	"option_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_type_attributes" (
	"product_type_id" uuid NOT NULL,
	"attribute_id" uuid NOT NULL,
	"option_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_type_attributes_product_type_id_attribute_id_pk" PRIMARY KEY("product_type_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_type_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_type_item_options" (
	"product_type_item_id" uuid NOT NULL,
	"attribute_option_id" uuid NOT NULL,
	CONSTRAINT "product_type_item_options_product_type_item_id_attribute_option_id_pk" PRIMARY KEY("product_type_item_id","attribute_option_id")
);
--> statement-breakpoint
CREATE TABLE "product_type_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_type_id" uuid NOT NULL,
	"combination" text NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'ACTIVATED' NOT NULL,
	"image_id" uuid,
	"height" double precision,
	"length" double precision,
	"width" double precision,
	"weight" double precision,
	"shipping_description" text,
	"shipping_sku" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"image_id" uuid,
	"category_id" uuid,
	"upload_type_id" uuid NOT NULL,
	"status" text DEFAULT 'INACTIVATED' NOT NULL,
	"is_disable_create_new_product" boolean DEFAULT false NOT NULL,
	"extra_print_price" integer DEFAULT 0 NOT NULL,
	"estimated_processing_day" integer DEFAULT 0 NOT NULL,
	"estimated_delivery_day" integer DEFAULT 0 NOT NULL,
	"is_required_product_design_description" boolean DEFAULT false NOT NULL,
	"short_sku" text NOT NULL,
	"sides" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_type_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_type_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"attribute_option_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"attribute_id" uuid,
	"is_group_type" boolean DEFAULT false NOT NULL,
	"is_flexible_dimension" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blank_apparel_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blank_apparel_id" uuid NOT NULL,
	"product_type_item_id" uuid NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"maximum_quantity" integer,
	"storage_area" text
);
--> statement-breakpoint
CREATE TABLE "blank_apparel_stock_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"blank_apparel_item_id" uuid NOT NULL,
	"ref" text,
	"previous_stock" integer NOT NULL,
	"stock" integer NOT NULL,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blank_apparels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "printer_permissions" (
	"printer_id" uuid NOT NULL,
	"product_type_id" uuid NOT NULL,
	"status" text DEFAULT 'ACTIVATED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"product_type_item_id" uuid NOT NULL,
	"normal_first_item" integer NOT NULL,
	"normal_rest_items" integer NOT NULL,
	"fast_first_item" integer NOT NULL,
	"fast_rest_items" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"thumbnail_file_id" uuid,
	"upload_type_item_id" uuid,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"dpi" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_mockups" (
	"product_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_mockups_product_id_image_id_pk" PRIMARY KEY("product_id","image_id")
);
--> statement-breakpoint
CREATE TABLE "product_print_designs" (
	"product_id" uuid NOT NULL,
	"upload_type_item_id" uuid NOT NULL,
	"design_id" uuid NOT NULL,
	CONSTRAINT "product_print_designs_product_id_upload_type_item_id_pk" PRIMARY KEY("product_id","upload_type_item_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_type_id" uuid NOT NULL,
	"title" text NOT NULL,
	"sku" text NOT NULL,
	"description" text,
	"design_description" text,
	"status" text DEFAULT 'ACTIVATED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_method_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"allow_deposit_banking" boolean DEFAULT true NOT NULL,
	"allow_deposit_credit_card" boolean DEFAULT true NOT NULL,
	"allow_deposit_paypal" boolean DEFAULT true NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_method_config_single_row" CHECK ("deposit_method_config"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "deposit_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"allow_deposit_banking" boolean,
	"allow_deposit_credit_card" boolean,
	"allow_deposit_paypal" boolean,
	"allow_deposit_permission" boolean DEFAULT true NOT NULL,
	"verify_remaining_attempt_number" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"payment_method" text,
	"description" text,
	"proof_file_id" uuid,
	"order_id" uuid,
	"ref_transaction_id" uuid,
	"balance_before" bigint,
	"balance_after" bigint,
	"idempotency_key" text,
	"provider" text,
	"provider_ref" text,
	"verify_code_hash" text,
	"created_by" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_campaigns" ADD CONSTRAINT "notification_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_parent_id_notifications_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_notices" ADD CONSTRAINT "event_notices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_attributes" ADD CONSTRAINT "product_type_attributes_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_attributes" ADD CONSTRAINT "product_type_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_item_options" ADD CONSTRAINT "product_type_item_options_product_type_item_id_product_type_items_id_fk" FOREIGN KEY ("product_type_item_id") REFERENCES "public"."product_type_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_item_options" ADD CONSTRAINT "product_type_item_options_attribute_option_id_attribute_options_id_fk" FOREIGN KEY ("attribute_option_id") REFERENCES "public"."attribute_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_type_items" ADD CONSTRAINT "product_type_items_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_category_id_product_type_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_type_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_upload_type_id_upload_types_id_fk" FOREIGN KEY ("upload_type_id") REFERENCES "public"."upload_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_type_items" ADD CONSTRAINT "upload_type_items_upload_type_id_upload_types_id_fk" FOREIGN KEY ("upload_type_id") REFERENCES "public"."upload_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_type_items" ADD CONSTRAINT "upload_type_items_attribute_option_id_attribute_options_id_fk" FOREIGN KEY ("attribute_option_id") REFERENCES "public"."attribute_options"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_types" ADD CONSTRAINT "upload_types_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_apparel_items" ADD CONSTRAINT "blank_apparel_items_blank_apparel_id_blank_apparels_id_fk" FOREIGN KEY ("blank_apparel_id") REFERENCES "public"."blank_apparels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_apparel_items" ADD CONSTRAINT "blank_apparel_items_product_type_item_id_product_type_items_id_fk" FOREIGN KEY ("product_type_item_id") REFERENCES "public"."product_type_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_apparel_stock_logs" ADD CONSTRAINT "blank_apparel_stock_logs_blank_apparel_item_id_blank_apparel_items_id_fk" FOREIGN KEY ("blank_apparel_item_id") REFERENCES "public"."blank_apparel_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_apparel_stock_logs" ADD CONSTRAINT "blank_apparel_stock_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blank_apparels" ADD CONSTRAINT "blank_apparels_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_permissions" ADD CONSTRAINT "printer_permissions_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "printer_permissions" ADD CONSTRAINT "printer_permissions_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_prices" ADD CONSTRAINT "shipping_prices_product_type_item_id_product_type_items_id_fk" FOREIGN KEY ("product_type_item_id") REFERENCES "public"."product_type_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_images" ADD CONSTRAINT "catalog_images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_images" ADD CONSTRAINT "catalog_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_images" ADD CONSTRAINT "catalog_images_thumbnail_file_id_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_images" ADD CONSTRAINT "catalog_images_upload_type_item_id_upload_type_items_id_fk" FOREIGN KEY ("upload_type_item_id") REFERENCES "public"."upload_type_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_mockups" ADD CONSTRAINT "product_mockups_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_mockups" ADD CONSTRAINT "product_mockups_image_id_catalog_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."catalog_images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_print_designs" ADD CONSTRAINT "product_print_designs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_print_designs" ADD CONSTRAINT "product_print_designs_upload_type_item_id_upload_type_items_id_fk" FOREIGN KEY ("upload_type_item_id") REFERENCES "public"."upload_type_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_print_designs" ADD CONSTRAINT "product_print_designs_design_id_catalog_images_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."catalog_images"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_method_config" ADD CONSTRAINT "deposit_method_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_settings" ADD CONSTRAINT "deposit_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_campaigns_sent_idx" ON "notification_campaigns" USING btree ("sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_sent_idx" ON "notifications" USING btree ("user_id","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_read_sent_idx" ON "notifications" USING btree ("user_id","is_read","sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_type_sent_idx" ON "notifications" USING btree ("user_id","type","sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_title_trgm_idx" ON "notifications" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "notifications_parent_sent_idx" ON "notifications" USING btree ("parent_id","sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_group_parent_unique" ON "notifications" USING btree ("user_id","group_id") WHERE "notifications"."parent_id" is null and "notifications"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "event_notices_to_date_idx" ON "event_notices" USING btree ("to_date","from_date");--> statement-breakpoint
CREATE INDEX "jobs_pending_idx" ON "jobs" USING btree ("run_after","created_at") WHERE "jobs"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'PROCESSING';--> statement-breakpoint
CREATE INDEX "jobs_owner_idx" ON "jobs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_options_name_unique" ON "attribute_options" USING btree ("attribute_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_name_unique" ON "attributes" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_type_attributes_attribute_idx" ON "product_type_attributes" USING btree ("attribute_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_type_categories_name_unique" ON "product_type_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "product_type_item_options_option_idx" ON "product_type_item_options" USING btree ("attribute_option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_type_items_combination_unique" ON "product_type_items" USING btree ("product_type_id","combination");--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_name_unique" ON "product_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_short_sku_unique" ON "product_types" USING btree ("short_sku");--> statement-breakpoint
CREATE INDEX "product_types_status_idx" ON "product_types" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "product_types_category_idx" ON "product_types" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_types_upload_type_idx" ON "product_types" USING btree ("upload_type_id");--> statement-breakpoint
CREATE INDEX "product_types_created_idx" ON "product_types" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "upload_type_items_type_idx" ON "upload_type_items" USING btree ("upload_type_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "upload_types_name_unique" ON "upload_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "blank_apparel_items_item_unique" ON "blank_apparel_items" USING btree ("blank_apparel_id","product_type_item_id");--> statement-breakpoint
CREATE INDEX "blank_apparel_items_product_type_item_idx" ON "blank_apparel_items" USING btree ("product_type_item_id");--> statement-breakpoint
CREATE INDEX "blank_apparel_stock_logs_item_idx" ON "blank_apparel_stock_logs" USING btree ("blank_apparel_item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "blank_apparels_product_type_unique" ON "blank_apparels" USING btree ("product_type_id");--> statement-breakpoint
CREATE INDEX "blank_apparels_created_idx" ON "blank_apparels" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "printer_permissions_unique" ON "printer_permissions" USING btree ("printer_id","product_type_id");--> statement-breakpoint
CREATE INDEX "printer_permissions_product_type_idx" ON "printer_permissions" USING btree ("product_type_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_prices_country_item_unique" ON "shipping_prices" USING btree ("country","product_type_item_id");--> statement-breakpoint
CREATE INDEX "shipping_prices_item_idx" ON "shipping_prices" USING btree ("product_type_item_id");--> statement-breakpoint
CREATE INDEX "shipping_prices_created_idx" ON "shipping_prices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "catalog_images_owner_idx" ON "catalog_images" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_code_unique" ON "products" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "products_seller_sku_unique" ON "products" USING btree ("seller_id",lower("sku"));--> statement-breakpoint
CREATE INDEX "products_seller_created_idx" ON "products" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_product_type_idx" ON "products" USING btree ("product_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_user_idempotency_unique" ON "transactions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_provider_ref_unique" ON "transactions" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "transactions_user_created_idx" ON "transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_user_type_status_idx" ON "transactions" USING btree ("user_id","type","status");--> statement-breakpoint
CREATE INDEX "transactions_type_status_created_idx" ON "transactions" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "transactions_created_idx" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "transactions_order_idx" ON "transactions" USING btree ("order_id");