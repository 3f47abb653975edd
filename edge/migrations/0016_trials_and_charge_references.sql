-- 0016: free trials save a payment method before access, and a scheduled
-- charge is linked to its rate by a reference before the provider is
-- called (issue 14, finding 5).

-- What a provider payment linked to an order is: a payment of a rate, or
-- the setup that saved a method for a free first rate (Stripe's
-- SetupIntent, the sandbox's setup page); later rates are charged with
-- the method a setup saved.
ALTER TABLE provider_payments ADD COLUMN kind TEXT NOT NULL DEFAULT 'payment'
    CHECK (kind IN ('payment', 'setup'));

-- The reference of the scheduler's latest charge of a rate (order token,
-- rate index and attempt), stored before the provider is called and sent
-- as its idempotency key, and when that charge was started; charge_at is
-- cleared once the provider's answer is applied. A rate still pending with
-- a charge_at is a charge whose answer was lost: the scheduler asks again
-- with the same reference (the provider answers the first charge, never a
-- second one), and gives up after a deadline (a soft decline, retried).
ALTER TABLE order_rates ADD COLUMN charge_ref TEXT;
ALTER TABLE order_rates ADD COLUMN charge_at INTEGER;
CREATE INDEX order_rates_unanswered ON order_rates (state, charge_at);

-- The sandbox's setups (a card saved, nothing charged) and the idempotency
-- key of its off-session charges: a charge asked again with the same key
-- answers the first one.
ALTER TABLE sandbox_payments ADD COLUMN mode TEXT NOT NULL DEFAULT 'payment'
    CHECK (mode IN ('payment', 'setup'));
ALTER TABLE sandbox_payments ADD COLUMN idempotency_key TEXT;
CREATE UNIQUE INDEX sandbox_payments_idempotency ON sandbox_payments (idempotency_key)
    WHERE idempotency_key IS NOT NULL;
