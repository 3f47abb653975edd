-- 0007: the product editor's later steps (issue 6): a product's setup
-- sections, an event's tickets (each with its own plans) and covers.

-- JSON of core's ProductSetup (service, certificate, design, upsell,
-- delivery, pages); '{}' means every section at its defaults.
ALTER TABLE products ADD COLUMN setup TEXT NOT NULL DEFAULT '{}';

-- The tickets of an event product (core's TicketDraft, one column each).
CREATE TABLE event_tickets (
    id                  INTEGER PRIMARY KEY,
    product_id          INTEGER NOT NULL REFERENCES products (id),
    -- denormalised owner: every query filters on it
    seller_id           INTEGER NOT NULL REFERENCES sellers (id),
    name                TEXT    NOT NULL,
    -- the event's wall-clock times (YYYY-MM-DDTHH:MM) in time_zone (IANA)
    starts_at           TEXT    NOT NULL,
    ends_at             TEXT    NOT NULL DEFAULT '',
    time_zone           TEXT    NOT NULL,
    -- when the event is over, in Unix seconds (core's ticket::ends)
    ends_at_unix        INTEGER NOT NULL,
    online              INTEGER NOT NULL DEFAULT 0 CHECK (online IN (0, 1)),
    online_url          TEXT    NOT NULL DEFAULT '',
    location_short_name TEXT    NOT NULL DEFAULT '',
    location_address    TEXT    NOT NULL DEFAULT '',
    country_code        TEXT    NOT NULL DEFAULT '',
    capacity            INTEGER NOT NULL CHECK (capacity >= 1),
    sold_count          INTEGER NOT NULL DEFAULT 0 CHECK (sold_count >= 0),
    reserved_count      INTEGER NOT NULL DEFAULT 0 CHECK (reserved_count >= 0),
    -- JSON array of core's TicketQuestion
    questions           TEXT    NOT NULL DEFAULT '[]',
    position            INTEGER NOT NULL DEFAULT 0,
    created_at          TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    -- a ticket is never oversold, whatever writes the counters
    CHECK (sold_count + reserved_count <= capacity)
);
CREATE INDEX event_tickets_product ON event_tickets (seller_id, product_id, position);

-- An event's plans belong to one of its tickets.
ALTER TABLE pricing_plans ADD COLUMN ticket_id INTEGER REFERENCES event_tickets (id);

-- A product's cover images in R2, one row per variant (core's CoverVariant).
CREATE TABLE product_covers (
    product_id   INTEGER NOT NULL REFERENCES products (id),
    seller_id    INTEGER NOT NULL REFERENCES sellers (id),
    variant      TEXT    NOT NULL CHECK (variant IN ('original', 's100')),
    r2_key       TEXT    NOT NULL UNIQUE,
    content_type TEXT    NOT NULL,
    width        INTEGER NOT NULL CHECK (width > 0),
    height       INTEGER NOT NULL CHECK (height > 0),
    size         INTEGER NOT NULL CHECK (size >= 0),
    created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (product_id, variant)
);
