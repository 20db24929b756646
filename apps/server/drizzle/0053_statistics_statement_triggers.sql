-- The rollups' triggers without a nested call per row, and once per statement for updates and
-- deletes (issue 34). An insert (a placement's ledger row, order and items) runs one statement per
-- row that writes all of the table's rollups together (data-modifying WITH queries), where
-- 0033_statistics ran a nested function call and one upsert per rollup: a placement's nine
-- upserts in nine statements and three calls become three statements. An update or a delete fires
-- once per statement: its changed rows (the transition tables) are summed per rollup key and each
-- rollup gets one upsert, so a status move of many items writes each key once instead of once per
-- item. Measured on single-row inserts, a statement-level insert trigger cost more than the
-- per-row one (its transition table and grouping outweigh one row), hence rows for inserts.
-- The sums are those of 0033, 0038 and 0051: a row's share is a pure function of its columns, an
-- insert adds it, a delete takes it out, an update does both. Grouped keys are written in key
-- order, so two statements upserting the same keys wait for each other instead of deadlocking.
DROP TRIGGER transactions_statistics ON transactions;
--> statement-breakpoint
DROP TRIGGER order_items_statistics ON order_items;
--> statement-breakpoint
DROP TRIGGER orders_statistics ON orders;
--> statement-breakpoint
DROP FUNCTION stat_ledger_change();
--> statement-breakpoint
DROP FUNCTION stat_item_change();
--> statement-breakpoint
DROP FUNCTION stat_order_change();
--> statement-breakpoint
-- An inserted row's share, into every rollup of its table in one statement.
CREATE FUNCTION stat_ledger_insert_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := (NEW.created_at AT TIME ZONE 'UTC')::date;
  m date := date_trunc('month', (NEW.created_at AT TIME ZONE 'UTC')::date)::date;
  sh smallint := stat_shard(NEW.user_id);
BEGIN
  WITH days AS (
    INSERT INTO stat_ledger_days AS s (user_id, day, type, status, amount, fee, count)
    VALUES (NEW.user_id, d, NEW.type, NEW.status, NEW.amount, NEW.fee, 1)
    ON CONFLICT (user_id, day, type, status) DO UPDATE SET amount = s.amount + excluded.amount,
      fee = s.fee + excluded.fee, count = s.count + excluded.count
  ), totals AS (
    INSERT INTO stat_ledger_totals AS s (day, type, status, shard, amount, fee, count)
    VALUES (d, NEW.type, NEW.status, sh, NEW.amount, NEW.fee, 1)
    ON CONFLICT (day, type, status, shard) DO UPDATE SET amount = s.amount + excluded.amount,
      fee = s.fee + excluded.fee, count = s.count + excluded.count
  ), months AS (
    INSERT INTO stat_ledger_months AS s (user_id, month, type, status, amount, fee, count)
    VALUES (NEW.user_id, m, NEW.type, NEW.status, NEW.amount, NEW.fee, 1)
    ON CONFLICT (user_id, month, type, status) DO UPDATE SET amount = s.amount + excluded.amount,
      fee = s.fee + excluded.fee, count = s.count + excluded.count
  )
  INSERT INTO stat_ledger_month_totals AS s (month, type, status, shard, amount, fee, count)
  VALUES (m, NEW.type, NEW.status, sh, NEW.amount, NEW.fee, 1)
  ON CONFLICT (month, type, status, shard) DO UPDATE SET amount = s.amount + excluded.amount,
    fee = s.fee + excluded.fee, count = s.count + excluded.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update's old rows come out and its new rows go in; a delete's rows (`changed`) come out.
CREATE FUNCTION stat_ledger_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign integer := -1;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    WITH delta AS (
      SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day, type, status, amount, fee, 1 AS n
      FROM new_rows
      UNION ALL
      SELECT user_id, (created_at AT TIME ZONE 'UTC')::date, type, status, -amount, -fee, -1
      FROM old_rows
    ), days AS (
      INSERT INTO stat_ledger_days AS s (user_id, day, type, status, amount, fee, count)
      SELECT user_id, day, type, status, sum(amount), sum(fee), sum(n) FROM delta
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(fee) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (user_id, day, type, status) DO UPDATE SET amount = s.amount + excluded.amount,
        fee = s.fee + excluded.fee, count = s.count + excluded.count
    ), totals AS (
      INSERT INTO stat_ledger_totals AS s (day, type, status, shard, amount, fee, count)
      SELECT day, type, status, stat_shard(user_id), sum(amount), sum(fee), sum(n) FROM delta
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(fee) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, type, status, shard) DO UPDATE SET amount = s.amount + excluded.amount,
        fee = s.fee + excluded.fee, count = s.count + excluded.count
    ), months AS (
      INSERT INTO stat_ledger_months AS s (user_id, month, type, status, amount, fee, count)
      SELECT user_id, date_trunc('month', day)::date, type, status, sum(amount), sum(fee), sum(n)
      FROM delta
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(fee) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (user_id, month, type, status) DO UPDATE SET amount = s.amount + excluded.amount,
        fee = s.fee + excluded.fee, count = s.count + excluded.count
    )
    INSERT INTO stat_ledger_month_totals AS s (month, type, status, shard, amount, fee, count)
    SELECT date_trunc('month', day)::date, type, status, stat_shard(user_id), sum(amount), sum(fee),
      sum(n)
    FROM delta
    GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 OR sum(amount) <> 0 OR sum(fee) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (month, type, status, shard) DO UPDATE SET amount = s.amount + excluded.amount,
      fee = s.fee + excluded.fee, count = s.count + excluded.count;
  ELSE
    WITH delta AS (
      SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day, type, status,
        sign * amount AS amount, sign * fee AS fee, sign AS n
      FROM changed
    ), days AS (
      INSERT INTO stat_ledger_days AS s (user_id, day, type, status, amount, fee, count)
      SELECT user_id, day, type, status, sum(amount), sum(fee), sum(n) FROM delta
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (user_id, day, type, status) DO UPDATE SET amount = s.amount + excluded.amount,
        fee = s.fee + excluded.fee, count = s.count + excluded.count
    ), totals AS (
      INSERT INTO stat_ledger_totals AS s (day, type, status, shard, amount, fee, count)
      SELECT day, type, status, stat_shard(user_id), sum(amount), sum(fee), sum(n) FROM delta
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (day, type, status, shard) DO UPDATE SET amount = s.amount + excluded.amount,
        fee = s.fee + excluded.fee, count = s.count + excluded.count
    ), months AS (
      INSERT INTO stat_ledger_months AS s (user_id, month, type, status, amount, fee, count)
      SELECT user_id, date_trunc('month', day)::date, type, status, sum(amount), sum(fee), sum(n)
      FROM delta
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (user_id, month, type, status) DO UPDATE SET amount = s.amount + excluded.amount,
        fee = s.fee + excluded.fee, count = s.count + excluded.count
    )
    INSERT INTO stat_ledger_month_totals AS s (month, type, status, shard, amount, fee, count)
    SELECT date_trunc('month', day)::date, type, status, stat_shard(user_id), sum(amount), sum(fee),
      sum(n)
    FROM delta
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (month, type, status, shard) DO UPDATE SET amount = s.amount + excluded.amount,
      fee = s.fee + excluded.fee, count = s.count + excluded.count;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER transactions_statistics_insert AFTER INSERT ON transactions
  FOR EACH ROW EXECUTE FUNCTION stat_ledger_insert_row();
