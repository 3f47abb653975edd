//! The seller's CSV exports (`exports`, `export_parts`; migration 0021).
//! Every read and write names the export's seller (`WHERE id = ? AND
//! seller_id = ?`); only the scheduler's two sweeps (expired, stalled) read
//! across sellers, by their indexes, and hand each row's seller on.

use sellwerk_core::export::{ExportKind, ExportState};
use sellwerk_core::ids::{ExportId, SellerId};
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::error::{AppError, AppResult};

/// An export as stored, typed.
#[derive(Debug, Clone)]
pub struct Export {
    pub id: ExportId,
    pub seller_id: SellerId,
    pub kind: ExportKind,
    /// The list's canonical query string.
    pub query: String,
    pub origin: String,
    pub state: ExportState,
    pub rows_written: u64,
    /// The id of the last row written (0: none yet).
    pub cursor: i64,
    pub parts: u32,
    pub bytes: u64,
    pub r2_prefix: String,
    pub created_at: i64,
    pub finished_at: Option<i64>,
    pub expires_at: i64,
    /// The seller's account language (`de`, `en`), read with the export by
    /// [`find`] (the language the orders CSV is written in); `None` where
    /// the export was read otherwise.
    pub locale: Option<String>,
}

#[derive(Deserialize)]
struct ExportRaw {
    id: i64,
    seller_id: i64,
    kind: String,
    query: String,
    origin: String,
    state: String,
    rows_written: i64,
    cursor: i64,
    parts: i64,
    bytes: i64,
    r2_prefix: String,
    created_at: i64,
    finished_at: Option<i64>,
    expires_at: i64,
    #[serde(default)]
    locale: Option<String>,
}

const COLUMNS: &str = "id, seller_id, kind, query, origin, state, rows_written, cursor, parts, \
     bytes, r2_prefix, created_at, finished_at, expires_at";

impl TryFrom<ExportRaw> for Export {
    type Error = AppError;

    fn try_from(r: ExportRaw) -> AppResult<Self> {
        const WHAT: &str = "export";
        let id = r.id;
        let bad = |why: String| corrupt(WHAT, id, why);
        Ok(Export {
            id: ExportId::new(id).map_err(|e| bad(e.to_string()))?,
            seller_id: SellerId::new(r.seller_id).map_err(|e| bad(e.to_string()))?,
            kind: ExportKind::from_name(&r.kind)
                .ok_or_else(|| bad(format!("kind {:?}", r.kind)))?,
            state: ExportState::from_name(&r.state)
                .ok_or_else(|| bad(format!("state {:?}", r.state)))?,
            rows_written: u64::try_from(r.rows_written).map_err(|e| bad(e.to_string()))?,
            cursor: r.cursor,
            parts: u32::try_from(r.parts).map_err(|e| bad(e.to_string()))?,
            bytes: u64::try_from(r.bytes).map_err(|e| bad(e.to_string()))?,
            query: r.query,
            origin: r.origin,
            r2_prefix: r.r2_prefix,
            created_at: r.created_at,
            finished_at: r.finished_at,
            expires_at: r.expires_at,
            locale: r.locale,
        })
    }
}

fn typed(rows: Vec<ExportRaw>) -> AppResult<Vec<Export>> {
    rows.into_iter().map(Export::try_from).collect()
}

fn text(value: &str) -> JsValue {
    JsValue::from_str(value)
}

/// What a new export is made of.
pub struct NewExport<'a> {
    pub seller_id: SellerId,
    pub kind: ExportKind,
    pub query: &'a str,
    pub origin: &'a str,
    pub r2_prefix: &'a str,
    pub now: i64,
    pub expires_at: i64,
}

/// Stores a new queued export; `None` when the seller has an open export
/// of this kind (the partial unique index `exports_one_open` refuses it,
/// so two requests at once cannot both start one).
pub async fn create(db: &D1Database, new: &NewExport<'_>) -> AppResult<Option<Export>> {
    let rows = db
        .prepare(format!(
            "INSERT INTO exports (seller_id, kind, query, origin, r2_prefix, created_at, updated_at, expires_at) \
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?7) ON CONFLICT DO NOTHING RETURNING {COLUMNS}"
        ))
        .bind(&[
            int(new.seller_id),
            text(new.kind.name()),
            text(new.query),
            text(new.origin),
            text(new.r2_prefix),
            int(new.now),
            int(new.expires_at),
        ])?
        .all()
        .await?
        .results::<ExportRaw>()?;
    Ok(typed(rows)?.into_iter().next())
}

