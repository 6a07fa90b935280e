CREATE TABLE "ad_country_daily" (
	"country" text NOT NULL,
	"date" date NOT NULL,
	"ad_count" integer NOT NULL,
	CONSTRAINT "ad_country_daily_country_date_pk" PRIMARY KEY("country","date")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" integer PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"countries" text[] NOT NULL,
	"creative" text NOT NULL,
	"copy" text NOT NULL,
	"first_seen" date NOT NULL,
	"last_seen" date NOT NULL,
	"days_running" integer DEFAULT 0 NOT NULL,
	"impressions" bigint NOT NULL,
	"product_id" integer,
	"store_id" integer
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" smallint NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"path" integer[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_daily" (
	"site_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"date" date NOT NULL,
	"product_count" integer NOT NULL,
	"sales" bigint NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"avg_price_cents" integer NOT NULL,
	"new_products" integer NOT NULL,
	"store_count" integer NOT NULL,
	CONSTRAINT "category_daily_site_id_category_id_date_pk" PRIMARY KEY("site_id","category_id","date")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_usd" real NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freshness" (
	"entity" text PRIMARY KEY NOT NULL,
	"last_date" date,
	"ingested_at" timestamp with time zone NOT NULL,
	"row_count" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keyword_products" (
	"keyword_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "keyword_products_keyword_id_product_id_pk" PRIMARY KEY("keyword_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "keywords" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"text_en" text NOT NULL,
	"text_cn" text NOT NULL,
	"search_volume" integer NOT NULL,
	"volume_history" integer[] NOT NULL,
	"product_supply" integer DEFAULT 0 NOT NULL,
	"store_supply" integer DEFAULT 0 NOT NULL,
	"avg_price_cents" integer NOT NULL,
	"growth" real NOT NULL,
	"competition" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "patents" (
	"id" integer PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"abstract" text NOT NULL,
	"assignee" text NOT NULL,
	"filed_on" date NOT NULL,
	"granted_on" date,
	"classes" text[] NOT NULL,
	CONSTRAINT "patents_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "product_history" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"start_date" date NOT NULL,
	"price_cents" integer[] NOT NULL,
	"sales" integer[] NOT NULL,
	"ranks" integer[] NOT NULL,
	"reviews" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"title_en" text NOT NULL,
	"title_cn" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"top_category_id" integer DEFAULT 0 NOT NULL,
	"title_en" text NOT NULL,
	"title_cn" text NOT NULL,
	"image" text NOT NULL,
	"images" jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"total_sold" integer NOT NULL,
	"day_sales" integer NOT NULL,
	"week_sales" integer DEFAULT 0 NOT NULL,
	"month_sales" integer DEFAULT 0 NOT NULL,
	"week_growth" real DEFAULT 0 NOT NULL,
	"month_growth" real DEFAULT 0 NOT NULL,
	"month_revenue_cents" bigint DEFAULT 0 NOT NULL,
	"rating" real,
	"reviews" integer NOT NULL,
	"listed_at" date NOT NULL,
	"status" text NOT NULL,
	"managed_mode" text NOT NULL,
	"tags" text[] NOT NULL,
	"same_item_count" integer NOT NULL,
	"previous_price_cents" integer,
	"price_changed_on" date,
	"sold_out_on" date,
	"snapshot_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rank_lists" (
	"date" date NOT NULL,
	"site_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"list_type" text NOT NULL,
	"rank" integer NOT NULL,
	"product_id" integer NOT NULL,
	"rank_change" integer,
	CONSTRAINT "rank_lists_date_site_id_category_id_list_type_rank_pk" PRIMARY KEY("date","site_id","category_id","list_type","rank")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_cn" text NOT NULL,
	"currency" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_daily" (
	"store_id" integer NOT NULL,
	"date" date NOT NULL,
	"sales" integer NOT NULL,
	"revenue_cents" bigint NOT NULL,
	"product_count" integer NOT NULL,
	"followers" integer NOT NULL,
	CONSTRAINT "store_daily_store_id_date_pk" PRIMARY KEY("store_id","date")
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"country" text NOT NULL,
	"rating" real,
	"followers" integer DEFAULT 0 NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"managed_mode" text NOT NULL,
	"first_seen" date NOT NULL,
	"month_sales" integer DEFAULT 0 NOT NULL,
	"month_revenue_cents" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"price_min_cents" integer NOT NULL,
	"price_max_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"min_order" integer NOT NULL,
	"location" text NOT NULL,
	"image" text NOT NULL,
	"phash" bigint NOT NULL,
	"color_r" smallint NOT NULL,
	"color_g" smallint NOT NULL,
	"color_b" smallint NOT NULL,
	"shape" smallint[] NOT NULL,
	"category_id" integer
);
--> statement-breakpoint
CREATE TABLE "trademarks" (
	"id" integer PRIMARY KEY NOT NULL,
	"mark" text NOT NULL,
	"owner" text NOT NULL,
	"classes" integer[] NOT NULL,
	"status" text NOT NULL,
	"filed_on" date NOT NULL,
	"registered_on" date,
	"jurisdiction" text NOT NULL,
	"well_known" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ads_last_seen_idx" ON "ads" USING btree ("last_seen" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "ads_product_idx" ON "ads" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "keyword_products_product_idx" ON "keyword_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "keywords_site_volume_idx" ON "keywords" USING btree ("site_id","search_volume" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "keywords_text_en_trgm_idx" ON "keywords" USING gin ("text_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "patents_title_trgm_idx" ON "patents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_title_en_trgm_idx" ON "product_search" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_title_cn_trgm_idx" ON "product_search" USING gin ("title_cn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_site_month_sales_idx" ON "products" USING btree ("site_id","month_sales" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_site_week_growth_idx" ON "products" USING btree ("site_id","week_growth" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_site_listed_idx" ON "products" USING btree ("site_id","listed_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_site_price_idx" ON "products" USING btree ("site_id","price_cents","id");--> statement-breakpoint
CREATE INDEX "products_site_category_sales_idx" ON "products" USING btree ("site_id","category_id","month_sales" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_site_top_category_sales_idx" ON "products" USING btree ("site_id","top_category_id","month_sales" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_store_idx" ON "products" USING btree ("store_id","month_sales" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stores_site_sales_idx" ON "stores" USING btree ("site_id","month_sales" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "suppliers_source_idx" ON "suppliers" USING btree ("source");--> statement-breakpoint
CREATE INDEX "suppliers_color_idx" ON "suppliers" USING btree ("color_r","color_g","color_b");--> statement-breakpoint
CREATE INDEX "trademarks_mark_trgm_idx" ON "trademarks" USING gin (lower("mark") gin_trgm_ops);