-- Where each entity's latest load came from (issue 32, "demo data says so"): true when the ingest read
-- the generator's folder (it carries GENERATED.json), false for an operator's snapshots. Rows loaded
-- before this migration count as snapshots until the next load of their entity.
ALTER TABLE "freshness" ADD COLUMN IF NOT EXISTS "generated" boolean DEFAULT false NOT NULL;
