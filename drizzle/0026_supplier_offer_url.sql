-- The offer's own page on its source (issue 33): offer links open the offer, not a keyword search.
ALTER TABLE "suppliers" ADD COLUMN "offer_url" text;
