-- A customer's IMEI search reads the IMEIs from the customer's own index entries (an index-only
-- scan of orders_user_id_idx) instead of intersecting them with every trigram match in the shop
-- (server/src/domain/orders/findOrders.ts). drizzle cannot declare INCLUDE: schema.ts keeps the
-- index's key columns. The migration holds the orders table (reads too) while the index is
-- built: about 2 s at a million orders.
DROP INDEX IF EXISTS "orders_user_id_idx";--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id","id") INCLUDE ("imei");
