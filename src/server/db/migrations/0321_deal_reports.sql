-- A party may report a deal (issue 23 §5): the admin sees a deal only once it is reported.
ALTER TABLE reports DROP CONSTRAINT IF EXISTS reports_target_type_check;
ALTER TABLE reports ADD CONSTRAINT reports_target_type_check CHECK (target_type IN ('offer', 'user', 'message', 'deal'));
