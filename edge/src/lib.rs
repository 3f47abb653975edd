//! Sellwerk's API on Cloudflare Workers.
//!
//! `router` lists every route; `routes/` holds thin handlers (extract, call
//! core, call a repository, answer); `repo/` is the only place that talks to
//! D1; `jobs` holds the queue messages and their consumer.

mod api_doc;
mod clock;
mod config;
mod delivery;
mod error;
mod extract;
mod jobs;
mod mail;
mod orders;
mod product_access;
mod provider;
mod repo;
mod router;
mod routes;
#[cfg(feature = "dev")]
mod sandbox;
mod scheduler;
mod session;

use worker::{
    Context, Env, MessageBatch, Request, Response, ScheduleContext, ScheduledEvent, event,
};

#[event(start)]
fn start() {
    console_error_panic_hook::set_once();
}

#[event(fetch)]
async fn fetch(req: Request, env: Env, _ctx: Context) -> worker::Result<Response> {
    router::handle(req, env).await
}

/// A production worker without its real settings does no work at all
/// (`config::missing`); true when it may.
fn configured(env: &Env) -> bool {
    let missing = config::missing(env);
    if missing.is_empty() {
        return true;
    }
    let _ = config::refusal(missing);
    false
}

#[event(queue)]
async fn queue(batch: MessageBatch<jobs::Job>, env: Env, _ctx: Context) -> worker::Result<()> {
    if !configured(&env) {
        batch.retry_all();
        return Ok(());
    }
    jobs::consume(batch, &env).await
}

#[event(scheduled)]
async fn scheduled(_event: ScheduledEvent, env: Env, _ctx: ScheduleContext) {
    if !configured(&env) {
        return;
    }
    let outcome = match env.d1("DB") {
        Ok(db) => scheduler::tick(&env, &db).await.map(|_| ()),
        Err(e) => Err(e.into()),
    };
    if let Err(e) = outcome {
        worker::console_error!("scheduler tick failed: {e:?}");
    }
}
