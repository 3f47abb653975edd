-- 0013: every provider payment and every provider event belongs to one
-- seller (issue 14, finding 2). A webhook is verified with the secret of
-- the seller its endpoint names and then resolved within that seller only,
-- so the keys below carry the seller.

-- Which order and rate a provider's payment belongs to, per seller: the
-- seller is the order's, backfilled from it.
CREATE TABLE provider_payments_0013 (
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    provider   TEXT    NOT NULL,
    payment_id TEXT    NOT NULL,
    order_id   INTEGER NOT NULL REFERENCES orders (id),
    rate       INTEGER NOT NULL,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (seller_id, provider, payment_id)
);
INSERT INTO provider_payments_0013 (seller_id, provider, payment_id, order_id, rate, created_at)
SELECT o.seller_id, pp.provider, pp.payment_id, pp.order_id, pp.rate, pp.created_at
FROM provider_payments pp JOIN orders o ON o.id = pp.order_id;
DROP TABLE provider_payments;
ALTER TABLE provider_payments_0013 RENAME TO provider_payments;
CREATE INDEX provider_payments_order ON provider_payments (order_id, rate);

-- Provider events already applied, namespaced per seller and provider.
-- Events recorded before this migration cannot be told apart by seller;
-- they keep seller_id 0, which the duplicate check of every seller also
-- reads (`repo::orders::event_seen`), so a redelivery of one of them is
-- still a duplicate.
CREATE TABLE webhook_events_0013 (
    seller_id   INTEGER NOT NULL,
    provider    TEXT    NOT NULL,
    event_id    TEXT    NOT NULL,
    received_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (seller_id, provider, event_id)
);
INSERT INTO webhook_events_0013 (seller_id, provider, event_id, received_at)
SELECT 0, provider, event_id, received_at FROM webhook_events;
DROP TABLE webhook_events;
ALTER TABLE webhook_events_0013 RENAME TO webhook_events;

-- The sandbox's payments belong to the seller of their order (the
-- sandbox signs each seller's events with that seller's key).
ALTER TABLE sandbox_payments ADD COLUMN seller_id INTEGER NOT NULL DEFAULT 0;
UPDATE sandbox_payments
SET seller_id = coalesce((SELECT o.seller_id FROM orders o WHERE o.token = sandbox_payments.reference), 0);
