-- Issue #18: who reads which language. A table speaks one language in its thread and public
-- pictures (chosen at /orrery new; tables made before this read English). users.locale (from
-- 0001) keeps the Discord locale a user's interactions last carried; users.language is the one
-- they fixed with /orrery settings (NULL: follow Discord).
ALTER TABLE games ADD COLUMN locale TEXT NOT NULL DEFAULT 'en';
ALTER TABLE users ADD COLUMN language TEXT;
