//! One entry per route of the table: what it takes and answers, by the
//! types its handler reads and writes. Every JSON answer is the schema of
//! the struct the handler serializes (an envelope such as `{"product": …}`
//! is a struct of its own beside its handler, never keys written here), so
//! the document cannot drift from what is served; the fuzzer
//! (`tests/fuzz-api.test.ts`) checks every answer against it.

use schemars::Schema;
use sellwerk_core::catalog::{CourseContent, ProductDraft, ProductPatch};
use sellwerk_core::coupon::CouponTerms;
use sellwerk_core::legal::DocumentDraft;
use sellwerk_core::lists;
use sellwerk_core::providers::{PaypalCredentials, StripeCredentials};
use sellwerk_core::setup::ProductSetup;
use sellwerk_core::ticket::TicketDraft;
use sellwerk_core::tracking::{ContactMessage, TrackingCodeDraft};
use sellwerk_core::validation::{BusinessStep, SignUp};
use serde_json::{Value, json};

use super::{Content, Operation, Schemas};
use crate::repo::catalog::ShopProductSummary;
use crate::repo::coupons::CabinetCoupon;
use crate::repo::course_lists::SessionListRow;
use crate::repo::media::Media;
use crate::repo::order_lists::{OrderListRow, RateListRow, TicketListRow, TicketOverview};
use crate::routes::{EmailAnswer, ListPage, Listed, Sent};
use crate::routes::{
    account, cabinet, cabinet_courses, cabinet_orders, certificates, checkout, coupons, courses,
    covers, emails, exports, funnels, health, legal, media, notifications, orders, pages, products,
    session, settings, setup, shop, storefront, tickets, tracking, uploads, webhooks,
};
use crate::session::SessionBody;

fn s(value: Value) -> Schema {
    Schema::try_from(value).unwrap_or_default()
}

fn product_access_header() -> Value {
    json!({"type": "string"})
}

const IDEMPOTENCY: &str = "1 to 255 printable characters, not starting with `internal:` (the edge's own keys); \
     a retry with the same key and body answers the first order";

