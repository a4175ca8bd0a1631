-- Issue #32: Discord starts one gateway session per max_concurrency bucket every 5 seconds, for
-- the whole bot: processes sharing the database take their turns here, so none identifies too
-- soon after another (Discord would answer an invalid session).
CREATE TABLE identify_turns (
    bucket INTEGER PRIMARY KEY,                    -- shard id modulo max_concurrency
    at     REAL    NOT NULL                        -- seconds since 1970 of the bucket's last turn taken
);
