-- Supplier image search, second stage (issue 14, docs/suppliers.md): each supplier picture's 32×32 RGB
-- grid (3,072 bytes), which tells apart shots of one product that the pHash, mean colour and 4×4 layout
-- see as the same picture. Nullable: rows ingested before it keep the first stage's ranking until the
-- catalogue is ingested again.
ALTER TABLE "suppliers" ADD COLUMN "detail" bytea;
