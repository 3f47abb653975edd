-- 0034: the seller's media library (issue 19): images the page builder
-- shows and the theme's custom font, one row per upload, the bytes in R2
-- under `r2_key`. A file is served at /v1/media/{seller_id}/{token}; the
-- token (256 random bits) is drawn per upload, so an address never changes
-- its bytes and is cached for good. Core's `media` module says what each
-- purpose may be; `kind` follows from it (a font, or an image).
CREATE TABLE media (
    id           INTEGER PRIMARY KEY,
    seller_id    INTEGER NOT NULL REFERENCES sellers (id),
    token        TEXT    NOT NULL UNIQUE,
    kind         TEXT    NOT NULL CHECK (kind IN ('image', 'font')),
    purpose      TEXT    NOT NULL CHECK (purpose IN ('logo', 'banner', 'image', 'font')),
    name         TEXT    NOT NULL,
    r2_key       TEXT    NOT NULL UNIQUE,
    content_type TEXT    NOT NULL,
    format       TEXT    NOT NULL,
    width        INTEGER CHECK (width > 0),
    height       INTEGER CHECK (height > 0),
    size         INTEGER NOT NULL CHECK (size >= 0),
    created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The list (newest first, by kind) and the public address's lookup.
CREATE INDEX media_seller_created ON media (seller_id, created_at, id);
CREATE INDEX media_seller_kind_created ON media (seller_id, kind, created_at, id);
CREATE INDEX media_seller_name ON media (seller_id, name, id);
CREATE INDEX media_seller_size ON media (seller_id, size, id);
