//! One entry per route of the table: what it takes and answers, by the
//! types its handler reads and writes. Answers that a handler writes as a
//! `json!` envelope around typed values (`{"product": …}`) are described
//! here with the same keys around the same types ([`obj`]); the fuzzer
//! (`tests/fuzz-api.test.ts`) checks every answer against them.

use schemars::Schema;
use sellwerk_core::catalog::{CourseContent, ProductDraft, ProductPatch};
use sellwerk_core::providers::{PaypalCredentials, StripeCredentials};
use sellwerk_core::setup::ProductSetup;
use sellwerk_core::ticket::TicketDraft;
use sellwerk_core::validation::{BusinessStep, SignUp};
use serde_json::{Value, json};

use super::{Content, Operation, Schemas};
use crate::repo::accounts::{Profile, User};
use crate::repo::catalog::ShopProductSummary;
use crate::repo::coupons::CabinetCoupon;
use crate::repo::covers::CoverUrls;
use crate::repo::order_lists::{OrderListRow, RateListRow, TicketListRow, TicketOverview};
use crate::repo::products::{BumpChoice, CabinetPlan, KeyCounts, ProductFile};
use crate::routes::ListPage;
use crate::routes::{
    account, cabinet, cabinet_orders, checkout, coupons, exports, health, orders, payer, products,
    session, settings, shop, tickets,
};
use crate::session::SessionBody;

fn s(value: Value) -> Schema {
    Schema::try_from(value).unwrap_or_default()
}

/// A closed object with these keys, all present (a `json!` envelope).
fn obj(fields: &[(&str, Schema)]) -> Schema {
    let properties: serde_json::Map<String, Value> = fields
        .iter()
        .map(|(k, v)| ((*k).to_owned(), v.clone().to_value()))
        .collect();
    let required: Vec<&str> = fields.iter().map(|(k, _)| *k).collect();
    s(json!({
        "type": "object",
        "properties": properties,
        "required": required,
        "additionalProperties": false,
    }))
}

fn array(items: &Schema) -> Schema {
    s(json!({"type": "array", "items": items}))
}

fn nullable(schema: &Schema) -> Schema {
    s(json!({"anyOf": [schema, {"type": "null"}]}))
}

fn string() -> Schema {
    s(json!({"type": "string"}))
}

fn integer() -> Schema {
    s(json!({"type": "integer"}))
}

fn boolean() -> Schema {
    s(json!({"type": "boolean"}))
}

/// `{"sent": true}`: a mail is on its way (or would be; the answer never
/// says whether an address is known).
fn sent() -> Schema {
    obj(&[("sent", boolean())])
}

fn product_access_header() -> Value {
    json!({"type": "string"})
}

const IDEMPOTENCY: &str =
    "1 to 255 printable characters; a retry with the same key and body answers the first order";

