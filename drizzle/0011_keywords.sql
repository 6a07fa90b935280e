-- Keyword rollups for the keyword tools (src/pipeline/ingest/derive-keywords.ts): the reverse lookup, the
-- keyword analysis and the keyword database read these and never aggregate products per request
-- (docs/data-model.md, "keywords"). daily_volume comes from keywords.jsonl; the rest is derived.
ALTER TABLE "keywords" ADD COLUMN "daily_volume" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "keywords" ADD COLUMN "word_count" integer GENERATED ALWAYS AS (cardinality(string_to_array(btrim("text_en"), ' '))) STORED;--> statement-breakpoint
ALTER TABLE "keywords" ADD COLUMN "stage" text DEFAULT 'mature' NOT NULL;--> statement-breakpoint
ALTER TABLE "keywords" ADD COLUMN "price_band_edges" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "keywords" ADD COLUMN "price_band_counts" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "keywords" ADD COLUMN "related_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_products" ADD COLUMN "traffic_share" real DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "keywords_text_cn_trgm_idx" ON "keywords" USING gin ("text_cn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "keywords_site_growth_idx" ON "keywords" USING btree ("site_id","growth" DESC,"id");
