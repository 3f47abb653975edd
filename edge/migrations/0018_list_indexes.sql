-- 0018: indexes for the seller's lists (issue 15, "repositories that
-- scale"). Every list query starts with `seller_id = ?1`; each index leads
-- with the seller and then the column a filter, sort or search of that list
-- reads (edge/src/repo/lists/columns.rs), so a page reads rows in
-- proportion to the page, not to the seller's history. SQLite appends the
-- rowid to every index, so `(seller_id, x)` also serves `ORDER BY x, id`.

-- orders: (seller_id, created_at) is orders_seller (0008).
CREATE INDEX orders_seller_id ON orders (seller_id);
CREATE INDEX orders_seller_paid ON orders (seller_id, paid_at);
CREATE INDEX orders_seller_payment_state ON orders (seller_id, payment_state, created_at);
CREATE INDEX orders_seller_order_state ON orders (seller_id, order_state, created_at);
CREATE INDEX orders_seller_product ON orders (seller_id, product_id, created_at);
CREATE INDEX orders_seller_plan ON orders (seller_id, plan_id, created_at);
CREATE INDEX orders_seller_plan_kind ON orders (seller_id, plan_kind, created_at);
CREATE INDEX orders_seller_ticket ON orders (seller_id, ticket_id, created_at);
CREATE INDEX orders_seller_method ON orders (seller_id, payment_method, created_at);
CREATE INDEX orders_seller_provider ON orders (seller_id, provider, created_at);
CREATE INDEX orders_seller_country ON orders (seller_id, buyer_country, created_at);
CREATE INDEX orders_seller_total ON orders (seller_id, total_minor);
-- the search: an address exactly or its start (a range); tokens are unique.
CREATE INDEX orders_seller_email ON orders (seller_id, payer_email);

-- order rates had no index on their seller: the list read every rate.
CREATE INDEX order_rates_seller ON order_rates (seller_id);
CREATE INDEX order_rates_seller_due ON order_rates (seller_id, due_date);
CREATE INDEX order_rates_seller_state ON order_rates (seller_id, state, due_date);
CREATE INDEX order_rates_seller_order ON order_rates (seller_id, order_id);

-- payment tickets: (seller_id, product_id) is payment_tickets_seller (0008).
CREATE INDEX payment_tickets_seller_created ON payment_tickets (seller_id, created_at);
CREATE INDEX payment_tickets_seller_state ON payment_tickets (seller_id, state, created_at);
CREATE INDEX payment_tickets_seller_code ON payment_tickets (seller_id, code);
CREATE INDEX payment_tickets_seller_order ON payment_tickets (seller_id, order_id);
CREATE INDEX payment_tickets_seller_ticket ON payment_tickets (seller_id, ticket_id);

-- products (a seller's few hundred) and coupons: the default sort.
CREATE INDEX products_seller_created ON products (seller_id, created_at);
CREATE INDEX coupons_seller_created ON coupons (seller_id, created_at);
