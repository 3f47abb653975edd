-- 0009: what the seller's order lists filter on (issue 7): the plan kind
-- (the spec's payment_form) and the buyer's country on the order, and one
-- row per order rate with its order's facts for /cabinet/order_rates.

ALTER TABLE orders ADD COLUMN plan_kind TEXT NOT NULL DEFAULT 'one_time';
ALTER TABLE orders ADD COLUMN buyer_country TEXT NOT NULL DEFAULT '';

CREATE VIEW order_rates_list AS
SELECT r.rowid AS id, r.seller_id, r.order_id, r.idx, r.due_date, r.amount, r.state,
       r.failures, r.paid_at, o.token, o.product_id, o.payer_email, o.currency,
       o.payment_state
FROM order_rates r JOIN orders o ON o.id = r.order_id;
