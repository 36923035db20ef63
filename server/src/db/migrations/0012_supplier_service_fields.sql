-- The custom fields of a supplier's service, as its imeiservicelist gave them (Requires.Custom).
-- Numbered 0012: 0011 belongs to another change of the same issue.
ALTER TABLE "supplier_services" ADD COLUMN "fields" jsonb DEFAULT '[]'::jsonb NOT NULL;