-- 0039: guest buyers reach what they bought (issue 30).
--
-- The SHA-256 digest of the secret the paying browser holds as a cookie
-- (`sw_buyer`), written with the order: the thank-you page's sign-in works
-- only for that browser. NULL for orders made before, or from a browser that
-- kept no cookie (a payment page in another site's frame).
ALTER TABLE orders ADD COLUMN buyer_secret TEXT;

-- An account made quietly from an order on its thank-you page (no password,
-- no username, address not confirmed): the digest of the paying browser's
-- secret. Until a mailed link confirms the address, a session of such an
-- account sees only the orders paid from that browser; NULL once confirmed
-- and for every other account.
ALTER TABLE users ADD COLUMN buyer_secret TEXT;

-- The upsells accepted after an order, which its thank-you page shows.
CREATE INDEX orders_parent ON orders (seller_id, parent_order_id) WHERE parent_order_id IS NOT NULL;
