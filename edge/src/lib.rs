//! Sellwerk's API on Cloudflare Workers.
//!
//! In layers, arrows pointing down only (ARCHITECTURE.md, "The edge in
//! layers"; `scripts/check-structure.sh` checks them):
//! - entries: `router` (every route) with `routes/` (thin handlers:
//!   extract, call, answer), `consumer` (the queue) and `scheduler` (cron);
//! - `services/`: the money path (orders, providers, delivery) and what it
//!   sets in motion (mails, the sandbox provider);
//! - `session`, `extract` and `idempotency`, the request's helpers;
//! - `repo/`, the only place that talks to D1, turning rows into typed
//!   values;
//! - at the bottom `jobs` (the queue's messages), `error`, `config`,
//!   `clock` and `trace` (the request id every log line carries).

// A worker of one role (`Cargo.toml`'s features `buyer` and `app`,
// ARCHITECTURE.md "Workers per role") routes only its part of the table:
// the rest of the code is compiled and left out of the module by the
// linker, not by hand. The lints judge the whole build, where nothing is
// unused.
#![cfg_attr(
    not(all(feature = "buyer", feature = "app")),
    allow(dead_code, unused_imports)
)]

// The API document is made natively at build time (`scripts/api-doc.sh`):
// the worker serves it as text (`router.rs`) and carries neither the code
// that makes it nor the JSON Schemas' derives, which its wasm build hands
// to a derive that expands to nothing (`edge/schema-off`, named `schemars`
// here; `Cargo.toml` gives the real one to native builds only).
#[cfg(not(target_arch = "wasm32"))]
mod api_doc;
#[cfg(target_arch = "wasm32")]
extern crate sellwerk_schema_off as schemars;
mod boundary;
mod clock;
mod config;
mod consumer;
mod error;
mod extract;
mod idempotency;
mod jobs;
/// Core's page renderer (issue 18): the public pages and `render_input`.
use sellwerk_core::render;
mod repo;
mod router;
mod routes;
mod routing;
mod scheduler;
mod services;
mod session;
mod sites;
mod trace;

/// The Worker's entry points. The `event` macro writes its own log lines
/// (an error the fetch handler returns, a queue batch's outcome) with the
/// `worker` console macros, which the rest of the edge may not use
/// (`trace`); `router::handle` answers every error itself.
mod entry {
    #![allow(clippy::disallowed_macros)]

    use super::{config, consumer, jobs, router, scheduler, trace};
    use worker::{
        Context, Env, MessageBatch, Request, Response, ScheduleContext, ScheduledEvent, event,
    };

    #[event(start)]
    fn start() {
        console_error_panic_hook::set_once();
    }

    #[event(fetch)]
    async fn fetch(req: Request, env: Env, ctx: Context) -> worker::Result<Response> {
        router::handle(req, env, &ctx).await
    }

    /// A production worker without its real settings does no work at all
    /// (`config::missing`); true when it may.
    #[cfg(feature = "app")]
    fn configured(env: &Env) -> bool {
        let missing = config::missing(env);
        if missing.is_empty() {
            return true;
        }
        let _ = config::refusal(missing);
        false
    }

    /// A batch of the queue, in a log scope of its own (`queue_…`). The
    /// app's worker consumes the queue and runs the cron; the buyer's
    /// only sends to the queue.
    #[cfg(feature = "app")]
    #[event(queue)]
    async fn queue(batch: MessageBatch<jobs::Job>, env: Env, _ctx: Context) -> worker::Result<()> {
        trace::scoped(trace::context(None, "queue"), async move {
            if !configured(&env) {
                batch.retry_all();
                return Ok(());
            }
            consumer::consume(batch, &env).await
        })
        .await
    }

    /// A tick of the cron, in a log scope of its own (`cron_…`).
    #[cfg(feature = "app")]
    #[event(scheduled)]
    async fn scheduled(_event: ScheduledEvent, env: Env, _ctx: ScheduleContext) {
        trace::scoped(trace::context(None, "cron"), async move {
            if !configured(&env) {
                return;
            }
            let outcome = match env.d1("DB") {
                Ok(db) => scheduler::tick(&env, &db).await.map(|_| ()),
                Err(e) => Err(e.into()),
            };
            if let Err(e) = outcome {
                trace::log_error!("scheduler tick failed: {e:?}");
            }
        })
        .await;
    }
}
