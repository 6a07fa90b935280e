-- The product list's title keyword (issue 19, bench scale). A keyword is a substring of the title, found
-- through the title's trigram index; a common trigram ("tch" of "Notch") has posting lists of hundreds of
-- thousands of titles across every site, and reading them was most of a 10 ms page. A keyword without
-- punctuation or spaces can only occur inside one word of a title (a run of characters between ASCII
-- spaces and punctuation), so it is found exactly through the words instead: the site's words that
-- contain it come from a small vocabulary (title_words), and the products holding any of them from a GIN
-- over each title's words. The words carry their site ('us:notch'), so one posting list is one site's
-- products. title_words.products (how many products hold the word) bounds a keyword's matches before
-- any product is read: few enough, and the page and its total come from one pass over them.
CREATE FUNCTION product_title_words(site text, title text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  -- Split on ASCII characters other than letters and digits, lower-cased as ILIKE compares (lower()).
  AS $$ SELECT coalesce(array_agg(DISTINCT site || ':' || w), '{}') FROM regexp_split_to_table(lower(title), '[\x01-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]+') AS w WHERE w <> '' $$;--> statement-breakpoint
-- The table is rebuilt with its words rather than updated in place: an UPDATE of every row leaves each
-- row's old version and its trigram index entries behind (PGlite has no autovacuum to reclaim them),
-- which doubled the table and its indexes at a million products and slowed every trigram search.
ALTER TABLE "product_search" RENAME TO "product_search_before_0021";--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer NOT NULL,
	"site_id" text NOT NULL,
	"title_en" text NOT NULL,
	"title_cn" text NOT NULL,
	"words" text[] DEFAULT '{}' NOT NULL
);--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "site_id", "title_en", "title_cn", "words")
  SELECT "product_id", "site_id", "title_en", "title_cn", product_title_words("site_id", "title_en")
  FROM "product_search_before_0021";--> statement-breakpoint
DROP TABLE "product_search_before_0021";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_pkey" PRIMARY KEY ("product_id");--> statement-breakpoint
CREATE INDEX "product_search_title_en_trgm_idx" ON "product_search" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_title_cn_trgm_idx" ON "product_search" USING gin ("title_cn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_words_idx" ON "product_search" USING gin ("words");--> statement-breakpoint
CREATE TABLE "title_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);--> statement-breakpoint
INSERT INTO "title_words" ("word", "products")
  SELECT w, count(*)::int FROM "product_search", unnest("words") AS w GROUP BY w;--> statement-breakpoint
CREATE INDEX "title_words_word_trgm_idx" ON "title_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The planner's word statistics (most common elements) decide between reading the matches and
-- walking the sort index; an ingest refreshes them, a migrated database needs them now.
ANALYZE "product_search";--> statement-breakpoint
ANALYZE "title_words";
