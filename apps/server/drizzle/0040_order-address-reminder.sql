ALTER TABLE "order_address_checks" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_address_checks" ADD COLUMN "reminded_by" uuid;--> statement-breakpoint
ALTER TABLE "order_address_checks" ADD CONSTRAINT "order_address_checks_reminded_by_users_id_fk" FOREIGN KEY ("reminded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;