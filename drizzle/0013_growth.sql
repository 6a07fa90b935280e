-- Growth (issue 17): invites and their rewards, teams, the affiliate programme, staff, page views.
CREATE TABLE "invite_codes" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_code_key" ON "invite_codes" ("code");
--> statement-breakpoint
CREATE TABLE "invites" (
	"invitee_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"inviter_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"fingerprint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invites_not_self" CHECK ("invitee_id" <> "inviter_id")
);
--> statement-breakpoint
CREATE INDEX "invites_inviter_idx" ON "invites" ("inviter_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "invites_fingerprint_key" ON "invites" ("fingerprint");
--> statement-breakpoint
CREATE TABLE "invite_rewards" (
	"user_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"reward" text NOT NULL,
	"plan_id" smallint NOT NULL,
	"days" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("user_id", "reward")
);
--> statement-breakpoint
CREATE TABLE "team_invitations" (
	"code" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_owner_email_key" ON "team_invitations" ("owner_id", "email");
--> statement-breakpoint
CREATE TABLE "team_members" (
	"member_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"owner_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_not_self" CHECK ("member_id" <> "owner_id")
);
--> statement-breakpoint
CREATE INDEX "team_members_owner_idx" ON "team_members" ("owner_id");
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views_daily" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("day", "path", "locale")
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"code" text NOT NULL,
	"website" text NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_key" ON "affiliates" ("code");
--> statement-breakpoint
CREATE TABLE "affiliate_clicks_daily" (
	"affiliate_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	PRIMARY KEY ("affiliate_id", "day")
);
--> statement-breakpoint
CREATE TABLE "affiliate_referrals" (
	"user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"affiliate_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliate_referrals_not_self" CHECK ("user_id" <> "affiliate_id")
);
--> statement-breakpoint
CREATE INDEX "affiliate_referrals_affiliate_idx" ON "affiliate_referrals" ("affiliate_id");
--> statement-breakpoint
CREATE TABLE "affiliate_ledger" (
	"order_id" text NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"affiliate_id" text NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	PRIMARY KEY ("order_id", "period", "kind"),
	CONSTRAINT "affiliate_ledger_kind_check" CHECK ("kind" IN ('commission', 'reversal')),
	CONSTRAINT "affiliate_ledger_state_check" CHECK ("state" IN ('pending', 'paid'))
);
--> statement-breakpoint
CREATE INDEX "affiliate_ledger_affiliate_idx" ON "affiliate_ledger" ("affiliate_id", "created_at");
