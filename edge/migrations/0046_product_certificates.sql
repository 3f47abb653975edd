-- 0046: the verification codes of certificate products (issue 30). One row
-- per order and certificate product, made when the buyer first opens the
-- certificate; `code` (100 random bits, core's `certificate`) is printed on
-- it and opens the same public verification page as a course's completion
-- certificate, which shows the facts stored here and nothing else. A later
-- download keeps the code and brings the names up to date. (0045 is the
-- card provider's connected accounts.)
CREATE TABLE product_certificates (
    id           INTEGER PRIMARY KEY,
    code         TEXT    NOT NULL UNIQUE,
    seller_id    INTEGER NOT NULL REFERENCES sellers (id),
    order_id     INTEGER NOT NULL REFERENCES orders (id),
    product_id   INTEGER NOT NULL REFERENCES products (id),
    buyer_name   TEXT    NOT NULL,
    product_name TEXT    NOT NULL,
    seller_name  TEXT    NOT NULL,
    issued_on    TEXT    NOT NULL CHECK (length(issued_on) = 10),
    valid_from   TEXT    NOT NULL CHECK (length(valid_from) = 10),
    valid_until  TEXT    CHECK (valid_until IS NULL OR length(valid_until) = 10),
    created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (order_id, product_id)
);
