//! CSV exports of a seller's orders and payment tickets, made by the queue
//! in resumable chunks, as Stripe's and Shopify's exports are: the request
//! (`POST /v1/cabinet/exports`) only stores the export and sends its first
//! chunk; each chunk ([`run_chunk`], one queue message `ExportChunkV1`)
//! reads at most [`PAGES_PER_CHUNK`] pages of [`PAGE`] rows after the
//! export's cursor (keyset on the rows' id, the list's filters and search),
//! writes them to R2 as one part object (the CSV header opens part 0),
//! records the part with the new cursor in D1 in one transaction and sends
//! the next chunk; the last one marks the export done and mails the seller
//! a signed link. The download joins the parts in order.
//!
//! Statements per chunk (what keeps a million orders far below the
//! platform's per-invocation limits): 1 read of the export, at most
//! [`PAGES_PER_CHUNK`] page reads, 1 batch recording the part, and for the
//! last chunk 1 read of the seller's address and the mail; besides, 1 R2
//! put and 1 queue send. At most 14 in production (10 pages of 5,000 rows,
//! 50,000 rows a part of about 12 MB: 20 chunks for a million orders, whose
//! download then reads 4 statements and 20 R2 objects; a page of 5,000 rows
//! is a few MB, far below D1's 50 MB result limit). Development builds use pages of
//! 25 and 2 pages a chunk, so a few hundred orders really take several
//! chunks in the tests (the benchmark switches them to production's).
//!
//! Resumable: the export's part count and cursor in D1 are the truth. A
//! message for a part already recorded changes nothing (it sends the next
//! chunk again if it is the part just recorded, in case that send was
//! lost); two attempts at one part (a redelivery racing the first) each
//! write their own object (`export::part_key` names the attempt) and only
//! the one D1 records first is ever read, so no row is written twice or
//! skipped. A chunk that fails is retried by the queue and counted; at
//! `export::MAX_CHUNK_FAILURES` the export fails. The scheduler sends the
//! next chunk of an export that stalled (no progress for
//! [`STALL_SECONDS`]) and deletes expired exports with their objects.

use std::fmt::Write as _;

use sellwerk_core::auth;
use sellwerk_core::export::{self, ExportKind, ExportState};
use sellwerk_core::ids::{ExportId, SellerId};
use sellwerk_core::lists::{ListQuery, ListScope};
use sellwerk_core::order_csv::{self, CsvFormat, OrderCsvRow};
use sellwerk_core::pricing::PlanKind;
use sellwerk_core::ticket_csv::{self, TicketCsvRow};
use sellwerk_core::{Currency, Money};
use serde::Serialize;
use worker::{D1Database, Env};

use crate::clock;
use crate::config::Config;
use crate::error::{AppError, AppResult};
use crate::jobs::{Job, Mail, QUEUE_BINDING};
use crate::repo::{
    self,
    exports::{Chunk, Export},
    order_lists::{ExportRow, TicketExportRow},
};
use crate::services::mail;

/// Rows per page read by a chunk (production).
pub const PAGE: i64 = 5_000;
/// Pages a chunk reads at most (production).
pub const PAGES_PER_CHUNK: usize = 10;
/// A development build's chunks: 2 pages of 25 rows, unless switched to
/// production's sizes (`POST /v1/dev/faults {"export_production_sizes":
/// true}`, for the benchmark).
#[cfg(feature = "dev")]
const DEV_SIZES: (i64, usize) = (25, 2);

#[cfg(feature = "dev")]
static PRODUCTION_SIZES: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Makes a development build's chunks as large as production's, or small
/// again (development builds only).
#[cfg(feature = "dev")]
pub fn production_sizes(on: bool) {
    PRODUCTION_SIZES.store(on, std::sync::atomic::Ordering::Relaxed);
}

/// Rows per page and pages per chunk of this build.
fn sizes() -> (i64, usize) {
    #[cfg(feature = "dev")]
    if !PRODUCTION_SIZES.load(std::sync::atomic::Ordering::Relaxed) {
        return DEV_SIZES;
    }
    (PAGE, PAGES_PER_CHUNK)
}
/// An open export without progress for this long gets its next chunk sent
/// again by the scheduler.
pub const STALL_SECONDS: i64 = 10 * 60;
/// The seller's exports listed (newest first).
pub const LISTED: u32 = 20;
const LINK: &str = "export";

