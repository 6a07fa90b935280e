-- Sales estimates (issue 38): the sold counter's displayed floor beside each day's units; each
-- product's sales basis ('observed' for every row loaded before: those figures came from exact day
-- sales) with the 80 % intervals of estimated figures (null = observed: the interval is the value);
-- the store and category rollups' intervals, summed from the products' as intervals;
-- each site's estimator calibration, fitted at the end of a products file.
CREATE TABLE "sales_calibrations" (
	"site_id" text PRIMARY KEY NOT NULL,
	"calibration" jsonb NOT NULL,
	"samples" integer NOT NULL,
	"fitted_on" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "store_stats" ADD COLUMN "week_sales_low" integer;--> statement-breakpoint
ALTER TABLE "store_stats" ADD COLUMN "week_sales_high" integer;--> statement-breakpoint
ALTER TABLE "store_stats" ADD COLUMN "month_sales_low" integer;--> statement-breakpoint
ALTER TABLE "store_stats" ADD COLUMN "month_sales_high" integer;--> statement-breakpoint
ALTER TABLE "category_stats" ADD COLUMN "sales_low" bigint;--> statement-breakpoint
ALTER TABLE "category_stats" ADD COLUMN "sales_high" bigint;--> statement-breakpoint
ALTER TABLE "product_history" ADD COLUMN "sold" integer[];--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sales_basis" text DEFAULT 'observed' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "day_sales_low" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "day_sales_high" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "week_sales_low" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "week_sales_high" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "month_sales_low" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "month_sales_high" integer;