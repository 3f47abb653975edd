-- 0008: orders and the money path (issue 7): orders with their rates and
-- provider payments, idempotency keys, provider webhook events, the outbox
-- of jobs written with the order, deliveries, event tickets sold, and the
-- built-in sandbox provider's own records.

CREATE TABLE orders (
    id                 INTEGER PRIMARY KEY,
    -- the public reference in the buyer's links (never the id)
    token              TEXT    NOT NULL UNIQUE,
    seller_id          INTEGER NOT NULL REFERENCES sellers (id),
    product_id         INTEGER NOT NULL REFERENCES products (id),
    plan_id            INTEGER NOT NULL REFERENCES pricing_plans (id),
    ticket_id          INTEGER REFERENCES event_tickets (id),
    payer_email        TEXT    NOT NULL,
    -- JSON: the payer form (core's PayerDetails) and the buyer's tax facts
    payer              TEXT    NOT NULL,
    payment_method     TEXT    NOT NULL,
    provider           TEXT    NOT NULL,
    coupon_code        TEXT,
    currency           TEXT    NOT NULL,
    -- decimal strings from core's quote
    total              TEXT    NOT NULL,
    due_now            TEXT    NOT NULL,
    vat_now            TEXT    NOT NULL,
    -- JSON of core's Quote when the order was made
    quote              TEXT    NOT NULL,
    order_state        TEXT    NOT NULL,
    payment_state      TEXT    NOT NULL,
    delivered          INTEGER NOT NULL DEFAULT 0 CHECK (delivered IN (0, 1)),
    open_ended         INTEGER NOT NULL DEFAULT 0 CHECK (open_ended IN (0, 1)),
    -- stock held for the order: none, held (reserved), sold, released
    stock              TEXT    NOT NULL DEFAULT 'none'
                       CHECK (stock IN ('none', 'held', 'sold', 'released')),
    -- bumped on every change of the states (compare-and-set)
    version            INTEGER NOT NULL DEFAULT 0,
    -- an unpaid checkout expires at this Unix second
    expires_at         INTEGER NOT NULL,
    created_at         TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    paid_at            TEXT
);
CREATE INDEX orders_seller ON orders (seller_id, created_at);
CREATE INDEX orders_payer ON orders (payer_email);
CREATE INDEX orders_open ON orders (payment_state, expires_at);

-- The order bumps bought with an order.
CREATE TABLE order_items (
    order_id   INTEGER NOT NULL REFERENCES orders (id),
    product_id INTEGER NOT NULL REFERENCES products (id),
    plan_id    INTEGER NOT NULL REFERENCES pricing_plans (id),
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    PRIMARY KEY (order_id, product_id)
);

-- One row per charge of an order's plan (core's schedule via the quote).
CREATE TABLE order_rates (
    order_id            INTEGER NOT NULL REFERENCES orders (id),
    seller_id           INTEGER NOT NULL REFERENCES sellers (id),
    idx                 INTEGER NOT NULL CHECK (idx >= 0),
    due_date            TEXT    NOT NULL,
    amount              TEXT    NOT NULL,
    state               TEXT    NOT NULL,
    failures            INTEGER NOT NULL DEFAULT 0,
    -- when the scheduler charges it next (Unix seconds); null: not its job
    next_attempt_at     INTEGER,
    paid_at             TEXT,
    PRIMARY KEY (order_id, idx)
);
CREATE INDEX order_rates_due ON order_rates (next_attempt_at);

-- Which order and rate a provider's payment belongs to.
CREATE TABLE provider_payments (
    provider   TEXT    NOT NULL,
    payment_id TEXT    NOT NULL,
    order_id   INTEGER NOT NULL REFERENCES orders (id),
    rate       INTEGER NOT NULL,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (provider, payment_id)
);
CREATE INDEX provider_payments_order ON provider_payments (order_id, rate);

-- Idempotency-Key of order creation: the same key answers the same order;
-- with another body (fingerprint) it is refused.
CREATE TABLE idempotency_keys (
    key         TEXT    PRIMARY KEY,
    fingerprint TEXT    NOT NULL,
    order_id    INTEGER NOT NULL REFERENCES orders (id),
    created_at  TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Provider events already applied (webhooks come at least once).
CREATE TABLE webhook_events (
    provider    TEXT NOT NULL,
    event_id    TEXT NOT NULL,
    received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (provider, event_id)
);

-- Jobs written in the same batch as the change that causes them; sent to
-- the queue right after, or by the scheduler when that send was lost.
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY,
    job        TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    sent_at    INTEGER
);
CREATE INDEX outbox_unsent ON outbox (sent_at, id);

-- What was handed over per order (the consumer's idempotency record).
CREATE TABLE deliveries (
    order_id     INTEGER PRIMARY KEY REFERENCES orders (id),
    delivered_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    revoked_at   TEXT
);

-- Event tickets sold: one row per admission, with its unique code.
CREATE TABLE payment_tickets (
    id         INTEGER PRIMARY KEY,
    order_id   INTEGER NOT NULL REFERENCES orders (id),
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    product_id INTEGER NOT NULL REFERENCES products (id),
    ticket_id  INTEGER NOT NULL REFERENCES event_tickets (id),
    code       TEXT    NOT NULL UNIQUE,
    state      TEXT    NOT NULL DEFAULT 'unused'
               CHECK (state IN ('used', 'unused', 'refunded', 'expired', 'invalidated')),
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    used_at    TEXT,
    UNIQUE (order_id, ticket_id)
);
CREATE INDEX payment_tickets_seller ON payment_tickets (seller_id, product_id);

-- The sandbox provider's own books (it plays a payment provider locally).
CREATE TABLE sandbox_payments (
    id            TEXT    PRIMARY KEY,
    reference     TEXT    NOT NULL,
    rate          INTEGER NOT NULL DEFAULT 0,
    amount_minor  INTEGER NOT NULL CHECK (amount_minor >= 0),
    currency      TEXT    NOT NULL,
    method        TEXT    NOT NULL,
    status        TEXT    NOT NULL,
    decline_code  TEXT,
    -- a saved card's test number, for charging later rates off-session
    saved_card    TEXT,
    return_url    TEXT    NOT NULL,
    created_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at    TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX sandbox_payments_reference ON sandbox_payments (reference, rate);

-- Guards: a statement of a batch inserts a row here to abort the whole
-- batch (D1 runs a batch as one transaction) when a condition fails. The
-- constraint's name is in the error, so the edge can tell why.
-- A purchase would take more than the stock left (sales limit, last key).
CREATE TABLE sold_out_guard (ok INTEGER NOT NULL CONSTRAINT sold_out CHECK (ok = 1));
-- An order changed since it was read (compare-and-set on its version).
CREATE TABLE stale_write_guard (ok INTEGER NOT NULL CONSTRAINT stale_write CHECK (ok = 1));
