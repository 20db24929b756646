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
ALTER TABLE "external_stores" ADD COLUMN "note_to_buyer" text;--> statement-breakpoint
ALTER TABLE "store_connections" ADD COLUMN "code_verifier" text;--> statement-breakpoint
ALTER TABLE "etsy_order_queue" ADD CONSTRAINT "etsy_order_queue_store_id_external_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."external_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etsy_order_queue" ADD CONSTRAINT "etsy_order_queue_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "etsy_order_queue_receipt_unique" ON "etsy_order_queue" USING btree ("store_id","receipt_id");--> statement-breakpoint
CREATE INDEX "etsy_order_queue_seller_created_idx" ON "etsy_order_queue" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "etsy_order_queue_store_status_idx" ON "etsy_order_queue" USING btree ("store_id","status");--> statement-breakpoint
CREATE INDEX "import_queues_store_pending_idx" ON "import_queues" USING btree ("created_at") WHERE "import_queues"."status" = 'PENDING' and "import_queues"."file_id" is null;