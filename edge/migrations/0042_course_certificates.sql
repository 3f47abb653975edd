-- 0042: the verification codes of course completion certificates (issue
-- 30). One row per buyer and course, made when the buyer first downloads
-- the certificate; `code` (100 random bits, core's `certificate`) is
-- printed on it and opens the public verification page, which shows the
-- facts stored here and nothing else. A later download keeps the code and
-- brings the names and the day up to date, so the page says what the
-- newest certificate says.
CREATE TABLE course_certificates (
    id           INTEGER PRIMARY KEY,
    code         TEXT    NOT NULL UNIQUE,
    seller_id    INTEGER NOT NULL REFERENCES sellers (id),
    product_id   INTEGER NOT NULL REFERENCES products (id),
    user_id      INTEGER NOT NULL REFERENCES users (id),
    buyer_name   TEXT    NOT NULL,
    course_name  TEXT    NOT NULL,
    seller_name  TEXT    NOT NULL,
    completed_on TEXT    NOT NULL CHECK (length(completed_on) = 10),
    created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (seller_id, product_id, user_id)
);