/// The seller's open (queued or running) export of `kind`.
pub async fn open_of(
    db: &D1Database,
    seller_id: SellerId,
    kind: ExportKind,
) -> AppResult<Option<Export>> {
    let rows = db
        .prepare(format!(
            "SELECT {COLUMNS} FROM exports WHERE seller_id = ?1 AND kind = ?2 \
             AND state IN ('queued', 'running')"
        ))
        .bind(&[int(seller_id), text(kind.name())])?
        .all()
        .await?
        .results::<ExportRaw>()?;
    Ok(typed(rows)?.into_iter().next())
}

/// One of the seller's exports (`None` for another seller's id).
pub async fn find(db: &D1Database, seller_id: SellerId, id: ExportId) -> AppResult<Option<Export>> {
    let rows = db
        .prepare(format!(
            "SELECT {COLUMNS}, (SELECT u.locale FROM profiles p JOIN users u ON u.id = p.user_id \
             WHERE p.seller_id = exports.seller_id AND p.kind = 'seller' ORDER BY p.id LIMIT 1) AS locale \
             FROM exports WHERE id = ?1 AND seller_id = ?2"
        ))
        .bind(&[int(id), int(seller_id)])?
        .all()
        .await?
        .results::<ExportRaw>()?;
    Ok(typed(rows)?.into_iter().next())
}

/// The seller's latest exports, newest first (at most `limit`; older ones
/// expire anyway).
pub async fn latest(db: &D1Database, seller_id: SellerId, limit: u32) -> AppResult<Vec<Export>> {
    let rows = db
        .prepare(format!(
            "SELECT {COLUMNS} FROM exports WHERE seller_id = ?1 ORDER BY id DESC LIMIT ?2"
        ))
        .bind(&[int(seller_id), int(limit)])?
        .all()
        .await?
        .results::<ExportRaw>()?;
    typed(rows)
}

/// A written part of an export.
#[derive(Debug, Deserialize)]
pub struct Part {
    pub part: i64,
    pub r2_key: String,
}

/// The parts of one of the seller's exports, in order.
pub async fn parts(db: &D1Database, seller_id: SellerId, id: ExportId) -> AppResult<Vec<Part>> {
    Ok(db
        .prepare(
            "SELECT p.part, p.r2_key FROM export_parts p \
             JOIN exports e ON e.id = p.export_id AND e.seller_id = ?2 \
             WHERE p.export_id = ?1 ORDER BY p.part",
        )
        .bind(&[int(id), int(seller_id)])?
        .all()
        .await?
        .results::<Part>()?)
}

/// A chunk's outcome, to record.
pub struct Chunk<'a> {
    pub part: u32,
    pub r2_key: &'a str,
    pub rows: u64,
    pub bytes: u64,
    /// The id of the chunk's last row (the cursor unchanged when empty).
    pub cursor: i64,
    /// Whether this was the last chunk.
    pub last: bool,
    pub now: i64,
}

/// Records part `chunk.part` of the export and moves its cursor, in one
/// transaction, only if the export is open and has exactly `chunk.part`
/// parts: the part's primary key (export, part) refuses a second writer of
/// the same part, so a redelivered chunk racing the first counts once.
/// `Ok(false)` when another attempt recorded the part first (or the export
/// is no longer open).
pub async fn record_chunk(
    db: &D1Database,
    seller_id: SellerId,
    id: ExportId,
    chunk: &Chunk<'_>,
) -> AppResult<bool> {
    let rows = i64::try_from(chunk.rows).map_err(|e| AppError::Internal(e.to_string()))?;
    let bytes = i64::try_from(chunk.bytes).map_err(|e| AppError::Internal(e.to_string()))?;
    let state = if chunk.last { "done" } else { "running" };
    let statements = vec![
        db.prepare(
            "INSERT INTO export_parts (export_id, part, r2_key, rows_written, bytes) \
             SELECT id, ?3, ?4, ?5, ?6 FROM exports \
             WHERE id = ?1 AND seller_id = ?2 AND parts = ?3 AND state IN ('queued', 'running')",
        )
        .bind(&[
            int(id),
            int(seller_id),
            int(chunk.part),
            text(chunk.r2_key),
            int(rows),
            int(bytes),
        ])?,
        // the part was inserted by this very batch exactly when the export
        // has it now and still counts `part` parts
        db.prepare(
            "UPDATE exports SET parts = parts + 1, rows_written = rows_written + ?4, \
             bytes = bytes + ?5, cursor = ?6, state = ?7, failures = 0, updated_at = ?8, \
             finished_at = CASE WHEN ?7 = 'done' THEN ?8 END \
             WHERE id = ?1 AND seller_id = ?2 AND parts = ?3 AND state IN ('queued', 'running') \
             AND EXISTS (SELECT 1 FROM export_parts p WHERE p.export_id = ?1 AND p.part = ?3 AND p.r2_key = ?9)",
        )
        .bind(&[
            int(id),
            int(seller_id),
            int(chunk.part),
            int(rows),
            int(bytes),
            int(chunk.cursor),
            text(state),
            int(chunk.now),
            text(chunk.r2_key),
        ])?,
    ];
    match db.batch(statements).await {
        Ok(results) => Ok(results
            .get(1)
            .map(worker::D1Result::meta)
            .transpose()?
            .flatten()
            .and_then(|m| m.changes)
            .unwrap_or(0)
            == 1),
        Err(e) if e.to_string().contains("UNIQUE") => Ok(false),
        Err(e) => Err(AppError::from(e)),
    }
}

