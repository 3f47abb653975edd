-- 0026: every mail a buyer gets is logged and can be viewed in the browser
-- by its own token, names the way to turn optional mails off, and the
-- seller is notified of what happens (issue 17, "mail" and "notifications").

-- The buyer mails as sent (without their footer of links), found by the
-- digest of the view token the mail carries (`/email_logs/{token}`). The
-- token is never stored. `mail_key` is the mail's idempotency key: a
-- redelivered job logs nothing twice. Kept `services::buyer_mail::
-- LOG_RETENTION_SECONDS`; the scheduler deletes older rows by `created_at`.
CREATE TABLE email_logs (
    id           INTEGER PRIMARY KEY,
    seller_id    INTEGER NOT NULL REFERENCES sellers (id),
    mail_key     TEXT    NOT NULL UNIQUE,
    token_digest TEXT    NOT NULL UNIQUE,
    to_address   TEXT    NOT NULL,
    category     TEXT    NOT NULL CHECK (category IN ('transactional', 'payment_reminders')),
    subject      TEXT    NOT NULL,
    body_text    TEXT    NOT NULL,
    created_at   INTEGER NOT NULL
);
CREATE INDEX email_logs_created ON email_logs (created_at);

-- Which optional mails an address wants from a seller: one row (and one
-- unsubscribe token, stored as its digest) per seller and address, made
-- when the first buyer mail goes out. A missing row means every optional
-- category is on.
CREATE TABLE email_subscriptions (
    seller_id         INTEGER NOT NULL REFERENCES sellers (id),
    address           TEXT    NOT NULL,
    token_digest      TEXT    NOT NULL UNIQUE,
    payment_reminders INTEGER NOT NULL DEFAULT 1 CHECK (payment_reminders IN (0, 1)),
    updated_at        INTEGER,
    PRIMARY KEY (seller_id, address)
);

-- A later rate's reminder (3 days before its charge) is sent once: the
-- scheduler marks the rate in the batch that queues the mail. The partial
-- index holds only rates still to be reminded, so a tick reads what is due.
ALTER TABLE order_rates ADD COLUMN reminded INTEGER NOT NULL DEFAULT 0 CHECK (reminded IN (0, 1));
CREATE INDEX order_rates_to_remind ON order_rates (next_attempt_at)
WHERE state = 'future' AND reminded = 0;

-- The seller's notifications (spec section 3's kinds), one per event:
-- `event_key` names the event within the seller, so a redelivered job
-- stores nothing twice.
CREATE TABLE seller_notifications (
    id         INTEGER PRIMARY KEY,
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    kind       TEXT    NOT NULL CHECK (kind IN ('order_created', 'paid_transaction',
                   'free_transaction', 'order_canceled', 'quiz_attempt', 'comment')),
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
CREATE INDEX seller_notifications_list ON seller_notifications (seller_id, id);
CREATE INDEX seller_notifications_unread ON seller_notifications (seller_id, id)
WHERE read_at IS NULL;

-- Whether the seller wants a kind by mail; a missing row is the kind's
-- default (the order kinds on, the others off).
CREATE TABLE notification_settings (
    seller_id INTEGER NOT NULL REFERENCES sellers (id),
    kind      TEXT    NOT NULL,
    mail      INTEGER NOT NULL CHECK (mail IN (0, 1)),
    PRIMARY KEY (seller_id, kind)
);

-- The development mailbox keeps a mail's extra headers (List-Unsubscribe),
-- as JSON pairs.
ALTER TABLE dev_mails ADD COLUMN headers TEXT NOT NULL DEFAULT '[]';
