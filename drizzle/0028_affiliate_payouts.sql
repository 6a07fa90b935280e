-- The affiliate ledger as a ledger (issue 39): a commission is pending until the refund window after
-- its payment has passed, then approved, then paid by a recorded payout; a refund before the payout
-- marks it reversed, after the payout a negative reversal line is deducted from the next payout.
-- Page views refused by the first-party counter are counted per day and reason for the staff report.
CREATE TABLE "affiliate_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"affiliate_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_payouts_amount_check" CHECK ("amount_minor" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_payouts_reference_key" ON "affiliate_payouts" ("affiliate_id", "reference");
--> statement-breakpoint
ALTER TABLE "affiliate_ledger" ADD COLUMN "earned_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "affiliate_ledger" ADD COLUMN "payout_id" text REFERENCES "affiliate_payouts"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "affiliate_ledger" DROP CONSTRAINT "affiliate_ledger_state_check";
--> statement-breakpoint
UPDATE "affiliate_ledger" l SET "earned_at" = p."granted_at"
  FROM "order_periods" p WHERE p."order_id" = l."order_id" AND p."period" = l."period";
--> statement-breakpoint
-- A reversal of a commission never paid out: the commission itself is reversed, no clawback line.
UPDATE "affiliate_ledger" c SET "state" = 'reversed'
  FROM "affiliate_ledger" r
 WHERE c."kind" = 'commission' AND c."state" = 'pending' AND r."kind" = 'reversal'
   AND r."order_id" = c."order_id" AND r."period" = c."period";
--> statement-breakpoint
DELETE FROM "affiliate_ledger" r USING "affiliate_ledger" c
 WHERE r."kind" = 'reversal' AND c."kind" = 'commission' AND c."state" = 'reversed'
   AND r."order_id" = c."order_id" AND r."period" = c."period";
--> statement-breakpoint
UPDATE "affiliate_ledger" SET "state" = 'approved' WHERE "kind" = 'reversal' AND "state" = 'pending';
--> statement-breakpoint
ALTER TABLE "affiliate_ledger" ADD CONSTRAINT "affiliate_ledger_state_check"
  CHECK ("state" IN ('pending', 'approved', 'paid', 'reversed'));
--> statement-breakpoint
CREATE INDEX "affiliate_ledger_payout_idx" ON "affiliate_ledger" ("payout_id");
--> statement-breakpoint
CREATE TABLE "page_view_rejections_daily" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "reason")
);
