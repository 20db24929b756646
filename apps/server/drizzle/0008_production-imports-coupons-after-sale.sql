CREATE TABLE "after_sale_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"order_item_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"refund_type" text,
	"percent" integer,
	"amount" bigint,
	"item_status_before" text NOT NULL,
	"reviewed_by" uuid,
	"review_note" text,
	"reviewed_at" timestamp with time zone,
	"refund_transaction_id" uuid,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"resend_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_address_checks" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"is_valid" boolean NOT NULL,
	"is_confirmed" boolean DEFAULT false NOT NULL,
	"problems" jsonb NOT NULL,
	"confirmed_by" uuid,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_usages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"is_fixed_value" boolean NOT NULL,
	"max_amount_value" bigint DEFAULT 0 NOT NULL,
	"from_date" timestamp with time zone,
	"to_date" timestamp with time zone,
	"limit_on_coupon_usage" integer DEFAULT 0 NOT NULL,
	"limit_on_user_usage" integer DEFAULT 0 NOT NULL,
	"is_badge_value" boolean DEFAULT false NOT NULL,
	"is_auto_apply_to_order" boolean DEFAULT false NOT NULL,
	"is_allow_for_suggestion" boolean DEFAULT false NOT NULL,
	"is_applied_to_all_member" boolean DEFAULT true NOT NULL,
	"user_ids" uuid[] DEFAULT '{}' NOT NULL,
	"network_ids" uuid[] DEFAULT '{}' NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"item_qty_gap" integer DEFAULT 1 NOT NULL,
	"limit_on_number_of_discount" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'ACTIVATED' NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_queue_orders" (
	"import_queue_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"order_id" uuid NOT NULL,
	"lines" integer NOT NULL,
	CONSTRAINT "import_queue_orders_import_queue_id_reference_pk" PRIMARY KEY("import_queue_id","reference")
);
--> statement-breakpoint
CREATE TABLE "import_queues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"file_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"result_file_id" uuid,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"total_lines" integer DEFAULT 0 NOT NULL,
	"created_lines" integer DEFAULT 0 NOT NULL,
	"failed_lines" integer DEFAULT 0 NOT NULL,
	"created_orders" integer DEFAULT 0 NOT NULL,
	"job_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_item_action_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"qty_index" integer,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"staff_id" uuid,
	"actor_id" uuid,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_tracking_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"tracking_code" text NOT NULL,
	"carrier_code" text NOT NULL,
	"local_tracking_number" text,
	"status" text DEFAULT 'UNKNOWN' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"qty_index" integer NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'APPROVED' NOT NULL,
	"staff_id" uuid,
	"awaiting_stock_coming_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: existing items take their order's seller and placing time before seller_id
-- becomes required (drizzle-kit would add it NOT NULL at once, which fails on a filled table).
UPDATE "order_items" SET "seller_id" = "orders"."seller_id", "placed_at" = CASE WHEN "orders"."is_draft" THEN NULL ELSE coalesce("orders"."placed_at", "orders"."created_at") END FROM "orders" WHERE "orders"."id" = "order_items"."order_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tracking_carrier_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "printer_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "is_disallow_shipping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD CONSTRAINT "after_sale_requests_resend_order_id_orders_id_fk" FOREIGN KEY ("resend_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_address_checks" ADD CONSTRAINT "order_address_checks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_address_checks" ADD CONSTRAINT "order_address_checks_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_address_checks" ADD CONSTRAINT "order_address_checks_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD CONSTRAINT "coupon_usages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_queue_orders" ADD CONSTRAINT "import_queue_orders_import_queue_id_import_queues_id_fk" FOREIGN KEY ("import_queue_id") REFERENCES "public"."import_queues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_queue_orders" ADD CONSTRAINT "import_queue_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_queues" ADD CONSTRAINT "import_queues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_queues" ADD CONSTRAINT "import_queues_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_queues" ADD CONSTRAINT "import_queues_result_file_id_files_id_fk" FOREIGN KEY ("result_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_queues" ADD CONSTRAINT "import_queues_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_action_logs" ADD CONSTRAINT "order_item_action_logs_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_action_logs" ADD CONSTRAINT "order_item_action_logs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_action_logs" ADD CONSTRAINT "order_item_action_logs_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_tracking_codes" ADD CONSTRAINT "order_item_tracking_codes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_tracking_codes" ADD CONSTRAINT "order_item_tracking_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_units" ADD CONSTRAINT "order_item_units_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_units" ADD CONSTRAINT "order_item_units_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_requests_type_status_idx" ON "after_sale_requests" USING btree ("type","status","created_at");--> statement-breakpoint
CREATE INDEX "after_sale_requests_item_idx" ON "after_sale_requests" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "after_sale_requests_seller_idx" ON "after_sale_requests" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_requests_one_pending_unique" ON "after_sale_requests" USING btree ("order_item_id") WHERE "after_sale_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "order_address_checks_seller_idx" ON "order_address_checks" USING btree ("seller_id","is_valid");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_usages_order_unique" ON "coupon_usages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_usages_coupon_seller_idx" ON "coupon_usages" USING btree ("coupon_id","seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "coupons_auto_apply_idx" ON "coupons" USING btree ("is_auto_apply_to_order","status");--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "import_queues_owner_created_idx" ON "import_queues" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "import_queues_created_idx" ON "import_queues" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_item_action_logs_item_idx" ON "order_item_action_logs" USING btree ("order_item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_tracking_codes_item_code_unique" ON "order_item_tracking_codes" USING btree ("order_item_id","tracking_code");--> statement-breakpoint
CREATE INDEX "order_item_tracking_codes_code_idx" ON "order_item_tracking_codes" USING btree ("tracking_code");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_units_code_index_unique" ON "order_item_units" USING btree ("code","qty_index");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_units_item_index_unique" ON "order_item_units" USING btree ("order_item_id","qty_index");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_placed_created_idx" ON "order_items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "order_items"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "order_items_placed_status_created_idx" ON "order_items" USING btree ("status","created_at" DESC NULLS FIRST) WHERE "order_items"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "order_items_placed_seller_created_idx" ON "order_items" USING btree ("seller_id","created_at" DESC NULLS FIRST) WHERE "order_items"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "order_items_placed_product_type_created_idx" ON "order_items" USING btree ("product_type_id","created_at" DESC NULLS FIRST) WHERE "order_items"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "order_items_tracking_code_trgm_idx" ON "order_items" USING gin ("tracking_code" gin_trgm_ops) WHERE "order_items"."placed_at" is not null;--> statement-breakpoint
CREATE INDEX "order_items_printer_status_created_idx" ON "order_items" USING btree ("printer_id","status","created_at");