//! `GET /v1/health`: D1 always; with `?deep=1` also an R2 round trip and a
//! queue heartbeat; with `?heartbeat=<id>` whether that heartbeat has been
//! consumed.

use std::fmt::Write as _;

use serde::Serialize;
use worker::{Date, Request, Response, RouteContext};

use crate::error::{AppError, AppResult};
use crate::jobs::{Job, QUEUE_BINDING};
use crate::repo;

#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct Health {
    status: &'static str,
    version: &'static str,
    d1_migrations: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    r2: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    heartbeat_sent: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    heartbeat_processed: Option<bool>,
}

pub async fn get(req: Request, ctx: RouteContext<()>) -> AppResult<Response> {
    let url = req.url()?;
    let query = |key: &str| {
        url.query_pairs()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.into_owned())
    };
    let db = repo::db(&ctx.env)?;
    let mut health = Health {
        status: "ok",
        version: env!("CARGO_PKG_VERSION"),
        d1_migrations: repo::jobs::migrations_applied(&db).await?,
        r2: None,
        heartbeat_sent: None,
        heartbeat_processed: None,
    };
    if query("deep").is_some() {
        health.r2 = Some(r2_round_trip(&ctx).await?);
        let id = random_id()?;
        let sent_at = Date::now().to_string();
        ctx.env
            .queue(QUEUE_BINDING)?
            .send(Job::HeartbeatV1 {
                id: id.clone(),
                sent_at,
            })
            .await?;
        health.heartbeat_sent = Some(id);
    }
    if let Some(id) = query("heartbeat") {
        health.heartbeat_processed = Some(repo::jobs::heartbeat_processed(&db, &id).await?);
    }
    Ok(Response::from_json(&health)?)
}

async fn r2_round_trip(ctx: &RouteContext<()>) -> AppResult<&'static str> {
    let bucket = ctx.env.bucket("FILES")?;
    let probe = b"sellwerk health probe".to_vec();
    bucket.put("health/probe", probe.clone()).execute().await?;
    let stored = match bucket.get("health/probe").execute().await? {
        Some(object) => match object.body() {
            Some(body) => body.bytes().await?,
            None => Vec::new(),
        },
        None => Vec::new(),
    };
    if stored == probe {
        Ok("ok")
    } else {
        Err(AppError::Internal(
            "R2 probe read back different bytes".into(),
        ))
    }
}

fn random_id() -> AppResult<String> {
    let mut bytes = [0u8; 16];
    getrandom::getrandom(&mut bytes).map_err(|e| AppError::Internal(e.to_string()))?;
    Ok(bytes.iter().fold(String::with_capacity(32), |mut hex, b| {
        let _ = write!(hex, "{b:02x}");
        hex
    }))
}
