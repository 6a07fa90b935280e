-- The store list's capped count with filters (issue 19, bench scale): the filters are columns no sort
-- index leads with, so counting read every store row of the site (2,000 wide pages for the 20,000 US
-- stores: the spark series, the categories), 8.5 ms on PostgreSQL and 15 to 19 ms on PGlite, over half
-- of a filtered list read. The filtered columns alone, in an index the count reads without the heap
-- (the derive vacuums store_stats after rewriting it, so the pages are all-visible), are 300 pages.
-- Not in the drizzle schema: drizzle's index builder has no INCLUDE.
CREATE INDEX IF NOT EXISTS "store_stats_site_filter_idx" ON "store_stats" USING btree ("site_id")
  INCLUDE ("managed_mode", "month_sales", "week_sales", "main_categories", "opened_on", "as_of",
    "total_sold", "revenue_usd_cents", "rating", "reviews", "followers", "product_count", "new_products");
