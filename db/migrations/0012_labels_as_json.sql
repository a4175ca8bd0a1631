-- One shape for stored labels: the action log's labels and the audit's details are the JSON of
-- a text, a message's {"args": ..., "key": ...} (written with sorted keys) or, for rows written
-- before messages, the finished text as a JSON string. Those older rows held the bare text; they
-- are quoted here once, so that reading a label is one JSON decode with no guess at its shape.
UPDATE actions SET label = json_quote(label) WHERE label NOT LIKE '{"args": %';
UPDATE audit SET detail = json_quote(detail) WHERE detail NOT LIKE '{"args": %';
