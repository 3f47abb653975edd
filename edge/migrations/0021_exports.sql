-- CSV exports of a seller's orders or payment tickets, made by the queue in
-- chunks (edge/src/services/exports.rs): each chunk reads a bounded number of
-- pages after `cursor` (keyset on the rows' id), writes them to R2 as one
-- part object and records the part here, with the new cursor, in one batch.
-- The cursor and the part count are the truth a redelivered chunk resumes
-- from; a part is downloaded only when its row in export_parts names it.
CREATE TABLE exports (
    id            INTEGER PRIMARY KEY,
    seller_id     INTEGER NOT NULL REFERENCES sellers (id),
    kind          TEXT    NOT NULL CHECK (kind IN ('orders', 'payment_tickets')),
    -- the list's canonical query string (core's ListQuery::to_query_string)
    query         TEXT    NOT NULL,
    -- the site's origin the request came to (the tickets' QR links)
    origin        TEXT    NOT NULL,
    state         TEXT    NOT NULL DEFAULT 'queued'
                          CHECK (state IN ('queued', 'running', 'done', 'failed')),
    rows_written  INTEGER NOT NULL DEFAULT 0 CHECK (rows_written >= 0),
    -- the id of the last row written (0: none yet)
    cursor        INTEGER NOT NULL DEFAULT 0 CHECK (cursor >= 0),
    parts         INTEGER NOT NULL DEFAULT 0 CHECK (parts >= 0),
    bytes         INTEGER NOT NULL DEFAULT 0 CHECK (bytes >= 0),
    -- failed attempts of the current chunk (the export fails at 5)
    failures      INTEGER NOT NULL DEFAULT 0,
    -- R2 key prefix of the parts: exports/{seller}/{random}/
    r2_prefix     TEXT    NOT NULL UNIQUE,
    -- unix seconds
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    finished_at   INTEGER,
    expires_at    INTEGER NOT NULL
);

-- one open (queued or running) export per seller and kind: a second is
-- refused with 409 by the insert itself
CREATE UNIQUE INDEX exports_one_open ON exports (seller_id, kind)
    WHERE state IN ('queued', 'running');
-- the seller's exports, newest first
CREATE INDEX exports_seller ON exports (seller_id, id);
-- the scheduler's reads: what has expired, what stalled
CREATE INDEX exports_expiry ON exports (expires_at);
CREATE INDEX exports_stalled ON exports (updated_at)
    WHERE state IN ('queued', 'running');

-- the parts of an export in order, each the R2 object that holds it
CREATE TABLE export_parts (
    export_id     INTEGER NOT NULL REFERENCES exports (id) ON DELETE CASCADE,
    part          INTEGER NOT NULL CHECK (part >= 0),
    r2_key        TEXT    NOT NULL,
    rows_written  INTEGER NOT NULL,
    bytes         INTEGER NOT NULL,
    PRIMARY KEY (export_id, part)
);
