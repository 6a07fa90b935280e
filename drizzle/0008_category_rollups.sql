-- Category rollups written at ingest (src/pipeline/ingest/derive-categories.ts): the category database
-- and category analysis read these and never aggregate products per request (docs/data-model.md).
ALTER TABLE "category_daily" ADD COLUMN "semi_products" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "category_daily" ADD COLUMN "top10_sales" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "category_stats" (
	"site_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"as_of" date NOT NULL,
	"sales" bigint NOT NULL,
	"previous_sales" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"growth" real NOT NULL,
	"product_count" integer NOT NULL,
	"store_count" integer NOT NULL,
	"avg_price_cents" integer NOT NULL,
	"new_share" real NOT NULL,
	"semi_share" real NOT NULL,
	"top10_share" real NOT NULL,
	"newcomer_share" real NOT NULL,
	"stage" text NOT NULL,
	CONSTRAINT "category_stats_site_id_category_id_pk" PRIMARY KEY("site_id","category_id")
);--> statement-breakpoint
CREATE TABLE "category_price_bands" (
	"site_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"band" smallint NOT NULL,
	"products" integer NOT NULL,
	"sales" bigint NOT NULL,
	CONSTRAINT "category_price_bands_site_id_category_id_band_pk" PRIMARY KEY("site_id","category_id","band")
);--> statement-breakpoint
CREATE TABLE "category_top_products" (
	"site_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rank" smallint NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "category_top_products_site_id_category_id_kind_rank_pk" PRIMARY KEY("site_id","category_id","kind","rank")
);--> statement-breakpoint
CREATE TABLE "category_top_stores" (
	"site_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"store_id" integer NOT NULL,
	"sales" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "category_top_stores_site_id_category_id_rank_pk" PRIMARY KEY("site_id","category_id","rank")
);
