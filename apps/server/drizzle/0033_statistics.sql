CREATE TABLE "salesman_sellers" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"salesman_id" uuid NOT NULL,
	"sale_code" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesmen" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"sale_code" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stat_item_statuses" (
	"seller_id" uuid NOT NULL,
	"status" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_item_statuses_seller_id_status_pk" PRIMARY KEY("seller_id","status")
);
--> statement-breakpoint
CREATE TABLE "stat_ledger_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_ledger_days_user_id_day_type_status_pk" PRIMARY KEY("user_id","day","type","status")
);
--> statement-breakpoint
CREATE TABLE "stat_ledger_totals" (
	"day" date NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_ledger_totals_day_type_status_shard_pk" PRIMARY KEY("day","type","status","shard")
);
--> statement-breakpoint
CREATE TABLE "stat_order_days" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_order_days_seller_id_day_pk" PRIMARY KEY("seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "stat_product_days" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_type_id" uuid NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL,
	"reprints" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_product_days_product_id_day_product_type_id_pk" PRIMARY KEY("product_id","day","product_type_id")
);
--> statement-breakpoint
CREATE TABLE "stat_type_days" (
	"product_type_id" uuid NOT NULL,
	"day" date NOT NULL,
	"shard" smallint NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_type_days_day_product_type_id_shard_pk" PRIMARY KEY("day","product_type_id","shard")
);
--> statement-breakpoint
ALTER TABLE "salesman_sellers" ADD CONSTRAINT "salesman_sellers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesman_sellers" ADD CONSTRAINT "salesman_sellers_salesman_id_salesmen_id_fk" FOREIGN KEY ("salesman_id") REFERENCES "public"."salesmen"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesmen" ADD CONSTRAINT "salesmen_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salesman_sellers_salesman_idx" ON "salesman_sellers" USING btree ("salesman_id","registered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "salesmen_sale_code_unique" ON "salesmen" USING btree ("sale_code");--> statement-breakpoint
CREATE INDEX "stat_ledger_days_type_day_idx" ON "stat_ledger_days" USING btree ("type","status","day","user_id");--> statement-breakpoint
CREATE INDEX "stat_order_days_day_idx" ON "stat_order_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "stat_product_days_seller_day_idx" ON "stat_product_days" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "stat_product_days_day_idx" ON "stat_product_days" USING btree ("day");--> statement-breakpoint
-- The rollups' triggers (issue 34): each takes the old row's share out and puts the new row's in,
-- in the writer's transaction. A row's share is a pure function of its columns, so any insert,
-- update or delete leaves the rollups equal to the same sums over the raw rows.
CREATE FUNCTION stat_shard(seller uuid) RETURNS smallint LANGUAGE sql IMMUTABLE AS
$$ SELECT (abs(hashtext(seller::text)) % 16)::smallint $$;
--> statement-breakpoint
CREATE FUNCTION stat_ledger_add(r transactions, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE d date := (r.created_at AT TIME ZONE 'UTC')::date;
BEGIN
  INSERT INTO stat_ledger_days AS s (user_id, day, type, status, amount, fee, count)
  VALUES (r.user_id, d, r.type, r.status, sign * r.amount, sign * r.fee, sign)
  ON CONFLICT (user_id, day, type, status) DO UPDATE
    SET amount = s.amount + excluded.amount, fee = s.fee + excluded.fee, count = s.count + excluded.count;
  INSERT INTO stat_ledger_totals AS s (day, type, status, shard, amount, fee, count)
  VALUES (d, r.type, r.status, stat_shard(r.user_id), sign * r.amount, sign * r.fee, sign)
  ON CONFLICT (day, type, status, shard) DO UPDATE
    SET amount = s.amount + excluded.amount, fee = s.fee + excluded.fee, count = s.count + excluded.count;
END $$;
--> statement-breakpoint
CREATE FUNCTION stat_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.user_id, OLD.type, OLD.status, OLD.amount, OLD.fee, OLD.created_at)
      IS NOT DISTINCT FROM (NEW.user_id, NEW.type, NEW.status, NEW.amount, NEW.fee, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM stat_ledger_add(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM stat_ledger_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_statistics AFTER INSERT OR UPDATE OR DELETE ON transactions
  FOR EACH ROW EXECUTE FUNCTION stat_ledger_change();
--> statement-breakpoint
CREATE FUNCTION stat_item_add(r order_items, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (r.placed_at AT TIME ZONE 'UTC')::date;
  earned bigint := CASE WHEN r.status IN ('CANCELED', 'REFUNDED') THEN 0 ELSE r.total_price END;
BEGIN
  IF r.placed_at IS NULL THEN RETURN; END IF;
  INSERT INTO stat_product_days AS s
    (product_id, day, product_type_id, seller_id, lines, units, revenue, refunds, reprints)
  VALUES (r.product_id, d, r.product_type_id, r.seller_id, sign, sign * r.quantity, sign * earned,
    CASE WHEN r.status = 'REFUNDED' THEN sign * r.quantity ELSE 0 END,
    CASE WHEN r.reprint_of_item_id IS NOT NULL THEN sign * r.quantity ELSE 0 END)
  ON CONFLICT (product_id, day, product_type_id) DO UPDATE
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
CREATE FUNCTION stat_item_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.placed_at, OLD.status, OLD.quantity, OLD.total_price, OLD.product_id,
      OLD.product_type_id, OLD.seller_id, OLD.reprint_of_item_id)
      IS NOT DISTINCT FROM (NEW.placed_at, NEW.status, NEW.quantity, NEW.total_price, NEW.product_id,
      NEW.product_type_id, NEW.seller_id, NEW.reprint_of_item_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM stat_item_add(OLD, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM stat_item_add(NEW, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_statistics AFTER INSERT OR UPDATE OR DELETE ON order_items
  FOR EACH ROW EXECUTE FUNCTION stat_item_change();
--> statement-breakpoint
CREATE FUNCTION stat_order_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.placed_at, OLD.seller_id) IS NOT DISTINCT FROM (NEW.placed_at, NEW.seller_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.placed_at IS NOT NULL THEN
    INSERT INTO stat_order_days AS s (seller_id, day, orders)
    VALUES (OLD.seller_id, (OLD.placed_at AT TIME ZONE 'UTC')::date, -1)
    ON CONFLICT (seller_id, day) DO UPDATE SET orders = s.orders + excluded.orders;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.placed_at IS NOT NULL THEN
    INSERT INTO stat_order_days AS s (seller_id, day, orders)
    VALUES (NEW.seller_id, (NEW.placed_at AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT (seller_id, day) DO UPDATE SET orders = s.orders + excluded.orders;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_statistics AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION stat_order_change();
--> statement-breakpoint
-- The printers' throughput of a day reads the timelines finished that day.
CREATE INDEX IF NOT EXISTS order_timelines_finish_process_idx ON order_timelines (finish_process_at)
  WHERE finish_process_at IS NOT NULL;
--> statement-breakpoint
-- What existed before this migration, counted once.
SELECT stat_ledger_add(t, 1) FROM transactions t;
--> statement-breakpoint
SELECT stat_item_add(i, 1) FROM order_items i;
--> statement-breakpoint
INSERT INTO stat_order_days (seller_id, day, orders)
  SELECT seller_id, (placed_at AT TIME ZONE 'UTC')::date, count(*)::int FROM orders
  WHERE placed_at IS NOT NULL GROUP BY 1, 2;