/// The sum of decimal amounts joined by `+` (exact, through core's money).
fn sum(amounts: Option<&str>, currency: &str) -> String {
    let Ok(currency) = Currency::parse(currency) else {
        return String::new();
    };
    let mut total = Money::zero(currency);
    for a in amounts.unwrap_or("").split('+').filter(|a| !a.is_empty()) {
        if let Some(next) = Money::parse(a, currency)
            .ok()
            .and_then(|m| total.checked_add(m).ok())
        {
            total = next;
        }
    }
    total.to_decimal_string()
}

fn text(value: &serde_json::Value, path: &[&str]) -> String {
    path.iter()
        .try_fold(value, |v, key| v.get(key))
        .and_then(serde_json::Value::as_str)
        .unwrap_or("")
        .to_owned()
}

/// One export row in core's CSV shape (see `sellwerk_core::order_csv` for
/// what each amount is); a row whose stored values cannot be read (a
/// currency core does not know) has zero amounts rather than failing the
/// whole export.
fn order_csv_row(e: &ExportRow) -> OrderCsvRow {
    let payer: serde_json::Value = serde_json::from_str(&e.payer).unwrap_or_default();
    let quote: serde_json::Value = serde_json::from_str(&e.quote).unwrap_or_default();
    let currency = Currency::parse(&e.row.currency).unwrap_or(Currency::EUR);
    let rates: Vec<usize> = e
        .paid_rates
        .as_deref()
        .unwrap_or("")
        .split(',')
        .filter_map(|i| i.trim().parse().ok())
        .collect();
    let zero = Money::zero(currency);
    let (net, vat, gross, vat_rates) =
        order_csv::booked(&quote, &rates, currency).unwrap_or((zero, zero, zero, Vec::new()));
    let refunded = if e.refunded_minor > 0 {
        Money::from_minor(e.refunded_minor, currency).unwrap_or(zero)
    } else {
        Money::parse(&sum(e.refunded_sum.as_deref(), &e.row.currency), currency).unwrap_or(zero)
    };
    let name = [
        text(&payer, &["details", "first_name"]),
        text(&payer, &["details", "last_name"]),
    ]
    .into_iter()
    .filter(|n| !n.is_empty())
    .collect::<Vec<_>>()
    .join(" ");
    let company = text(&payer, &["details", "company"]);
    OrderCsvRow {
        order_number: e.row.id.get(),
        created_at: e.row.created_at.clone(),
        paid_at: e.row.paid_at.clone().unwrap_or_default(),
        buyer_name: match (name.is_empty(), company.is_empty()) {
            (_, true) => name,
            (true, false) => company,
            (false, false) => format!("{name} ({company})"),
        },
        buyer_email: e.row.payer_email.clone(),
        buyer_country: e.row.buyer_country.clone(),
        buyer_vat_id: text(&payer, &["buyer", "vat_id"]),
        product: e.row.product_name.clone(),
        plan: e.plan_name.clone(),
        plan_kind: PlanKind::from_name(&e.row.plan_kind),
        net,
        vat_rates,
        vat,
        gross,
        payment_method: e.row.payment_method.clone(),
        payment_state: sellwerk_core::states::PaymentState::from_name(&e.row.payment_state),
        refunded,
        refunded_at: if refunded.is_zero() {
            String::new()
        } else {
            e.refunded_at.clone().unwrap_or_default()
        },
    }
}

/// An order's line of the orders CSV in `format`.
pub fn order_line(e: &ExportRow, format: CsvFormat) -> String {
    order_csv_row(e).line(format)
}

/// The path of a ticket's QR code (its code is of the ticket alphabet,
/// nothing to escape).
pub fn qr_path(code: &str) -> String {
    format!("/v1/cabinet/payment_tickets/{code}/qr.svg")
}

