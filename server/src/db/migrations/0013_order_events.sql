-- Order events: each committed change a screen shows — an order placed, answered (by an admin, a
-- bulk reply or a supplier) or moved along its forwarding — is announced with pg_notify on the
-- channel order_events by the transaction that makes it, so nothing is announced that then rolls
-- back and no code path can forget it. Every server process LISTENs once and pushes the events to
-- its browsers (server/src/live). Statement-level triggers: one notification per statement and
-- 100 orders, {"k": kind, "o": [[order id, user id, status, forwarding state], ...]} (well under
-- NOTIFY's 8000 bytes).

CREATE OR REPLACE FUNCTION order_events_publish(p_kind text, p_entries json[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_total integer := coalesce(array_length(p_entries, 1), 0);
  v_from integer := 1;
BEGIN
  WHILE v_from <= v_total LOOP
    PERFORM pg_notify('order_events', json_build_object(
      'k', p_kind, 'o', array_to_json(p_entries[v_from : v_from + 99]))::text);
    v_from := v_from + 100;
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION orders_placed_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_events_publish('placed', ARRAY(
    SELECT json_build_array(n.id, n.user_id, n.status, f.state)
    FROM new_rows n LEFT JOIN order_forwarding f ON f.order_id = n.id
    ORDER BY n.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Only orders whose status changed: answered, or rejected from the history.
CREATE OR REPLACE FUNCTION orders_answered_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_events_publish('answered', ARRAY(
    SELECT json_build_array(n.id, n.user_id, n.status, f.state)
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    LEFT JOIN order_forwarding f ON f.order_id = n.id
    WHERE n.status IS DISTINCT FROM o.status
    ORDER BY n.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A forwarding row's new state. 'done' is left out: it is set with the order's answer, which
-- announces the order (with 'done') itself, or on an order already answered and announced.
CREATE OR REPLACE FUNCTION order_forwarding_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM order_events_publish('forwarded', ARRAY(
      SELECT json_build_array(o.id, o.user_id, o.status, n.state)
      FROM new_rows n JOIN orders o ON o.id = n.order_id
      WHERE n.state <> 'done'
      ORDER BY o.id));
  ELSE
    PERFORM order_events_publish('forwarded', ARRAY(
      SELECT json_build_array(o.id, o.user_id, o.status, n.state)
      FROM new_rows n
      JOIN old_rows b ON b.order_id = n.order_id
      JOIN orders o ON o.id = n.order_id
      WHERE n.state IS DISTINCT FROM b.state AND n.state <> 'done'
      ORDER BY o.id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_placed_event AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_placed_event();
--> statement-breakpoint
CREATE TRIGGER orders_answered_event AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION orders_answered_event();
--> statement-breakpoint
CREATE TRIGGER order_forwarding_inserted_event AFTER INSERT ON order_forwarding
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_forwarding_event();
--> statement-breakpoint
CREATE TRIGGER order_forwarding_updated_event AFTER UPDATE ON order_forwarding
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_forwarding_event();