--> statement-breakpoint
CREATE TRIGGER transactions_statistics_update AFTER UPDATE ON transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_ledger_statement();
--> statement-breakpoint
CREATE TRIGGER transactions_statistics_delete AFTER DELETE ON transactions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION stat_ledger_statement();
--> statement-breakpoint
-- An item counts from its placement (placed_at): a draft's item is in no rollup.
-- An inserted row's share, into every rollup of its table in one statement.
CREATE FUNCTION stat_item_insert_row() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := (NEW.placed_at AT TIME ZONE 'UTC')::date;
  m date := date_trunc('month', (NEW.placed_at AT TIME ZONE 'UTC')::date)::date;
  earned bigint := CASE WHEN NEW.status IN ('CANCELED', 'REFUNDED') THEN 0 ELSE NEW.total_price END;
  refunded integer := CASE WHEN NEW.status = 'REFUNDED' THEN NEW.quantity ELSE 0 END;
  reprinted integer := CASE WHEN NEW.reprint_of_item_id IS NOT NULL THEN NEW.quantity ELSE 0 END;
BEGIN
  IF NEW.placed_at IS NULL THEN RETURN NULL; END IF;
  WITH days AS (
    INSERT INTO stat_product_days AS s
      (product_id, day, product_type_id, seller_id, lines, units, revenue, refunds, reprints)
    VALUES (NEW.product_id, d, NEW.product_type_id, NEW.seller_id, 1, NEW.quantity, earned, refunded, reprinted)
    ON CONFLICT (product_id, day, product_type_id) DO UPDATE
      SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
        revenue = s.revenue + excluded.revenue, refunds = s.refunds + excluded.refunds,
        reprints = s.reprints + excluded.reprints
  ), months AS (
    INSERT INTO stat_product_months AS s
      (product_id, month, product_type_id, seller_id, lines, units, revenue, refunds, reprints)
    VALUES (NEW.product_id, m, NEW.product_type_id, NEW.seller_id, 1, NEW.quantity, earned, refunded, reprinted)
    ON CONFLICT (product_id, month, product_type_id) DO UPDATE
      SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
        revenue = s.revenue + excluded.revenue, refunds = s.refunds + excluded.refunds,
        reprints = s.reprints + excluded.reprints
  ), types AS (
    INSERT INTO stat_type_days AS s (product_type_id, day, shard, lines, units, revenue)
    VALUES (NEW.product_type_id, d, stat_shard(NEW.seller_id), 1, NEW.quantity, earned)
    ON CONFLICT (day, product_type_id, shard) DO UPDATE
      SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
        revenue = s.revenue + excluded.revenue
  )
  INSERT INTO stat_item_statuses AS s (seller_id, status, items, units)
  VALUES (NEW.seller_id, NEW.status, 1, NEW.quantity)
  ON CONFLICT (seller_id, status) DO UPDATE
    SET items = s.items + excluded.items, units = s.units + excluded.units;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update's old rows come out and its new rows go in; a delete's rows (`changed`) come out.
