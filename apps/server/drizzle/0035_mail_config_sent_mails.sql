CREATE TABLE "mail_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"general_mail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"receive_export_mails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"support_mail" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"smtp_host" text DEFAULT '' NOT NULL,
	"smtp_port" integer DEFAULT 587 NOT NULL,
	"smtp_secure" boolean DEFAULT false NOT NULL,
	"smtp_user" text DEFAULT '' NOT NULL,
	"smtp_password_sealed" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_config" ADD CONSTRAINT "mail_config_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_mails" ADD CONSTRAINT "sent_mails_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sent_mails_created_idx" ON "sent_mails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sent_mails_to_idx" ON "sent_mails" USING btree ("to");