-- Ride search, second form: a GiST index on (departure time, both ends as one 4-D cube of
-- pickup latitude/longitude and destination latitude/longitude), for active rides. A search asks
-- for the rides in the departure window whose ends lie in the two circles' bounding boxes,
-- ordered by `departure_time <-> window start` (a nearest-first GiST scan), so the index hands
-- over the earliest candidates first and the LIMIT stops it after a few pages; the exact
-- earth_distance check then trims the box corners. Time leads because a search's window is its
-- sharpest cut and keeps the index's pages tight; the earlier index (two 3-D earth points, then
-- the time) had to collect every candidate before sorting: ~50 ms at a million rides, against
-- about half a millisecond for this one (bench/search.ts).
DROP INDEX IF EXISTS scheduled_commutes_search_idx;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS scheduled_commutes_search_window_idx ON scheduled_commutes USING gist (
  departure_time,
  cube(array[pickup_latitude, pickup_longitude, destination_latitude, destination_longitude])
) WHERE status = 'active';
