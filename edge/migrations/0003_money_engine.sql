-- 0003: what the money engine needs from stored data.
-- Plan prefs (first/next amount, payments count, intervals, custom rates,
-- trial, start day) already live in pricing_plans.prefs as JSON.

-- The spec's product categories; e_book decides the reduced VAT rate.
ALTER TABLE products ADD COLUMN category TEXT
    CHECK (category IS NULL OR category IN ('e_book', 'music_files', 'coaching', 'membership', 'book',
        'online_course', 'online_course_live', 'event', 'certificate', 'license_code'));

-- Payment methods the seller has enabled, as a JSON array of the spec's names.
ALTER TABLE sellers ADD COLUMN payment_methods TEXT NOT NULL DEFAULT '["card","paypal","sepa"]';

-- The coupon rules: basis, scope, limit, validity window and recurring reach.
ALTER TABLE coupons ADD COLUMN form TEXT NOT NULL DEFAULT 'single' CHECK (form IN ('single', 'bulk'));
ALTER TABLE coupons ADD COLUMN basis TEXT NOT NULL DEFAULT 'end_amount'
    CHECK (basis IN ('end_amount', 'net_amount'));
ALTER TABLE coupons ADD COLUMN scope TEXT NOT NULL DEFAULT 'all_products'
    CHECK (scope IN ('all_products', 'single_product', 'multiple_products'));
-- JSON array of product ids for single_product and multiple_products
ALTER TABLE coupons ADD COLUMN product_ids TEXT NOT NULL DEFAULT '[]';
ALTER TABLE coupons ADD COLUMN usage_limit INTEGER CHECK (usage_limit IS NULL OR usage_limit >= 0);
ALTER TABLE coupons ADD COLUMN orders_count INTEGER NOT NULL DEFAULT 0 CHECK (orders_count >= 0);
ALTER TABLE coupons ADD COLUMN valid_from TEXT;
ALTER TABLE coupons ADD COLUMN valid_till TEXT;
ALTER TABLE coupons ADD COLUMN applies_to TEXT NOT NULL DEFAULT 'first_payment'
    CHECK (applies_to IN ('first_payment', 'all_payments'));
