-- Supplier image search (issue 14, docs/suppliers.md). The 64-bit pHash split into four 16-bit bands,
-- each indexed, so "shares a band with the query" is four index lookups on both engines (no pgvector):
-- two pictures within 3 differing bits always share at least one band (pigeonhole). Generated from
-- phash, so the ingest writes nothing new.
ALTER TABLE "suppliers" ADD COLUMN "phash_band0" integer GENERATED ALWAYS AS (((("phash" >> 48) & 65535))::integer) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "phash_band1" integer GENERATED ALWAYS AS (((("phash" >> 32) & 65535))::integer) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "phash_band2" integer GENERATED ALWAYS AS (((("phash" >> 16) & 65535))::integer) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "phash_band3" integer GENERATED ALWAYS AS ((("phash" & 65535))::integer) STORED;--> statement-breakpoint
CREATE INDEX "suppliers_phash_band0_idx" ON "suppliers" USING btree ("phash_band0");--> statement-breakpoint
CREATE INDEX "suppliers_phash_band1_idx" ON "suppliers" USING btree ("phash_band1");--> statement-breakpoint
CREATE INDEX "suppliers_phash_band2_idx" ON "suppliers" USING btree ("phash_band2");--> statement-breakpoint
CREATE INDEX "suppliers_phash_band3_idx" ON "suppliers" USING btree ("phash_band3");--> statement-breakpoint
-- Pictures visitors search with (uploads and fetched URLs), normalised, with their features; kept in
-- the database so every app server process sees them, and deleted after expires_at.
CREATE TABLE "search_images" (
	"id" text PRIMARY KEY NOT NULL,
	"bytes" bytea NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"embedder" text NOT NULL,
	"features" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_images_expires_idx" ON "search_images" USING btree ("expires_at");