#[allow(clippy::too_many_lines)] // one entry per route, in the table's order
pub fn operations(g: &mut Schemas) -> Vec<Operation> {
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
        op("GET", "/v1/openapi.json", "this document").ok(
            200,
            s(json!({"type": "object", "description": "an OpenAPI 3.1 document"})),
        ),
        op(
            "GET",
            "/v1/shop/:username/products",
            "a page of a shop's published products",
        )
        .list_query()
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
            "POST",
            "/v1/shop/:username/products/:id/access",
            "a buyer's attempt at a product's password",
        )
        .json_body(g.input::<shop::AccessBody>())
        .ok(
            200,
            obj(&[
                ("product_id", integer()),
                ("password_required", boolean()),
                ("grant", nullable(&string())),
            ]),
        )
        .errors(&[429]),
        op(
            "GET",
            "/v1/shop/:username/coupons/:code",
            "a coupon's terms, for the payment page's quote",
        )
        .ok(200, g.out::<shop::CouponBody>()),
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
        .json_body(g.input::<checkout::QuoteAsk>())
        .ok(200, g.out::<checkout::QuoteBody>())
        .errors(&[403, 404]),
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
            "/v1/checkout/orders/:token/rates/:index/pay",
            "pays a failed rate of a running plan",
        )
        .ok(200, g.out::<orders::Next>())
        .errors(&[409, 502]),
        op("GET", "/v1/payer/orders", "the signed-in buyer's orders")
            .ok(200, obj(&[("list", array(&g.out::<payer::PayerOrder>()))])),
        op(
            "GET",
            "/v1/downloads/:token/:file_id",
            "a bought file, by a signed link",
        )
        .signed_link()
        .answers(200, Content::Bytes("application/octet-stream"))
        .errors(&[403]),
        op(
            "GET",
            "/v1/certificates/:token/:product_id",
            "a certificate, by a signed link",
        )
        .signed_link()
        .answers(200, Content::Bytes("image/svg+xml"))
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
            "POST",
            "/v1/webhooks/stripe/:username",
            "the card provider's events for a seller",
        )
        .bytes_body(&["application/json"])
        .ok(200, obj(&[("received", boolean()), ("applied", boolean())]))
        .errors(&[400, 401]),
        op(
            "POST",
            "/v1/webhooks/paypal/:username",
            "the wallet provider's events for a seller",
        )
        .bytes_body(&["application/json"])
        .ok(200, obj(&[("received", boolean()), ("applied", boolean())]))
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
        .ok(202, sent())
        .errors(&[429]),
        op("POST", "/v1/app/user/password", "mails a password reset")
            .json_body(g.input::<account::EmailBody>())
            .ok(202, sent())
            .errors(&[429]),
        op(
            "PUT",
            "/v1/app/user/password",
            "sets a new password by the mailed token",
        )
        .json_body(g.input::<account::ResetBody>())
        .ok(200, obj(&[("email", string())]))
        .errors(&[401, 429]),
        op(
            "POST",
            "/v1/app/user/send_magic_link",
            "mails a sign-in link",
        )
        .json_body(g.input::<account::MagicLinkBody>())
        .ok(202, sent())
        .errors(&[429]),
        op(
            "POST",
            "/v1/app/user/accept_change_email",
            "moves the account to the new address",
        )
        .json_body(g.input::<account::TokenBody>())
        .ok(200, obj(&[("email", string())]))
        .errors(&[409]),
        op(
            "POST",
            "/v1/app/user/change_email",
            "mails a confirmation to a new address",
        )
        .json_body(g.input::<account::EmailBody>())
        .ok(202, sent())
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
            "/v1/app/session/profile",
            "switches to another of the user's profiles",
        )
        .json_body(g.input::<session::SwitchBody>())
        .ok(200, g.out::<SessionBody>())
        .errors(&[404]),
        op("POST", "/v1/app/session/admin", "starts admin mode").ok(
            200,
            obj(&[("admin_token", string()), ("expires_at", string())]),
        ),
        op("GET", "/v1/admin/me", "the admin in admin mode").ok(
            200,
            obj(&[("user", g.out::<User>()), ("profile", g.out::<Profile>())]),
        ),
        op(
            "GET",
            "/v1/cabinet/products",
            "a page of the seller's products",
        )
        .list_query()
        .ok(200, g.out::<ListPage<products::Row>>()),
        op("POST", "/v1/cabinet/products", "a new product draft")
            .json_body(g.input::<ProductDraft>())
            .ok(201, obj(&[("product", g.out::<products::Detail>())])),
        op(
            "GET",
            "/v1/cabinet/products/:id",
            "a product with everything its editor needs",
        )
        .ok(200, obj(&[("product", g.out::<products::Detail>())])),
        op(
            "PATCH",
            "/v1/cabinet/products/:id",
            "changes a product's details",
        )
        .json_body(g.input::<ProductPatch>())
        .ok(200, obj(&[("product", g.out::<products::Detail>())])),
        op(
            "POST",
            "/v1/cabinet/products/:id/pricing_plans",
            "adds a plan",
        )
        .json_body(g.input::<products::PlanBody>())
        .ok(201, obj(&[("pricing_plan", g.out::<CabinetPlan>())]))
        .errors(&[409]),
        op(
            "PUT",
            "/v1/cabinet/products/:id/pricing_plans/:plan_id",
            "changes a plan",
        )
        .json_body(g.input::<products::PlanBody>())
        .ok(200, obj(&[("pricing_plan", g.out::<CabinetPlan>())]))
        .errors(&[409]),
        op(
            "DELETE",
            "/v1/cabinet/products/:id/pricing_plans/:plan_id",
            "removes a plan",
        )
        .answers(204, Content::Empty)
        .errors(&[409]),
        op("GET", "/v1/cabinet/products/:id/files", "a product's files")
            .ok(200, obj(&[("files", array(&g.out::<ProductFile>()))])),
        op(
            "PUT",
            "/v1/cabinet/products/:id/files",
            "uploads a file, streamed (`Content-Length` required)",
        )
        .query(
            "name",
            true,
            json!({"type": "string", "minLength": 1}),
            "the file's name",
        )
        .bytes_body(&["application/octet-stream", "*/*"])
        .ok(201, obj(&[("file", g.out::<ProductFile>())]))
        .errors(&[400, 409, 413, 422]),
        op(
            "GET",
            "/v1/cabinet/products/:id/files/:file_id/content",
            "a file's bytes",
        )
        .answers(200, Content::Bytes("application/octet-stream")),
        op(
            "DELETE",
            "/v1/cabinet/products/:id/files/:file_id",
            "removes a file",
        )
        .answers(204, Content::Empty),
        op(
            "GET",
            "/v1/cabinet/products/:id/license_keys",
            "a key pool's counts",
        )
        .ok(200, obj(&[("counts", g.out::<KeyCounts>())]))
        .errors(&[409]),
        op(
            "POST",
            "/v1/cabinet/products/:id/license_keys",
            "adds keys: text, or generated",
        )
        .json_body(g.input::<products::KeysBody>())
        .ok(
            201,
            obj(&[("added", integer()), ("counts", g.out::<KeyCounts>())]),
        )
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/products/:id/content",
            "a course's or membership's content",
        )
        .ok(200, obj(&[("content", g.out::<CourseContent>())]))
        .errors(&[409]),
        op(
            "PUT",
            "/v1/cabinet/products/:id/content",
            "sets the content",
        )
        .json_body(g.input::<CourseContent>())
        .ok(200, obj(&[("content", g.out::<CourseContent>())]))
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/products/:id/items",
            "a bundle's products",
        )
        .ok(200, obj(&[("product_ids", array(&integer()))]))
        .errors(&[409]),
        op(
            "PUT",
            "/v1/cabinet/products/:id/items",
            "sets a bundle's products",
        )
        .json_body(g.input::<products::ItemsBody>())
        .ok(200, obj(&[("product", g.out::<products::Detail>())]))
        .errors(&[409]),
        op(
            "GET",
            "/v1/cabinet/products/:id/setup",
            "the editor's later sections and the bumps it may offer",
        )
        .ok(
            200,
            obj(&[
                ("setup", g.out::<ProductSetup>()),
                ("bump_choices", array(&g.out::<BumpChoice>())),
            ]),
        ),
        op(
            "PUT",
            "/v1/cabinet/products/:id/setup",
            "sets one or more sections",
        )
        .json_body(g.input::<ProductSetup>())
        .ok(
            200,
            obj(&[
                ("setup", g.out::<ProductSetup>()),
                ("bump_choices", array(&g.out::<BumpChoice>())),
            ]),
        ),
        op(
            "GET",
            "/v1/cabinet/products/:id/tickets",
            "an event's tickets",
        )
        .ok(
            200,
            obj(&[("tickets", array(&g.out::<tickets::Answered>()))]),
        )
        .errors(&[409]),
        op("POST", "/v1/cabinet/products/:id/tickets", "adds a ticket")
            .json_body(g.input::<TicketDraft>())
            .ok(201, obj(&[("ticket", g.out::<tickets::Answered>())]))
            .errors(&[409]),
        op(
            "PUT",
            "/v1/cabinet/products/:id/tickets/:ticket_id",
            "changes a ticket",
        )
        .json_body(g.input::<TicketDraft>())
        .ok(200, obj(&[("ticket", g.out::<tickets::Answered>())]))
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
            "uploads a cover image (PNG, JPEG, GIF, WebP)",
        )
        .bytes_body(&["image/png", "image/jpeg", "image/gif", "image/webp"])
        .ok(200, obj(&[("covers", g.out::<CoverUrls>())]))
        .errors(&[400, 413, 422]),
        op(
            "DELETE",
            "/v1/cabinet/products/:id/cover",
            "removes the cover images",
        )
        .ok(200, obj(&[("covers", g.out::<CoverUrls>())])),
        op(
            "POST",
            "/v1/cabinet/products/:id/:action",
            "a row action (publish, archive, copy, …)",
        )
        .ok(200, obj(&[("product", g.out::<products::Detail>())]))
        .ok(201, obj(&[("product", g.out::<products::Detail>())]))
        .errors(&[409, 422]),
        op("GET", "/v1/cabinet/orders", "a page of the seller's orders")
            .list_query()
            .ok(200, g.out::<ListPage<OrderListRow>>()),
        op(
            "GET",
            "/v1/cabinet/orders/export",
            "the orders of the list's filters as CSV",
        )
        .list_query()
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
            "refunds every paid rate",
        )
        .ok(202, g.out::<cabinet_orders::OrderDetail>())
        .errors(&[409, 502]),
        op(
            "GET",
            "/v1/cabinet/order_rates",
            "a page of the seller's order rates",
        )
        .list_query()
        .ok(200, g.out::<ListPage<RateListRow>>()),
        op(
            "GET",
            "/v1/cabinet/payment_tickets",
            "a page of the seller's event tickets",
        )
        .list_query()
        .ok(200, g.out::<ListPage<TicketListRow>>()),
        op(
            "GET",
            "/v1/cabinet/payment_tickets/overview",
            "tickets per event",
        )
        .ok(200, obj(&[("list", array(&g.out::<TicketOverview>()))])),
        op(
            "GET",
            "/v1/cabinet/payment_tickets/export",
            "the tickets of the list's filters as CSV",
        )
        .list_query()
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
        .ok(200, obj(&[("ticket", g.out::<TicketListRow>())]))
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
        .list_query()
        .ok(200, g.out::<ListPage<CabinetCoupon>>()),
        op(
            "POST",
            "/v1/cabinet/coupons",
            "one coupon, or many generated codes",
        )
        .json_body(g.input::<coupons::CreateBody>())
        .ok(201, obj(&[("coupons", array(&g.out::<CabinetCoupon>()))]))
        .errors(&[409]),
        op(
            "POST",
            "/v1/cabinet/coupons/:id/deactivate",
            "deactivates a coupon",
        )
        .ok(200, obj(&[("coupon", g.out::<CabinetCoupon>())])),
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
    ];
    ops.extend(development(g));
    ops
}

