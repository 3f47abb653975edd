//! Handing over what was bought, from the queue consumer (at least once, so
//! every step is idempotent): the delivery record, event tickets with
//! unique codes, and the confirmation mail (the product's delivery setting:
//! standard, custom or none; the platform's words only while nothing was
//! paid for the order and its address is unconfirmed). Downloads are not copied anywhere: the buyer
//! gets signed, expiring links to the R2 objects ([`download_url`]); a
//! license key was taken for the order when it was made.

use std::fmt::Write as _;

use sellwerk_core::auth;
use sellwerk_core::ids::{FileId, OrderId, ProductId, SellerId, TicketId};
use sellwerk_core::legal::DocumentKind;
use sellwerk_core::setup::{EmailMode, MailWords, buyer_mail_words, render_mail};
use sellwerk_core::states::OrderRateState;
use serde::{Deserialize, Serialize};
use worker::{D1Database, Env};

use crate::clock;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::jobs::Mail;
use crate::repo::{self, orders::OrderRow};
use crate::services::buyer_mail::{self, Category};
use crate::services::mail;

/// How long a download link works.
pub const DOWNLOAD_TTL_SECONDS: i64 = 24 * 60 * 60;
const DOWNLOAD: &str = "download";

/// A file the buyer may download, with its signed link.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Download {
    pub file_id: FileId,
    pub name: String,
    pub size: i64,
    pub url: String,
}

/// A ticket of the buyer, with its QR code (SVG of the code) to show at
/// the door.
#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
pub struct TicketCode {
    pub code: String,
    pub state: String,
    pub ticket_id: TicketId,
    #[serde(default)]
    pub qr_svg: String,
}

/// One product an order bought, as the thank-you page lists it: the main
/// product first, then each order bump, with what its first payment
/// charged for it.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct OrderLine {
    pub product_id: ProductId,
    pub name: String,
    pub role: sellwerk_core::checkout::ItemRole,
    /// The gross charged for it by the first payment (zero in a free trial).
    pub due_now: sellwerk_core::Money,
}

/// The products order `order` bought (main first, then its bumps) with
/// their share of the first payment, from the order's stored quote.
pub async fn lines(db: &D1Database, order: &OrderRow) -> AppResult<Vec<OrderLine>> {
    let charged = repo::orders::due_now_lines(db, order.id).await?;
    let bought = repo::deliveries::products_of(db, &[order.id])
        .await?
        .remove(&order.id)
        .unwrap_or_default();
    bought
        .into_iter()
        .map(|p| {
            let amounts = charged
                .iter()
                .filter(|(id, _)| *id == p.id.get())
                .map(|(_, gross)| sellwerk_core::Money::parse(gross, order.currency))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|e| repo::corrupt("order quote", order.id.get(), e))?;
            let due_now = sellwerk_core::Money::sum(&amounts, order.currency)
                .map_err(|e| repo::corrupt("order quote", order.id.get(), e))?;
            Ok(OrderLine {
                role: if p.id == order.product_id {
                    sellwerk_core::checkout::ItemRole::Main
                } else {
                    sellwerk_core::checkout::ItemRole::Bump
                },
                product_id: p.id,
                name: p.name,
                due_now,
            })
        })
        .collect()
}

/// What an order handed over, as the buyer's pages show it.
#[derive(Debug, Serialize, Default, schemars::JsonSchema)]
#[allow(clippy::struct_field_names)] // the buyer page's words
pub struct Delivered {
    pub delivered: bool,
    pub revoked: bool,
    pub downloads: Vec<Download>,
    pub license_keys: Vec<String>,
    pub tickets: Vec<TicketCode>,
    /// Products with content the buyer now reaches (courses, memberships).
    pub access: Vec<ProductId>,
    /// Certificates issued to the buyer, by signed links.
    pub certificates: Vec<CertificateLink>,
}

/// A certificate of an order.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct CertificateLink {
    pub product_id: ProductId,
    pub url: String,
}

const CERTIFICATE: &str = "certificate";

