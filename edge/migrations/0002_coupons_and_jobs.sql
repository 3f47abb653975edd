-- 0002: coupons (codes per seller) and the heartbeat the queue consumer writes.

CREATE TABLE coupons (
    id          INTEGER PRIMARY KEY,
    seller_id   INTEGER NOT NULL REFERENCES sellers (id),
    -- stored upper case; buyers may type any case
    code        TEXT    NOT NULL CHECK (code = upper(code) AND length(code) BETWEEN 1 AND 64),
    value_form  TEXT    NOT NULL CHECK (value_form IN ('currency', 'percents')),
    value       TEXT    NOT NULL,
    currency    TEXT    NOT NULL DEFAULT 'eur',
    active      INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
    created_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (seller_id, code)
);

-- One row per processed heartbeat message: proves the queue round trip.
CREATE TABLE job_heartbeats (
    id           TEXT PRIMARY KEY,
    sent_at      TEXT NOT NULL,
    processed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