/// One issued ticket in core's ticket CSV shape; `origin` is the site's
/// (`https://host`), for the absolute QR link.
fn ticket_csv_row(t: &TicketExportRow, origin: &str) -> TicketCsvRow {
    let payer: serde_json::Value = serde_json::from_str(&t.payer).unwrap_or_default();
    let online = t.online == 1;
    TicketCsvRow {
        id: t.id.get(),
        event_date: ticket_csv::event_date(&t.starts_at, &t.time_zone),
        qr_code_url: format!("{origin}{}", qr_path(&t.code)),
        code: t.code.clone(),
        state: t.state.clone(),
        product_name: t.product_name.clone(),
        ticket_name: t.ticket_name.clone(),
        location: if online {
            "online".to_owned()
        } else {
            t.location_short_name.clone()
        },
        location_address: if online {
            t.online_url.clone()
        } else {
            t.location_address.clone()
        },
        location_country: if online {
            String::new()
        } else {
            t.country_code.clone()
        },
        price: ticket_csv::price(&t.quote)
            .map(Money::to_decimal_string)
            .unwrap_or_default(),
        currency: t.currency.to_ascii_uppercase(),
        payer_email: t.payer_email.clone(),
        payer_first_name: text(&payer, &["details", "first_name"]),
        payer_last_name: text(&payer, &["details", "last_name"]),
        payer_street: text(&payer, &["details", "street"]),
        payer_street_number: text(&payer, &["details", "street_number"]),
        payer_zip: text(&payer, &["details", "zip"]),
        payer_city: text(&payer, &["details", "city"]),
        payer_country: text(&payer, &["details", "payer_country"]),
        order_id: t.order_id.get(),
    }
}

/// An issued ticket's line of the Payment ticket CSV.
pub fn ticket_line(t: &TicketExportRow, origin: &str) -> String {
    ticket_csv_row(t, origin).line()
}

/// The CSV header of an export of `kind` (the orders' in `format`, with
/// its byte order mark: the start of the file).
pub fn header(kind: ExportKind, format: CsvFormat) -> String {
    match kind {
        ExportKind::Orders => order_csv::header(format),
        ExportKind::PaymentTickets => ticket_csv::header(),
    }
}

/// The format of seller `seller_id`'s order exports: their language's
/// (the seller's account language, see `sellwerk_core::order_csv`).
pub async fn format_of(db: &D1Database, seller_id: SellerId) -> AppResult<CsvFormat> {
    let locale = repo::sellers::locale(db, seller_id).await?;
    Ok(CsvFormat::of(sellwerk_core::messages::Language::from_tag(
        &locale,
    )))
}

/// A page of CSV lines: the text, how many rows, the last row's id.
pub struct Page {
    pub csv: String,
    pub rows: usize,
    pub last_id: Option<i64>,
}

/// The rows of `kind` after id `after` that `query` matches for the
/// seller, at most `limit`, as CSV lines (one statement); the tickets' QR links on `origin`, the orders in `format`.
pub async fn page(
    db: &D1Database,
    seller_id: SellerId,
    kind: ExportKind,
    query: &ListQuery,
    (origin, format): (&str, CsvFormat),
    after: i64,
    limit: i64,
) -> AppResult<Page> {
    let seller = seller_id;
    Ok(match kind {
        ExportKind::Orders => {
            let rows = repo::order_lists::export_page(db, seller, query, after, limit).await?;
            Page {
                csv: rows.iter().map(|e| order_line(e, format)).collect(),
                rows: rows.len(),
                last_id: rows.last().map(|r| r.row.id.get()),
            }
        }
        ExportKind::PaymentTickets => {
            let rows =
                repo::order_lists::ticket_export_page(db, seller, query, after, limit).await?;
            Page {
                csv: rows.iter().map(|t| ticket_line(t, origin)).collect(),
                rows: rows.len(),
                last_id: rows.last().map(|t| t.id.get()),
            }
        }
    })
}

/// The list query an export stored, read again as the list reads it.
fn stored_query(export: &Export) -> AppResult<ListQuery> {
    let scope = ListScope::seller(clock::today().year());
    let query = ListQuery::parse(&export.query, scope).map_err(|p| {
        AppError::Internal(format!(
            "export {} has an unreadable query: {p:?}",
            export.id
        ))
    })?;
    export.kind.list().check(&query).map_err(|p| {
        AppError::Internal(format!("export {} has a refused query: {p:?}", export.id))
    })?;
    Ok(query)
}

