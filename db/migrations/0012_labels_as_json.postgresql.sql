-- 0012_labels_as_json.sql in PostgreSQL's words (to_jsonb quotes a text as a JSON string).
UPDATE actions SET label = to_jsonb(label)::text WHERE label NOT LIKE '{"args": %';
UPDATE audit SET detail = to_jsonb(detail)::text WHERE detail NOT LIKE '{"args": %';
