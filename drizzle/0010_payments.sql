CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" smallint NOT NULL,
	"months" smallint NOT NULL,
	"method" text NOT NULL,
	"once" boolean NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"provider_checkout" text,
	"provider_subscription" text,
	"provider_payment" text,
	"renews" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_state_check" CHECK ("state" IN ('created', 'paid', 'failed', 'refunded', 'renewed')),
	CONSTRAINT "orders_months_check" CHECK ("months" BETWEEN 1 AND 12),
	CONSTRAINT "orders_amount_check" CHECK ("amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "orders_provider_subscription_idx" ON "orders" USING btree ("provider_subscription");
--> statement-breakpoint
CREATE INDEX "orders_provider_payment_idx" ON "orders" USING btree ("provider_payment");
--> statement-breakpoint
CREATE TABLE "order_periods" (
	"order_id" text NOT NULL,
	"period" text NOT NULL,
	"months" smallint NOT NULL,
	"amount_minor" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_periods_order_id_period_pk" PRIMARY KEY("order_id","period")
);
--> statement-breakpoint
ALTER TABLE "order_periods" ADD CONSTRAINT "order_periods_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" text,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"amount_minor" integer,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "seats" smallint DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "subscriptions" SET "seats" = CASE "plan_id" WHEN 3 THEN 3 WHEN 4 THEN 10 ELSE 0 END;
