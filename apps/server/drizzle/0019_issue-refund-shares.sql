ALTER TABLE "issue_items" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issues refunded before this column existed: their refund shared out among their items in item
-- order, each up to its total (as the resolution now does), so what is left per item counts it.
UPDATE "issue_items" AS ii SET "refunded_amount" = shares.share
FROM (
  SELECT ii2."issue_id", ii2."order_item_id",
    GREATEST(0, LEAST(oi."total_price", i."refunded_amount" - (
      SUM(oi."total_price") OVER (PARTITION BY ii2."issue_id" ORDER BY oi."sort_order", oi."id")
      - oi."total_price"))) AS share
  FROM "issue_items" ii2
  JOIN "issues" i ON i."id" = ii2."issue_id"
  JOIN "order_items" oi ON oi."id" = ii2."order_item_id"
  WHERE i."refunded_amount" IS NOT NULL AND i."refunded_amount" > 0
) AS shares
WHERE ii."issue_id" = shares."issue_id" AND ii."order_item_id" = shares."order_item_id";
