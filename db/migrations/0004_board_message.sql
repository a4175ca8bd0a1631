-- One board per turn: the game remembers which outbox row posted its current board and the
-- Discord message that became, so a step inside the turn edits that message instead of posting.
-- A delivered outbox row keeps only where and when it went and its Discord message id.
ALTER TABLE games ADD COLUMN board_post INTEGER;
ALTER TABLE games ADD COLUMN board_message_id TEXT;
ALTER TABLE outbox ADD COLUMN message_id TEXT;
-- rows delivered before this migration drop their pictures' views now
UPDATE outbox SET payload = json_object('to', json(json_extract(payload, '$.to')))
    WHERE delivered_at IS NOT NULL;
