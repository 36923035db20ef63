-- IF NOT EXISTS: main from 5ff84b9 to a690fcb (2026-11-27) shipped this migration dated before
-- 0014 (1795808337082). A shop that ran one of those recorded it under that date, so the migrator,
-- which applies what is dated after the newest recorded migration (0022), applies it again.
ALTER TABLE "order_forwarding" ADD COLUMN IF NOT EXISTS "placed_cost" numeric(14, 2);