/// Counts a failed attempt at the export's current chunk; at `max` the
/// export fails. The export's state afterwards.
pub async fn record_failure(
    db: &D1Database,
    seller_id: SellerId,
    id: ExportId,
    max: i64,
    now: i64,
) -> AppResult<Option<ExportState>> {
    #[derive(Deserialize)]
    struct StateRow {
        state: String,
    }
    let row = db
        .prepare(
            "UPDATE exports SET failures = failures + 1, updated_at = ?4, \
             state = CASE WHEN failures + 1 >= ?3 THEN 'failed' ELSE state END, \
             finished_at = CASE WHEN failures + 1 >= ?3 THEN ?4 ELSE finished_at END \
             WHERE id = ?1 AND seller_id = ?2 AND state IN ('queued', 'running') RETURNING state",
        )
        .bind(&[int(id), int(seller_id), int(max), int(now)])?
        .first::<StateRow>(None)
        .await?;
    Ok(row.and_then(|r| ExportState::from_name(&r.state)))
}

/// Exports whose time is over (done, failed or stuck), oldest first, at
/// most `limit`: the scheduler deletes their objects and rows. Reads only
/// what is due (`exports_expiry`).
pub async fn expired(db: &D1Database, now: i64, limit: u32) -> AppResult<Vec<Export>> {
    let rows = db
        .prepare(format!(
            "SELECT {COLUMNS} FROM exports WHERE expires_at <= ?1 ORDER BY expires_at LIMIT ?2"
        ))
        .bind(&[int(now), int(limit)])?
        .all()
        .await?
        .results::<ExportRaw>()?;
    typed(rows)
}

/// Open exports unchanged since `before` (their next chunk was lost, or
/// the queue gave up on it), at most `limit`: the scheduler sends their
/// next chunk again (`exports_stalled`).
pub async fn stalled(db: &D1Database, before: i64, limit: u32) -> AppResult<Vec<Export>> {
    let rows = db
        .prepare(format!(
            "SELECT {COLUMNS} FROM exports WHERE state IN ('queued', 'running') \
             AND updated_at < ?1 ORDER BY updated_at LIMIT ?2"
        ))
        .bind(&[int(before), int(limit)])?
        .all()
        .await?
        .results::<ExportRaw>()?;
    typed(rows)
}

/// Notes that an open export's next chunk was sent again at `now`.
pub async fn touch(db: &D1Database, seller_id: SellerId, id: ExportId, now: i64) -> AppResult<()> {
    db.prepare(
        "UPDATE exports SET updated_at = ?3 WHERE id = ?1 AND seller_id = ?2 \
         AND state IN ('queued', 'running')",
    )
    .bind(&[int(id), int(seller_id), int(now)])?
    .run()
    .await?;
    Ok(())
}

/// Deletes an export and its parts' rows (its objects are deleted first,
/// by the caller).
pub async fn delete(db: &D1Database, seller_id: SellerId, id: ExportId) -> AppResult<()> {
    db.batch(vec![
        db.prepare(
            "DELETE FROM export_parts WHERE export_id = \
             (SELECT id FROM exports WHERE id = ?1 AND seller_id = ?2)",
        )
        .bind(&[int(id), int(seller_id)])?,
        db.prepare("DELETE FROM exports WHERE id = ?1 AND seller_id = ?2")
            .bind(&[int(id), int(seller_id)])?,
    ])
    .await?;
    Ok(())
}
