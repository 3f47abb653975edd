-- 0024: the cabinet home (issue 16) sums the seller's paid rates of the last
-- 30 days by the day they were paid. order_rates had no index leading with
-- the seller and the payment time, so that read scanned every rate of the
-- seller; the paid orders of the same days are served by orders_seller_paid
-- (0018).
CREATE INDEX order_rates_seller_paid ON order_rates (seller_id, paid_at);
