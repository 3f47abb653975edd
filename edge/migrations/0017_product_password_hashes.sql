-- 0017: a product's access password is no longer stored in plain text.
-- From now on products.access_password holds an Argon2id PHC string
-- (core's product_access::PasswordHash). SQL cannot compute Argon2id, so
-- each password saved before this migration is marked as plain text
-- ('plain:' in front, core's product_access::LEGACY_PREFIX); the edge
-- hashes every marked value on the scheduler's next tick (and, before that,
-- on the first right attempt of a buyer). Until then a marked value is
-- compared in constant time; the product stays protected throughout.
UPDATE products SET access_password = 'plain:' || access_password
WHERE access_password IS NOT NULL AND access_password NOT LIKE '$argon2%';
