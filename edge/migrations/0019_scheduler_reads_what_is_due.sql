-- 0019: the scheduler reads only what is due (issue 15: an idle tick read
-- about a million rows a minute with a million orders). Unpaid checkouts
-- that can still expire are the orders in draft or ready; orders_open
-- (payment_state, expires_at) also held every cancelled checkout that never
-- completed, which the expiry read through on every tick. This index holds
-- only the open ones (the expiry query names `order_state IN ('draft',
-- 'ready')` exactly as written here, so SQLite uses it).
CREATE INDEX orders_expiring ON orders (payment_state, expires_at)
WHERE order_state IN ('draft', 'ready');
