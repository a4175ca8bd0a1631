-- Issue #12: what the bot may repeat of a move, and one rematch per finished table.

-- A move's option may be named to everyone only when its decision's options were public and
-- no other seat was choosing at the same moment (a simultaneous choice stays secret until the
-- engine reveals it). Moves stored before this migration are treated as secret: we cannot tell.
ALTER TABLE actions ADD COLUMN public INTEGER NOT NULL DEFAULT 0;

-- The finished table a lobby was opened as a rematch of; at most one rematch per table that is
-- not cancelled (a cancelled rematch frees the way for another).
ALTER TABLE games ADD COLUMN rematch_of INTEGER REFERENCES games (id);
CREATE UNIQUE INDEX games_one_rematch ON games (rematch_of) WHERE rematch_of IS NOT NULL AND status != 'cancelled';
