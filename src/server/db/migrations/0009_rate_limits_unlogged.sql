-- Every /api request counts a hit in rate_limits. The counts only matter for a minute or an hour,
-- so the table skips the write-ahead log: a hit is then no disk flush at commit, and a crash of
-- the database server at worst forgets the current windows (PostgreSQL empties unlogged tables
-- after a crash).
ALTER TABLE "rate_limits" SET UNLOGGED;
