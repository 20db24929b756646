CREATE TABLE "event_notice_views" (
	"user_id" uuid NOT NULL,
	"event_notice_id" uuid NOT NULL,
	"seen_version" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_notice_views_user_id_event_notice_id_pk" PRIMARY KEY("user_id","event_notice_id")
);
--> statement-breakpoint
ALTER TABLE "event_notice_views" ADD CONSTRAINT "event_notice_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_notice_views" ADD CONSTRAINT "event_notice_views_event_notice_id_event_notices_id_fk" FOREIGN KEY ("event_notice_id") REFERENCES "public"."event_notices"("id") ON DELETE cascade ON UPDATE no action;