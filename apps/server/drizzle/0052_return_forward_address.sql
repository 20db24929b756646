ALTER TABLE "after_sale_requests" ADD COLUMN "forward_address" jsonb;--> statement-breakpoint
ALTER TABLE "after_sale_requests" ADD COLUMN "forward_note" text;