CREATE TABLE "stat_product_months" (
	"product_id" uuid NOT NULL,
	"month" date NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_type_id" uuid NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"reprints" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_product_months_product_id_month_product_type_id_pk" PRIMARY KEY("product_id","month","product_type_id")
);
--> statement-breakpoint
CREATE INDEX "stat_product_months_seller_month_idx" ON "stat_product_months" USING btree ("seller_id","month");--> statement-breakpoint
CREATE INDEX "stat_product_months_month_idx" ON "stat_product_months" USING btree ("month");--> statement-breakpoint
-- The order items' trigger keeps the product month rollup beside the day rollups, in the same
-- transaction (the rest of the function as 0033_statistics wrote it).
CREATE OR REPLACE FUNCTION stat_item_add(r order_items, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (r.placed_at AT TIME ZONE 'UTC')::date;
  m date := date_trunc('month', (r.placed_at AT TIME ZONE 'UTC')::date)::date;
  earned bigint := CASE WHEN r.status IN ('CANCELED', 'REFUNDED') THEN 0 ELSE r.total_price END;
  refunded integer := CASE WHEN r.status = 'REFUNDED' THEN sign * r.quantity ELSE 0 END;
  reprinted integer := CASE WHEN r.reprint_of_item_id IS NOT NULL THEN sign * r.quantity ELSE 0 END;
BEGIN
  IF r.placed_at IS NULL THEN RETURN; END IF;
  INSERT INTO stat_product_days AS s
    (product_id, day, product_type_id, seller_id, lines, units, revenue, refunds, reprints)
  VALUES (r.product_id, d, r.product_type_id, r.seller_id, sign, sign * r.quantity, sign * earned,
    refunded, reprinted)
  ON CONFLICT (product_id, day, product_type_id) DO UPDATE
    SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
        revenue = s.revenue + excluded.revenue, refunds = s.refunds + excluded.refunds,
        reprints = s.reprints + excluded.reprints;
  INSERT INTO stat_product_months AS s
    (product_id, month, product_type_id, seller_id, lines, units, revenue, refunds, reprints)
  VALUES (r.product_id, m, r.product_type_id, r.seller_id, sign, sign * r.quantity, sign * earned,
    refunded, reprinted)
  ON CONFLICT (product_id, month, product_type_id) DO UPDATE
    SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
        revenue = s.revenue + excluded.revenue, refunds = s.refunds + excluded.refunds,
        reprints = s.reprints + excluded.reprints;
  INSERT INTO stat_type_days AS s (product_type_id, day, shard, lines, units, revenue)
  VALUES (r.product_type_id, d, stat_shard(r.seller_id), sign, sign * r.quantity, sign * earned)
  ON CONFLICT (day, product_type_id, shard) DO UPDATE
    SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
        revenue = s.revenue + excluded.revenue;
  INSERT INTO stat_item_statuses AS s (seller_id, status, items, units)
  VALUES (r.seller_id, r.status, sign, sign * r.quantity)
  ON CONFLICT (seller_id, status) DO UPDATE
    SET items = s.items + excluded.items, units = s.units + excluded.units;
END $$;
--> statement-breakpoint
-- What the day rollup holds already, counted once into the months.
INSERT INTO stat_product_months
    (product_id, month, product_type_id, seller_id, lines, units, revenue, refunds, reprints)
  SELECT product_id, date_trunc('month', day)::date, product_type_id, min(seller_id::text)::uuid,
    sum(lines), sum(units), sum(revenue), sum(refunds), sum(reprints)
  FROM stat_product_days GROUP BY 1, 2, 3;
