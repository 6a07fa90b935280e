-- Supplier image search, object stage (issue 33, docs/suppliers.md): each supplier picture's product cut
-- from its background and framed on itself (32×32 cells of RGB and mask, 4,096 bytes), which the search
-- compares turned through ±30° to find turned, cropped, rescaled and re-backgrounded photos. Nullable:
-- rows ingested before it keep the earlier stages' ranking until the catalogue is ingested again.
ALTER TABLE "suppliers" ADD COLUMN "object" bytea;
