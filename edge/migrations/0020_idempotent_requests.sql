-- The answers to requests sent with an Idempotency-Key, kept by the router
-- for every route the route table marks `stored` (edge/src/idempotency.rs):
-- a repeat with the same key is answered from here instead of running
-- again. Keys belong to a scope (the principal's tenant: `seller:1`,
-- `user:7`, `admin:3`, or `public`), so one seller's key never meets
-- another's. Order creation keeps its own keys (idempotency_keys, written
-- in the order's batch).
CREATE TABLE idempotent_requests (
    scope        TEXT    NOT NULL,
    key          TEXT    NOT NULL,
    method       TEXT    NOT NULL,
    -- the path and query the key was first used with
    path         TEXT    NOT NULL,
    -- SHA-256 of the body (canonical JSON when it is JSON)
    fingerprint  TEXT    NOT NULL,
    -- NULL while the first request runs; then the answer's status
    status       INTEGER,
    -- JSON object of the answer's headers that are replayed
    headers      TEXT,
    body         TEXT,
    -- a request still running after this moment (unix seconds) was lost
    -- (its isolate ended): a repeat of the same request may take it over
    locked_until INTEGER NOT NULL,
    -- the key is forgotten after this moment (24 hours after first use)
    expires_at   INTEGER NOT NULL,
    PRIMARY KEY (scope, key)
);

-- the bounded purge of forgotten keys on each new claim
CREATE INDEX idempotent_requests_expiry ON idempotent_requests (expires_at);
