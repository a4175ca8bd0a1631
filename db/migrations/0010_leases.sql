-- Issue #19: several bot processes may share one (PostgreSQL) database. Work that must be done
-- once (a destination's messages, the timer round, a table's machine seats) is claimed by one
-- process with a lease; a lease its process stops renewing (it died) expires and the work is
-- taken over. One process on SQLite never needs to claim, but the schema is the same.
CREATE TABLE leases (
    key     TEXT    PRIMARY KEY,                   -- e.g. 'out:thread:12', 'tick', 'machines:12'
    owner   TEXT    NOT NULL DEFAULT '',           -- the process holding it; '' when released
    expires REAL    NOT NULL DEFAULT 0,            -- seconds since 1970 (the database's clock)
    again   INTEGER NOT NULL DEFAULT 0             -- another process asked the holder to look again
);
