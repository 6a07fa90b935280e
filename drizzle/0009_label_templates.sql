-- Label templates a signed-in seller saved in the label generator (issue 15; src/server/db/schema-labels.ts).
CREATE TABLE "label_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "label_templates" ADD CONSTRAINT "label_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "label_templates_user_name_idx" ON "label_templates" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "label_templates_user_updated_idx" ON "label_templates" USING btree ("user_id","updated_at" DESC NULLS LAST);
