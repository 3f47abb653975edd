//! The cabinet home (`GET /v1/cabinet/home`): the seller's paid money and
//! paid orders of the last 30 days, day by day, and the checklist of what
//! is missing before the first sale.
//!
//! **Decision:** the period is the 30 UTC days that end with today by the
//! edge's clock (`clock::today`, movable in development builds), today
//! included; a day is a UTC day, whatever the seller's time zone (the edge
//! stores every time in UTC and knows no seller time zone yet). A day
//! without a sale is in the answer with zeros, so the chart always has 30
//! bars. The money is what was paid in that day (the paid rates, by their
//! `paid_at`), summed in minor units per currency; the orders are those
//! whose first money arrived that day. A seller selling in several
//! currencies sees the one with the most money in the period, the others
//! are named with their totals (amounts in different currencies are never
//! added up).

use std::collections::BTreeMap;

use jiff::civil::Date;
use rust_decimal::Decimal;
use sellwerk_core::ids::SellerId;
use sellwerk_core::providers::ProviderKind;
use sellwerk_core::validation::{self, BusinessStep};
use sellwerk_core::{Country, Currency, Money};
use serde::Serialize;
use worker::D1Database;

use crate::clock;
use crate::error::{AppError, AppResult};
use crate::repo;

/// Days in the home's period, today included.
pub const DAYS: usize = 30;

/// One day of the chart.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct HomeDay {
    /// The UTC date, `YYYY-MM-DD`.
    pub date: String,
    /// The money paid that day in the home's `currency`.
    pub revenue: Money,
    /// The orders first paid that day (in any currency).
    pub orders: u32,
}

/// The period's money in a currency other than the home's.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct CurrencyTotal {
    /// The lowercase ISO 4217 code.
    pub currency: String,
    pub revenue: Money,
}

/// What is missing before the first sale: each item done or not.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[allow(clippy::struct_excessive_bools)] // four independent items, each done or not
pub struct Checklist {
    /// The seller profile's business details are complete (core's
    /// `validate_business_step` finds no problem).
    pub seller_profile: bool,
    /// At least one payment method takes real money: enabled and routed to
    /// a provider connected with live credentials (not the sandbox, not
    /// test keys).
    pub payment_method: bool,
    /// The seller profile holds what an imprint needs (the name or the
    /// company, and the address), and the seller wrote the documents
    /// publishing needs: an imprint and terms (issue 17).
    pub legal_details: bool,
    /// At least one product is published.
    pub published_product: bool,
}

/// The cabinet home's numbers.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct CabinetHome {
    /// The first day of the period (UTC, `YYYY-MM-DD`).
    pub from: String,
    /// The last day of the period: today by the edge's clock (UTC).
    pub to: String,
    /// The currency of the chart and of `revenue` (lowercase ISO 4217): the
    /// one with the most money in the period, the euro when nothing was paid.
    pub currency: String,
    /// Every day of the period, oldest first, zeros on a day without sale.
    pub days: Vec<HomeDay>,
    /// The period's money in `currency`.
    pub revenue: Money,
    /// The period's paid orders (in any currency).
    pub paid_orders: u32,
    /// The period's money in each other currency, most first.
    pub other_currencies: Vec<CurrencyTotal>,
    pub checklist: Checklist,
    /// Buyers can pay, but only in test mode (the sandbox or test keys):
    /// the checklist's payment item stays open until live keys are in.
    pub test_payments_only: bool,
}

fn internal(why: impl std::fmt::Display) -> AppError {
    AppError::Internal(format!("cabinet home: {why}"))
}

/// The 30 days that end with `today`, oldest first.
fn period(today: Date) -> AppResult<Vec<Date>> {
    let mut days = Vec::with_capacity(DAYS);
    let mut day = today;
    for _ in 0..DAYS {
        days.push(day);
        day = day.yesterday().map_err(internal)?;
    }
    days.reverse();
    Ok(days)
}

fn money(minor: i64, currency: Currency) -> AppResult<Money> {
    Money::new(Decimal::new(minor, currency.minor_units()), currency).map_err(internal)
}

/// Whether the business step holds what an imprint needs: who (the company
/// of an entity, else the person's name) and where (street, zip, city,
/// country).
fn imprint_ready(step: &BusinessStep) -> bool {
    let given = |v: &Option<String>| v.as_deref().is_some_and(|s| !s.trim().is_empty());
    let who = if step.business_type.as_deref() == Some("entity") {
        given(&step.company)
    } else {
        given(&step.first_name) && given(&step.last_name)
    };
    who && given(&step.street) && given(&step.zip) && given(&step.city) && given(&step.country_code)
}