#[allow(clippy::too_many_lines)] // one entry per route, in the table's order
pub fn operations(g: &mut Schemas, development_routes: bool) -> Vec<Operation> {
    let op = Operation::new;
    let mut ops = vec![
        op(
            "GET",
            "/v1/health",
            "D1, and with `deep` R2 and a queue heartbeat",
        )
        .query(
            "deep",
            false,
            json!({"type": "string"}),
            "also an R2 round trip and a queue heartbeat",
        )
        .query(
            "heartbeat",
            false,
            json!({"type": "string"}),
            "whether this heartbeat was consumed",
        )
        .ok(200, g.out::<health::Health>()),
        op(
            "GET",
            "/v1/common/time_zones/:name",
            "a time zone's TZif bytes (the name's `/` encoded as `%2F`), cached as immutable",
        )
        .answers(200, Content::Bytes("application/octet-stream"))
        .errors(&[404]),
        op("GET", "/v1/openapi.json", "this document").ok(
            200,
            s(json!({"type": "object", "description": "an OpenAPI 3.1 document"})),
        ),
        op(
            "GET",
            "/v1/shop/:username",
            "a shop's public face: its name",
        )
        .ok(200, g.out::<shop::ShopBody>()),
        op(
            "GET",
            "/v1/shop/:username/products",
            "a page of a shop's published products",
        )
        .list_of(&lists::SHOP_PRODUCTS)
        .ok(200, g.out::<ListPage<ShopProductSummary>>()),
        op(
            "GET",
            "/v1/shop/:username/products/:id",
            "a published product, its plans and offered bumps",
        )
        .header(
            "Product-Access",
            false,
            product_access_header(),
            "grants of password-protected products",
        )
        .ok(200, g.out::<shop::ProductBody>())
        .errors(&[403]),
        op(
            "GET",
            "/v1/shop/:username/products/:id/cover/:variant",
            "a published product's cover image",
        )
        .answers(200, Content::Bytes("image/*")),
        op(
            "GET",
            "/v1/media/:seller/:token",
            "a file of a seller's media library (an image or a font), cached for good: a new upload has a new address",
        )
        .ranged("*/*"),
        op(
            "POST",
            "/v1/shop/:username/products/:id/access",
            "a buyer's attempt at a product's password",
        )
        .json_body(g.input::<shop::AccessBody>())
        .ok(200, g.out::<shop::AccessAnswer>())
        .errors(&[429]),
        op(
            "GET",
            "/v1/shop/:username/coupons/:code",
            "an active coupon's terms, for the payment page's quote (a deactivated code is 404 like an \
             unknown one); limited per client address and per shop",
        )
        .ok(200, g.out::<shop::CouponBody>())
        .errors(&[429]),
        op(
            "GET",
            "/v1/shop/:username/documents/:kind",
            "a shop's imprint, terms, privacy notice or cancellation terms (`ct_id`, `product_type`)",
        )
        .query(
            "ct_id",
            false,
            json!({"type": "integer"}),
            "cancellation terms: the set (default the shop's first)",
        )
        .query(
            "product_type",
            false,
            json!({"type": "string"}),
            "cancellation terms: the product form they are read for",
        )
        .ok(200, g.out::<legal::PublicDocument>()),
        op(
            "GET",
            "/v1/shop/:username/tracking",
            "a shop's active tracking codes and the consent cookie's name, loaded by its pages after consent",
        )
        .ok(200, g.out::<crate::repo::tracking::PublicTracking>()),
        op(
            "POST",
            "/v1/shop/:username/contact",
            "a message to the seller through the shop's contact form: JSON (201), or the page's form post \
             (application/x-www-form-urlencoded, the same fields) answered 303 back to the page with \
             `contact=sent|invalid|limited`; the form's own fields (`custom_1` to `custom_10`, `birthday`, \
             `street`, `zip`, `country_code`) join the message; limited per client and sender address",
        )
        .json_body(g.input::<ContactMessage>())
        .ok(201, g.out::<tracking::ContactSent>())
        .answers(303, Content::Empty)
        .errors(&[429]),
        op(
            "GET",
            "/v1/common/cookies_consent_categories",
            "the cookie-consent banner's categories, names and descriptions in English and German; \
             the list query of spec section 7 is accepted and ignored",
        )
        .ok(200, g.out::<Listed<sellwerk_core::tracking::ConsentCategory>>()),
        op(
            "GET",
            "/v1/checkout/buyer",
            "who is signed in, to fill in the payment page: the address and names, or `null` for a guest \
             (200 either way; only a current access token counts)",
        )
        .ok(200, g.out::<checkout::SignedInBody>()),
        op(
            "POST",
            "/v1/checkout/quote",
            "the authoritative quote of a cart",
        )
        .header(
            "Product-Access",
            false,
            product_access_header(),
            "grants of password-protected products",
        )
        .json_body(g.input::<crate::services::checkout::QuoteAsk>())
        .ok(200, g.out::<checkout::QuoteBody>())
        .errors(&[403, 404, 429]),
        op(
            "POST",
            "/v1/checkout/orders",
            "an order, once per Idempotency-Key",
        )
        .header(
            "Idempotency-Key",
            true,
            json!({"type": "string", "minLength": 1, "maxLength": 255}),
            IDEMPOTENCY,
        )
        .header(
            "Product-Access",
            false,
            product_access_header(),
            "grants of password-protected products",
        )
        .json_body(g.input::<orders::OrderAsk>())
        .ok(201, g.out::<orders::Next>())
        .ok(200, g.out::<orders::Next>())
        .errors(&[403, 404, 409, 429, 502]),
        op(
            "GET",
            "/v1/checkout/orders/:token",
            "where an order stands: rates, delivery",
        )
        .ok(200, g.out::<orders::Status>()),
        op(
            "POST",
            "/v1/checkout/orders/:token/cancel",
            "cancels a running subscription",
        )
        .ok(200, g.out::<orders::OrderBody>())
        .errors(&[409]),
        op(
            "POST",
            "/v1/checkout/orders/:token/check",
            "asks the provider about the order's open rates",
        )
        .ok(200, g.out::<orders::Status>())
        .errors(&[502]),
        op(
            "POST",
            "/v1/checkout/orders/:token/sign_in",
            "signs the paying browser in to the buyer's purchases",
        )
        .ok(200, g.out::<SessionBody>())
        .errors(&[403, 429]),
        op(
            "POST",
            "/v1/checkout/orders/:token/rates/:index/pay",
            "pays a failed rate of a running plan",
        )
        .ok(200, g.out::<orders::Next>())
        .errors(&[409, 502]),
        op(
            "GET",
            "/v1/shop/language/:lang",
            "keeps the public pages' language (en, de) in the sw_locale cookie and sends the buyer back to `to` (a /s/ or /v/ path)",
        )
        .answers(303, Content::Empty)
        .errors(&[422]),
        op(
            "GET",
            "/v1/checkout/orders/:token/thank_you_page",
            "the seller's published thank-you page for the order, rendered by core (style and body), or null",
        )
        .ok(200, g.out::<storefront::ThankYouPageBody>()),
        op(
            "GET",
            "/v1/checkout/funnels/:token",
            "the current step of a buyer's funnel after a payment (the token is the edge's)",
        )
        .ok(200, g.out::<crate::services::funnels::OfferBody>()),
        op(
            "POST",
            "/v1/checkout/funnels/:token/steps/:node/accept",
            "takes the step's offer with one click: an upsell order charged with the first order's method; \
             409 `funnel_run_ended` an hour after the first payment or once it is refunded, cancelled or \
             charged back; 403 `funnel_other_browser` without the cookie of the browser that bought;              422 `consent_required` on `consents.{name}` for each box of the offer's `legal` not ticked              (nothing claimed, nothing charged)",
        )
        .json_body(g.input::<funnels::AnswerBody>())
        .ok(200, g.out::<funnels::Decided<'_>>())
        .answers(303, Content::Empty)
        .errors(&[403, 409, 422, 502]),
        op(
            "POST",
            "/v1/checkout/funnels/:token/steps/:node/decline",
            "declines the step's offer: the next step or the thank-you page; 403 `funnel_other_browser` \
             without the cookie of the browser that bought",
        )
        .json_body(g.input::<funnels::AnswerBody>())
        .ok(200, g.out::<funnels::Decided<'_>>())
        .answers(303, Content::Empty)
        .errors(&[403, 409]),
        op("GET", "/v1/payer/orders", "the signed-in buyer's orders")
            .ok(200, g.out::<Listed<crate::services::order_view::PayerOrder>>()),
        op(
            "GET",
            "/v1/payer/sellers",
            "the shops the signed-in buyer bought from",
        )
        .ok(200, g.out::<courses::SellersAnswer>()),
        op(
            "GET",
            "/v1/payer/s/:username",
            "the buyer's orders, courses and memberships of one shop",
        )
        .ok(200, g.out::<courses::ShopAnswer>()),
        op(
            "GET",
            "/v1/payer/s/:username/courses/:product_id",
            "a bought course's outline, access, progress and certificate (no lesson content)",
        )
        .ok(200, g.out::<courses::CourseAnswer>()),
        op(
            "GET",
            "/v1/payer/s/:username/courses/:product_id/lessons/:lesson_id",
            "an open lesson's content; records a view",
        )
        .ok(200, g.out::<courses::LessonAnswer>()),
        op(
            "POST",
            "/v1/payer/s/:username/courses/:product_id/lessons/:lesson_id/finish",
            "marks an open lesson finished (409 quiz_not_passed while its quiz is not passed)",
        )
        .ok(200, g.out::<courses::FinishAnswer>())
        .errors(&[409]),
        op(
            "POST",
            "/v1/payer/s/:username/courses/:product_id/lessons/:lesson_id/quiz",
            "grades and records a quiz attempt",
        )
        .json_body(g.input::<courses::QuizBody>())
        .ok(200, g.out::<courses::QuizAnswer>())
        .errors(&[409]),
        op(
            "GET",
            "/v1/payer/s/:username/courses/:product_id/certificate",
            "the buyer's completion certificate: an A4 PDF (landscape or portrait as the course says) with its verification code, as a download",
        )
        .answers(200, Content::Bytes("application/pdf")),
        op(
            "GET",
            "/v1/certificate_checks/:code",
            "who earned which course from which seller on which day, by the code printed on the completion certificate; limited per client address",
        )
        .ok(200, g.out::<certificates::CertificateCheck>())
        .errors(&[429]),
        op(
            "GET",
            "/v1/payer/s/:username/memberships/:product_id",
            "a bought membership and what it includes",
        )
        .ok(200, g.out::<courses::MembershipAnswer>()),
        op(
            "GET",
            "/v1/course_files/:user_id/:product_id/:file_id",
            "a course lesson's or membership's file, by a signed link: inline when its bytes are PDF, a raster image, audio or video, else a download; served by the files site (FILES_ORIGIN), to which the app's site sends it (302)",
        )
        .signed_link()
        .ranged("*/*")
        .answers(302, Content::Empty)
        .errors(&[403]),
        op(
            "GET",
            "/v1/downloads/:token/:file_id",
            "a bought file, by a signed link, as a download of the type its bytes are; served by the files site (FILES_ORIGIN), to which the app's site sends it (302)",
        )
        .signed_link()
        .ranged("*/*")
        .answers(302, Content::Empty)
        .errors(&[403]),
        op(
            "GET",
            "/v1/certificates/:token/:product_id",
            "a certificate product's certificate (a PDF with its verification code), by a signed link",
        )
        .signed_link()
        .answers(200, Content::Bytes("application/pdf"))
        .errors(&[403]),
        op(
            "GET",
            "/v1/exports/:id/download",
            "a done CSV export, by the signed link of its mail",
        )
        .query(
            "seller",
            true,
            json!({"type": "integer"}),
            "the export's seller",
        )
        .signed_link()
        .answers(200, Content::Bytes("text/csv"))
        .errors(&[403, 409]),
        op(
            "GET",
            "/v1/email_logs/:token",
            "a buyer mail as it was sent, by the view link in it",
        )
        .ok(200, g.out::<emails::EmailLogAnswer>()),
        op(
            "GET",
            "/v1/emails/unsubscribe/:token",
            "which optional mails an address gets from a shop, by the link in its mails",
        )
        .ok(200, g.out::<emails::SubscriptionAnswer>()),
        op(
            "PUT",
            "/v1/emails/unsubscribe/:token",
            "turns optional categories of mails on or off",
        )
        .json_body(g.input::<emails::SubscriptionInput>())
        .ok(200, g.out::<emails::SubscriptionAnswer>()),
        op(
            "POST",
            "/v1/emails/unsubscribe/:token",
            "one-click unsubscribe (RFC 8058) from every optional mail of the shop; the body is not read",
        )
        .bytes_body(&["application/x-www-form-urlencoded"])
        .ok(200, g.out::<emails::SubscriptionAnswer>()),
        op(
            "POST",
            "/v1/webhooks/stripe/:username",
            "the card provider's events for a seller",
        )
        .bytes_body(&["application/json"])
        .ok(200, g.out::<webhooks::Received>())
        .errors(&[400, 401]),
        op(
            "POST",
            "/v1/webhooks/stripe_connect",
            "the card provider's events for accounts connected through its onboarding (Connect), found by the event's `account`",
        )
        .bytes_body(&["application/json"])
        .ok(200, g.out::<webhooks::Received>())
        .errors(&[400, 404]),
        op(
            "POST",
            "/v1/webhooks/paypal/:username",
            "the wallet provider's events for a seller",
        )
        .bytes_body(&["application/json"])
        .ok(200, g.out::<webhooks::Received>())
        .errors(&[400, 401, 502]),
        op(
            "GET",
            "/v1/paypal/return/:token",
            "the buyer's return from the wallet provider",
        )
        .query(
            "token",
            true,
            json!({"type": "string"}),
            "the wallet provider's order id",
        )
        .answers(303, Content::Empty)
        .errors(&[502]),
        op("POST", "/v1/app/user", "sign-up")
            .json_body(g.input::<SignUp>())
            .ok(201, g.out::<account::UserBody>())
            .errors(&[409, 429]),
        op(
            "POST",
            "/v1/app/user/check_username",
            "whether a username is free",
        )
        .json_body(g.input::<account::UsernameBody>())
        .ok(200, g.out::<account::Available>()),
        op(
            "POST",
            "/v1/app/user/check_email",
            "whether an e-mail address is free",
        )
        .json_body(g.input::<account::EmailBody>())
        .ok(200, g.out::<account::Available>()),
        op(
            "POST",
            "/v1/app/user/confirmation",
            "confirms an address by its mailed token",
        )
        .json_body(g.input::<account::ConfirmationBody>())
        .ok(200, g.out::<account::ConfirmationAnswer>())
        .errors(&[401, 429]),
        op(
            "POST",
            "/v1/app/user/confirmation/new",
            "mails the confirmation again",
        )
        .json_body(g.input::<account::EmailBody>())
        .ok(202, g.out::<Sent>())
        .errors(&[429]),
        op("POST", "/v1/app/user/password", "mails a password reset")
            .json_body(g.input::<account::EmailBody>())
            .ok(202, g.out::<Sent>())
            .errors(&[429]),
        op(
            "PUT",
            "/v1/app/user/password",
            "sets a new password by the mailed token",
        )
        .json_body(g.input::<account::ResetBody>())
        .ok(200, g.out::<EmailAnswer>())
        .errors(&[401, 429]),
        op(
            "POST",
            "/v1/app/user/send_magic_link",
            "mails a sign-in link",
        )
        .json_body(g.input::<account::MagicLinkBody>())
        .ok(202, g.out::<Sent>())
        .errors(&[429]),
        op(
            "POST",
            "/v1/app/user/accept_change_email",
            "moves the account to the new address",
        )
        .json_body(g.input::<account::TokenBody>())
        .ok(200, g.out::<EmailAnswer>())
        .errors(&[409]),
        op(
            "POST",
            "/v1/app/user/change_email",
            "mails a confirmation to a new address",
        )
        .json_body(g.input::<account::EmailBody>())
        .ok(202, g.out::<Sent>())
        .errors(&[409, 429]),
        op(
            "GET",
            "/v1/app/user/me",
            "the caller: user, profile, profiles, area",
        )
        .ok(200, g.out::<account::MeBody>()),
        op(
            "POST",
            "/v1/app/session",
            "signs in with e-mail and password",
        )
        .json_body(g.input::<session::SignInBody>())
        .ok(200, g.out::<SessionBody>())
        .errors(&[401, 403, 404, 429]),
        op("DELETE", "/v1/app/session", "signs out").answers(204, Content::Empty),
        op(
            "POST",
            "/v1/app/session/renew_token",
            "a new access token for the refresh token (form, JSON or cookie)",
        )
        .form_body(s(json!({
            "type": "object",
            "properties": {"refresh_token": {"type": "string"}, "fingerprint": {"type": "string"}},
        })))
        .ok(200, g.out::<SessionBody>())
        .errors(&[400, 401, 413, 422, 429]),
        op(
            "POST",
            "/v1/app/session/magic_link",
            "signs in by a mailed link's token",
        )
        .json_body(g.input::<session::MagicSignInBody>())
        .ok(200, g.out::<SessionBody>())
        .errors(&[401, 429]),
        op(
            "POST",
            "/v1/app/session/order_link",
            "signs in by an order confirmation's sign-in link",
        )
        .json_body(g.input::<session::OrderLinkBody>())
        .ok(200, g.out::<SessionBody>())
        .errors(&[403]),
        op(
            "POST",
            "/v1/app/session/profile",
            "switches to another of the user's profiles",
        )
        .json_body(g.input::<session::SwitchBody>())
        .ok(200, g.out::<SessionBody>())
        .errors(&[404]),
        op("POST", "/v1/app/session/admin", "starts admin mode")
            .ok(200, g.out::<session::AdminMode>()),
        op("GET", "/v1/admin/me", "the admin in admin mode").ok(200, g.out::<session::AdminMe>()),
        op(
            "GET",
            "/v1/cabinet/home",
            "the seller's paid money and orders of the last 30 days and the checklist before the first sale",
        )
        .ok(200, g.out::<crate::services::home::CabinetHome>()),
        op(
            "GET",
            "/v1/cabinet/products",
            "a page of the seller's products",
        )
        .list_of(&lists::PRODUCTS)
        .ok(200, g.out::<ListPage<products::Row>>()),
        op("POST", "/v1/cabinet/products", "a new product draft")
            .json_body(g.input::<ProductDraft>())
            .ok(201, g.out::<products::ProductAnswer>()),
        op(
            "GET",
            "/v1/cabinet/products/:id",
            "a product with everything its editor needs",
        )
        .ok(200, g.out::<products::ProductAnswer>()),
        op(
            "PATCH",
            "/v1/cabinet/products/:id",
            "changes a product's details",
        )
        .json_body(g.input::<ProductPatch>())
        .ok(200, g.out::<products::ProductAnswer>()),
        op(
            "POST",
            "/v1/cabinet/products/:id/pricing_plans",
            "adds a plan",
        )
        .json_body(g.input::<products::PlanBody>())
        .ok(201, g.out::<products::PlanAnswer>())
        .errors(&[409]),
        op(
            "PUT",
            "/v1/cabinet/products/:id/pricing_plans/:plan_id",
            "changes a plan",
        )
        .json_body(g.input::<products::PlanBody>())
        .ok(200, g.out::<products::PlanAnswer>())
        .errors(&[409]),
        op(
            "DELETE",
            "/v1/cabinet/products/:id/pricing_plans/:plan_id",
            "removes a plan",
        )
        .answers(204, Content::Empty)
        .errors(&[409]),
        op("GET", "/v1/cabinet/products/:id/files", "a product's files")
            .ok(200, g.out::<products::FilesAnswer>()),
        op(
            "PUT",
            "/v1/cabinet/products/:id/files",
            "uploads a file, streamed (`Content-Length` required); its type is read from its bytes, never from `Content-Type`",
        )
        .query(
            "name",
            true,
            json!({"type": "string", "minLength": 1}),
            "the file's name",
        )
        .bytes_body(&["application/octet-stream", "*/*"])
        .ok(201, g.out::<crate::routes::FileAnswer>())
        .errors(&[400, 409, 413, 422]),
        op(
            "GET",
            "/v1/cabinet/products/:id/files/:file_id/content",
            "a file's bytes, as a download of the type its bytes are",
        )
        .ranged("*/*"),
        op(
            "DELETE",
            "/v1/cabinet/products/:id/files/:file_id",
            "removes a file",
        )
        .answers(204, Content::Empty),
        op(
            "POST",
            "/v1/cabinet/products/:id/uploads",
            "begins an upload of a file in parts (above 100 MiB; at most 5 GiB): its token, part size and parts",
        )
        .query(
            "name",
            true,
            json!({"type": "string", "minLength": 1}),
            "the file's name",
        )
        .query(
            "size",
            true,
            json!({"type": "integer", "minimum": 1}),
            "the whole file's bytes",
        )
        .ok(201, g.out::<uploads::UploadAnswer>())
        .errors(&[413, 422]),
        op(
            "GET",
            "/v1/cabinet/products/:id/uploads/:upload",
            "an upload in parts and the parts R2 has taken (`done`), to resume it",
        )
        .ok(200, g.out::<uploads::UploadAnswer>()),
        op(
            "PUT",
            "/v1/cabinet/products/:id/uploads/:upload/parts/:number",
            "one part's bytes (exactly `part_size`, the last the rest), streamed into R2",
        )
        .bytes_body(&["application/octet-stream", "*/*"])
        .ok(200, g.out::<uploads::UploadAnswer>())
        .errors(&[422]),
        op(
            "POST",
            "/v1/cabinet/products/:id/uploads/:upload/complete",
            "joins the parts into the product's file (409 upload_incomplete while parts are missing)",
        )
        .ok(201, g.out::<crate::routes::FileAnswer>())
        .errors(&[409]),
        op(
            "DELETE",
            "/v1/cabinet/products/:id/uploads/:upload",
            "gives an upload in parts up",
        )
        .answers(204, Content::Empty),
        op(
            "GET",
            "/v1/cabinet/products/:id/license_keys",
            "a key pool's counts",
        )
        .ok(200, g.out::<products::KeyCountsAnswer>())
        .errors(&[409]),
        op(
            "POST",
            "/v1/cabinet/products/:id/license_keys",
            "adds keys: text, or generated",
        )
        .json_body(g.input::<products::KeysBody>())
        .ok(201, g.out::<products::KeysAdded>())
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/products/:id/content",
            "a course's or membership's content",
        )
        .ok(200, g.out::<products::ContentAnswer>())
        .errors(&[409]),
        op(
            "PUT",
            "/v1/cabinet/products/:id/content",
            "sets the content",
        )
        .json_body(g.input::<CourseContent>())
        .ok(200, g.out::<products::ContentAnswer>())
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/products/:id/items",
            "a bundle's products",
        )
        .ok(200, g.out::<products::ItemsAnswer>())
        .errors(&[409]),
        op(
            "PUT",
            "/v1/cabinet/products/:id/items",
            "sets a bundle's products",
        )
        .json_body(g.input::<products::ItemsBody>())
        .ok(200, g.out::<products::ProductAnswer>())
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/products/:id/setup",
            "the editor's later sections and the bumps it may offer",
        )
        .ok(200, g.out::<setup::SetupAnswer>()),
        op(
            "PUT",
            "/v1/cabinet/products/:id/setup",
            "sets one or more sections",
        )
        .json_body(g.input::<ProductSetup>())
        .ok(200, g.out::<setup::SetupAnswer>()),
        op(
            "GET",
            "/v1/cabinet/products/:id/tickets",
            "an event's tickets",
        )
        .ok(200, g.out::<tickets::TicketsAnswer>())
        .errors(&[409]),
        op("POST", "/v1/cabinet/products/:id/tickets", "adds a ticket")
            .json_body(g.input::<TicketDraft>())
            .ok(201, g.out::<tickets::TicketAnswer>())
            .errors(&[409]),
        op(
            "PUT",
            "/v1/cabinet/products/:id/tickets/:ticket_id",
            "changes a ticket",
        )
        .json_body(g.input::<TicketDraft>())
        .ok(200, g.out::<tickets::TicketAnswer>())
        .errors(&[409]),
        op(
            "DELETE",
            "/v1/cabinet/products/:id/tickets/:ticket_id",
            "removes a ticket",
        )
        .answers(204, Content::Empty)
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/products/:id/cover/:variant",
            "a cover image",
        )
        .answers(200, Content::Bytes("image/*")),
        op(
            "PUT",
            "/v1/cabinet/products/:id/cover/:variant",
            "uploads a cover image: the original (PNG, JPEG, GIF, WebP), its 100 × 100 square s100, or its 400 × 400 WebP or JPEG square s400",
        )
        .bytes_body(&["image/png", "image/jpeg", "image/gif", "image/webp"])
        .ok(200, g.out::<covers::CoversAnswer>())
        .errors(&[400, 413, 422]),
        op(
            "DELETE",
            "/v1/cabinet/products/:id/cover",
            "removes the cover images",
        )
        .ok(200, g.out::<covers::CoversAnswer>()),
        op(
            "PUT",
            "/v1/cabinet/products/:id/funnel",
            "the funnel the product's buyers go through after paying (null: none)",
        )
        .json_body(g.input::<funnels::AttachBody>())
        .ok(200, g.out::<funnels::Attached>()),
        op(
            "POST",
            "/v1/cabinet/products/:id/:action",
            "a row action (publish, archive, copy, …)",
        )
        .ok(200, g.out::<products::ProductAnswer>())
        .ok(201, g.out::<products::ProductAnswer>())
        .errors(&[409, 422]),
        op("GET", "/v1/cabinet/orders", "a page of the seller's orders")
            .list_of(&lists::ORDERS)
            .ok(200, g.out::<ListPage<OrderListRow>>()),
        op(
            "GET",
            "/v1/cabinet/orders/export",
            "the orders of the list's filters as CSV",
        )
        .list_of(&lists::ORDERS)
        .answers(200, Content::Bytes("text/csv"))
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/orders/:id",
            "an order with its payer, rates and delivery",
        )
        .ok(200, g.out::<cabinet_orders::OrderDetail>()),
        op(
            "POST",
            "/v1/cabinet/orders/:id/refund",
            "refunds an amount up to what was paid and not refunded (all of it when left out)",
        )
        .json_body(g.input::<cabinet_orders::RefundAsk>())
        .ok(202, g.out::<cabinet_orders::OrderDetail>())
        .errors(&[409, 502]),
        op(
            "GET",
            "/v1/cabinet/order_rates",
            "a page of the seller's order rates",
        )
        .list_of(&lists::ORDER_RATES)
        .ok(200, g.out::<ListPage<RateListRow>>()),
        op(
            "GET",
            "/v1/cabinet/payment_tickets",
            "a page of the seller's event tickets",
        )
        .list_of(&lists::PAYMENT_TICKETS)
        .ok(200, g.out::<ListPage<TicketListRow>>()),
        op(
            "GET",
            "/v1/cabinet/payment_tickets/overview",
            "tickets per event",
        )
        .ok(200, g.out::<Listed<TicketOverview>>()),
        op(
            "GET",
            "/v1/cabinet/payment_tickets/export",
            "the tickets of the list's filters as CSV",
        )
        .list_of(&lists::PAYMENT_TICKETS)
        .answers(200, Content::Bytes("text/csv"))
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/payment_tickets/:code/qr.svg",
            "a ticket's QR code",
        )
        .answers(200, Content::Bytes("image/svg+xml")),
        op(
            "POST",
            "/v1/cabinet/payment_tickets/:code/use",
            "admits a ticket",
        )
        .ok(200, g.out::<cabinet_orders::TicketUsed>())
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/courses/overview",
            "each course with its publish state, the moves it allows and its buyers' progress",
        )
        .ok(200, g.out::<Listed<cabinet_courses::CourseOverview>>()),
        op(
            "GET",
            "/v1/cabinet/courses/sessions",
            "a page of the seller's course sessions (one per buyer and course)",
        )
        .list_of(&lists::COURSE_SESSIONS)
        .ok(200, g.out::<ListPage<SessionListRow>>()),
        op(
            "GET",
            "/v1/cabinet/courses/lesson_statuses",
            "a page of the buyers' lesson statuses",
        )
        .list_of(&lists::LESSON_STATUSES)
        .ok(
            200,
            g.out::<ListPage<cabinet_courses::LessonStatusListRow>>(),
        ),
        op(
            "GET",
            "/v1/cabinet/courses/quiz_attempts",
            "a page of the buyers' quiz attempts",
        )
        .list_of(&lists::QUIZ_ATTEMPTS)
        .ok(200, g.out::<ListPage<cabinet_courses::QuizAttemptListRow>>()),
        op(
            "POST",
            "/v1/cabinet/products/:id/course_publish/:event",
            "moves a course's publish state (schedule, start, complete, pause, resume, cancel)",
        )
        .ok(200, g.out::<cabinet_courses::CoursePublishAnswer>())
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/exports",
            "the seller's latest CSV exports",
        )
        .ok(200, g.out::<exports::ExportList>()),
        op(
            "POST",
            "/v1/cabinet/exports",
            "starts a CSV export of orders or payment tickets in the background",
        )
        .json_body(g.input::<exports::NewExport>())
        .ok(202, g.out::<exports::ExportAnswer>())
        .errors(&[409]),
        op("GET", "/v1/cabinet/exports/:id", "a CSV export's state and progress")
            .ok(200, g.out::<exports::ExportAnswer>()),
        op(
            "GET",
            "/v1/cabinet/exports/:id/download",
            "a done CSV export's file",
        )
        .answers(200, Content::Bytes("text/csv"))
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/coupons",
            "a page of the seller's coupons",
        )
        .list_of(&lists::COUPONS)
        .ok(200, g.out::<ListPage<CabinetCoupon>>()),
        op(
            "POST",
            "/v1/cabinet/coupons",
            "one coupon, or many generated codes",
        )
        .json_body(g.input::<coupons::CreateBody>())
        .ok(201, g.out::<coupons::Created>())
        .errors(&[409]),
        op(
            "PUT",
            "/v1/cabinet/coupons/:id",
            "changes a coupon: once used, its code and discount are fixed; its limit (not below \
             its uses), products, validity and state may change",
        )
        .json_body(g.input::<CouponTerms>())
        .ok(200, g.out::<coupons::CouponAnswer>())
        .errors(&[404, 409]),
        op(
            "POST",
            "/v1/cabinet/coupons/:id/deactivate",
            "deactivates a coupon",
        )
        .ok(200, g.out::<coupons::CouponAnswer>()),
        op(
            "GET",
            "/v1/cabinet/settings/payment_providers",
            "the providers and their public settings",
        )
        .ok(200, g.out::<settings::ProvidersBody>()),
        op(
            "PUT",
            "/v1/cabinet/settings/payment_providers/:provider",
            "connects a provider (its keys checked with it): the card provider's keys on `stripe`, the wallet provider's on `paypal`",
        )
        .json_body(s(
            json!({"anyOf": [g.input::<StripeCredentials>(), g.input::<PaypalCredentials>()]}),
        ))
        .ok(200, g.out::<settings::ProvidersBody>())
        .errors(&[502]),
        op(
            "DELETE",
            "/v1/cabinet/settings/payment_providers/:provider",
            "disconnects a provider",
        )
        .ok(200, g.out::<settings::ProvidersBody>())
        .errors(&[409]),
        op(
            "POST",
            "/v1/cabinet/settings/payment_providers/stripe/connect",
            "starts connecting the card provider through its onboarding: the provider's authorize page with a signed state",
        )
        .ok(200, g.out::<settings::ConnectStarted>())
        .errors(&[409]),
        op(
            "POST",
            "/v1/cabinet/settings/payment_providers/stripe/connect/complete",
            "completes the card provider's onboarding with the code and state the provider sent back",
        )
        .json_body(g.input::<settings::ConnectComplete>())
        .ok(200, g.out::<settings::ProvidersBody>())
        .errors(&[403, 409, 502]),
        op(
            "GET",
            "/v1/cabinet/settings/payment_settings",
            "the method matrix",
        )
        .ok(200, g.out::<settings::MethodsAnswer>()),
        op(
            "PUT",
            "/v1/cabinet/settings/payment_settings",
            "sets the method matrix",
        )
        .json_body(g.input::<settings::MethodsBody>())
        .ok(200, g.out::<settings::MethodsAnswer>()),
        op(
            "GET",
            "/v1/cabinet/notifications",
            "a page of the seller's notifications, newest first, with the unread count",
        )
        .query(
            "before",
            false,
            json!({"type": "integer", "minimum": 1}),
            "only notifications older than this id (the previous page's `next_before`)",
        )
        .query(
            "per",
            false,
            json!({"type": "integer", "minimum": 1, "default": 20}),
            "page size, at most 100",
        )
        .ok(200, g.out::<notifications::NotificationPage>())
        .errors(&[400]),
        op(
            "GET",
            "/v1/cabinet/notifications/unread",
            "how many of the seller's notifications are unread",
        )
        .ok(200, g.out::<notifications::UnreadCount>()),
        op(
            "POST",
            "/v1/cabinet/notifications/read_all",
            "marks every notification read",
        )
        .ok(200, g.out::<notifications::UnreadCount>()),
        op(
            "POST",
            "/v1/cabinet/notifications/:id/read",
            "marks a notification read",
        )
        .ok(200, g.out::<notifications::UnreadCount>()),
        op(
            "GET",
            "/v1/cabinet/settings/notifications",
            "which notification kinds the seller gets by mail",
        )
        .ok(200, g.out::<notifications::NotificationSettings>()),
        op(
            "PUT",
            "/v1/cabinet/settings/notifications",
            "sets which notification kinds the seller gets by mail",
        )
        .json_body(g.input::<notifications::NotificationSettingsInput>())
        .ok(200, g.out::<notifications::NotificationSettings>()),
        op(
            "GET",
            "/v1/cabinet/seller_profile",
            "the seller's business details",
        )
        .ok(200, g.out::<cabinet::SellerProfileBody>()),
        op(
            "PUT",
            "/v1/cabinet/seller_profile",
            "sets the business details",
        )
        .json_body(g.input::<BusinessStep>())
        .ok(200, g.out::<cabinet::SellerProfileBody>()),
        op(
            "GET",
            "/v1/cabinet/legal",
            "every legal document of the seller, and what publishing still needs",
        )
        .ok(200, g.out::<legal::LegalOverview>()),
        op(
            "GET",
            "/v1/cabinet/legal/cancellation_terms",
            "the seller's sets of cancellation terms, the default first",
        )
        .ok(200, g.out::<Listed<legal::Document>>()),
        op(
            "POST",
            "/v1/cabinet/legal/cancellation_terms",
            "a new set of cancellation terms",
        )
        .json_body(g.input::<DocumentDraft>())
        .ok(201, g.out::<legal::DocumentBody>()),
        op(
            "PUT",
            "/v1/cabinet/legal/cancellation_terms/:id",
            "a set of cancellation terms; a changed text is a new version",
        )
        .json_body(g.input::<DocumentDraft>())
        .ok(200, g.out::<legal::DocumentBody>())
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/legal/:kind/template",
            "the platform's template of a document, filled from the seller profile (nothing saved)",
        )
        .query(
            "language",
            false,
            json!({"type": "string", "enum": ["de", "en"]}),
            "the template's language (German unless `en`)",
        )
        .ok(200, g.out::<legal::Template>()),
        op(
            "GET",
            "/v1/cabinet/legal/:kind",
            "the seller's imprint, terms or privacy notice (null when not written)",
        )
        .ok(200, g.out::<legal::DocumentBody>()),
        op(
            "PUT",
            "/v1/cabinet/legal/:kind",
            "writes the imprint, terms or privacy notice; a changed text is a new version",
        )
        .json_body(g.input::<DocumentDraft>())
        .ok(200, g.out::<legal::DocumentBody>())
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/tracking_codes",
            "the seller's tracking codes, oldest first",
        )
        .ok(200, g.out::<Listed<tracking::TrackingCodeView>>()),
        op(
            "POST",
            "/v1/cabinet/tracking_codes",
            "a new tracking code (its id checked by core's format per kind; at most 20)",
        )
        .json_body(g.input::<TrackingCodeDraft>())
        .ok(201, g.out::<tracking::TrackingCodeBody>()),
        op(
            "GET",
            "/v1/cabinet/tracking_codes/:id",
            "one tracking code of the seller",
        )
        .ok(200, g.out::<tracking::TrackingCodeBody>()),
        op(
            "PUT",
            "/v1/cabinet/tracking_codes/:id",
            "replaces a tracking code (kind, name, id or custom code, active)",
        )
        .json_body(g.input::<TrackingCodeDraft>())
        .ok(200, g.out::<tracking::TrackingCodeBody>()),
        op(
            "DELETE",
            "/v1/cabinet/tracking_codes/:id",
            "removes a tracking code",
        )
        .answers(204, Content::Empty),
        op("GET", "/v1/cabinet/pages", "the seller's builder pages")
            .ok(200, g.out::<Listed<pages::Page>>()),
        op(
            "POST",
            "/v1/cabinet/pages",
            "a new draft page; core checks its document",
        )
        .json_body(g.input::<pages::PageWrite>())
        .ok(201, g.out::<pages::PageBody>())
        .errors(&[409]),
        op("GET", "/v1/cabinet/pages/:id", "one of the seller's pages")
            .ok(200, g.out::<pages::PageBody>()),
        op(
            "PUT",
            "/v1/cabinet/pages/:id",
            "saves a page's draft (buyers see it once published)",
        )
        .json_body(g.input::<pages::PageWrite>())
        .ok(200, g.out::<pages::PageBody>())
        .errors(&[409]),
        op(
            "DELETE",
            "/v1/cabinet/pages/:id",
            "deletes a page; 409 page_in_use while a funnel shows it on a step (naming the funnels)",
        )
        .ok(200, g.out::<pages::Deleted>())
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/page_templates",
            "the designed templates of a page type, filled from the seller's products",
        )
        .query(
            "page_type",
            true,
            json!({"type": "string", "enum": ["shop", "shopProduct", "thankYouPage", "membership", "course", "funnel", "affiliate"]}),
            "the page type",
        )
        .query(
            "language",
            false,
            json!({"type": "string", "enum": ["en", "de"]}),
            "the templates' language (else the request's Accept-Language)",
        )
        .ok(200, g.out::<pages::TemplateList>())
        .errors(&[422]),
        op(
            "POST",
            "/v1/cabinet/pages/:id/publish",
            "publishes the draft: the shop's pages show it on the next request",
        )
        .ok(200, g.out::<pages::PageBody>()),
        op(
            "POST",
            "/v1/cabinet/pages/:id/unpublish",
            "takes the page off the shop",
        )
        .ok(200, g.out::<pages::PageBody>()),
        op(
            "GET",
            "/v1/cabinet/pages/:id/render_input",
            "the exact input the edge renders the page from, for core in the browser",
        )
        .query(
            "version",
            false,
            json!({"type": "string", "enum": ["published", "draft"], "default": "published"}),
            "the published document (as buyers see it) or the draft",
        )
        .query(
            "run",
            false,
            json!({"type": "string"}),
            "a funnel page only: the token of one of the seller's funnel runs, whose current step the input shows as its page does (no view counted); without, an example offer",
        )
        .ok(200, g.out::<pages::RenderInputBody>())
        .errors(&[422]),
        op("GET", "/v1/cabinet/theme", "the theme every page of the shop shows")
            .ok(200, g.out::<pages::ThemeBody>()),
        op(
            "PUT",
            "/v1/cabinet/theme",
            "the seller's own theme, or null for the default: every page shows it at once",
        )
        .json_body(g.input::<pages::ThemeWrite>())
        .ok(200, g.out::<pages::ThemeBody>())
        .errors(&[422]),
        op(
            "GET",
            "/v1/cabinet/media",
            "a page of the seller's media library (kind image or font)",
        )
        .list_of(&lists::MEDIA)
        .ok(200, g.out::<ListPage<Media>>()),
        op(
            "POST",
            "/v1/cabinet/media",
            "uploads an image (purpose logo: 200 × 200; banner: 1920 × 1080; image: at most 8000 a side; PNG, JPEG, GIF, WebP) or a font (purpose font: WOFF2, WOFF, TTF, OTF) as the raw body, read by its bytes",
        )
        .query(
            "purpose",
            true,
            json!({"type": "string", "enum": ["logo", "banner", "image", "font"]}),
            "what the file is for: the rules it is checked by",
        )
        .query(
            "name",
            false,
            json!({"type": "string"}),
            "the file's name, shown in the library",
        )
        .bytes_body(&[
            "image/png",
            "image/jpeg",
            "image/gif",
            "image/webp",
            "font/woff2",
            "font/woff",
            "font/ttf",
            "font/otf",
        ])
        .ok(201, g.out::<media::MediaAnswer>())
        .errors(&[400, 413, 422, 429]),
        op(
            "DELETE",
            "/v1/cabinet/media/:id",
            "removes a file of the seller's media library (409 media_in_use while a page or the theme shows it, unless force=true)",
        )
        .answers(204, Content::Empty)
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/categories",
            "the shop's categories in their order",
        )
        .ok(200, g.out::<Listed<pages::CategoryOut>>()),
        op(
            "POST",
            "/v1/cabinet/categories",
            "a new category with its products",
        )
        .json_body(g.input::<pages::CategoryWrite>())
        .ok(201, g.out::<pages::CategoryBody>()),
        op(
            "PUT",
            "/v1/cabinet/categories/:id",
            "rewrites a category and its products",
        )
        .json_body(g.input::<pages::CategoryWrite>())
        .ok(200, g.out::<pages::CategoryBody>()),
        op("DELETE", "/v1/cabinet/categories/:id", "deletes a category")
            .ok(200, g.out::<pages::Deleted>()),
        op("GET", "/v1/cabinet/funnels", "the seller's funnels with their steps")
            .ok(200, g.out::<Listed<crate::repo::funnels::Funnel>>()),
        op(
            "POST",
            "/v1/cabinet/funnels",
            "a new funnel (deactivated) with its steps",
        )
        .json_body(g.input::<sellwerk_core::funnels::FunnelDraft>())
        .ok(201, g.out::<funnels::FunnelBody>()),
        op("GET", "/v1/cabinet/funnels/:id", "a funnel with its steps")
            .ok(200, g.out::<funnels::FunnelBody>()),
        op(
            "PUT",
            "/v1/cabinet/funnels/:id",
            "rewrites a funnel's name and steps",
        )
        .json_body(g.input::<sellwerk_core::funnels::FunnelDraft>())
        .ok(200, g.out::<funnels::FunnelBody>()),
        op("DELETE", "/v1/cabinet/funnels/:id", "deletes a funnel")
            .ok(200, g.out::<funnels::FunnelDeleted>()),
        op(
            "GET",
            "/v1/cabinet/funnels/:id/stats",
            "a funnel's views, acceptances and revenue, per step and in all",
        )
        .ok(200, g.out::<funnels::StatsBody>()),
        op(
            "POST",
            "/v1/cabinet/funnels/:id/:event",
            "activates or deactivates a funnel (event activate or deactivate)",
        )
        .ok(200, g.out::<funnels::FunnelBody>())
        .errors(&[409]),
    ];
    // a development build's document only: a production one names none of
    // their types (the production document is made from a development
    // build too, `super::Build`)
    if development_routes {
        ops.extend(development(g));
    }
    ops
}