/// The signed, expiring link of an order's certificate.
pub fn certificate_url(key: &[u8], token: &str, product_id: ProductId, exp: i64) -> String {
    let sig = auth::sign_link(key, CERTIFICATE, &format!("{token}/{product_id}"), exp);
    format!("/v1/certificates/{token}/{product_id}?exp={exp}&sig={sig}")
}

/// Checks a certificate link's signature and expiry.
pub fn check_certificate(
    key: &[u8],
    token: &str,
    product_id: ProductId,
    exp: i64,
    sig: &str,
) -> AppResult<()> {
    super::links::check_signed(
        key,
        CERTIFICATE,
        &format!("{token}/{product_id}"),
        exp,
        sig,
        "certificate",
    )
}

/// Whether core withholds an order's access for its payment state (a plan
/// paused for a debt gives nothing until the debt is paid).
fn withheld(order: &OrderRow) -> bool {
    sellwerk_core::orders::access_withheld(order.payment_state)
}

/// The products of a delivered, not revoked order that are certificates.
pub async fn certificate_products(db: &D1Database, order: &OrderRow) -> AppResult<Vec<ProductId>> {
    if !order.delivered || withheld(order) || flags(db, order.id).await?.revoked_at.is_some() {
        return Ok(Vec::new());
    }
    Ok(products(db, order)
        .await?
        .into_iter()
        .filter(|(_, form)| form == "certificate")
        .map(|(id, _)| id)
        .collect())
}

/// The signed, expiring link of a file of an order.
pub fn download_url(key: &[u8], token: &str, file_id: FileId, exp: i64) -> String {
    let sig = auth::sign_link(key, DOWNLOAD, &format!("{token}/{file_id}"), exp);
    format!("/v1/downloads/{token}/{file_id}?exp={exp}&sig={sig}")
}

/// Checks a download link's signature and expiry.
pub fn check_download(
    key: &[u8],
    token: &str,
    file_id: FileId,
    exp: i64,
    sig: &str,
) -> AppResult<()> {
    super::links::check_signed(
        key,
        DOWNLOAD,
        &format!("{token}/{file_id}"),
        exp,
        sig,
        "download",
    )
}

async fn flags(db: &D1Database, order_id: OrderId) -> AppResult<repo::deliveries::Flags> {
    repo::deliveries::flags(db, order_id).await
}

/// The products an order bought: the main product and its bumps.
async fn products(db: &D1Database, order: &OrderRow) -> AppResult<Vec<(ProductId, String)>> {
    Ok(repo::deliveries::products_of(db, &[order.id])
        .await?
        .remove(&order.id)
        .unwrap_or_default()
        .into_iter()
        .map(|p| (p.id, p.form))
        .collect())
}

/// What the order handed over, with fresh download links.
pub async fn items(env: &Env, db: &D1Database, order: &OrderRow) -> AppResult<Delivered> {
    Ok(items_of(env, db, std::slice::from_ref(order))
        .await?
        .pop()
        .unwrap_or_default())
}