/// The checklist before the first sale, and whether buyers can pay in test
/// mode only (the checklist's payment item then stays open).
async fn checklist(
    db: &D1Database,
    seller_id: SellerId,
    today: Date,
) -> AppResult<(Checklist, bool)> {
    let step = repo::sellers::business_step(db, seller_id).await?;
    let matrix = repo::providers::matrix(db, seller_id).await?;
    // only a real provider with live credentials takes a buyer's money:
    // the sandbox and test keys prove the setup, not that the shop sells
    // (issue 30: the checklist once said "ready to sell" on the sandbox)
    let accounts = repo::providers::accounts(db, seller_id).await?;
    let live: Vec<ProviderKind> = accounts
        .iter()
        .filter(|a| a.mode == "live")
        .filter_map(|a| ProviderKind::parse(&a.provider))
        .filter(|p| *p != ProviderKind::Sandbox)
        .collect();
    let connected = repo::providers::connected(db, seller_id).await?;
    let published = repo::home::has_published_product(db, seller_id).await?;
    let documents = repo::legal::has_publish_documents(db, seller_id).await?;
    let checklist = Checklist {
        seller_profile: step.business_type.is_some()
            && validation::validate_business_step(&step, Country::DE, today).is_empty(),
        payment_method: !sellwerk_core::providers::active_methods(
            &matrix.enabled,
            &matrix.providers,
            &live,
        )
        .is_empty(),
        legal_details: imprint_ready(&step) && documents,
        published_product: published,
    };
    let test_payments_only = !checklist.payment_method
        && !sellwerk_core::providers::active_methods(
            &matrix.enabled,
            &matrix.providers,
            &connected,
        )
        .is_empty();
    Ok((checklist, test_payments_only))
}

/// The home of seller `seller_id` as of the edge's today.
pub async fn home(db: &D1Database, seller_id: SellerId) -> AppResult<CabinetHome> {
    let today = clock::today();
    let days = period(today)?;
    let (first, last) = match (days.first(), days.last()) {
        (Some(f), Some(l)) => (*f, *l),
        _ => return Err(internal("an empty period")),
    };
    let from = format!("{first}T00:00:00.000Z");
    let until = format!("{}T00:00:00.000Z", last.tomorrow().map_err(internal)?);

    let revenue_rows = repo::home::revenue_per_day(db, seller_id, &from, &until).await?;
    let order_rows = repo::home::paid_orders_per_day(db, seller_id, &from, &until).await?;

    // Totals per currency (minor units), the largest first; ties by code.
    let mut totals: BTreeMap<&str, i64> = BTreeMap::new();
    for r in &revenue_rows {
        let t = totals.entry(r.currency.as_str()).or_default();
        *t = t
            .checked_add(r.minor)
            .ok_or_else(|| internal("revenue out of range"))?;
    }
    let mut ranked: Vec<(&str, i64)> = totals.into_iter().collect();
    ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
    let currency = match ranked.first() {
        Some((code, _)) => Currency::parse(code).map_err(|e| internal(e.0))?,
        None => Currency::EUR,
    };

    let per_day: BTreeMap<&str, i64> = revenue_rows
        .iter()
        .filter(|r| r.currency == currency.code())
        .map(|r| (r.day.as_str(), r.minor))
        .collect();
    let orders_per_day: BTreeMap<&str, i64> = order_rows
        .iter()
        .map(|r| (r.day.as_str(), r.orders))
        .collect();
    let mut chart = Vec::with_capacity(DAYS);
    let mut paid_orders: u32 = 0;
    let mut revenue_minor: i64 = 0;
    for day in &days {
        let date = day.to_string();
        let minor = per_day.get(date.as_str()).copied().unwrap_or(0);
        let orders = u32::try_from(orders_per_day.get(date.as_str()).copied().unwrap_or(0))
            .map_err(internal)?;
        revenue_minor = revenue_minor
            .checked_add(minor)
            .ok_or_else(|| internal("revenue out of range"))?;
        paid_orders = paid_orders.saturating_add(orders);
        chart.push(HomeDay {
            date,
            revenue: money(minor, currency)?,
            orders,
        });
    }
    let other_currencies = ranked
        .iter()
        .filter(|(code, _)| *code != currency.code())
        .map(|(code, minor)| {
            let c = Currency::parse(code).map_err(|e| internal(e.0))?;
            Ok(CurrencyTotal {
                currency: c.code().to_owned(),
                revenue: money(*minor, c)?,
            })
        })
        .collect::<AppResult<Vec<_>>>()?;

    let (checklist, test_payments_only) = checklist(db, seller_id, today).await?;
    Ok(CabinetHome {
        from: first.to_string(),
        to: last.to_string(),
        currency: currency.code().to_owned(),
        days: chart,
        revenue: money(revenue_minor, currency)?,
        paid_orders,
        other_currencies,
        checklist,
        test_payments_only,
    })
}
