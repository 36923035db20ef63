-- An order at its supplier that gets a note for a person (late, or an answer that could not be
-- applied: order_forwarding.last_error while placed), or loses it, is announced like a new
-- forwarding state, so an admin's queue shows it under "Needs a person" without a reload.
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
      WHERE n.state <> 'done'
        AND (n.state IS DISTINCT FROM b.state
          OR (n.state = 'placed' AND n.last_error IS DISTINCT FROM b.last_error))
      ORDER BY o.id));
  END IF;
  RETURN NULL;
END;
$$;
