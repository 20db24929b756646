CREATE TABLE "advanced_filter_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "advanced_filter_condition_id" uuid;--> statement-breakpoint
-- Issue 35: each coupon's inline conditions become a rule of their own, named after the coupon
-- (codes are unique, so the names are too), and the coupon points at it; then the column goes.
UPDATE "coupons" SET "advanced_filter_condition_id" = gen_random_uuid() WHERE jsonb_array_length("conditions") > 0;--> statement-breakpoint
INSERT INTO "advanced_filter_rules" ("id", "name", "conditions", "created_by_id", "created_at", "updated_at") SELECT "advanced_filter_condition_id", 'Coupon ' || "code", "conditions", "created_by_id", "created_at", "updated_at" FROM "coupons" WHERE "advanced_filter_condition_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "advanced_filter_rules" ADD CONSTRAINT "advanced_filter_rules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advanced_filter_rules_name_unique" ON "advanced_filter_rules" USING btree ("name");--> statement-breakpoint
CREATE INDEX "advanced_filter_rules_created_idx" ON "advanced_filter_rules" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_advanced_filter_condition_id_advanced_filter_rules_id_fk" FOREIGN KEY ("advanced_filter_condition_id") REFERENCES "public"."advanced_filter_rules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_advanced_filter_idx" ON "coupons" USING btree ("advanced_filter_condition_id");--> statement-breakpoint
ALTER TABLE "coupons" DROP COLUMN "conditions";