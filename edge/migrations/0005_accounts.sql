-- 0005: accounts, profiles, sessions and the tokens of issue 5.

ALTER TABLE users ADD COLUMN first_name TEXT NOT NULL DEFAULT '';
ALTER TABLE users ADD COLUMN last_name TEXT NOT NULL DEFAULT '';

-- What a user acts as (spec section 6). A seller profile owns one shop
-- (seller_id); a team member acts for one (seller_id); payers, publishers
-- and admins stand alone.
CREATE TABLE profiles (
    id         INTEGER PRIMARY KEY,
    user_id    INTEGER NOT NULL REFERENCES users (id),
    kind       TEXT    NOT NULL CHECK (kind IN ('seller', 'publisher', 'team_member', 'payer', 'admin')),
    seller_id  INTEGER REFERENCES sellers (id),
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK ((kind IN ('seller', 'team_member')) = (seller_id IS NOT NULL))
);
CREATE UNIQUE INDEX profiles_unique ON profiles (user_id, kind, ifnull(seller_id, 0));

-- One session per sign-in: the family of its refresh tokens. Revoking it
-- ends every refresh and access token of the family at once.
CREATE TABLE sessions (
    id             INTEGER PRIMARY KEY,
    user_id        INTEGER NOT NULL REFERENCES users (id),
    profile_id     INTEGER NOT NULL REFERENCES profiles (id),
    fingerprint    TEXT    NOT NULL DEFAULT '',
    -- the client's user-session-id header at sign-in (spec section 7), to
    -- tie support requests and logs to a session without any token
    client_session TEXT    NOT NULL DEFAULT '',
    created_at     TEXT    NOT NULL,
    revoked_at     TEXT,
    -- sign_out, reuse (a used refresh token came back), password_reset, profile_switch
    revoked_reason TEXT
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Refresh tokens, stored as SHA-256 digests only; each is used once.
CREATE TABLE refresh_tokens (
    id         INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions (id),
    token_hash TEXT    NOT NULL UNIQUE,
    expires_at INTEGER NOT NULL, -- Unix seconds
    used_at    INTEGER
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- Single-use, expiring tokens sent by mail, stored as digests only.
CREATE TABLE one_time_tokens (
    id           INTEGER PRIMARY KEY,
    user_id      INTEGER NOT NULL REFERENCES users (id),
    purpose      TEXT    NOT NULL CHECK (purpose IN ('confirm_email', 'reset_password', 'magic_link', 'change_email')),
    token_hash   TEXT    NOT NULL UNIQUE,
    -- change_email: the new address; magic_link: the profile kind and seller asked for
    new_email    TEXT,
    profile_kind TEXT,
    seller       TEXT,
    expires_at   INTEGER NOT NULL, -- Unix seconds
    used_at      INTEGER
);

-- Fixed-window counters of the rate limits (sign-in, sign-up, mails).
CREATE TABLE rate_limits (
    key          TEXT    PRIMARY KEY,
    window_start INTEGER NOT NULL,
    count        INTEGER NOT NULL
);

-- The local development mailbox: every mail the dev sender "sent".
CREATE TABLE dev_mails (
    id         INTEGER PRIMARY KEY,
    -- the job's idempotency key: a redelivered message stores nothing twice
    mail_key   TEXT    NOT NULL UNIQUE,
    to_address TEXT    NOT NULL,
    subject    TEXT    NOT NULL,
    body_text  TEXT    NOT NULL,
    link       TEXT    NOT NULL,
    created_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- The seller profile's business step (spec section 5), as core checks it.
CREATE TABLE seller_profiles (
    seller_id  INTEGER PRIMARY KEY REFERENCES sellers (id),
    data       TEXT    NOT NULL, -- JSON of core's BusinessStep
    updated_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
