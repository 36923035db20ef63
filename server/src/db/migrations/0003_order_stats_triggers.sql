-- The dashboard's summary: answered orders per UTC hour and tier, kept up to date by triggers in
-- the same transaction as every change to an order (answer, rejection from the history, delete)
-- and to a service's tier. order_stats_rebuild() recomputes it from the orders (backfill, bench seed).

-- Adds (sign 1) or removes (sign -1) one order's contribution to its hour and tier.
CREATE OR REPLACE FUNCTION order_stats_apply(
  p_answered_at timestamptz, p_status smallint, p_service_id integer, p_profit numeric, p_sign integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_tier service_tier;
BEGIN
  IF p_answered_at IS NULL OR p_status NOT IN (3, 4) THEN
    RETURN;
  END IF;
  -- FOR SHARE: a concurrent change of this service's tier waits for this transaction (and the
  -- other way round), so the tier trigger below always sees every answer it has to move.
  SELECT s.tier INTO v_tier FROM services s WHERE s.id = p_service_id FOR SHARE;
  INSERT INTO order_stats_hourly AS h (bucket, tier, completed, rejected, profit)
  VALUES (
    date_trunc('hour', p_answered_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
    v_tier,
    CASE WHEN p_status = 4 THEN p_sign ELSE 0 END,
    CASE WHEN p_status = 3 THEN p_sign ELSE 0 END,
    CASE WHEN p_status = 4 THEN p_sign * p_profit ELSE 0 END
  )
  ON CONFLICT (bucket, tier) DO UPDATE SET
    completed = h.completed + excluded.completed,
    rejected = h.rejected + excluded.rejected,
    profit = h.profit + excluded.profit;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_stats_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM order_stats_apply(OLD.answered_at, OLD.status, OLD.service_id, OLD.price - OLD.cost, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM order_stats_apply(NEW.answered_at, NEW.status, NEW.service_id, NEW.price - NEW.cost, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Placing (pending) orders does not fire them: only rows that are or were answered.
CREATE TRIGGER orders_stats_insert AFTER INSERT ON orders FOR EACH ROW
  WHEN (NEW.answered_at IS NOT NULL AND NEW.status IN (3, 4))
  EXECUTE FUNCTION orders_stats_trigger();
--> statement-breakpoint
CREATE TRIGGER orders_stats_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (
    OLD.status IS DISTINCT FROM NEW.status
    OR OLD.answered_at IS DISTINCT FROM NEW.answered_at
    OR OLD.price IS DISTINCT FROM NEW.price
    OR OLD.cost IS DISTINCT FROM NEW.cost
    OR OLD.service_id IS DISTINCT FROM NEW.service_id
  )
  EXECUTE FUNCTION orders_stats_trigger();
--> statement-breakpoint
CREATE TRIGGER orders_stats_delete AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.answered_at IS NOT NULL AND OLD.status IN (3, 4))
  EXECUTE FUNCTION orders_stats_trigger();
--> statement-breakpoint
-- A service moved to another tier takes its answered orders (the whole history) along.
CREATE OR REPLACE FUNCTION services_tier_stats_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_stats_hourly AS h (bucket, tier, completed, rejected, profit)
  SELECT moved.bucket, side.tier, side.sign * moved.completed, side.sign * moved.rejected,
         side.sign * moved.profit
  FROM (
    SELECT date_trunc('hour', o.answered_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS bucket,
           count(*) FILTER (WHERE o.status = 4)::int AS completed,
           count(*) FILTER (WHERE o.status = 3)::int AS rejected,
           coalesce(sum(o.price - o.cost) FILTER (WHERE o.status = 4), 0) AS profit
    FROM orders o
    WHERE o.service_id = NEW.id AND o.answered_at IS NOT NULL AND o.status IN (3, 4)
    GROUP BY 1
  ) moved
  CROSS JOIN (VALUES (OLD.tier, -1), (NEW.tier, 1)) AS side(tier, sign)
  ON CONFLICT (bucket, tier) DO UPDATE SET
    completed = h.completed + excluded.completed,
    rejected = h.rejected + excluded.rejected,
    profit = h.profit + excluded.profit;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER services_tier_stats AFTER UPDATE OF tier ON services FOR EACH ROW
  WHEN (OLD.tier IS DISTINCT FROM NEW.tier)
  EXECUTE FUNCTION services_tier_stats_trigger();
--> statement-breakpoint
-- Recomputes the whole summary from the orders (after bulk loads that bypass the triggers).
CREATE OR REPLACE FUNCTION order_stats_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE order_stats_hourly IN EXCLUSIVE MODE;
  DELETE FROM order_stats_hourly;
  INSERT INTO order_stats_hourly (bucket, tier, completed, rejected, profit)
  SELECT date_trunc('hour', o.answered_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', s.tier,
         count(*) FILTER (WHERE o.status = 4)::int,
         count(*) FILTER (WHERE o.status = 3)::int,
         coalesce(sum(o.price - o.cost) FILTER (WHERE o.status = 4), 0)
  FROM orders o
  JOIN services s ON s.id = o.service_id
  WHERE o.answered_at IS NOT NULL AND o.status IN (3, 4)
  GROUP BY 1, 2;
END;
$$;
--> statement-breakpoint
SELECT order_stats_rebuild();
