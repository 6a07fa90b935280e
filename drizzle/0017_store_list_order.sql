-- Store lists read in index order (issue 12, bench scale): the lists order by `<column> DESC NULLS LAST,
-- store_id DESC`, which the 0007 indexes (`<column> DESC, store_id`) did not match, so every page sorted
-- a site's whole store_stats (4,000 pages at 50,000 stores). Rebuilt in the lists' order.
DROP INDEX IF EXISTS "store_stats_site_week_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "store_stats_site_month_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "store_stats_site_revenue_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "store_stats_site_growth_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "store_stats_site_followers_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "store_stats_site_rating_idx";--> statement-breakpoint
CREATE INDEX "store_stats_site_week_idx" ON "store_stats" USING btree ("site_id", "week_sales" DESC NULLS LAST, "store_id" DESC);--> statement-breakpoint
CREATE INDEX "store_stats_site_month_idx" ON "store_stats" USING btree ("site_id", "month_sales" DESC NULLS LAST, "store_id" DESC);--> statement-breakpoint
CREATE INDEX "store_stats_site_revenue_idx" ON "store_stats" USING btree ("site_id", "revenue_usd_cents" DESC NULLS LAST, "store_id" DESC);--> statement-breakpoint
CREATE INDEX "store_stats_site_growth_idx" ON "store_stats" USING btree ("site_id", "month_growth" DESC NULLS LAST, "store_id" DESC);--> statement-breakpoint
CREATE INDEX "store_stats_site_followers_idx" ON "store_stats" USING btree ("site_id", "followers" DESC NULLS LAST, "store_id" DESC);--> statement-breakpoint
CREATE INDEX "store_stats_site_rating_idx" ON "store_stats" USING btree ("site_id", "rating" DESC NULLS LAST, "store_id" DESC);--> statement-breakpoint
-- The size of each store list of a site with no filter but its type (written with the store rollups): a
-- first page's total without counting up to 10,001 rows on every request.
CREATE TABLE "store_list_totals" (
  "site_id" text NOT NULL,
  "list" text NOT NULL,
  "n" integer NOT NULL,
  CONSTRAINT "store_list_totals_pkey" PRIMARY KEY ("site_id", "list")
);
