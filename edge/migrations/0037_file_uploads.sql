-- 0037: product files uploaded in parts (issue 29): a file above the 100 MiB
-- one request may carry goes to R2 as a multipart upload. `token` is the
-- id the browser keeps to resume after an interruption (256 random bits);
-- `r2_upload_id` is R2's. Each part R2 took is recorded with its etag, so
-- the browser sends only the missing ones and completing names them all.
-- Completing or aborting deletes the rows.
CREATE TABLE file_uploads (
    id           INTEGER PRIMARY KEY,
    seller_id    INTEGER NOT NULL REFERENCES sellers (id),
    product_id   INTEGER NOT NULL REFERENCES products (id),
    token        TEXT    NOT NULL UNIQUE,
    r2_key       TEXT    NOT NULL UNIQUE,
    r2_upload_id TEXT    NOT NULL,
    name         TEXT    NOT NULL,
    size         INTEGER NOT NULL CHECK (size > 0),
    created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX file_uploads_seller ON file_uploads (seller_id, product_id);

CREATE TABLE file_upload_parts (
    upload_id   INTEGER NOT NULL REFERENCES file_uploads (id),
    part_number INTEGER NOT NULL CHECK (part_number BETWEEN 1 AND 10000),
    etag        TEXT    NOT NULL,
    PRIMARY KEY (upload_id, part_number)
);
