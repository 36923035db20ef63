-- IMEI search by any part of the number ("last digits") without scanning every order.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_imei_trgm_idx" ON "orders" USING gin ("imei" gin_trgm_ops);