fn random_hex(bytes: usize) -> AppResult<String> {
    let mut buf = vec![0u8; bytes];
    getrandom::getrandom(&mut buf).map_err(|e| AppError::Internal(e.to_string()))?;
    Ok(buf.iter().fold(String::new(), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    }))
}

/// The seller asks for an export of `kind` under the list query `query`
/// (a query string as the list takes it; 422 with the list's own problems
/// when it does not offer a filter): stored as queued, its first chunk
/// sent. 409 `export_running` while the seller has an open export of this
/// kind (decision: one at a time per kind, so a seller cannot pile up
/// work; the answer names the running one).
pub async fn start(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
    kind: ExportKind,
    query: &str,
    origin: &str,
) -> AppResult<Export> {
    let scope = ListScope::seller(clock::today().year());
    let query =
        ListQuery::parse(query.trim_start_matches('?'), scope).map_err(AppError::Invalid)?;
    kind.list().check(&query).map_err(AppError::Invalid)?;
    let canonical = query.to_query_string();
    let now = clock::now();
    let prefix = format!("exports/{seller_id}/{}/", random_hex(12)?);
    let new = repo::exports::NewExport {
        seller_id,
        kind,
        query: &canonical,
        origin,
        r2_prefix: &prefix,
        now,
        expires_at: now + export::TTL_SECONDS,
    };
    let Some(created) = repo::exports::create(db, &new).await? else {
        let open = repo::exports::open_of(db, seller_id, kind).await?;
        return Err(AppError::Conflict {
            code: "export_running",
            detail: open.map_or_else(
                || format!("an export of your {} is running", kind.name()),
                |e| format!("export {} of your {} is still running", e.id, kind.name()),
            ),
        });
    };
    // a lost send is not lost work: the scheduler sends the chunk of an
    // export that stalled
    if let Err(e) = send_chunk(env, &created, 0).await {
        crate::trace::log_warn!("export {}: first chunk not sent: {e:?}", created.id);
    }
    Ok(created)
}

async fn send_chunk(env: &Env, export: &Export, part: u32) -> AppResult<()> {
    env.queue(QUEUE_BINDING)?
        .send(Job::ExportChunkV1 {
            export_id: export.id,
            seller_id: export.seller_id,
            part,
        })
        .await?;
    Ok(())
}

/// What a chunk's message did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum ChunkOutcome {
    /// Wrote and recorded its part; more follow.
    Written,
    /// Wrote and recorded the last part: the export is done.
    Finished,
    /// Its part was recorded before (a redelivery): nothing written.
    AlreadyWritten,
    /// Another attempt recorded the part first: its object is never read.
    Lost,
    /// The export is no longer open (done, failed) or no longer exists.
    Closed,
}

#[cfg(feature = "dev")]
static FAIL_AFTER_WRITE: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// The next `n` chunks fail after writing their object and before
/// recording it, as a crash between R2 and D1 would (development builds
/// only, `POST /v1/dev/faults`).
#[cfg(feature = "dev")]
pub fn fail_next_chunks_after_write(n: u32) {
    FAIL_AFTER_WRITE.store(n, std::sync::atomic::Ordering::Relaxed);
}

#[cfg(feature = "dev")]
fn take_failure() -> bool {
    use std::sync::atomic::Ordering;
    FAIL_AFTER_WRITE
        .fetch_update(Ordering::Relaxed, Ordering::Relaxed, |n| n.checked_sub(1))
        .is_ok()
}

#[cfg(not(feature = "dev"))]
fn take_failure() -> bool {
    false
}

