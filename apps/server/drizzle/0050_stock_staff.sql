ALTER TABLE "inventories" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "stock_logs" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_logs" ADD CONSTRAINT "stock_logs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;