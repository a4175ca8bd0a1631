-- Games, their seats, the action log, one snapshot per game, and the outbox of messages owed.
CREATE TABLE games (
    id               INTEGER PRIMARY KEY,
    game             TEXT    NOT NULL,
    status           TEXT    NOT NULL CHECK (status IN ('lobby', 'running', 'finished', 'cancelled')),
    options          TEXT    NOT NULL DEFAULT '{}',
    seed             INTEGER NOT NULL,
    max_seats        INTEGER,
    host_id          TEXT    NOT NULL,
    guild_id         TEXT,
    channel_id       TEXT,
    thread_id        TEXT,
    lobby_message_id TEXT,
    version          INTEGER NOT NULL DEFAULT 0,
    turn_hours       REAL    NOT NULL DEFAULT 24,
    on_timeout       TEXT    NOT NULL DEFAULT 'wait' CHECK (on_timeout IN ('auto', 'ai', 'wait')),
    result           TEXT,
    waiting          TEXT    NOT NULL DEFAULT '{}',
    created_at       REAL    NOT NULL,
    updated_at       REAL    NOT NULL
);
CREATE INDEX games_by_status ON games (status);
CREATE INDEX games_by_thread ON games (thread_id);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seat     INTEGER NOT NULL,
    user_id  TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    kind     TEXT    NOT NULL DEFAULT 'human' CHECK (kind IN ('human', 'ai')),
    ai_level TEXT,
    resigned INTEGER NOT NULL DEFAULT 0,
    away     INTEGER NOT NULL DEFAULT 0,          -- played by the machine until the player is back
    private_hash TEXT,                            -- of the last private picture sent, to skip repeats
    dm_notice    INTEGER NOT NULL DEFAULT 0,      -- the thread was told this seat's DMs are closed
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE actions (
    game_id   INTEGER NOT NULL REFERENCES games (id),
    n         INTEGER NOT NULL,
    seat      INTEGER NOT NULL,
    option_id TEXT    NOT NULL,
    label     TEXT    NOT NULL DEFAULT '',
    source    TEXT    NOT NULL,
    at        REAL    NOT NULL,
    PRIMARY KEY (game_id, n)
);

CREATE TABLE snapshots (
    game_id INTEGER PRIMARY KEY REFERENCES games (id),
    version INTEGER NOT NULL,
    state   TEXT    NOT NULL
);

CREATE TABLE outbox (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER,
    payload      TEXT    NOT NULL,
    created_at   REAL    NOT NULL,
    attempts     INTEGER NOT NULL DEFAULT 0,
    next_try     REAL    NOT NULL DEFAULT 0,
    delivered_at REAL,
    error        TEXT
);
CREATE INDEX outbox_undelivered ON outbox (delivered_at, id);

CREATE TABLE users (
    user_id     TEXT PRIMARY KEY,
    dms_closed  INTEGER NOT NULL DEFAULT 0,
    locale      TEXT    NOT NULL DEFAULT 'en'
);