CREATE FUNCTION stat_item_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign integer := -1;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    WITH shares AS (
      SELECT 1 AS side, * FROM new_rows WHERE placed_at IS NOT NULL
      UNION ALL
      SELECT -1, * FROM old_rows WHERE placed_at IS NOT NULL
    ), delta AS (
      SELECT product_id, product_type_id, seller_id, status,
        (placed_at AT TIME ZONE 'UTC')::date AS day, side AS n, side * quantity AS units,
        side * CASE WHEN status IN ('CANCELED', 'REFUNDED') THEN 0 ELSE total_price END AS revenue,
        CASE WHEN status = 'REFUNDED' THEN side * quantity ELSE 0 END AS refunds,
        CASE WHEN reprint_of_item_id IS NOT NULL THEN side * quantity ELSE 0 END AS reprints
      FROM shares
    ), days AS (
      INSERT INTO stat_product_days AS s
        (product_id, day, product_type_id, seller_id, lines, units, revenue, refunds, reprints)
      SELECT product_id, day, product_type_id, (array_agg(seller_id))[1], sum(n), sum(units),
        sum(revenue), sum(refunds), sum(reprints)
      FROM delta GROUP BY 1, 2, 3
      HAVING sum(n) <> 0 OR sum(units) <> 0 OR sum(revenue) <> 0 OR sum(refunds) <> 0
        OR sum(reprints) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT (product_id, day, product_type_id) DO UPDATE
        SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
          revenue = s.revenue + excluded.revenue, refunds = s.refunds + excluded.refunds,
          reprints = s.reprints + excluded.reprints
    ), months AS (
      INSERT INTO stat_product_months AS s
        (product_id, month, product_type_id, seller_id, lines, units, revenue, refunds, reprints)
      SELECT product_id, date_trunc('month', day)::date, product_type_id, (array_agg(seller_id))[1],
        sum(n), sum(units), sum(revenue), sum(refunds), sum(reprints)
      FROM delta GROUP BY 1, 2, 3
      HAVING sum(n) <> 0 OR sum(units) <> 0 OR sum(revenue) <> 0 OR sum(refunds) <> 0
        OR sum(reprints) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT (product_id, month, product_type_id) DO UPDATE
        SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
          revenue = s.revenue + excluded.revenue, refunds = s.refunds + excluded.refunds,
          reprints = s.reprints + excluded.reprints
    ), types AS (
      INSERT INTO stat_type_days AS s (product_type_id, day, shard, lines, units, revenue)
      SELECT product_type_id, day, stat_shard(seller_id), sum(n), sum(units), sum(revenue)
      FROM delta GROUP BY 1, 2, 3
      HAVING sum(n) <> 0 OR sum(units) <> 0 OR sum(revenue) <> 0
      ORDER BY 1, 2, 3
      ON CONFLICT (day, product_type_id, shard) DO UPDATE
        SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
          revenue = s.revenue + excluded.revenue
    )
    INSERT INTO stat_item_statuses AS s (seller_id, status, items, units)
    SELECT seller_id, status, sum(n), sum(units) FROM delta GROUP BY 1, 2
    HAVING sum(n) <> 0 OR sum(units) <> 0
    ORDER BY 1, 2
    ON CONFLICT (seller_id, status) DO UPDATE
      SET items = s.items + excluded.items, units = s.units + excluded.units;
  ELSE
    WITH delta AS (
      SELECT product_id, product_type_id, seller_id, status,
        (placed_at AT TIME ZONE 'UTC')::date AS day, sign AS n, sign * quantity AS units,
        sign * CASE WHEN status IN ('CANCELED', 'REFUNDED') THEN 0 ELSE total_price END AS revenue,
        CASE WHEN status = 'REFUNDED' THEN sign * quantity ELSE 0 END AS refunds,
        CASE WHEN reprint_of_item_id IS NOT NULL THEN sign * quantity ELSE 0 END AS reprints
      FROM changed WHERE placed_at IS NOT NULL
    ), days AS (
      INSERT INTO stat_product_days AS s
        (product_id, day, product_type_id, seller_id, lines, units, revenue, refunds, reprints)
      SELECT product_id, day, product_type_id, (array_agg(seller_id))[1], sum(n), sum(units),
        sum(revenue), sum(refunds), sum(reprints)
      FROM delta GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (product_id, day, product_type_id) DO UPDATE
        SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
          revenue = s.revenue + excluded.revenue, refunds = s.refunds + excluded.refunds,
          reprints = s.reprints + excluded.reprints
    ), months AS (
      INSERT INTO stat_product_months AS s
        (product_id, month, product_type_id, seller_id, lines, units, revenue, refunds, reprints)
      SELECT product_id, date_trunc('month', day)::date, product_type_id, (array_agg(seller_id))[1],
        sum(n), sum(units), sum(revenue), sum(refunds), sum(reprints)
      FROM delta GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (product_id, month, product_type_id) DO UPDATE
        SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
          revenue = s.revenue + excluded.revenue, refunds = s.refunds + excluded.refunds,
          reprints = s.reprints + excluded.reprints
    ), types AS (
      INSERT INTO stat_type_days AS s (product_type_id, day, shard, lines, units, revenue)
      SELECT product_type_id, day, stat_shard(seller_id), sum(n), sum(units), sum(revenue)
      FROM delta GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (day, product_type_id, shard) DO UPDATE
        SET lines = s.lines + excluded.lines, units = s.units + excluded.units,
          revenue = s.revenue + excluded.revenue
    )
    INSERT INTO stat_item_statuses AS s (seller_id, status, items, units)
    SELECT seller_id, status, sum(n), sum(units) FROM delta GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (seller_id, status) DO UPDATE
      SET items = s.items + excluded.items, units = s.units + excluded.units;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_items_statistics_insert AFTER INSERT ON order_items
  FOR EACH ROW EXECUTE FUNCTION stat_item_insert_row();
