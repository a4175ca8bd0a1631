-- Ratings (issue 20): one row per server, game and rated player; a finished table is rated
-- once, and rated_games remembers that it was (its primary key makes a second rating fail).
-- player: a Discord user id, 'ai:<level>' for the AI seats of one level, or 'game' for the
-- game itself in a cooperative or solo game. guild_id '' is "no server" (the command line).
CREATE TABLE ratings (
    guild_id   TEXT    NOT NULL DEFAULT '',
    game       TEXT    NOT NULL,
    player     TEXT    NOT NULL,
    name       TEXT    NOT NULL,
    mu         REAL    NOT NULL,
    sigma      REAL    NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    updated_at REAL    NOT NULL,
    PRIMARY KEY (guild_id, game, player)
);
CREATE INDEX ratings_by_player ON ratings (player);

-- each seat's place and rating change, for /orrery stats and history
CREATE TABLE rated_games (
    game_id INTEGER PRIMARY KEY REFERENCES games (id),
    at      REAL    NOT NULL,
    places  TEXT    NOT NULL
);