/// The development build's routes: the sandbox provider's pages and
/// webhook, and the helpers under `/v1/dev/`.
#[cfg(feature = "dev")]
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
        .ok(200, obj(&[("received", boolean()), ("applied", boolean())]))
        .errors(&[401]),
        op("GET", "/v1/dev/mails", "the development mailbox").ok(
            200,
            obj(&[("list", array(&g.out::<crate::repo::mails::StoredMail>()))]),
        ),
        op("GET", "/v1/dev/routes", "the route table").ok(
            200,
            obj(&[("routes", array(&g.out::<crate::routing::RouteInfo>()))]),
        ),
        op("POST", "/v1/dev/clock", "moves the clock")
            .json_body(g.input::<crate::routes::dev::ClockBody>())
            .ok(200, obj(&[("now", string())])),
        op("POST", "/v1/dev/tick", "runs the scheduler's tick now")
            .ok(200, g.out::<crate::scheduler::Tick>()),
        op(
            "POST",
            "/v1/dev/faults",
            "switches faults and the production limits",
        )
        .json_body(g.input::<crate::routes::dev::Faults>())
        .ok(200, s(json!({"type": "object"}))),
        op(
            "POST",
            "/v1/dev/providers",
            "points providers at loopback stand-ins",
        )
        .json_body(g.input::<crate::routes::dev::Providers>())
        .ok(200, s(json!({"type": "object"}))),
        op(
            "POST",
            "/v1/dev/sandbox/:id/settle",
            "settles a sandbox payment",
        )
        .ok(200, obj(&[("settled", boolean())])),
        op(
            "POST",
            "/v1/dev/exports/:id/chunk",
            "runs a chunk of a CSV export now",
        )
        .json_body(g.input::<crate::routes::dev::ExportChunk>())
        .ok(
            200,
            obj(&[("outcome", g.out::<crate::services::exports::ChunkOutcome>())]),
        ),
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
