-- The product list's title keyword at a million products (issue 19). A keyword's matches were found
-- through a GIN over product_search.words, which gives table positions: each match then cost a read of
-- its product_search row (wide, with both titles) to learn the product id, 7,343 pages for the 14,433
-- titles holding "cotton" (50 ms). Here every (word, product) pair is a row, keyed by the word, so a
-- word's products are one contiguous run of the primary key, read by the index alone (60 pages, 2 ms),
-- which lets a page walk the sort index and keep the rows whose id is among them.
CREATE TABLE "title_postings" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "title_postings_pkey" PRIMARY KEY ("word", "product_id")
);--> statement-breakpoint
INSERT INTO "title_postings" ("word", "product_id")
  SELECT w, "product_id" FROM "product_search", unnest("words") AS w ORDER BY 1, 2;--> statement-breakpoint
DROP INDEX "product_search_words_idx";--> statement-breakpoint
-- Index-only reads need the pages all-visible, which PGlite (no autovacuum) only gets from a VACUUM:
-- the ingest runs one after every load; a migrated database has its statistics now.
ANALYZE "title_postings";
