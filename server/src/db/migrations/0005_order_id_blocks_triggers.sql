-- Answered orders per block of 4096 ids and status, kept by triggers in the same transaction as
-- every answer, rejection from the history, insert or delete of an answered order. Newest-first
-- order lists use it to find where a page starts (see server/src/domain/listing/statusPages.ts).
-- Pending orders are not counted here (placing orders must not queue on a shared row); lists
-- count them through orders_status_id_idx.

CREATE OR REPLACE FUNCTION order_blocks_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN (3, 4) THEN
    UPDATE order_id_blocks SET orders = orders - 1 WHERE block = OLD.id / 4096 AND status = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN (3, 4) THEN
    INSERT INTO order_id_blocks AS b (block, status, orders) VALUES (NEW.id / 4096, NEW.status, 1)
    ON CONFLICT (block, status) DO UPDATE SET orders = b.orders + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_blocks_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.status IN (3, 4))
  EXECUTE FUNCTION order_blocks_trigger();
--> statement-breakpoint
CREATE TRIGGER orders_blocks_update AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status AND (OLD.status IN (3, 4) OR NEW.status IN (3, 4)))
  EXECUTE FUNCTION order_blocks_trigger();
--> statement-breakpoint
CREATE TRIGGER orders_blocks_delete AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.status IN (3, 4))
  EXECUTE FUNCTION order_blocks_trigger();
--> statement-breakpoint
-- Recomputes the blocks from the orders (after bulk loads that bypass the triggers).
CREATE OR REPLACE FUNCTION order_blocks_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE order_id_blocks IN EXCLUSIVE MODE;
  DELETE FROM order_id_blocks;
  INSERT INTO order_id_blocks (block, status, orders)
  SELECT id / 4096, status, count(*)::int FROM orders WHERE status IN (3, 4) GROUP BY 1, 2;
END;
$$;
--> statement-breakpoint
SELECT order_blocks_rebuild();
