-- 0001: sellers, their products and the products' pricing plans.
-- Money is stored as decimal strings (TEXT), never as REAL.

CREATE TABLE sellers (
    id                 INTEGER PRIMARY KEY,
    username           TEXT    NOT NULL UNIQUE CHECK (username = lower(username) AND length(username) BETWEEN 3 AND 40),
    display_name       TEXT    NOT NULL,
    country            TEXT    NOT NULL DEFAULT 'DE' CHECK (length(country) = 2),
    -- vat_payer, or the exemption reason: small_business, educational, regulated_profession, other
    vat_status         TEXT    NOT NULL DEFAULT 'vat_payer'
        CHECK (vat_status IN ('vat_payer', 'small_business', 'educational', 'regulated_profession', 'other')),
    vat_id             TEXT,
    -- 1: prices are entered gross (VAT included), 0: net
    prices_include_vat INTEGER NOT NULL DEFAULT 1 CHECK (prices_include_vat IN (0, 1)),
    created_at         TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE products (
    id          INTEGER PRIMARY KEY,
    seller_id   INTEGER NOT NULL REFERENCES sellers (id),
    form        TEXT    NOT NULL
        CHECK (form IN ('course', 'service', 'download', 'membership', 'event', 'certificate', 'license_key', 'bundle')),
    name        TEXT    NOT NULL,
    description TEXT    NOT NULL DEFAULT '',
    published   INTEGER NOT NULL DEFAULT 0 CHECK (published IN (0, 1)),
    archived    INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
    created_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX products_seller ON products (seller_id, id);

CREATE TABLE pricing_plans (
    id                INTEGER PRIMARY KEY,
    product_id        INTEGER NOT NULL REFERENCES products (id),
    -- denormalised owner, so every seller-scoped query filters on one column
    seller_id         INTEGER NOT NULL REFERENCES sellers (id),
    name              TEXT    NOT NULL DEFAULT '',
    -- the spec's payment kinds: one_time 0, installment 1, limited_subscription 2, subscription 3
    kind              INTEGER NOT NULL CHECK (kind BETWEEN 0 AND 3),
    currency          TEXT    NOT NULL DEFAULT 'eur',
    price             TEXT    NOT NULL,
    pay_what_you_want INTEGER NOT NULL DEFAULT 0 CHECK (pay_what_you_want IN (0, 1)),
    -- the remaining plan prefs (firstAmount, nextAmount, paymentsCount, ...) as JSON
    prefs             TEXT    NOT NULL DEFAULT '{}',
    position          INTEGER NOT NULL DEFAULT 0,
    created_at        TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX pricing_plans_product ON pricing_plans (product_id, position);
