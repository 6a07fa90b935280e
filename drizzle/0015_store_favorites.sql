-- A user's starred stores (issue 12; src/server/db/schema.ts), beside the starred products of `favorites`.
CREATE TABLE "store_favorites" (
	"user_id" text NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_favorites_user_id_store_id_pk" PRIMARY KEY("user_id","store_id")
);
--> statement-breakpoint
ALTER TABLE "store_favorites" ADD CONSTRAINT "store_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_favorites_user_created_idx" ON "store_favorites" USING btree ("user_id","created_at" DESC NULLS LAST);
