-- Invite rewards only for what really happened (issue 32): the address an invited account claimed
-- from (invites count once per address, whatever fingerprint the client sends), and when the inviter
-- first shared the link (the share reward then waits for a verified sign-up through it). The inviter
-- index gains the claim time for the per-inviter daily cap.
ALTER TABLE "invites" ADD COLUMN IF NOT EXISTS "address" text;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD COLUMN IF NOT EXISTS "shared_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX IF EXISTS "invites_inviter_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invites_inviter_idx" ON "invites" USING btree ("inviter_id","created_at");
