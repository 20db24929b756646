CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etsy_order_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"receipt_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"data" jsonb NOT NULL,
	"buyer_name" text,
	"receipt_updated_at" timestamp with time zone NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"actor_id" uuid,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issue_items" (
	"issue_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"printer_id" uuid,
	CONSTRAINT "issue_items_issue_id_order_item_id_pk" PRIMARY KEY("issue_id","order_item_id")
);
--> statement-breakpoint
CREATE TABLE "issue_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"issue_id" uuid NOT NULL,
	"conversation" text NOT NULL,
	"type" text DEFAULT 'MESSAGE' NOT NULL,
	"author_id" uuid,
	"message" text NOT NULL,
	"image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"self_id" serial NOT NULL,
	"seller_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_by" uuid,
	"status" text DEFAULT 'NEW' NOT NULL,
	"type" text NOT NULL,
	"origin" text NOT NULL,
	"description" text NOT NULL,
	"image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"action" text NOT NULL,
	"resolution" text,
	"refunded_amount" bigint,
	"refund_transaction_id" uuid,
	"reprint_order_id" uuid,
	"awaiting_seller_since" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issues_self_id_unique" UNIQUE("self_id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "reprint_of_item_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "trace_logs" ADD COLUMN "type" text DEFAULT 'STATUS' NOT NULL;--> statement-breakpoint
ALTER TABLE "external_stores" ADD COLUMN "note_to_buyer" text;--> statement-breakpoint
ALTER TABLE "store_connections" ADD COLUMN "code_verifier" text;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etsy_order_queue" ADD CONSTRAINT "etsy_order_queue_store_id_external_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."external_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etsy_order_queue" ADD CONSTRAINT "etsy_order_queue_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_history" ADD CONSTRAINT "issue_history_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_history" ADD CONSTRAINT "issue_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_items" ADD CONSTRAINT "issue_items_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_items" ADD CONSTRAINT "issue_items_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_items" ADD CONSTRAINT "issue_items_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_messages" ADD CONSTRAINT "issue_messages_issue_id_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issue_messages" ADD CONSTRAINT "issue_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issues" ADD CONSTRAINT "issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "etsy_order_queue_receipt_unique" ON "etsy_order_queue" USING btree ("store_id","receipt_id");--> statement-breakpoint
CREATE INDEX "etsy_order_queue_seller_created_idx" ON "etsy_order_queue" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "etsy_order_queue_store_status_idx" ON "etsy_order_queue" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "issue_history_issue_idx" ON "issue_history" USING btree ("issue_id","created_at");--> statement-breakpoint
CREATE INDEX "issue_items_item_idx" ON "issue_items" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "issue_items_printer_idx" ON "issue_items" USING btree ("printer_id","issue_id");--> statement-breakpoint
CREATE INDEX "issue_messages_issue_idx" ON "issue_messages" USING btree ("issue_id","conversation","created_at");--> statement-breakpoint
CREATE INDEX "issues_created_id_idx" ON "issues" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "issues_seller_created_id_idx" ON "issues" USING btree ("seller_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "issues_status_created_id_idx" ON "issues" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "issues_awaiting_seller_idx" ON "issues" USING btree ("awaiting_seller_since") WHERE "issues"."awaiting_seller_since" is not null;--> statement-breakpoint
CREATE INDEX "trace_logs_created_idx" ON "trace_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trace_logs_actor_idx" ON "trace_logs" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "import_queues_store_pending_idx" ON "import_queues" USING btree ("created_at") WHERE "import_queues"."status" = 'PENDING' and "import_queues"."file_id" is null;