-- Batched reads (issue 15, no N+1): the buyer's orders read the license
-- keys of a page of orders in one statement, `WHERE order_id IN (...)`;
-- license_keys_free leads with the seller and product, so without this
-- index each such read (and the order page's) scanned every key.
CREATE INDEX license_keys_order ON license_keys (order_id);
