//! The request id and the log.
//!
//! Every answer carries a `Request-Id` header and every error body a
//! `request_id` (`router::handle`, `error.rs`); every line the edge logs
//! starts with the same id, so one id found in a client's report, in the
//! answer and in the log names one request. The id is Cloudflare's
//! `CF-Ray` when the request came through its network (a value its logs
//! and dashboards know too), else `req_` and 24 random hex digits.
//!
//! The id of the running request is kept while its future is polled
//! ([`scoped`]), the way a task-local is: a Worker's isolate may interleave
//! several requests at their awaits, and each poll sees its own request's
//! context, never another's. The queue consumer and the cron tick run in a
//! scope of their own (`queue_…`, `cron_…`). Code outside any scope (none
//! today) logs `-`.
//!
//! **Architecture invariant:** the edge logs only through [`log_error!`]
//! and [`log_warn!`] of this module; `clippy.toml` disallows the
//! `worker` crate's console macros everywhere else.

use std::cell::{Cell, RefCell};
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context as TaskContext, Poll};

/// The longest `CF-Ray` value taken as the request id.
const RAY_MAX: usize = 64;

/// What the edge knows of the request (or job) running now.
#[derive(Debug)]
pub struct Context {
    id: String,
    /// Whether a handler of the route table took the request (a request
    /// the table has no route for is answered by the router's fallback).
    routed: Cell<bool>,
    /// How many D1 statements the request prepared (development builds
    /// only: `repo::db` counts them, the router answers the number).
    #[cfg(feature = "dev")]
    statements: Cell<u32>,
}

impl Context {
    pub fn id(&self) -> &str {
        &self.id
    }

    pub fn routed(&self) -> bool {
        self.routed.get()
    }

    /// The D1 statements the request prepared so far.
    #[cfg(feature = "dev")]
    pub fn statements(&self) -> u32 {
        self.statements.get()
    }
}

thread_local! {
    static CURRENT: RefCell<Option<Rc<Context>>> = const { RefCell::new(None) };
}

/// A new context: `ray` (the request's `CF-Ray`) when it is a plausible
/// id, else a random one with `prefix` (`req`, `queue`, `cron`).
pub fn context(ray: Option<&str>, prefix: &str) -> Rc<Context> {
    let id = ray
        .map(str::trim)
        .filter(|r| {
            !r.is_empty()
                && r.len() <= RAY_MAX
                && r.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
        .map_or_else(|| random_id(prefix), str::to_owned);
    Rc::new(Context {
        id,
        routed: Cell::new(false),
        #[cfg(feature = "dev")]
        statements: Cell::new(0),
    })
}

fn random_id(prefix: &str) -> String {
    use std::fmt::Write;
    let mut bytes = [0u8; 12];
    // no randomness at all is not worth failing a request over: the id is
    // then the time, which still tells requests apart in the log
    if getrandom::getrandom(&mut bytes).is_err() {
        bytes = [0; 12];
        let now = crate::clock::now().to_be_bytes();
        for (b, n) in bytes.iter_mut().zip(now) {
            *b = n;
        }
    }
    bytes.iter().fold(format!("{prefix}_"), |mut out, b| {
        let _ = write!(out, "{b:02x}");
        out
    })
}

/// `future` with `context` as the current context at every poll.
pub fn scoped<F: Future>(context: Rc<Context>, future: F) -> Scoped<F> {
    Scoped {
        context,
        inner: Box::pin(future),
    }
}

/// A future that runs with its request's context (see [`scoped`]).
pub struct Scoped<F> {
    context: Rc<Context>,
    inner: Pin<Box<F>>,
}

impl<F: Future> Future for Scoped<F> {
    type Output = F::Output;

    fn poll(self: Pin<&mut Self>, cx: &mut TaskContext<'_>) -> Poll<F::Output> {
        let this = self.get_mut();
        let previous = CURRENT.with(|c| c.replace(Some(Rc::clone(&this.context))));
        let out = this.inner.as_mut().poll(cx);
        CURRENT.with(|c| c.replace(previous));
        out
    }
}

/// The id of the running request or job; `-` outside any.
pub fn id() -> String {
    CURRENT.with(|c| {
        c.borrow()
            .as_ref()
            .map_or_else(|| "-".to_owned(), |ctx| ctx.id.clone())
    })
}

/// Whether a route of the table took the running request.
pub fn routed() -> bool {
    CURRENT.with(|c| c.borrow().as_ref().is_some_and(|ctx| ctx.routed()))
}

/// Marks the running request as taken by a route of the table.
pub fn mark_routed() {
    CURRENT.with(|c| {
        if let Some(ctx) = c.borrow().as_ref() {
            ctx.routed.set(true);
        }
    });
}

/// Counts one D1 statement of the running request (development builds).
#[cfg(feature = "dev")]
pub fn count_statement() {
    CURRENT.with(|c| {
        if let Some(ctx) = c.borrow().as_ref() {
            ctx.statements.set(ctx.statements.get().saturating_add(1));
        }
    });
}

#[doc(hidden)]
#[derive(Debug, Clone, Copy)]
pub enum Level {
    Error,
    Warn,
}

/// Writes one log line, starting with the running request's id.
#[doc(hidden)]
#[allow(clippy::disallowed_macros)] // the one place that may
pub fn write(level: Level, message: &str) {
    let id = id();
    match level {
        Level::Error => worker::console_error!("[{id}] {message}"),
        Level::Warn => worker::console_warn!("[{id}] {message}"),
    }
}

/// Logs an error with the request id.
macro_rules! log_error {
    ($($arg:tt)*) => {
        $crate::trace::write($crate::trace::Level::Error, &format!($($arg)*))
    };
}

/// Logs a warning with the request id.
macro_rules! log_warn {
    ($($arg:tt)*) => {
        $crate::trace::write($crate::trace::Level::Warn, &format!($($arg)*))
    };
}

pub(crate) use {log_error, log_warn};
