-- Reactive decisions (a chance to respond during someone else's turn, such as following a
-- rival's die in Tiny Epic Galaxies): the table's answer window, and each seat's standing
-- orders, one per kind of reactive decision ("ask" is never stored: it is the absence of one).
ALTER TABLE games ADD COLUMN react_hours REAL NOT NULL DEFAULT 3;

CREATE TABLE standing_orders (
    game_id  INTEGER NOT NULL REFERENCES games (id),
    seat     INTEGER NOT NULL,
    kind     TEXT    NOT NULL,                    -- a Reaction.kind, e.g. 'teg.follow'
    order_id TEXT    NOT NULL,                    -- one of that Reaction's orders, e.g. 'always'
    PRIMARY KEY (game_id, seat, kind)
);
