-- 0029: the builder's pages, shop categories, and the shop version the
-- edge caches public pages under (issue 18).
--
-- sellers.shop_version moves whenever anything a cached public page shows
-- changes; the edge's cache key carries it, so the next request after such
-- a change renders afresh. The triggers below move it, each restricted to
-- what a page shows: a sale (sold_count, reserved_count, views, last
-- purchase) moves it only when it makes the product sold out or no longer
-- sold out.

ALTER TABLE sellers ADD COLUMN shop_version INTEGER NOT NULL DEFAULT 1;

-- A builder page of a seller: the shop's home (page_type 'shop', path ''),
-- a shop sub page ('shop', path 'about'), the product page template
-- ('shopProduct', path '' or a product id), the thank-you page
-- ('thankYouPage'). draft and published are core's builder documents
-- (JSON); published is what buyers see (NULL: not published).
CREATE TABLE pages (
    id           INTEGER PRIMARY KEY,
    seller_id    INTEGER NOT NULL REFERENCES sellers (id),
    page_type    TEXT    NOT NULL,
    path         TEXT    NOT NULL DEFAULT '',
    title        TEXT    NOT NULL DEFAULT '',
    draft        TEXT    NOT NULL,
    published    TEXT,
    published_at TEXT,
    created_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at   TEXT    NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (seller_id, page_type, path)
);

-- A shop's categories (spec section 3: title, description, colour,
-- hidden, order, one level of parents) and the products in each.
CREATE TABLE categories (
    id          INTEGER PRIMARY KEY,
    seller_id   INTEGER NOT NULL REFERENCES sellers (id),
    title       TEXT    NOT NULL,
    description TEXT    NOT NULL DEFAULT '',
    color       TEXT,
    hidden      INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
    position    INTEGER NOT NULL DEFAULT 0,
    parent_id   INTEGER REFERENCES categories (id)
);
CREATE INDEX categories_seller ON categories (seller_id, position);

CREATE TABLE category_products (
    category_id INTEGER NOT NULL REFERENCES categories (id),
    product_id  INTEGER NOT NULL REFERENCES products (id),
    position    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (category_id, product_id)
);
CREATE INDEX category_products_product ON category_products (product_id);

-- What moves the shop version.

-- The seller's name and address of the shop.
CREATE TRIGGER shop_version_seller AFTER UPDATE OF username, display_name ON sellers
WHEN old.username IS NOT new.username OR old.display_name IS NOT new.display_name
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.id;
END;

-- A product's shown columns, and its sold-out state (a sale moves the
-- version only when it crosses the sales limit).
CREATE TRIGGER shop_version_product_update AFTER UPDATE ON products
WHEN old.name IS NOT new.name
  OR old.description IS NOT new.description
  OR old.form IS NOT new.form
  OR old.published IS NOT new.published
  OR old.archived IS NOT new.archived
  OR old.access_password IS NOT new.access_password
  OR old.seller_id IS NOT new.seller_id
  OR (old.sales_limit IS NOT NULL AND old.sold_count + old.reserved_count >= old.sales_limit)
     IS NOT (new.sales_limit IS NOT NULL AND new.sold_count + new.reserved_count >= new.sales_limit)
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

-- A new product is a draft (unpublished) and shows nowhere; a deleted one
-- may have shown.
CREATE TRIGGER shop_version_product_insert AFTER INSERT ON products
WHEN new.published = 1
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_product_delete AFTER DELETE ON products
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = old.seller_id;
END;

-- Plans (names, prices, terms, order).
CREATE TRIGGER shop_version_plan_insert AFTER INSERT ON pricing_plans
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_plan_update AFTER UPDATE ON pricing_plans
WHEN old.name IS NOT new.name
  OR old.kind IS NOT new.kind
  OR old.currency IS NOT new.currency
  OR old.price IS NOT new.price
  OR old.pay_what_you_want IS NOT new.pay_what_you_want
  OR old.prefs IS NOT new.prefs
  OR old.position IS NOT new.position
  OR old.product_id IS NOT new.product_id
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_plan_delete AFTER DELETE ON pricing_plans
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = old.seller_id;
END;

-- Covers (their URLs carry the upload's time).
CREATE TRIGGER shop_version_cover_insert AFTER INSERT ON product_covers
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_cover_update AFTER UPDATE ON product_covers
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_cover_delete AFTER DELETE ON product_covers
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = old.seller_id;
END;

-- What a bundle includes (its page lists the items).
CREATE TRIGGER shop_version_items_insert AFTER INSERT ON product_items
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_items_update AFTER UPDATE ON product_items
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_items_delete AFTER DELETE ON product_items
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = old.seller_id;
END;

-- Pages: only what buyers see (the published document, its title and
-- path); saving a draft moves nothing.
CREATE TRIGGER shop_version_page_insert AFTER INSERT ON pages
WHEN new.published IS NOT NULL
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_page_update AFTER UPDATE ON pages
WHEN old.published IS NOT new.published
  OR (new.published IS NOT NULL AND (old.path IS NOT new.path OR old.title IS NOT new.title
      OR old.page_type IS NOT new.page_type))
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_page_delete AFTER DELETE ON pages
WHEN old.published IS NOT NULL
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = old.seller_id;
END;

-- Categories and their products.
CREATE TRIGGER shop_version_category_insert AFTER INSERT ON categories
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_category_update AFTER UPDATE ON categories
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = new.seller_id;
END;

CREATE TRIGGER shop_version_category_delete AFTER DELETE ON categories
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1 WHERE id = old.seller_id;
END;

CREATE TRIGGER shop_version_category_products_insert AFTER INSERT ON category_products
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1
    WHERE id = (SELECT seller_id FROM categories WHERE id = new.category_id);
END;

CREATE TRIGGER shop_version_category_products_update AFTER UPDATE ON category_products
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1
    WHERE id = (SELECT seller_id FROM categories WHERE id = new.category_id);
END;

CREATE TRIGGER shop_version_category_products_delete AFTER DELETE ON category_products
BEGIN
    UPDATE sellers SET shop_version = shop_version + 1
    WHERE id = (SELECT seller_id FROM categories WHERE id = old.category_id);
END;
