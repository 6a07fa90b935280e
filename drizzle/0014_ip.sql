-- Trademark and patent search (docs/ip.md). The match keys of a mark are written at ingest and by the
-- importers (src/features/trademarks/mark-keys.ts) so a search is an indexed lookup on both engines:
-- the normalised mark for exact and prefix matches, Double Metaphone codes for sound-alikes, the pinyin
-- of a Chinese mark, and pg_trgm (migration 0000) for fuzzy matches. keys_of is the mark the keys were
-- computed from, so a re-ingest recomputes only marks that changed.
ALTER TABLE "trademarks" ADD COLUMN "mark_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trademarks" ADD COLUMN "sound_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "trademarks" ADD COLUMN "pinyin" text;--> statement-breakpoint
ALTER TABLE "trademarks" ADD COLUMN "keys_of" text;--> statement-breakpoint
ALTER TABLE "trademarks" ADD COLUMN "serial_number" text;--> statement-breakpoint
ALTER TABLE "trademarks" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "trademarks" ADD COLUMN "goods_services" text;--> statement-breakpoint
ALTER TABLE "trademarks" ADD COLUMN "status_code" text;--> statement-breakpoint
ALTER TABLE "trademarks" ADD COLUMN "status_history" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "trademarks_mark_key_idx" ON "trademarks" ("mark_key" text_pattern_ops);--> statement-breakpoint
-- Fuzzy lookups of a title's phrases by key: the phrase keys have no spaces, like mark_key.
CREATE INDEX "trademarks_mark_key_trgm_idx" ON "trademarks" USING gin ("mark_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "trademarks_sound_idx" ON "trademarks" USING gin ("sound_codes");--> statement-breakpoint
CREATE INDEX "trademarks_pinyin_trgm_idx" ON "trademarks" USING gin ("pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "trademarks_serial_idx" ON "trademarks" ("serial_number");--> statement-breakpoint
-- Imported records take ids from here, far above the generator's, so the two never collide.
CREATE SEQUENCE "trademarks_import_id_seq" START WITH 1000000000;--> statement-breakpoint
ALTER TABLE "patents" ADD COLUMN "kind" text;--> statement-breakpoint
CREATE INDEX "patents_text_idx" ON "patents" USING gin (to_tsvector('english', "title" || ' ' || "abstract"));--> statement-breakpoint
CREATE INDEX "patents_granted_idx" ON "patents" ("granted_on");--> statement-breakpoint
CREATE SEQUENCE "patents_import_id_seq" START WITH 1000000000;