/// Runs chunk `part` of the seller's export (module docs).
pub async fn run_chunk(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
    export_id: ExportId,
    part: u32,
) -> AppResult<ChunkOutcome> {
    let Some(export) = repo::exports::find(db, seller_id, export_id).await? else {
        return Ok(ChunkOutcome::Closed);
    };
    if !export.state.is_open() {
        return Ok(ChunkOutcome::Closed);
    }
    if part != export.parts {
        // a part recorded before; if it is the last one recorded, its
        // successor's send may have been lost with the message's ack
        if part + 1 == export.parts {
            send_chunk(env, &export, export.parts).await?;
        }
        return Ok(ChunkOutcome::AlreadyWritten);
    }
    let query = stored_query(&export)?;
    // the seller's language came with the export (no statement more per chunk)
    let format = CsvFormat::of(sellwerk_core::messages::Language::from_tag(
        export.locale.as_deref().unwrap_or("de"),
    ));
    let mut csv = if part == 0 {
        header(export.kind, format)
    } else {
        String::new()
    };
    let (page_rows, pages) = sizes();
    let (mut after, mut rows, mut last) = (export.cursor, 0u64, false);
    for _ in 0..pages {
        let page = page(
            db,
            seller_id,
            export.kind,
            &query,
            (&export.origin, format),
            after,
            page_rows,
        )
        .await?;
        csv.push_str(&page.csv);
        rows += page.rows as u64;
        after = page.last_id.unwrap_or(after);
        if i64::try_from(page.rows).unwrap_or(0) < page_rows {
            last = true;
            break;
        }
    }
    let key = export::part_key(&export.r2_prefix, part, &random_hex(6)?);
    let bytes = csv.len() as u64;
    env.bucket("FILES")?
        .put(&key, csv.into_bytes())
        .execute()
        .await?;
    if take_failure() {
        return Err(AppError::Internal(format!(
            "export {export_id} part {part}: a failure after writing (dev fault)"
        )));
    }
    let chunk = Chunk {
        part,
        r2_key: &key,
        rows,
        bytes,
        cursor: after,
        last,
        now: clock::now(),
    };
    if !repo::exports::record_chunk(db, seller_id, export_id, &chunk).await? {
        // the object this attempt wrote is never read; expiry deletes it
        // with the export's prefix
        return Ok(ChunkOutcome::Lost);
    }
    if last {
        done_mail(env, db, &export).await?;
        Ok(ChunkOutcome::Finished)
    } else {
        send_chunk(env, &export, part + 1).await?;
        Ok(ChunkOutcome::Written)
    }
}

/// The queue's job: [`run_chunk`], and a failure counted (the queue
/// retries it; at `export::MAX_CHUNK_FAILURES` the export fails and the
/// message is done with).
pub async fn chunk_job(
    env: &Env,
    db: &D1Database,
    seller_id: SellerId,
    export_id: ExportId,
    part: u32,
) -> AppResult<()> {
    match run_chunk(env, db, seller_id, export_id, part).await {
        Ok(_) => Ok(()),
        Err(e) => {
            let state = repo::exports::record_failure(
                db,
                seller_id,
                export_id,
                export::MAX_CHUNK_FAILURES,
                clock::now(),
            )
            .await?;
            if state == Some(ExportState::Failed) {
                crate::trace::log_error!("export {export_id} failed at part {part}: {e:?}");
                Ok(())
            } else {
                Err(e)
            }
        }
    }
}

/// The signed, expiring link of a done export (the mailed one), valid
/// until the export expires.
pub fn download_link(key: &[u8], export: &Export) -> String {
    let (id, seller, exp) = (export.id, export.seller_id, export.expires_at);
    let sig = auth::sign_link(key, LINK, &format!("{seller}/{id}"), exp);
    format!("/v1/exports/{id}/download?seller={seller}&exp={exp}&sig={sig}")
}

/// Checks a mailed export link: 403 `link_expired` or `link_invalid`.
pub fn check_link(
    key: &[u8],
    seller_id: SellerId,
    export_id: ExportId,
    exp: i64,
    sig: &str,
) -> AppResult<()> {
    super::links::check_signed(
        key,
        LINK,
        &format!("{seller_id}/{export_id}"),
        exp,
        sig,
        "export",
    )
}

