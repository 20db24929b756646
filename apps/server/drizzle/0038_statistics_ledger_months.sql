CREATE TABLE "stat_ledger_month_totals" (
	"month" date NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"shard" smallint NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_ledger_month_totals_month_type_status_shard_pk" PRIMARY KEY("month","type","status","shard")
);
--> statement-breakpoint
CREATE TABLE "stat_ledger_months" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stat_ledger_months_user_id_month_type_status_pk" PRIMARY KEY("user_id","month","type","status")
);
--> statement-breakpoint
CREATE INDEX "stat_ledger_months_type_month_idx" ON "stat_ledger_months" USING btree ("type","status","month","user_id");--> statement-breakpoint
-- The ledger's trigger keeps the month rollups beside the day rollups, in the same transaction.
CREATE OR REPLACE FUNCTION stat_ledger_add(r transactions, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (r.created_at AT TIME ZONE 'UTC')::date;
  m date := date_trunc('month', (r.created_at AT TIME ZONE 'UTC')::date)::date;
BEGIN
  INSERT INTO stat_ledger_days AS s (user_id, day, type, status, amount, fee, count)
  VALUES (r.user_id, d, r.type, r.status, sign * r.amount, sign * r.fee, sign)
  ON CONFLICT (user_id, day, type, status) DO UPDATE
    SET amount = s.amount + excluded.amount, fee = s.fee + excluded.fee, count = s.count + excluded.count;
  INSERT INTO stat_ledger_totals AS s (day, type, status, shard, amount, fee, count)
  VALUES (d, r.type, r.status, stat_shard(r.user_id), sign * r.amount, sign * r.fee, sign)
  ON CONFLICT (day, type, status, shard) DO UPDATE
    SET amount = s.amount + excluded.amount, fee = s.fee + excluded.fee, count = s.count + excluded.count;
  INSERT INTO stat_ledger_months AS s (user_id, month, type, status, amount, fee, count)
  VALUES (r.user_id, m, r.type, r.status, sign * r.amount, sign * r.fee, sign)
  ON CONFLICT (user_id, month, type, status) DO UPDATE
    SET amount = s.amount + excluded.amount, fee = s.fee + excluded.fee, count = s.count + excluded.count;
  INSERT INTO stat_ledger_month_totals AS s (month, type, status, shard, amount, fee, count)
  VALUES (m, r.type, r.status, stat_shard(r.user_id), sign * r.amount, sign * r.fee, sign)
  ON CONFLICT (month, type, status, shard) DO UPDATE
    SET amount = s.amount + excluded.amount, fee = s.fee + excluded.fee, count = s.count + excluded.count;
END $$;
--> statement-breakpoint
-- What the day rollups hold already, counted once into the months.
INSERT INTO stat_ledger_months (user_id, month, type, status, amount, fee, count)
  SELECT user_id, date_trunc('month', day)::date, type, status, sum(amount), sum(fee), sum(count)
  FROM stat_ledger_days GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO stat_ledger_month_totals (month, type, status, shard, amount, fee, count)
  SELECT date_trunc('month', day)::date, type, status, shard, sum(amount), sum(fee), sum(count)
  FROM stat_ledger_totals GROUP BY 1, 2, 3, 4;
