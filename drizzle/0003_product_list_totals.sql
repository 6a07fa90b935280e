CREATE TABLE "product_list_totals" (
	"site_id" text NOT NULL,
	"list" text NOT NULL,
	"category_id" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "product_list_totals_site_id_list_category_id_pk" PRIMARY KEY("site_id","list","category_id")
);
