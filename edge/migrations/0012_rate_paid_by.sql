-- 0012: which provider payment paid each rate. A rate may have several
-- payments linked (a declined charge, its retry, the buyer paying it from
-- the order's page); when two of them succeed, the one that paid is kept
-- here, the other is given back, and the refund event of that other one
-- leaves the order as it is. A seller's refund goes to the payment that
-- paid. NULL for rates paid before this column (refunds then take the
-- rate's latest payment, as before).
ALTER TABLE order_rates ADD COLUMN paid_by TEXT;
