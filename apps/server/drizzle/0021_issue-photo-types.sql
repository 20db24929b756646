ALTER TABLE "files" ADD COLUMN "type" text;--> statement-breakpoint
-- Photos already on issues were uploaded as issue photos: they keep their type, so a message may
-- still name them. Uploads never attached before this are uploaded again.
UPDATE "files" SET "type" = 'ISSUE_IMAGE'
WHERE "type" IS NULL AND "content_type" IN ('image/png', 'image/jpeg') AND (
  "id" IN (SELECT unnest("image_ids") FROM "issues")
  OR "id" IN (SELECT unnest("image_ids") FROM "issue_messages"));