/// What each of `orders` handed over, with fresh download links, in their
/// order. The statements it runs do not grow with the number of orders
/// (a batched read per kind of thing handed over: delivery records,
/// tickets, products, their files, license keys; one more per hundred
/// orders), so a page of orders costs what one order costs.
pub async fn items_of(
    env: &Env,
    db: &D1Database,
    orders: &[OrderRow],
) -> AppResult<Vec<Delivered>> {
    let ids: Vec<OrderId> = orders.iter().map(|o| o.id).collect();
    let flags = repo::deliveries::flags_of(db, &ids).await?;
    let delivered: Vec<OrderId> = orders
        .iter()
        .filter(|o| flags.get(&o.id).is_some_and(|f| f.delivered_at.is_some()))
        .map(|o| o.id)
        .collect();
    // revoked for good (a refund), or withheld while the plan is paused
    let revoked =
        |o: &OrderRow| flags.get(&o.id).is_some_and(|f| f.revoked_at.is_some()) || withheld(o);
    let open: Vec<OrderId> = orders
        .iter()
        .filter(|o| delivered.contains(&o.id) && !revoked(o))
        .map(|o| o.id)
        .collect();
    let mut tickets = repo::deliveries::tickets_of(db, &delivered).await?;
    let mut bought = repo::deliveries::products_of(db, &open).await?;
    let mut keys = repo::deliveries::license_keys_of(db, &open).await?;
    let pairs: Vec<(SellerId, ProductId)> = orders
        .iter()
        .filter_map(|o| bought.get(&o.id).map(|b| (o.seller_id, b)))
        .flat_map(|(seller, b)| {
            b.iter()
                .filter(|p| files_by_order_link(&p.form))
                .map(move |p| (seller, p.id))
        })
        .collect();
    let files = repo::products::files_of(db, &pairs).await?;
    let signing = if open.is_empty() {
        None
    } else {
        Some((
            Config::from_env(env)?.token_key,
            clock::now() + DOWNLOAD_TTL_SECONDS,
        ))
    };
    let mut out = Vec::with_capacity(orders.len());
    for order in orders {
        if !delivered.contains(&order.id) {
            out.push(Delivered::default());
            continue;
        }
        let mut given = Delivered {
            delivered: true,
            revoked: revoked(order),
            ..Delivered::default()
        };
        given.tickets = tickets
            .remove(&order.id)
            .unwrap_or_default()
            .into_iter()
            .map(|t| TicketCode {
                qr_svg: sellwerk_core::qr::svg(&t.code).unwrap_or_default(),
                code: t.code,
                state: t.state,
                ticket_id: t.ticket_id,
            })
            .collect();
        if let (false, Some((key, exp))) = (given.revoked, signing.as_ref()) {
            for product in bought.remove(&order.id).unwrap_or_default() {
                let by_link = files_by_order_link(&product.form);
                for file in files
                    .get(&product.id)
                    .into_iter()
                    .flatten()
                    .filter(|_| by_link)
                {
                    given.downloads.push(Download {
                        url: download_url(key, &order.token, file.id, *exp),
                        file_id: file.id,
                        name: file.name.clone(),
                        size: file.size,
                    });
                }
                if matches!(product.form.as_str(), "course" | "membership" | "bundle") {
                    given.access.push(product.id);
                }
                if product.form == "certificate" {
                    given.certificates.push(CertificateLink {
                        product_id: product.id,
                        url: certificate_url(key, &order.token, product.id, *exp),
                    });
                }
            }
            given.license_keys = keys.remove(&order.id).unwrap_or_default();
        }
        out.push(given);
    }
    Ok(out)
}

/// A currency's code as mails write it (`EUR`).
fn upper(currency: sellwerk_core::Currency) -> String {
    currency.code().to_ascii_uppercase()
}

