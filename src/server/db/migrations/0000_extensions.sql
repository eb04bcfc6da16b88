-- Extensions from PostgreSQL's contrib, also bundled with PGlite.
-- cube + earthdistance: great-circle distances and a GiST-indexable point for ride search.
-- btree_gist: lets the same GiST index also cover the departure time.
-- pg_trgm: fuzzy place-name search.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