/// The seller's mail: the export is ready, with its signed link.
async fn done_mail(env: &Env, db: &D1Database, export: &Export) -> AppResult<()> {
    let Some(to) = repo::sellers::owner_email(db, export.seller_id).await? else {
        return Ok(());
    };
    let key = Config::from_env(env)?.token_key;
    let link = download_link(&key, export);
    let what = match export.kind {
        ExportKind::Orders => "orders",
        ExportKind::PaymentTickets => "payment tickets",
    };
    mail::send(
        env,
        &Mail {
            // the export's random prefix, not its id: an expired export's
            // row is deleted and SQLite may give its id again
            key: format!("export-done-{}", export.r2_prefix),
            to,
            subject: format!("Your export of {what} is ready"),
            text: format!(
                "Your CSV export of {what} is ready. Download it here (the link works for 7 days):\n\n{}{link}\n",
                mail::origin(env)
            ),
            link,
        },
    )
    .await
}

/// The export's file: its parts from R2 in order, as one body, streamed
/// part by part (a part's object is read whole: at most
/// `PAGE * PAGES_PER_CHUNK` rows). 409 `export_not_ready` before it is done.
pub async fn download(env: &Env, db: &D1Database, export: &Export) -> AppResult<worker::Response> {
    use futures_util::stream;
    if export.state != ExportState::Done {
        return Err(AppError::Conflict {
            code: "export_not_ready",
            detail: format!("export {} is {}", export.id, export.state.name()),
        });
    }
    let parts = repo::exports::parts(db, export.seller_id, export.id).await?;
    if u32::try_from(parts.len()).ok() != Some(export.parts) {
        return Err(AppError::Internal(format!(
            "export {} records {} parts but has {}",
            export.id,
            export.parts,
            parts.len()
        )));
    }
    let bucket = env.bucket("FILES")?;
    let body = stream::unfold(
        (bucket, parts.into_iter()),
        |(bucket, mut parts)| async move {
            let part = parts.next()?;
            let bytes = match bucket.get(&part.r2_key).execute().await {
                Ok(Some(object)) => match object.body() {
                    Some(body) => body.bytes().await,
                    None => Err(worker::Error::RustError(format!(
                        "part {} has no body",
                        part.part
                    ))),
                },
                Ok(None) => Err(worker::Error::RustError(format!(
                    "part {} is missing",
                    part.part
                ))),
                Err(e) => Err(e),
            };
            Some((bytes, (bucket, parts)))
        },
    );
    let mut response = worker::Response::from_stream(body)?;
    let headers = response.headers_mut();
    headers.set("content-type", "text/csv; charset=utf-8")?;
    headers.set(
        "content-disposition",
        &format!(
            "attachment; filename=\"{}\"",
            export.kind.filename(export.id.get())
        ),
    )?;
    headers.set("cache-control", "private, no-store")?;
    Ok(response)
}

/// What the scheduler's export step did.
#[derive(Debug, Default, Clone, Copy, Serialize)]
pub struct Sweep {
    pub expired: usize,
    pub resumed: usize,
}

/// The scheduler's step: deletes expired exports (their objects, found by
/// the export's prefix, then their rows) and sends the next chunk of open
/// exports that stalled. Reads only what is due, at most 20 of each.
pub async fn sweep(env: &Env, db: &D1Database) -> AppResult<Sweep> {
    let now = clock::now();
    let mut sweep = Sweep::default();
    let bucket = env.bucket("FILES")?;
    for export in repo::exports::expired(db, now, 20).await? {
        loop {
            let listed = bucket
                .list()
                .prefix(export.r2_prefix.clone())
                .limit(1000)
                .execute()
                .await?;
            let keys: Vec<String> = listed.objects().iter().map(worker::Object::key).collect();
            if !keys.is_empty() {
                bucket.delete_multiple(keys).await?;
            }
            if !listed.truncated() {
                break;
            }
        }
        repo::exports::delete(db, export.seller_id, export.id).await?;
        sweep.expired += 1;
    }
    for export in repo::exports::stalled(db, now - STALL_SECONDS, 20).await? {
        send_chunk(env, &export, export.parts).await?;
        repo::exports::touch(db, export.seller_id, export.id, now).await?;
        sweep.resumed += 1;
    }
    Ok(sweep)
}
