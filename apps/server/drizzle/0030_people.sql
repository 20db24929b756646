CREATE TABLE "printer_floor_settings" (
	"printer_id" uuid PRIMARY KEY NOT NULL,
	"general_mail" text[] DEFAULT '{}' NOT NULL,
	"receive_export_mails" text[] DEFAULT '{}' NOT NULL,
	"support_mail" text[] DEFAULT '{}' NOT NULL,
	"station_ips" text[] DEFAULT '{}' NOT NULL,
	"reminder_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_shifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"printer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"start_time" text,
	"end_time" text,
	"hours_per_day" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "job_type" text DEFAULT 'FULL-TIME' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "work_shift_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_time_logs" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "staff_time_logs" ADD COLUMN "has_reminder_checked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "printer_floor_settings" ADD CONSTRAINT "printer_floor_settings_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_shifts" ADD CONSTRAINT "work_shifts_printer_id_users_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_shifts_printer_idx" ON "work_shifts" USING btree ("printer_id","name");--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_work_shift_id_work_shifts_id_fk" FOREIGN KEY ("work_shift_id") REFERENCES "public"."work_shifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_time_logs" ADD CONSTRAINT "staff_time_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_item_action_logs_staff_idx" ON "order_item_action_logs" USING btree ("staff_id","created_at");