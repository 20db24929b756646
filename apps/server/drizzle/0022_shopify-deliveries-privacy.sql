CREATE TABLE "store_privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"domain" text NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"redacted_orders" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_webhook_deliveries" (
	"store_id" uuid NOT NULL,
	"delivery_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_webhook_deliveries" ADD CONSTRAINT "store_webhook_deliveries_store_id_external_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."external_stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_privacy_requests_created_idx" ON "store_privacy_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_webhook_deliveries_unique" ON "store_webhook_deliveries" USING btree ("store_id","delivery_id");--> statement-breakpoint
CREATE INDEX "store_webhook_deliveries_received_idx" ON "store_webhook_deliveries" USING btree ("store_id","received_at");