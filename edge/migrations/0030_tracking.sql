-- 0030: the seller's tracking codes, placed on the shop's public pages
-- after the buyer's consent, and the messages of the shops' contact forms
-- (issue 18, part "islands").

-- A seller's tracking codes (core's `tracking::TrackingCodeKind`): an id
-- for the analytics, tag manager and pixel kinds (core checks its format),
-- the HTML of a custom code (run only in a sandboxed frame). Only active
-- codes reach the pages.
CREATE TABLE tracking_codes (
    id          INTEGER PRIMARY KEY,
    seller_id   INTEGER NOT NULL REFERENCES sellers (id),
    kind        TEXT    NOT NULL CHECK (kind IN ('google_analytics', 'google_analytics_4',
                    'google_tag_manager', 'facebook_pixel', 'custom_tracking_codes')),
    name        TEXT    NOT NULL DEFAULT '',
    tracking_id TEXT    NOT NULL DEFAULT '',
    code        TEXT    NOT NULL DEFAULT '',
    active      INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
CREATE INDEX tracking_codes_seller ON tracking_codes (seller_id, id);

-- The cached public pages carry the active codes (the consent island reads
-- them), so a change of what they show moves the shop's version (0029):
-- the next request renders anew. A change of a code's name alone does not.
CREATE TRIGGER tracking_codes_added AFTER INSERT ON tracking_codes
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = NEW.seller_id;
END;
CREATE TRIGGER tracking_codes_changed
AFTER UPDATE OF kind, tracking_id, code, active ON tracking_codes
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = NEW.seller_id;
END;
CREATE TRIGGER tracking_codes_removed AFTER DELETE ON tracking_codes
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = OLD.seller_id;
END;

-- What buyers wrote through a shop's contact form; the seller hears of each
-- as a `custom_notification`.
CREATE TABLE contact_messages (
    id         INTEGER PRIMARY KEY,
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    name       TEXT    NOT NULL,
    email      TEXT    NOT NULL,
    phone      TEXT    NOT NULL DEFAULT '',
    message    TEXT    NOT NULL,
    created_at INTEGER NOT NULL
);
CREATE INDEX contact_messages_seller ON contact_messages (seller_id, id);

-- The notifications' kinds gain `custom_notification` (spec section 3): the
-- table's CHECK is rebuilt (SQLite cannot alter one), rows and ids kept.
CREATE TABLE seller_notifications_0030 (
    id         INTEGER PRIMARY KEY,
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    kind       TEXT    NOT NULL CHECK (kind IN ('order_created', 'paid_transaction',
                   'free_transaction', 'order_canceled', 'quiz_attempt', 'comment',
                   'custom_notification')),
    event_key  TEXT    NOT NULL,
    subject    TEXT    NOT NULL,
    actor      TEXT,
    amount     TEXT,
    currency   TEXT,
    order_id   INTEGER,
    link       TEXT    NOT NULL,
    created_at INTEGER NOT NULL,
    read_at    INTEGER,
    UNIQUE (seller_id, event_key)
);
INSERT INTO seller_notifications_0030
SELECT id, seller_id, kind, event_key, subject, actor, amount, currency, order_id, link,
       created_at, read_at
FROM seller_notifications;
DROP TABLE seller_notifications;
ALTER TABLE seller_notifications_0030 RENAME TO seller_notifications;
CREATE INDEX seller_notifications_list ON seller_notifications (seller_id, id);
CREATE INDEX seller_notifications_unread ON seller_notifications (seller_id, id)
WHERE read_at IS NULL;
