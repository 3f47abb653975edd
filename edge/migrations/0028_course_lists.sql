-- 0028: the seller's course area lists (issue 17). Every list page reads
-- one range of an index leading with the seller, in the sort's order (the
-- rowid, the tie-breaker, appended by SQLite); the search finds a buyer's
-- rows through (seller_id, payer_email). 0027 has the default sorts and the
-- product filters; these add the other sorts and filters.
CREATE INDEX course_sessions_seller_id ON course_sessions (seller_id);
CREATE INDEX course_sessions_seller_started ON course_sessions (seller_id, started_at);
CREATE INDEX course_sessions_seller_percent ON course_sessions (seller_id, percent);
CREATE INDEX course_sessions_seller_email ON course_sessions (seller_id, payer_email);

CREATE INDEX lesson_statuses_seller_finished ON lesson_statuses (seller_id, finished_at);
CREATE INDEX lesson_statuses_seller_state ON lesson_statuses (seller_id, state);
CREATE INDEX lesson_statuses_seller_lesson ON lesson_statuses (seller_id, lesson_id);

CREATE INDEX quiz_attempts_seller_id ON quiz_attempts (seller_id);
CREATE INDEX quiz_attempts_seller_score ON quiz_attempts (seller_id, score_percent);
CREATE INDEX quiz_attempts_seller_lesson ON quiz_attempts (seller_id, lesson_id);
CREATE INDEX quiz_attempts_seller_passed ON quiz_attempts (seller_id, passed);
CREATE INDEX quiz_attempts_seller_email ON quiz_attempts (seller_id, payer_email);

PRAGMA optimize=0x10002;
