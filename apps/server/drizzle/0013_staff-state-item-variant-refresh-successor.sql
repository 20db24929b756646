ALTER TABLE "refresh_tokens" ADD COLUMN "successor" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_name" text DEFAULT 'Default' NOT NULL;--> statement-breakpoint
-- Orders placed before the column keep the variant their item names today (as itemNameSql reads it).
UPDATE "order_items" AS "item" SET "variant_name" = coalesce((
  SELECT string_agg("option"."name", ' / ' ORDER BY "attribute"."sort_order")
  FROM "product_type_item_options" AS "chosen"
  JOIN "attribute_options" AS "option" ON "option"."id" = "chosen"."attribute_option_id"
  JOIN "product_type_items" AS "own_item" ON "own_item"."id" = "chosen"."product_type_item_id"
  JOIN "product_type_attributes" AS "attribute"
    ON "attribute"."product_type_id" = "own_item"."product_type_id"
    AND "attribute"."attribute_id" = "option"."attribute_id"
  WHERE "chosen"."product_type_item_id" = "item"."product_type_item_id"
), 'Default');
