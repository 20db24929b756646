CREATE TABLE "site_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_materials" ADD CONSTRAINT "site_materials_image_id_catalog_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."catalog_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_materials" ADD CONSTRAINT "site_materials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_materials_type_name_idx" ON "site_materials" USING btree ("type",lower("name"));--> statement-breakpoint
CREATE INDEX "site_materials_name_idx" ON "site_materials" USING btree ("name");