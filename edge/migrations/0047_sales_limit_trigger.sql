-- 0047: a product's sales limit is guarded by its own row (issue 31: an
-- order's write batch one statement shorter). Taking a unit of stock
-- (`reserved_count` raised by an order, `repo::orders::holds`) past
-- `sales_limit`, counting the units sold and those held by open checkouts,
-- aborts the statement and with it the whole batch, as the insert into
-- `sold_out_guard` after it did (0008); the error names `sold_out`, which
-- the edge reads as the refusal it was. Giving a unit back or selling it
-- (reserved down, sold up) never fires: only a raise is refused, so a
-- seller who lowers the limit below what is sold and held refuses new
-- orders only, as before.
CREATE TRIGGER products_sales_limit
BEFORE UPDATE OF reserved_count ON products
WHEN NEW.reserved_count > OLD.reserved_count
  AND NEW.sales_limit IS NOT NULL
  AND NEW.sold_count + NEW.reserved_count > NEW.sales_limit
BEGIN
  SELECT RAISE(ABORT, 'sold_out');
END;
