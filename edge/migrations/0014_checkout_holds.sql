-- 0014: what an order holds besides its main product's unit (issue 14):
-- a use of its coupon, and the stock of each order bump.

-- Uses of a coupon held by unpaid orders, like products.reserved_count:
-- taken with the order, released when it expires or is cancelled, moved
-- to orders_count when it is paid. A use is refused when
-- orders_count + reserved_count would pass usage_limit.
ALTER TABLE coupons ADD COLUMN reserved_count INTEGER NOT NULL DEFAULT 0 CHECK (reserved_count >= 0);
-- The coupon whose use the order holds (null: none).
ALTER TABLE orders ADD COLUMN coupon_id INTEGER REFERENCES coupons (id);
-- A bump's event ticket (its plan's), whose seat the order holds.
ALTER TABLE order_items ADD COLUMN ticket_id INTEGER REFERENCES event_tickets (id);

-- Guard (see 0008): an order would use a coupon past its limit.
CREATE TABLE coupon_limit_guard (ok INTEGER NOT NULL CONSTRAINT coupon_used_up CHECK (ok = 1));
