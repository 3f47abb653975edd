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

-- Money engine demo (0003): an online course on instalments or as a
-- subscription with a trial, and an e-book offered as an order bump.
UPDATE products SET category = 'e_book' WHERE id = 1 AND category IS NULL;
UPDATE sellers SET payment_methods = '["card","paypal","sepa","ideal","klarna"]' WHERE id = 1;

INSERT OR IGNORE INTO products (id, seller_id, form, category, name, description, published)
VALUES (4, 1, 'course', 'online_course', 'Creator Academy', 'Twelve weeks from idea to first sale.', 1),
       (5, 1, 'download', 'e_book', 'Pricing Cheat Sheet', 'A one-page e-book on pricing.', 1);

INSERT OR IGNORE INTO pricing_plans (id, product_id, seller_id, name, kind, currency, price, prefs, position)
VALUES (4, 4, 1, 'Three monthly instalments', 1, 'eur', '0',
        '{"first_amount":"100.00","next_amount":"100.00","payments_count":3,"interval":"1m"}', 0),
       (5, 4, 1, 'Monthly membership, 14 days free', 3, 'eur', '0',
        '{"first_amount":"29.00","next_amount":"29.00","interval":"1m","trial_period":"14d"}', 1),
       (6, 5, 1, 'One-time payment', 0, 'eur', '9.00', '{}', 0);

-- The e-book is the course's configured bump (its setup's upsell step):
-- only configured bumps are sold with a product.
UPDATE products SET setup = '{"upsell":{"bumps":[{"product_id":5,"plan_id":6,"headline":"Add the cheat sheet"}]}}'
WHERE id = 4 AND setup = '{}';

