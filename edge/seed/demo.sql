-- Demo data for local development and tests. Idempotent.
INSERT OR IGNORE INTO sellers (id, username, display_name, country, vat_status, vat_id, prices_include_vat)
VALUES (1, 'demo', 'Demo Creator GmbH', 'DE', 'vat_payer', 'DE123456789', 1);

INSERT OR IGNORE INTO products (id, seller_id, form, name, description, published)
VALUES (1, 1, 'download', 'The Creator''s Handbook',
        'A 120-page guide to selling digital products, as PDF and EPUB.', 1);

INSERT OR IGNORE INTO pricing_plans (id, product_id, seller_id, name, kind, currency, price)
VALUES (1, 1, 1, 'One-time payment', 0, 'eur', '49.00');

-- A second seller, so that tests can prove one seller never sees another's data.
INSERT OR IGNORE INTO sellers (id, username, display_name, country, vat_status, prices_include_vat)
VALUES (2, 'kleinunternehmer', 'Klein Studio', 'DE', 'small_business', 1);

INSERT OR IGNORE INTO products (id, seller_id, form, name, description, published)
VALUES (2, 2, 'download', 'Brush Pack', 'Forty brushes for digital painting.', 1),
       (3, 2, 'download', 'Unreleased Pack', 'Not yet published.', 0);

INSERT OR IGNORE INTO pricing_plans (id, product_id, seller_id, name, kind, currency, price, pay_what_you_want)
VALUES (2, 2, 2, 'Pay what you want', 0, 'eur', '5.00', 1),
       (3, 3, 2, 'One-time payment', 0, 'eur', '9.00', 0);

INSERT OR IGNORE INTO coupons (id, seller_id, code, value_form, value, active)
VALUES (1, 1, 'WELCOME10', 'percents', '10', 1),
       (2, 1, 'OLDCODE', 'percents', '50', 0),
       (3, 2, 'BRUSH2', 'currency', '2.00', 1);
