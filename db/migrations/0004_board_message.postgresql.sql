-- 0004_board_message.sql in PostgreSQL's words (its JSON functions are named differently).
ALTER TABLE games ADD COLUMN board_post BIGINT;
ALTER TABLE games ADD COLUMN board_message_id TEXT;
ALTER TABLE outbox ADD COLUMN message_id TEXT;
UPDATE outbox SET payload = json_build_object('to', payload::json -> 'to')::text
    WHERE delivered_at IS NOT NULL;
