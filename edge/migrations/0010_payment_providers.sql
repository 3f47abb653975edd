-- 0010: the seller's payment providers and method matrix (issue 7).

-- A connected provider: public fields in clear, credentials sealed with
-- the edge's key (AES-256-GCM, bound to seller and provider), never sent
-- back to a browser.
CREATE TABLE provider_accounts (
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    provider   TEXT    NOT NULL CHECK (provider IN ('stripe', 'paypal')),
    mode       TEXT    NOT NULL CHECK (mode IN ('test', 'live')),
    -- JSON: what may be shown (publishable key, client id, masks)
    public     TEXT    NOT NULL,
    sealed     TEXT    NOT NULL,
    updated_at TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    PRIMARY KEY (seller_id, provider)
);

-- JSON object: payment method -> provider that takes it (core's matrix);
-- a method without an entry goes to the sandbox.
ALTER TABLE sellers ADD COLUMN method_providers TEXT NOT NULL DEFAULT '{}';
