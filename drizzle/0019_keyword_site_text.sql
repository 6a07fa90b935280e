-- The keyword database's text filters (issue 13, bench scale): the trigram indexes on text_en and text_cn
-- hold every site's keywords, so a filter for one site intersected them with a bitmap of the site's every
-- keyword (80,000 at the bench scale: 5 of the 12 ms of a text-filtered page). With the site as the
-- first column of the same GIN (btree_gin, on both PostgreSQL and PGlite), the index answers exactly the
-- site's matches: 4.5 ms. Every keyword list reads one site, so the site-less indexes go.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX IF EXISTS "keywords_text_en_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "keywords_text_cn_trgm_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "keywords_site_text_en_trgm_idx" ON "keywords" USING gin ("site_id", "text_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "keywords_site_text_cn_trgm_idx" ON "keywords" USING gin ("site_id", "text_cn" gin_trgm_ops);
