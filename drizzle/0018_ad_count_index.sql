-- The ad library's capped count (issue 13, bench scale): with a filter the sort indexes do not serve
-- (platform, country, days running), counting up to 1,001 matches scanned the wide ads rows (creative,
-- copy, tsvector: 84 MB at 100,000 ads) from wherever the last sequential scan stopped, 5 to 24 ms on
-- PostgreSQL. The filtered columns alone, in an index the count reads without the heap (the derive
-- vacuums ads, so the pages are all-visible), make it 2.7 ms. Not in the drizzle schema: drizzle's
-- index builder has no INCLUDE.
CREATE INDEX IF NOT EXISTS "ads_filter_count_idx" ON "ads" USING btree ("platform", "days_running")
  INCLUDE ("countries", "format", "impressions", "first_seen", "category_id", "store_id");
