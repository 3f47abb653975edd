-- 0011: the order total in integer minor units, so that the seller's order
-- list filters on it exactly (spec section 3: order_amount_from /
-- order_amount_to; core's lists::ORDERS compares each order in its own
-- currency). `total` stays the decimal text of core's quote; `total_minor`
-- is the same amount in the currency's minor units (cents for EUR), as
-- core's Money::to_minor gives it, written with every new order.
--
-- No index on (seller_id, total_minor): the bound an order is compared
-- with depends on its currency's exponent (a CASE over `currency`), which an
-- index cannot serve; the list reads the seller's orders through
-- orders_seller (seller_id, created_at), in the order it shows them.

ALTER TABLE orders ADD COLUMN total_minor INTEGER CHECK (total_minor >= 0);

-- Existing orders: `total` was written by core's Money::to_decimal_string
-- with exactly the currency's decimals ('49.00' EUR, '1500' JPY, '0.500'
-- BHD), so without its point it is the amount in minor units. Text and
-- integers only, never a float.
UPDATE orders SET total_minor = CAST(replace(total, '.', '') AS INTEGER);

-- The proof: every total written back from its minor units with its
-- currency's decimals (core's currency table: none for the first list, three
-- for the second, two for every other currency) is the stored text. Any
-- other row aborts the migration rather than store a wrong amount.
CREATE TABLE migration_0011_guard (
    ok INTEGER NOT NULL CONSTRAINT total_minor_backfill CHECK (ok = 1)
);
INSERT INTO migration_0011_guard (ok)
SELECT 0 FROM orders
WHERE total_minor IS NULL OR total IS NOT CASE
    WHEN currency IN ('bif', 'clp', 'djf', 'gnf', 'isk', 'jpy', 'kmf', 'krw',
                      'pyg', 'rwf', 'ugx', 'vnd', 'vuv', 'xaf', 'xof', 'xpf')
        THEN printf('%d', total_minor)
    WHEN currency IN ('bhd', 'iqd', 'jod', 'kwd', 'lyd', 'omr', 'tnd')
        THEN printf('%d.%03d', total_minor / 1000, total_minor % 1000)
    ELSE printf('%d.%02d', total_minor / 100, total_minor % 100)
END;
DROP TABLE migration_0011_guard;