/// The development build's routes: the sandbox provider's pages and
/// webhook, and the helpers under `/v1/dev/`.
#[cfg(feature = "dev")]
#[allow(clippy::too_many_lines)] // one entry per development route, in the table's order
fn development(g: &mut Schemas) -> Vec<Operation> {
    let op = Operation::new;
    let sandbox_form = s(json!({
        "type": "object",
        "properties": {
            "card_number": {"type": "string"},
            "iban": {"type": "string"},
            "action": {"type": "string"},
            "result": {"type": "string"},
        },
    }));
    vec![
        op(
            "GET",
            "/v1/sandbox/pay/:id",
            "the sandbox provider's payment page",
        )
        .answers(200, Content::Bytes("text/html")),
        op("POST", "/v1/sandbox/pay/:id", "pays on the sandbox's page")
            .form_body(sandbox_form.clone())
            .answers(200, Content::Bytes("text/html"))
            .answers(303, Content::Empty),
        op(
            "POST",
            "/v1/sandbox/pay/:id/challenge",
            "answers the sandbox's 3-D Secure challenge",
        )
        .form_body(sandbox_form)
        .answers(200, Content::Bytes("text/html"))
        .answers(303, Content::Empty),
        op(
            "POST",
            "/v1/webhooks/sandbox/:username",
            "the sandbox provider's events",
        )
        .bytes_body(&["application/json"])
        .ok(200, g.out::<webhooks::Received>())
        .errors(&[401]),
        op("GET", "/v1/dev/mails", "the development mailbox")
            .query(
                "to",
                false,
                json!({"type": "string"}),
                "only the mails to this address",
            )
            .ok(200, g.out::<Listed<crate::repo::mails::StoredMail>>()),
        op("GET", "/v1/dev/routes", "the route table")
            .ok(200, g.out::<crate::routing::RouteTable>()),
        op("POST", "/v1/dev/clock", "moves the clock")
            .json_body(g.input::<crate::routes::dev::ClockBody>())
            .ok(200, g.out::<crate::routes::dev::Clock>()),
        op("POST", "/v1/dev/tick", "runs the scheduler's tick now")
            .ok(200, g.out::<crate::scheduler::Tick>()),
        op(
            "POST",
            "/v1/dev/faults",
            "switches faults and the production limits",
        )
        .json_body(g.input::<crate::routes::dev::Faults>())
        .ok(200, g.out::<crate::routes::dev::Faults>()),
        op(
            "POST",
            "/v1/dev/providers",
            "points providers at loopback stand-ins",
        )
        .json_body(g.input::<crate::routes::dev::Providers>())
        .ok(200, g.out::<crate::routes::dev::Providers>()),
        op(
            "POST",
            "/v1/dev/sandbox/:id/settle",
            "settles a sandbox payment",
        )
        .ok(200, g.out::<crate::routes::dev::Settled>()),
        op(
            "POST",
            "/v1/dev/exports/:id/chunk",
            "runs a chunk of a CSV export now",
        )
        .json_body(g.input::<crate::routes::dev::ExportChunk>())
        .ok(200, g.out::<crate::routes::dev::ChunkRan>()),
        op(
            "POST",
            "/v1/dev/redeliver",
            "runs a mail or notification queue message again, as a redelivery would",
        )
        .json_body(s(
            json!({"type": "object", "description": "a queue message (jobs::Job)"}),
        ))
        .answers(204, Content::Empty),
        op(
            "POST",
            "/v1/dev/notify",
            "stores a seller notification as the course area does",
        )
        .json_body(g.input::<crate::routes::dev::DevNotification>())
        .ok(200, g.out::<crate::routes::dev::Notified>()),
        op(
            "POST",
            "/v1/dev/session/expire_access",
            "expires the caller's access token",
        )
        .answers(204, Content::Empty),
    ]
}

#[cfg(not(feature = "dev"))]
fn development(_: &mut Schemas) -> Vec<Operation> {
    Vec::new()
}