-- The demo downloads are sellable and complete: each has a real file (a
-- download without one is not sellable, core's `no_digitals`), stored as
-- an upload stores it (`sellers/{seller}/products/{product}/{key}`). The
-- objects themselves are put into the local R2 bucket by
-- scripts/prepare-db.sh from edge/seed/files/ (its list names the same
-- keys, files and sizes).
INSERT OR IGNORE INTO product_files (id, product_id, seller_id, r2_key, name, size, content_type)
VALUES (1, 1, 1, 'sellers/1/products/1/seed-creators-handbook', 'creators-handbook.pdf', 1473, 'application/pdf'),
       (2, 2, 2, 'seed/kleinunternehmer/brushes', 'brush-pack.txt', 43, 'text/plain'),
       (3, 5, 1, 'sellers/1/products/5/seed-pricing-cheat-sheet', 'pricing-cheat-sheet.pdf', 1259, 'application/pdf');

-- The demo course has content, as the course form stores it (core's
-- `CourseContent`, issue 17): two chapters of text, video and pdf lessons
-- with their ids, a quiz, week 2 dripped by seven days, and a completion
-- certificate; the pdf is the course's own file (4).
INSERT OR IGNORE INTO product_files (id, product_id, seller_id, r2_key, name, size, content_type)
VALUES (4, 4, 1, 'sellers/1/products/4/seed-course-workbook', 'course-workbook.pdf', 1473, 'application/pdf');
UPDATE products SET content = '{"chapters":[{"title":"Week 1: Your idea","lessons":[{"id":1,"title":"Welcome to the Academy","kind":"text","body":"Over twelve weeks you go from an idea to your first sale. Each week has a short lesson and one task.\n\nWork through the lessons in order and mark each one finished when you are done.","drip_days":0},{"id":2,"title":"Find the one person you help","kind":"text","body":"Write down who your product is for and which problem it solves for them. Keep it to one sentence.","drip_days":0,"quiz":{"questions":[{"text":"Who should your first product be for?","options":["Everyone who might like it","One kind of person with one problem","Other creators"],"correct":[1]},{"text":"Which belong in your one-sentence description?","options":["Who it is for","The problem it solves","Your favourite colour"],"correct":[0,1]}],"pass_percent":50,"attempts_max":3}},{"id":3,"title":"How other creators started","kind":"video","body":"","video_url":"https://example.com/videos/creator-stories","drip_days":0},{"id":4,"title":"Your workbook","kind":"pdf","body":"Print the workbook or fill it in on screen; each week has one page.","file_id":4,"drip_days":0}]},{"title":"Week 2: Your first product","lessons":[{"id":5,"title":"Start small and finish","kind":"text","body":"A short guide that is finished sells better than a long one that is not. Choose the smallest useful version.","drip_days":7},{"id":6,"title":"Price it with confidence","kind":"text","body":"Compare your price with what your buyer would spend in time or money to solve the problem alone.","drip_days":7}]}],"certificate":true,"next_lesson_id":7}'
WHERE id = 4 AND content = '{"chapters":[]}';

INSERT OR IGNORE INTO coupons (id, seller_id, code, value_form, value, scope, product_ids, applies_to)
VALUES (4, 1, 'ACADEMY20', 'percents', '20', 'single_product', '[4]', 'all_payments');
INSERT OR IGNORE INTO coupons (id, seller_id, code, value_form, value, valid_till)
VALUES (5, 1, 'SUMMER24', 'percents', '15', '2024-09-01T00:00:00Z');
INSERT OR IGNORE INTO coupons (id, seller_id, code, value_form, value, usage_limit, orders_count)
VALUES (6, 1, 'FIRST1', 'percents', '50', 1, 1);

-- Users (0004): the owners of the two demo shops. Their names and addresses
-- are taken, which the sign-up checks show.
INSERT OR IGNORE INTO users (id, email, username, email_confirmed_at)
VALUES (1, 'demo@sellwerk.test', 'demo', '2026-01-01T00:00:00.000Z'),
       (2, 'studio@sellwerk.test', 'kleinunternehmer', '2026-01-01T00:00:00.000Z');

-- Accounts (0005). Passwords for local development only: demo-password,
-- studio-password, admin-password (Argon2id PHC strings).
UPDATE users SET first_name = 'Demo', last_name = 'Creator',
    password_hash = '$argon2id$v=19$m=19456,t=2,p=1$AQEBAQEBAQEBAQEBAQEBAQ$DKqpcYmMEQaLXcY+k82ge99cbh4LGLGnV59IepLqD8I'
    WHERE id = 1 AND password_hash IS NULL;
UPDATE users SET first_name = 'Klara', last_name = 'Klein',
    password_hash = '$argon2id$v=19$m=19456,t=2,p=1$AgICAgICAgICAgICAgICAg$6eninVebayCGPVMOOg/gXTzr7e6cKSwGnd8VlU733EQ'
    WHERE id = 2 AND password_hash IS NULL;
INSERT OR IGNORE INTO users (id, email, username, email_confirmed_at, first_name, last_name, password_hash)
VALUES (3, 'admin@sellwerk.test', 'admin', '2026-01-01T00:00:00.000Z', 'Ada', 'Admin',
        '$argon2id$v=19$m=19456,t=2,p=1$AwMDAwMDAwMDAwMDAwMDAw$f0GK+F8eNEbdJuWb0G2AtIZ7fYr4NLkCmAiMxp4jBII');
INSERT OR IGNORE INTO profiles (id, user_id, kind, seller_id)
VALUES (1, 1, 'seller', 1),
       (2, 2, 'seller', 2),
       (3, 1, 'payer', NULL),
       (4, 3, 'admin', NULL);

-- A third shop whose public list no test changes: the list and paging
-- tests read it while other tests publish products in the demo shop.
INSERT OR IGNORE INTO sellers (id, username, display_name, country, vat_status, prices_include_vat)
VALUES (3, 'listshop', 'List Shop', 'DE', 'vat_payer', 1);
INSERT OR IGNORE INTO products (id, seller_id, form, category, name, description, published)
VALUES (6, 3, 'download', 'e_book', 'The Creator''s Handbook', 'A guide.', 1),
       (7, 3, 'course', 'online_course', 'Creator Academy', 'A course.', 1),
       (8, 3, 'download', 'e_book', 'Pricing Cheat Sheet', 'One page.', 1);

-- Legal documents (0025, issue 17): publishing needs every kind (issue
-- 30: imprint, terms, privacy notice, cancellation terms), so the demo
-- shops have them; the list shop (its products are seeded published, and
-- only listed) has no privacy notice, for the page of a missing document.
INSERT OR IGNORE INTO legal_documents (id, seller_id, kind, name, created_at)
VALUES (1, 1, 'imprint', '', '2026-01-01T00:00:00Z'),
       (2, 1, 'terms', '', '2026-01-01T00:00:00Z'),
       (3, 1, 'privacy', '', '2026-01-01T00:00:00Z'),
       (4, 1, 'cancellation_terms', 'Digitale Inhalte', '2026-01-01T00:00:00Z'),
       (5, 2, 'imprint', '', '2026-01-01T00:00:00Z'),
       (6, 2, 'terms', '', '2026-01-01T00:00:00Z'),
       (7, 3, 'imprint', '', '2026-01-01T00:00:00Z'),
       (8, 3, 'terms', '', '2026-01-01T00:00:00Z'),
       (9, 2, 'privacy', '', '2026-01-01T00:00:00Z'),
       (10, 2, 'cancellation_terms', 'Digitale Inhalte', '2026-01-01T00:00:00Z'),
       (12, 3, 'cancellation_terms', 'Digitale Inhalte', '2026-01-01T00:00:00Z');
INSERT OR IGNORE INTO legal_document_versions (document_id, seller_id, version, body, created_at)
VALUES (1, 1, 1, '# Impressum

Demo Creator GmbH
Hauptstraße 5
10115 Berlin

## Vertreten durch

Dana Demo, Geschäftsführerin

## Kontakt

E-Mail: demo@sellwerk.test

## Registereintrag

Amtsgericht Charlottenburg, HRB 123456 B
USt-IdNr.: DE123456789', '2026-01-01T00:00:00Z'),
       (2, 1, 1, '# Allgemeine Geschäftsbedingungen

## 1. Geltungsbereich

Diese AGB gelten für alle Bestellungen digitaler Produkte bei der Demo Creator GmbH über diesen Shop.

## 2. Vertragsschluss

Mit dem Klick auf den Kaufbutton gibst du ein verbindliches Angebot ab. Der Vertrag kommt mit unserer Bestätigung per E-Mail zustande.

## 3. Preise und Zahlung

Alle Preise enthalten die gesetzliche Umsatzsteuer. Die Zahlung wird über den im Checkout gewählten Zahlungsanbieter abgewickelt.', '2026-01-01T00:00:00Z'),
       (3, 1, 1, '# Datenschutzerklärung

## Verantwortlicher

Demo Creator GmbH, Hauptstraße 5, 10115 Berlin, demo@sellwerk.test

## Welche Daten wir verarbeiten

Für deine Bestellung verarbeiten wir deinen Namen, deine E-Mail-Adresse, deine Anschrift und die Zahlungsdaten, soweit sie für die Vertragserfüllung nötig sind (Art. 6 Abs. 1 lit. b DSGVO).

## Deine Rechte

Du hast das Recht auf Auskunft, Berichtigung, Löschung und Einschränkung der Verarbeitung sowie auf Beschwerde bei einer Aufsichtsbehörde.', '2026-01-01T00:00:00Z'),
       (4, 1, 1, '# Widerrufsbelehrung

## Widerrufsrecht

Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.

Um dein Widerrufsrecht auszuüben, musst du uns (Demo Creator GmbH, Hauptstraße 5, 10115 Berlin, demo@sellwerk.test) mittels einer eindeutigen Erklärung über deinen Entschluss, diesen Vertrag zu widerrufen, informieren.

## Vorzeitiges Erlöschen

Bei digitalen Inhalten erlischt das Widerrufsrecht, wenn wir mit der Ausführung des Vertrags begonnen haben, nachdem du ausdrücklich zugestimmt hast, dass wir vor Ablauf der Widerrufsfrist beginnen, und du deine Kenntnis davon bestätigt hast, dass du dadurch dein Widerrufsrecht verlierst.', '2026-01-01T00:00:00Z'),
       (5, 2, 1, '# Impressum

Klein Studio, Klara Klein
Gartenweg 2
04109 Leipzig

E-Mail: studio@sellwerk.test

Kleinunternehmer nach § 19 UStG.', '2026-01-01T00:00:00Z'),
       (6, 2, 1, '# AGB

## 1. Geltungsbereich

Diese AGB gelten für alle Bestellungen bei Klein Studio.', '2026-01-01T00:00:00Z'),
       (7, 3, 1, '# Impressum

List Shop
Listenweg 3
20095 Hamburg', '2026-01-01T00:00:00Z'),
       (8, 3, 1, '# AGB

Diese AGB gelten für alle Bestellungen im List Shop.', '2026-01-01T00:00:00Z'),
       (9, 2, 1, '# Datenschutzerklärung

Verantwortlich ist Klein Studio. Wir verarbeiten die Daten deiner Bestellung, um den Vertrag zu erfüllen.', '2026-01-01T00:00:00Z'),
       (10, 2, 1, '# Widerrufsbelehrung

Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.', '2026-01-01T00:00:00Z'),
       (12, 3, 1, '# Widerrufsbelehrung

Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.', '2026-01-01T00:00:00Z');
