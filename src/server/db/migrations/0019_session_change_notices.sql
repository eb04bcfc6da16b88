-- Each server process keeps the sessions it has looked up for a short while
-- (features/auth/session-cache.ts). Whatever ends a session or changes its person, in any process
-- or by hand, tells every process at commit, on the channel pamoja_sessions: 's:' and the token's
-- hash for a session deleted (logout, expiry, a deleted account), 'u:' and the person's id for a
-- person changed or removed.
CREATE FUNCTION pamoja_session_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pamoja_sessions', 's:' || OLD.token_hash);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION pamoja_session_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pamoja_sessions', 'u:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notice AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION pamoja_session_deleted();
--> statement-breakpoint
CREATE TRIGGER users_changed_notice AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION pamoja_session_user_changed();
