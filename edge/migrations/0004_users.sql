-- 0004: the people who sign in. One user may later hold several profiles
-- (seller, publisher, team member, payer; issue 5). Usernames and shop
-- usernames share one namespace: a name is taken when either table has it.

CREATE TABLE users (
    id                 INTEGER PRIMARY KEY,
    -- stored lowercased and trimmed, so one address is one account
    email              TEXT    NOT NULL UNIQUE CHECK (email = lower(trim(email)) AND length(email) BETWEEN 3 AND 254),
    -- lowercased (spec section 5); NULL until the user picks one
    username           TEXT    UNIQUE CHECK (username IS NULL OR username = lower(username)),
    -- argon2id PHC string; NULL for accounts that sign in by magic link only
    password_hash      TEXT,
    email_confirmed_at TEXT,
    locale             TEXT    NOT NULL DEFAULT 'de' CHECK (locale IN ('de', 'en')),
    created_at         TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
