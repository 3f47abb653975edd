-- 0031: covers get the page-sized square `s400` (issue 18: what the public
-- pages show in cards and on the product page; core's image module).
--
-- SQLite cannot change a CHECK in place: product_covers is copied into a
-- table whose variant CHECK admits 's400', and its triggers of 0029 (which
-- move the shop version on any cover change) are made again, since dropping
-- the old table drops them. Nothing references product_covers.

CREATE TABLE product_covers_0031 (
    product_id   INTEGER NOT NULL REFERENCES products (id),
    seller_id    INTEGER NOT NULL REFERENCES sellers (id),
    variant      TEXT    NOT NULL CHECK (variant IN ('original', 's100', 's400')),
    r2_key       TEXT    NOT NULL UNIQUE,
    content_type TEXT    NOT NULL,
    width        INTEGER NOT NULL CHECK (width > 0),
    height       INTEGER NOT NULL CHECK (height > 0),
    size         INTEGER NOT NULL CHECK (size >= 0),
    created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (product_id, variant)
);

INSERT INTO product_covers_0031 (product_id, seller_id, variant, r2_key, content_type, width,
    height, size, created_at)
SELECT product_id, seller_id, variant, r2_key, content_type, width, height, size, created_at
FROM product_covers;

DROP TABLE product_covers;
ALTER TABLE product_covers_0031 RENAME TO product_covers;

CREATE TRIGGER shop_version_cover_insert AFTER INSERT ON product_covers
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_cover_update AFTER UPDATE ON product_covers
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_cover_delete AFTER DELETE ON product_covers
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = old.seller_id;
END;
