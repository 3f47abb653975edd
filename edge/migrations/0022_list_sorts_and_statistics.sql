-- 0022: keyset paging (issue 15). A page after a cursor reads one range
-- `(sort, id) > (?, ?)` on an index in the sort's order, which needs an
-- index on (seller_id, sort column), the rowid (the id) appended by SQLite.
-- The filter indexes of 0018 put created_at between the column and the id
-- ((seller_id, payment_state, created_at)), which serves the filter with
-- the default sort but not the sort on that column: SQLite sorted every row
-- of the state to order it by id. These add the sorts that had none.
CREATE INDEX orders_seller_payment_state_id ON orders (seller_id, payment_state);
CREATE INDEX orders_seller_product_id ON orders (seller_id, product_id);
CREATE INDEX order_rates_seller_state_id ON order_rates (seller_id, state);
CREATE INDEX payment_tickets_seller_state_id ON payment_tickets (seller_id, state);
-- the tickets' id sort: (seller_id, product_id) of 0008 is not in id order
CREATE INDEX payment_tickets_seller_id ON payment_tickets (seller_id);

-- The amount range (repo::lists::amount_condition) selects, per group of
-- currencies sharing an exponent, `currency IN (…) AND total_minor BETWEEN`:
-- with the currency before the total, each currency's range is one exact
-- seek; on (seller_id, total_minor) every group read the range of every
-- currency (a bound of 98.50 in cents is 98,500 in thousandths, which
-- other currencies' totals fill) and each match's row for its currency.
DROP INDEX orders_seller_total;
CREATE INDEX orders_seller_currency_total ON orders (seller_id, currency, total_minor);

-- Statistics for the planner, as D1 advises after creating indexes
-- (`PRAGMA optimize` runs ANALYZE where it helps, each table sampled within
-- a bounded limit). 0x10002: every table, not only those this connection
-- has queried (a migration queries none). Without statistics SQLite
-- guesses; the list queries are written to be good either way (a search
-- or an order's rows drive the query with `+column`), so this only helps.
PRAGMA optimize=0x10002;
