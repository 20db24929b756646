CREATE TABLE "badge_awards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"milestone_id" uuid NOT NULL,
	"badge_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_winners" (
	"event_id" uuid NOT NULL,
	"place" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"score" bigint NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "contest_winners_event_id_place_pk" PRIMARY KEY("event_id","place")
);
--> statement-breakpoint
CREATE TABLE "engagement_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"from_date" timestamp with time zone NOT NULL,
	"to_date" timestamp with time zone NOT NULL,
	"is_applied_to_all_member" boolean DEFAULT false NOT NULL,
	"user_ids" uuid[] DEFAULT '{}' NOT NULL,
	"network_ids" uuid[] DEFAULT '{}' NOT NULL,
	"group_ids" uuid[] DEFAULT '{}' NOT NULL,
	"coupon_ids" uuid[] DEFAULT '{}' NOT NULL,
	"email_subject" text,
	"email_content" text,
	"email_layout" text,
	"contest_condition" text,
	"winner_count" integer DEFAULT 3 NOT NULL,
	"activated_at" timestamp with time zone,
	"finalised_at" timestamp with time zone,
	"mail_job_id" uuid,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"type" text NOT NULL,
	"condition_type" text NOT NULL,
	"condition_value" bigint NOT NULL,
	"milestone_no" integer NOT NULL,
	"badge_id" uuid NOT NULL,
	"badge_valid_period" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_progress" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"completed_items" bigint DEFAULT 0 NOT NULL,
	"completed_value" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_progress_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "seller_group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "seller_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"status" text DEFAULT 'ACTIVATED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_milestone_id_event_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."event_milestones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_event_id_engagement_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."engagement_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badge_awards" ADD CONSTRAINT "badge_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_winners" ADD CONSTRAINT "contest_winners_event_id_engagement_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."engagement_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_winners" ADD CONSTRAINT "contest_winners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_events" ADD CONSTRAINT "engagement_events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_milestones" ADD CONSTRAINT "event_milestones_event_id_engagement_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."engagement_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_milestones" ADD CONSTRAINT "event_milestones_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_progress" ADD CONSTRAINT "event_progress_event_id_engagement_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."engagement_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_progress" ADD CONSTRAINT "event_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_group_members" ADD CONSTRAINT "seller_group_members_group_id_seller_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."seller_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_group_members" ADD CONSTRAINT "seller_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "badge_awards_milestone_user_unique" ON "badge_awards" USING btree ("milestone_id","user_id");--> statement-breakpoint
CREATE INDEX "badge_awards_user_idx" ON "badge_awards" USING btree ("user_id","awarded_at");--> statement-breakpoint
CREATE INDEX "badge_awards_badge_idx" ON "badge_awards" USING btree ("badge_id");--> statement-breakpoint
CREATE INDEX "badges_created_idx" ON "badges" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "engagement_events_active_idx" ON "engagement_events" USING btree ("status","to_date","from_date");--> statement-breakpoint
CREATE INDEX "engagement_events_created_idx" ON "engagement_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_milestones_event_idx" ON "event_milestones" USING btree ("event_id","milestone_no");--> statement-breakpoint
CREATE INDEX "event_progress_items_idx" ON "event_progress" USING btree ("event_id","completed_items","updated_at");--> statement-breakpoint
CREATE INDEX "event_progress_value_idx" ON "event_progress" USING btree ("event_id","completed_value","updated_at");--> statement-breakpoint
CREATE INDEX "seller_group_members_user_idx" ON "seller_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_groups_key_unique" ON "seller_groups" USING btree ("key");--> statement-breakpoint
CREATE INDEX "seller_groups_created_idx" ON "seller_groups" USING btree ("created_at");