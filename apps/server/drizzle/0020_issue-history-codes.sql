ALTER TABLE "issue_history" ALTER COLUMN "description" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "issue_history" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "issue_history" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "issue_messages" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "issue_messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
-- Lines written as English sentences before codes: the sentences the app wrote get their code and
-- facts back, so every reader's language words them; any other line keeps its text (shown as is).
UPDATE "issue_history" SET "kind" = 'RAISED', "description" = NULL, "params" = jsonb_build_object(
  'type', substring("description" from '^Raised \((\w+), '),
  'origin', substring("description" from '^Raised \(\w+, (\w+)\)'),
  'action', upper(substring("description" from 'asking for a (\w+)$')))
WHERE "kind" IS NULL AND "description" ~ '^Raised \((BUG|COMPLAIN|ISSUE), (OTB|PRINTER|SHIPPING)\), asking for a (refund|reprint)$';--> statement-breakpoint
UPDATE "issue_history" SET "kind" = 'STATUS_CHANGED', "description" = NULL, "params" = jsonb_build_object(
  'from', substring("description" from '^(\w+) → '),
  'to', substring("description" from ' → (\w+)$'))
WHERE "kind" IS NULL AND "description" ~ '^(NEW|PROCESSING|RESOLVED|CLOSED) → (NEW|PROCESSING|RESOLVED|CLOSED)$';--> statement-breakpoint
UPDATE "issue_history" SET "kind" = 'REFUNDED', "description" = NULL, "params" = jsonb_build_object(
  'from', substring("description" from '^(\w+) → '),
  'amount', round(substring("description" from 'refund of ([0-9]+\.[0-9]{2}) USD$')::numeric * 100)::bigint)
WHERE "kind" IS NULL AND "description" ~ '^(NEW|PROCESSING) → RESOLVED: Resolved by a refund of [0-9]+\.[0-9]{2} USD$';--> statement-breakpoint
UPDATE "issue_history" SET "kind" = 'REPRINTED', "description" = NULL, "params" = jsonb_build_object(
  'from', substring("description" from '^(\w+) → '))
WHERE "kind" IS NULL AND "description" ~ '^(NEW|PROCESSING) → RESOLVED: Resolved by a reprint at no charge$';--> statement-breakpoint
UPDATE "issue_history" SET "kind" = 'AUTO_CLOSED', "description" = NULL, "params" = jsonb_build_object(
  'from', substring("description" from '^(\w+) → '),
  'days', substring("description" from 'for ([0-9]+) days$')::integer)
WHERE "kind" IS NULL AND "description" ~ '^(NEW|PROCESSING|RESOLVED) → CLOSED: This issue was closed automatically: no answer from the seller for [0-9]+ days$';--> statement-breakpoint
UPDATE "issue_messages" SET "kind" = 'AUTO_CLOSED', "message" = '', "params" = jsonb_build_object(
  'days', substring("message" from 'for ([0-9]+) days$')::integer)
WHERE "type" = 'SYSTEM' AND "kind" IS NULL AND "message" ~ '^This issue was closed automatically: no answer from the seller for [0-9]+ days$';--> statement-breakpoint
UPDATE "issue_messages" SET "kind" = 'REFUNDED',
  "message" = coalesce(substring("message" from '^Resolved by a refund of [0-9]+\.[0-9]{2} USD\. (.*)$'), ''),
  "params" = jsonb_build_object(
    'amount', round(substring("message" from '^Resolved by a refund of ([0-9]+\.[0-9]{2}) USD')::numeric * 100)::bigint)
WHERE "type" = 'SYSTEM' AND "kind" IS NULL AND "message" ~ '^Resolved by a refund of [0-9]+\.[0-9]{2} USD(\. |$)';--> statement-breakpoint
UPDATE "issue_messages" SET "kind" = 'REPRINTED', "params" = '{}'::jsonb,
  "message" = coalesce(substring("message" from '^Resolved by a reprint at no charge\. (.*)$'), '')
WHERE "type" = 'SYSTEM' AND "kind" IS NULL AND "message" ~ '^Resolved by a reprint at no charge(\. |$)';
