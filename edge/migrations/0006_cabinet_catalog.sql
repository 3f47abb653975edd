-- 0006: what the seller edits about a product in the cabinet (issue 6).

ALTER TABLE products ADD COLUMN free INTEGER NOT NULL DEFAULT 0 CHECK (free IN (0, 1));
-- a private product's access password (shared with buyers, so kept as text)
ALTER TABLE products ADD COLUMN access_password TEXT;
ALTER TABLE products ADD COLUMN sales_limit INTEGER CHECK (sales_limit IS NULL OR sales_limit >= 1);
ALTER TABLE products ADD COLUMN sold_count INTEGER NOT NULL DEFAULT 0 CHECK (sold_count >= 0);
ALTER TABLE products ADD COLUMN reserved_count INTEGER NOT NULL DEFAULT 0 CHECK (reserved_count >= 0);
ALTER TABLE products ADD COLUMN views_count INTEGER NOT NULL DEFAULT 0 CHECK (views_count >= 0);
ALTER TABLE products ADD COLUMN last_purchase_at TEXT;
ALTER TABLE products ADD COLUMN internal_name TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN cost_center TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN success_url TEXT NOT NULL DEFAULT '';
-- JSON of core's CheckoutSettings ('{}' means the spec's defaults)
ALTER TABLE products ADD COLUMN checkout TEXT NOT NULL DEFAULT '{}';
-- JSON array of core's TrackingCode
ALTER TABLE products ADD COLUMN tracking_codes TEXT NOT NULL DEFAULT '[]';
-- a course's chapters and lessons: JSON of core's CourseContent
ALTER TABLE products ADD COLUMN content TEXT NOT NULL DEFAULT '{"chapters":[]}';

-- Files of a product (downloads), kept in R2 under r2_key.
CREATE TABLE product_files (
    id           INTEGER PRIMARY KEY,
    product_id   INTEGER NOT NULL REFERENCES products (id),
    -- denormalised owner: every query filters on it
    seller_id    INTEGER NOT NULL REFERENCES sellers (id),
    r2_key       TEXT    NOT NULL UNIQUE,
    name         TEXT    NOT NULL,
    size         INTEGER NOT NULL CHECK (size >= 0),
    content_type TEXT    NOT NULL,
    created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX product_files_product ON product_files (seller_id, product_id);

-- The key pool of a license-key product; order_id is set when a key is
-- delivered (issue 7), each key to exactly one order.
CREATE TABLE license_keys (
    id         INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products (id),
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    key        TEXT    NOT NULL,
    order_id   INTEGER,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (product_id, key)
);
CREATE INDEX license_keys_free ON license_keys (seller_id, product_id, order_id);

-- What a membership or bundle includes: other products of the same seller.
CREATE TABLE product_items (
    product_id      INTEGER NOT NULL REFERENCES products (id),
    item_product_id INTEGER NOT NULL REFERENCES products (id),
    seller_id       INTEGER NOT NULL REFERENCES sellers (id),
    position        INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (product_id, item_product_id),
    CHECK (product_id <> item_product_id)
);
