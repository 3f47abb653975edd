-- Refunds through Sellwerk (issue 30): what the seller's refunds of an
-- order gave back so far, in the order's minor units, and when the last
-- one was made. A refund reserves its amount here in one statement that
-- refuses to pass what was paid (`repo::orders::reserve_refund`), so two
-- refunds at once never give back more than was paid; a refund the
-- provider refused is taken back out.
ALTER TABLE orders ADD COLUMN refunded_minor INTEGER NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0);
ALTER TABLE orders ADD COLUMN refunded_at TEXT;

-- The sandbox provider's refunds of a payment so far (partial refunds),
-- in minor units; a payment is `refunded` once they reach its amount.
ALTER TABLE sandbox_payments ADD COLUMN refunded_minor INTEGER NOT NULL DEFAULT 0;
