-- 0032: funnels (issue 19): a seller's ordered steps, each offering one of
-- their products with a plan, shown to a buyer after a successful payment
-- and before the thank-you page; the buyer's runs through them; the upsell
-- orders taken with one click.

-- A funnel. `deleted` keeps the runs and the orders taken in it counted
-- (a deleted funnel is found nowhere: 404 like a missing one).
CREATE TABLE funnels (
    id         INTEGER PRIMARY KEY,
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    name       TEXT    NOT NULL,
    state      TEXT    NOT NULL DEFAULT 'deactivated'
               CHECK (state IN ('activated', 'deactivated')),
    deleted    INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX funnels_seller ON funnels (seller_id, id);

-- A funnel's steps (nodes) in their order. A step rewritten keeps its id
-- when it offers the same product; `removed` steps keep the orders and
-- statistics that name them.
CREATE TABLE funnel_nodes (
    id         INTEGER PRIMARY KEY,
    funnel_id  INTEGER NOT NULL REFERENCES funnels (id),
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    position   INTEGER NOT NULL,
    product_id INTEGER NOT NULL REFERENCES products (id),
    plan_id    INTEGER NOT NULL REFERENCES pricing_plans (id),
    title      TEXT    NOT NULL DEFAULT '',
    text       TEXT    NOT NULL DEFAULT '',
    removed    INTEGER NOT NULL DEFAULT 0 CHECK (removed IN (0, 1))
);
CREATE INDEX funnel_nodes_funnel ON funnel_nodes (funnel_id, removed, position);

-- The funnel a product sends its buyers through (one per product).
CREATE TABLE product_funnels (
    product_id INTEGER PRIMARY KEY REFERENCES products (id),
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    funnel_id  INTEGER NOT NULL REFERENCES funnels (id)
);
CREATE INDEX product_funnels_funnel ON product_funnels (funnel_id);

-- A buyer's run through a funnel after paying `order_id` (one per order).
-- `token` is the server's random secret in the step page's address: it
-- binds the page to the first order and its buyer.
CREATE TABLE funnel_runs (
    id         INTEGER PRIMARY KEY,
    token      TEXT    NOT NULL UNIQUE,
    order_id   INTEGER NOT NULL UNIQUE REFERENCES orders (id),
    seller_id  INTEGER NOT NULL REFERENCES sellers (id),
    funnel_id  INTEGER NOT NULL REFERENCES funnels (id),
    finished   INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)),
    created_at INTEGER NOT NULL
);

-- What happened at each step of a run: seen, then accepted (its upsell
-- order), declined, failed (the one-click charge did not pay) or skipped
-- (the buyer owns the product). `outcome` moves once from NULL.
CREATE TABLE funnel_steps (
    run_id    INTEGER NOT NULL REFERENCES funnel_runs (id),
    node_id   INTEGER NOT NULL REFERENCES funnel_nodes (id),
    seller_id INTEGER NOT NULL REFERENCES sellers (id),
    funnel_id INTEGER NOT NULL REFERENCES funnels (id),
    viewed_at INTEGER,
    outcome   TEXT CHECK (outcome IN ('accepting', 'accepted', 'declined', 'failed', 'skipped')),
    order_id  INTEGER REFERENCES orders (id),
    PRIMARY KEY (run_id, node_id)
);
CREATE INDEX funnel_steps_funnel ON funnel_steps (seller_id, funnel_id, node_id);

-- An upsell order names the order it followed and where it was taken.
ALTER TABLE orders ADD COLUMN parent_order_id INTEGER REFERENCES orders (id);
ALTER TABLE orders ADD COLUMN upsell_type TEXT CHECK (upsell_type IN ('funnel'));
ALTER TABLE orders ADD COLUMN funnel_id INTEGER REFERENCES funnels (id);
ALTER TABLE orders ADD COLUMN funnel_node_id INTEGER REFERENCES funnel_nodes (id);
CREATE INDEX orders_seller_funnel ON orders (seller_id, funnel_id, created_at);
CREATE INDEX orders_seller_funnel_node ON orders (seller_id, funnel_node_id, created_at);
CREATE INDEX orders_seller_upsell ON orders (seller_id, upsell_type, created_at);
