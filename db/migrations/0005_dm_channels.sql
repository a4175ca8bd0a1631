-- Issue #16: the bot opens a player's DM channel once and keeps its id, instead of fetching
-- the user and opening the channel before every direct message. NULL: not opened yet (or
-- forgotten after Discord said the channel is gone).
ALTER TABLE users ADD COLUMN dm_channel_id TEXT;