--> statement-breakpoint
CREATE TRIGGER order_items_statistics_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_item_statement();
--> statement-breakpoint
CREATE TRIGGER order_items_statistics_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION stat_item_statement();
--> statement-breakpoint
-- An inserted row's share, into every rollup of its table in one statement.
CREATE FUNCTION stat_order_insert_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.placed_at IS NULL THEN RETURN NULL; END IF;
  INSERT INTO stat_order_days AS s (seller_id, day, orders)
  VALUES (NEW.seller_id, (NEW.placed_at AT TIME ZONE 'UTC')::date, 1)
  ON CONFLICT (seller_id, day) DO UPDATE SET orders = s.orders + excluded.orders;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An update's old rows come out and its new rows go in; a delete's rows (`changed`) come out.
CREATE FUNCTION stat_order_statement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE sign integer := -1;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO stat_order_days AS s (seller_id, day, orders)
    SELECT seller_id, day, sum(n) FROM (
      SELECT seller_id, (placed_at AT TIME ZONE 'UTC')::date AS day, 1 AS n
      FROM new_rows WHERE placed_at IS NOT NULL
      UNION ALL
      SELECT seller_id, (placed_at AT TIME ZONE 'UTC')::date, -1
      FROM old_rows WHERE placed_at IS NOT NULL
    ) AS delta
    GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT (seller_id, day) DO UPDATE SET orders = s.orders + excluded.orders;
  ELSE
    INSERT INTO stat_order_days AS s (seller_id, day, orders)
    SELECT seller_id, (placed_at AT TIME ZONE 'UTC')::date, sum(sign)
    FROM changed WHERE placed_at IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (seller_id, day) DO UPDATE SET orders = s.orders + excluded.orders;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_statistics_insert AFTER INSERT ON orders
  FOR EACH ROW EXECUTE FUNCTION stat_order_insert_row();
--> statement-breakpoint
CREATE TRIGGER orders_statistics_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stat_order_statement();
--> statement-breakpoint
CREATE TRIGGER orders_statistics_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION stat_order_statement();
