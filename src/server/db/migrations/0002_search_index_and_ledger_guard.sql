-- Ride search: one GiST index over both ends of the ride and its departure time, for active rides.
-- A search asks earth_box(passenger point, radius) @> ll_to_earth(ride point) for pickup and
-- destination and a departure window; the exact earth_distance check then trims the box corners.
CREATE INDEX IF NOT EXISTS scheduled_commutes_search_idx ON scheduled_commutes USING gist (
  ll_to_earth(pickup_latitude, pickup_longitude),
  ll_to_earth(destination_latitude, destination_longitude),
  departure_time
) WHERE status = 'active';--> statement-breakpoint

-- The ledger is append-only: a correction is a new entry, never an edit.
CREATE OR REPLACE FUNCTION account_statements_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'account_statements is append-only (% refused)', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER account_statements_no_update_or_delete
  BEFORE UPDATE OR DELETE ON account_statements
  FOR EACH ROW EXECUTE FUNCTION account_statements_append_only();
