CREATE TABLE "store_stats" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"as_of" date NOT NULL,
	"main_category_id" integer NOT NULL,
	"main_categories" integer[] NOT NULL,
	"managed_mode" text NOT NULL,
	"opened_on" date NOT NULL,
	"rating" real,
	"reviews" integer NOT NULL,
	"followers" integer NOT NULL,
	"prev_followers" integer,
	"product_count" integer NOT NULL,
	"prev_product_count" integer NOT NULL,
	"new_products" integer NOT NULL,
	"prev_new_products" integer NOT NULL,
	"total_sold" bigint NOT NULL,
	"week_sales" integer NOT NULL,
	"prev_week_sales" integer,
	"week_growth" real NOT NULL,
	"month_sales" integer NOT NULL,
	"prev_month_sales" integer,
	"month_growth" real NOT NULL,
	"revenue_usd_cents" bigint NOT NULL,
	"prev_revenue_usd_cents" bigint,
	"revenue_growth" real NOT NULL,
	"site_rank" integer NOT NULL,
	"category_rank" integer NOT NULL,
	"spark" integer[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "store_stats_site_week_idx" ON "store_stats" USING btree ("site_id","week_sales" DESC,"store_id");
--> statement-breakpoint
CREATE INDEX "store_stats_site_month_idx" ON "store_stats" USING btree ("site_id","month_sales" DESC,"store_id");
--> statement-breakpoint
CREATE INDEX "store_stats_site_revenue_idx" ON "store_stats" USING btree ("site_id","revenue_usd_cents" DESC,"store_id");
--> statement-breakpoint
CREATE INDEX "store_stats_site_growth_idx" ON "store_stats" USING btree ("site_id","month_growth" DESC,"store_id");
--> statement-breakpoint
CREATE INDEX "store_stats_site_followers_idx" ON "store_stats" USING btree ("site_id","followers" DESC,"store_id");
--> statement-breakpoint
CREATE INDEX "store_stats_site_rating_idx" ON "store_stats" USING btree ("site_id","rating" DESC NULLS LAST,"store_id");
--> statement-breakpoint
CREATE INDEX "store_stats_site_opened_idx" ON "store_stats" USING btree ("site_id","opened_on" DESC,"store_id");
--> statement-breakpoint
CREATE INDEX "store_stats_site_category_idx" ON "store_stats" USING btree ("site_id","main_category_id","month_sales" DESC,"store_id");
--> statement-breakpoint
CREATE TABLE "store_series" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"sales" integer[] NOT NULL,
	"revenue_usd_cents" bigint[] NOT NULL,
	"product_count" integer[] NOT NULL,
	"new_listings" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_category_mix" (
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"product_count" integer NOT NULL,
	"month_sales" integer NOT NULL,
	"revenue_usd_cents" bigint NOT NULL,
	CONSTRAINT "store_category_mix_store_id_category_id_pk" PRIMARY KEY("store_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "store_price_bands" (
	"store_id" integer NOT NULL,
	"band" smallint NOT NULL,
	"product_count" integer NOT NULL,
	"month_sales" integer NOT NULL,
	CONSTRAINT "store_price_bands_store_id_band_pk" PRIMARY KEY("store_id","band")
);
--> statement-breakpoint
CREATE TABLE "store_category_avg" (
	"site_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"store_count" integer NOT NULL,
	"week_sales" integer NOT NULL,
	"month_sales" integer NOT NULL,
	"revenue_usd_cents" bigint NOT NULL,
	"product_count" integer NOT NULL,
	"new_products" integer NOT NULL,
	"rating" real,
	"followers" integer NOT NULL,
	CONSTRAINT "store_category_avg_site_id_category_id_pk" PRIMARY KEY("site_id","category_id")
);
--> statement-breakpoint
CREATE INDEX "products_store_listed_idx" ON "products" USING btree ("store_id","listed_at" DESC,"id" DESC);