/// Hands over order `order_id`: records the delivery, issues its event
/// tickets (the main product's and each bump's) and mails the buyer. Safe to run any number of times.
/// `known` is what the queue batch read already (the seller's notice of
/// the same order reads the same order and product: `repo::known`).
pub async fn deliver(
    env: &Env,
    db: &D1Database,
    known: &mut crate::repo::known::Known,
    order_id: OrderId,
) -> AppResult<()> {
    let order = known
        .order(db, order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {order_id} to deliver is missing")))?;
    if !order.delivered {
        return Err(AppError::Internal(format!(
            "order {order_id} is not paid; its delivery job came early"
        )));
    }
    // a ticket for the main product's seat and for each bump's
    let seats = order
        .ticket_id
        .map(|t| (order.product_id, t))
        .into_iter()
        .chain(repo::orders::item_tickets(db, order.id).await?)
        .map(|(product_id, ticket_id)| {
            Ok(repo::deliveries::Seat {
                product_id,
                ticket_id,
                code: ticket_code()?,
            })
        })
        .collect::<AppResult<Vec<_>>>()?;
    repo::deliveries::record(db, order.seller_id, order.id, &seats).await?;
    let record = known.product(db, &order).await?;
    confirm(env, db, &order, &record).await
}

/// A ticket's code: 12 characters of an alphabet without look-alikes,
/// from 60 random bits.
fn ticket_code() -> AppResult<String> {
    const ALPHABET: &[u8; 32] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut bytes = [0u8; 12];
    getrandom::getrandom(&mut bytes)
        .map_err(|e| AppError::Internal(format!("no randomness: {e}")))?;
    Ok(bytes
        .iter()
        .map(|b| char::from(*ALPHABET.get(usize::from(*b) % 32).unwrap_or(&b'X')))
        .collect())
}

/// Whose words the buyer's mails about `order` may carry: the one place
/// that asks core's rule (`setup::buyer_mail_words`), from the amounts of
/// the order's paid rates and whether an account confirmed the address.
async fn buyer_words(db: &D1Database, order: &OrderRow) -> AppResult<MailWords> {
    let rates = repo::orders::rates(db, order.id).await?;
    let confirmed = repo::accounts::find_by_email(db, &order.payer_email)
        .await?
        .is_some_and(|a| a.confirmed);
    Ok(buyer_mail_words(
        rates
            .iter()
            .filter(|r| r.state == OrderRateState::Paid)
            .map(|r| r.amount.to_decimal_string())
            .collect::<Vec<_>>()
            .iter()
            .map(String::as_str),
        confirmed,
    ))
}

/// The confirmation mail, as the product's delivery step says; in the
/// platform's standard words only (the order's page, no product name,
/// files or keys) while nothing was paid and the address is unconfirmed.
async fn confirm(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    record: &repo::products::ProductRecord,
) -> AppResult<()> {
    let setup = record.setup()?;
    let delivery = setup.delivery.unwrap_or_default();
    let username = repo::sellers::username(db, order.seller_id).await?;
    let link = crate::services::links::return_path(&username, &order.token);
    let origin = mail::origin(env);
    let access_link = format!("{origin}{link}");
    // the buyer's way into their purchases without a password (issue 30):
    // the mailbox is the proof, whoever placed the order
    let sign_in = format!(
        "\n\nSign in to your purchases, no password needed: {origin}{}\n",
        crate::services::links::order_sign_in_path(
            &Config::from_env(env)?.token_key,
            &username,
            &order.token,
            clock::now() + crate::services::links::ORDER_SIGN_IN_TTL_SECONDS,
        )
    );
    // the seller's own words (the cancellation terms' text) only where
    // the seller's words may go (finding 11: not to an address nobody
    // confirmed for an order nobody paid); the consents and the links always
    let words = buyer_words(db, order).await?;
    let sellers_text = words != MailWords::Standard;
    let legal = legal_section(db, order, &origin, &username, &record.form, sellers_text).await?;
    // one confirmation per order, whichever words it takes
    let (subject, text) = if delivery.email_mode == EmailMode::NoEmail {
        // Decision (issue 17): the seller chose no delivery mail, but the
        // law asks for the contract's confirmation on a durable medium when
        // the buyer consented to an early start: that part alone is sent.
        if legal.is_empty() {
            return Ok(());
        }
        (
            "Your order: confirmation".to_owned(),
            format!("Your order: {access_link}\n{legal}"),
        )
    } else if words == MailWords::Standard {
        (
            "Your order".to_owned(),
            format!(
                "An order was placed with this e-mail address. Everything it includes \
                 is on its page:\n\n{access_link}{sign_in}\nIf you did not place it, you can \
                 ignore this mail.\n{legal}"
            ),
        )
    } else {
        let given = items(env, db, order).await?;
        let buyer_name = order.payer.details.first_name.clone().unwrap_or_default();
        let (subject, mut text) = match delivery.email_mode {
            EmailMode::CustomEmail => {
                let values = [
                    ("buyer_name", buyer_name.as_str()),
                    ("product_name", record.name.as_str()),
                    ("order_id", order.token.as_str()),
                    ("access_link", access_link.as_str()),
                    ("seller_name", username.as_str()),
                ];
                (
                    render_mail(&delivery.subject, &values),
                    render_mail(&delivery.body, &values),
                )
            }
            _ => (
                format!("Your order: {}", record.name),
                format!(
                    "Thank you for your order of {} ({} {}).\n\nYour order: {access_link}\n",
                    record.name,
                    order.due_now,
                    upper(order.currency)
                ),
            ),
        };
        write_items(&mut text, &given, &origin);
        text.push_str(&sign_in);
        text.push_str(&legal);
        (subject, text)
    };
    to_buyer(
        env,
        db,
        order,
        Category::Transactional,
        &Mail {
            key: format!("order-confirmation-{}", order.token),
            to: order.payer_email.clone(),
            subject,
            text,
            link,
        },
    )
    .await
}

/// Lists what an order handed over in its confirmation mail: download
/// links, license keys, ticket codes, certificate links.
fn write_items(text: &mut String, given: &Delivered, origin: &str) {
    for d in &given.downloads {
        let _ = write!(text, "\nDownload {}: {origin}{}", d.name, d.url);
    }
    for k in &given.license_keys {
        let _ = write!(text, "\nLicense key: {k}");
    }
    for t in &given.tickets {
        let _ = write!(text, "\nTicket code: {}", t.code);
    }
    for c in &given.certificates {
        let _ = write!(text, "\nYour certificate: {origin}{}", c.url);
    }
}

/// Sends a mail about `order` to its buyer through the one buyer-mail
/// path (`buyer_mail::send`: logged, with the view and unsubscribe links).
async fn to_buyer(
    env: &Env,
    db: &D1Database,
    order: &OrderRow,
    category: Category,
    mail: &Mail,
) -> AppResult<()> {
    buyer_mail::send(env, db, order.seller_id, category, mail)
        .await
        .map(|_| ())
}

/// The confirmation mail's legal part (issue 17, a durable medium): the
/// consents the buyer gave with the exact texts shown and the time, the
/// notices shown, the documents the order was sold under with their
/// versions and links, and (`sellers_text`) the full text of the
/// cancellation terms' version sold under. Empty for an order made before
/// they were kept.
async fn legal_section(
    db: &D1Database,
    order: &OrderRow,
    origin: &str,
    username: &str,
    form: &str,
    sellers_text: bool,
) -> AppResult<String> {
    let Some(legal) = repo::legal::of_order(db, order.seller_id, order.id).await? else {
        return Ok(String::new());
    };
    let de = legal.language == "de";
    let mut text = String::new();
    if !legal.consents.is_empty() || !legal.notices.is_empty() {
        let _ = write!(
            text,
            "\n{} ({}):\n",
            if de {
                "Deine Zustimmung bei der Bestellung"
            } else {
                "What you agreed to when ordering"
            },
            legal.consented_at
        );
        for c in &legal.consents {
            let _ = writeln!(text, "[x] {}", c.text);
        }
        for n in &legal.notices {
            let _ = writeln!(text, "{}", n.text);
        }
    }
    let mut terms_body = None;
    for doc in &legal.documents {
        let (label, path) = match doc.kind {
            DocumentKind::Imprint => (
                if de { "Impressum" } else { "Imprint" },
                "imprint".to_owned(),
            ),
            DocumentKind::Terms => (if de { "AGB" } else { "Terms" }, "terms".to_owned()),
            DocumentKind::Privacy => (
                if de {
                    "Datenschutzerklärung"
                } else {
                    "Privacy notice"
                },
                "privacy".to_owned(),
            ),
            DocumentKind::CancellationTerms => {
                terms_body = Some(doc.clone());
                (
                    if de {
                        "Widerrufsbelehrung"
                    } else {
                        "Cancellation terms"
                    },
                    format!(
                        "cancellation_terms?ct_id={}&product_type={form}",
                        doc.document_id
                    ),
                )
            }
        };
        let _ = writeln!(
            text,
            "{label} ({} {}): {origin}/s/{username}/document/{path}",
            if de { "Version" } else { "version" },
            doc.version
        );
    }
    let sold_under = match &terms_body {
        Some(doc) if sellers_text => {
            repo::legal::version_body(db, order.seller_id, doc.document_id, doc.version).await?
        }
        _ => None,
    };
    if let (Some(doc), Some(body)) = (terms_body, sold_under) {
        let _ = write!(
            text,
            "\n{} \"{}\", {} {}:\n\n{body}\n",
            if de {
                "Widerrufsbelehrung"
            } else {
                "Cancellation terms"
            },
            doc.name,
            if de { "Version" } else { "version" },
            doc.version
        );
    }
    Ok(text)
}

/// Takes back what an order handed over: its links stop working and its
/// tickets are refunded. Safe to repeat.
pub async fn revoke(db: &D1Database, order_id: OrderId) -> AppResult<()> {
    repo::deliveries::revoke(db, order_id).await
}

/// The buyer's mail when a rate's retries are over and the plan pauses.
pub async fn paused_mail(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
) -> AppResult<()> {
    rate_mail(
        env,
        db,
        order_id,
        rate,
        "paused",
        Category::Transactional,
        |name, amount, _| {
            (
                format!("Payment failed: {name}"),
                format!(
                    "We could not collect the payment of {amount} for {name}, also after retrying. \
                 Your plan is paused; please update your payment method:"
                ),
            )
        },
    )
    .await
}

/// The buyer's mail when a later rate's charge failed and will be
/// retried: the retry's day, and the order's page to pay it now.
pub async fn failed_mail(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
    days: u32,
) -> AppResult<()> {
    let kind = format!("failed-{days}");
    rate_mail(env, db, order_id, rate, &kind, Category::Transactional, |name, amount, _| {
        (
            format!("Payment failed: {name}"),
            format!(
                "We could not collect the payment of {amount} for {name}. We will try again in \
                 {days} {}. You can also pay it now, with this or another card, on your order's page:",
                if days == 1 { "day" } else { "days" }
            ),
        )
    })
    .await
}

/// The buyer's receipt of a later rate.
pub async fn receipt_mail(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
) -> AppResult<()> {
    rate_mail(
        env,
        db,
        order_id,
        rate,
        "receipt",
        Category::Transactional,
        |name, amount, _| {
            (
                format!("Receipt: {name}"),
                format!("Thank you: we received the payment of {amount} for {name}. Your order:"),
            )
        },
    )
    .await
}

/// The buyer's mail of a refund the seller made: how much went back, to
/// the method that paid, and whether later payments stop (a refund ends a
/// running plan, see `sellwerk_core::orders`). One per refund: its key
/// names the ledger's sum after it.
pub async fn refund_mail(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    amount: &str,
    total_minor: i64,
) -> AppResult<()> {
    let order = repo::orders::by_id(db, order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {order_id} is missing")))?;
    let record = repo::products::find(db, order.seller_id, order.product_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("product of order {order_id} is missing")))?;
    let username = repo::sellers::username(db, order.seller_id).await?;
    let link = crate::services::links::manage_path(&username, &order.token);
    let name = match buyer_words(db, &order).await? {
        MailWords::Seller => record.name,
        MailWords::Standard => "your order".to_owned(),
    };
    let amount = sellwerk_core::Money::parse(amount, order.currency)
        .map_or_else(|_| amount.to_owned(), |m| m.to_string());
    let later = if order.plan_kind.is_recurring() {
        " No further payments will be taken for this order."
    } else {
        ""
    };
    to_buyer(
        env,
        db,
        &order,
        Category::Transactional,
        &Mail {
            key: format!("order-refund-{}-{total_minor}", order.token),
            to: order.payer_email.clone(),
            subject: format!("Refund: {name}"),
            text: format!(
                "We have refunded {amount} for {name} to the payment method you paid with. \
                 Depending on your bank it may take a few days to arrive.{later} Your order:\n\n{}{link}\n",
                mail::origin(env)
            ),
            link,
        },
    )
    .await
}

/// The buyer's reminder 3 days before a later rate is charged (the
/// optional category `payment_reminders`, sent once per rate by the
/// scheduler's `PaymentReminderV1`).
pub async fn reminder_mail(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
) -> AppResult<()> {
    rate_mail(
        env,
        db,
        order_id,
        rate,
        "reminder",
        Category::PaymentReminders,
        |name, amount, due| {
            (
                format!("Upcoming payment: {name}"),
                format!(
                    "On {due} we will collect the next payment of {amount} for {name} with your \
                     saved payment method. Your order and its payments:"
                ),
            )
        },
    )
    .await
}

async fn rate_mail(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
    kind: &str,
    category: Category,
    words: impl Fn(&str, &str, &str) -> (String, String),
) -> AppResult<()> {
    let order = repo::orders::by_id(db, order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {order_id} is missing")))?;
    let record = repo::products::find(db, order.seller_id, order.product_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("product of order {order_id} is missing")))?;
    let rates = repo::orders::rates(db, order_id).await?;
    let this = rates.iter().find(|r| r.idx == rate);
    let amount = this.map_or_else(String::new, |r| r.amount.to_string());
    let due = this.map_or_else(String::new, |r| {
        r.due_date.get(..10).unwrap_or(&r.due_date).to_owned()
    });
    let username = repo::sellers::username(db, order.seller_id).await?;
    let link = crate::services::links::manage_path(&username, &order.token);
    let name = match buyer_words(db, &order).await? {
        MailWords::Seller => record.name,
        MailWords::Standard => "your order".to_owned(),
    };
    let (subject, lead) = words(&name, &amount, &due);
    to_buyer(
        env,
        db,
        &order,
        category,
        &Mail {
            key: format!("order-{kind}-{}-{rate}", order.token),
            to: order.payer_email.clone(),
            subject,
            text: format!("{lead}\n\n{}{link}\n", mail::origin(env)),
            link,
        },
    )
    .await
}

/// Whether an order's download links hand out the files of a product of
/// `form` (core's `ProductForm::files_by_order_link`): never a course's or
/// a membership's, whose files go only through the lesson or membership
/// page with its rules (`routes::courses::file`). An unknown form hands out
/// nothing.
fn files_by_order_link(form: &str) -> bool {
    sellwerk_core::product::ProductForm::from_api_name(form)
        .is_some_and(sellwerk_core::product::ProductForm::files_by_order_link)
}

/// A delivered file of an order, for its signed download link: a file of a
/// product the order bought whose files go by the order's links (not a
/// course's or a membership's: those answer 404 here whatever the link).
pub async fn file_of_order(
    db: &D1Database,
    order: &OrderRow,
    file_id: FileId,
) -> AppResult<Option<repo::products::ProductFile>> {
    if !order.delivered || withheld(order) || flags(db, order.id).await?.revoked_at.is_some() {
        return Ok(None);
    }
    // the files of everything the order bought, in one statement
    let pairs: Vec<(SellerId, ProductId)> = products(db, order)
        .await?
        .into_iter()
        .filter(|(_, form)| files_by_order_link(form))
        .map(|(product, _)| (order.seller_id, product))
        .collect();
    Ok(repo::products::files_of(db, &pairs)
        .await?
        .into_values()
        .flatten()
        .find(|file| file.id == file_id))
}

/// The seller's mail about a provider's success for another amount or
/// currency than the rate's, which was not applied (`orders::reported`).
pub async fn mismatch_mail(
    env: &Env,
    db: &D1Database,
    order_id: OrderId,
    rate: usize,
    amount_minor: i64,
    currency: &str,
) -> AppResult<()> {
    let order = repo::orders::by_id(db, order_id)
        .await?
        .ok_or_else(|| AppError::Internal(format!("order {order_id} is missing")))?;
    let Some(to) = repo::sellers::owner_email(db, order.seller_id).await? else {
        return Ok(());
    };
    let due = repo::orders::rates(db, order_id)
        .await?
        .into_iter()
        .find(|r| r.idx == rate)
        .map_or_else(String::new, |r| r.amount.to_decimal_string());
    let link = format!("/cabinet/orders/{}", order.id);
    mail::send(
        env,
        &Mail {
            key: format!("payment-mismatch-{}-{rate}-{amount_minor}-{currency}", order.token),
            to,
            subject: format!("Check a payment: order {}", order.id),
            text: format!(
                "The payment provider reported a payment of {amount_minor} (minor units) {} \
                 for payment {} of order {}, which asks {due} {}. It was not counted as paid: \
                 please check the payment with the provider and refund it there. The order:\n\n{}{link}\n",
                currency.to_ascii_uppercase(),
                rate + 1,
                order.id,
                upper(order.currency),
                mail::origin(env)
            ),
            link,
        },
    )
    .await
}
