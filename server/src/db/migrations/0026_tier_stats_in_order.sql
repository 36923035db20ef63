-- A service moved to another tier takes its answered orders along (0003_order_stats_triggers),
-- now writing the dashboard's rows oldest hour first: an answer that moves an order between two
-- hours (an admin's rejection of a completed order from the history) takes its two rows in that
-- order. The rows came in the order of a hash aggregate (a service with many answered hours),
-- so a tier change could hold a recent hour while waiting for an older one that such an answer
-- held, the answer then waiting for the recent one: a deadlock, one of the two a 500.
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
  ORDER BY moved.bucket, side.tier
  ON CONFLICT (bucket, tier) DO UPDATE SET
    completed = h.completed + excluded.completed,
    rejected = h.rejected + excluded.rejected,
    profit = h.profit + excluded.profit;
  RETURN NULL;
END;
$$;
