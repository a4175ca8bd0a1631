-- Issue #21: a server's own settings, moderators' controls (pauses, the audit list), stalled
-- tables, and players' time away. Kept in tables of their own: the games and seats rows keep
-- their shape, and a database saved before this migration reads as "nothing set".

-- One row per server; a missing row (or a NULL column) means the built-in default.
CREATE TABLE guild_settings (
    guild_id    TEXT PRIMARY KEY,
    mod_role    TEXT,                              -- a role id whose members moderate, beside Manage Server
    channel_id  TEXT,                              -- where new tables open their lobby and thread
    turn_hours  REAL,
    on_timeout  TEXT CHECK (on_timeout IN ('auto', 'ai', 'wait')),
    games       TEXT,                              -- JSON list of game ids offered; NULL: all
    opener_role TEXT,                              -- NULL: everyone may open tables
    language    TEXT,                              -- for new tables (issue #18 will speak it)
    max_open    INTEGER,                           -- open tables (lobby or running) a member may host
    away_days   INTEGER NOT NULL DEFAULT 21,       -- days of paused timers a player may take a year
    stall_days  INTEGER NOT NULL DEFAULT 14        -- a table nobody moved this long is stalled
);

-- A paused table: its timers stop and it refuses moves until a moderator resumes it.
CREATE TABLE table_pauses (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id),
    paused_at REAL NOT NULL,
    by_user   TEXT NOT NULL
);

-- Since when a running table has stood at its version (as the timer tick saw it), and whether
-- its stall was announced: once per version, so a move makes a later stall news again.
CREATE TABLE stalls (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id),
    version   INTEGER NOT NULL,
    seen_at   REAL NOT NULL,
    announced INTEGER NOT NULL DEFAULT 0
);

-- Every moderator action, for /orrery admin log.
CREATE TABLE audit (
    id       INTEGER PRIMARY KEY,
    guild_id TEXT NOT NULL,
    game_id  INTEGER,
    actor    TEXT NOT NULL,
    action   TEXT NOT NULL,
    detail   TEXT NOT NULL DEFAULT '',
    at       REAL NOT NULL
);
CREATE INDEX audit_by_guild ON audit (guild_id, id);

-- A player's time away in one server: their choice of what their tables do meanwhile.
CREATE TABLE aways (
    id       INTEGER PRIMARY KEY,
    guild_id TEXT NOT NULL,
    user_id  TEXT NOT NULL,
    name     TEXT NOT NULL,
    mode     TEXT NOT NULL CHECK (mode IN ('pause', 'ai', 'auto')),
    level    TEXT,
    start    REAL NOT NULL,
    until    REAL NOT NULL,
    ended    REAL                                   -- when it ended (came back, or ran out)
);
CREATE INDEX aways_by_user ON aways (guild_id, user_id, start);
