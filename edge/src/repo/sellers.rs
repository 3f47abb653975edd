//! What a seller keeps about themselves: the seller profile's business step.

use std::collections::HashMap;

use sellwerk_core::ids::{PlanId, ProductId, SellerId, TicketId};
use sellwerk_core::render::Theme;
use sellwerk_core::tax::{ExemptReason, VatStatus};
use sellwerk_core::validation::BusinessStep;
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

use super::{corrupt, int};
use crate::error::AppResult;

#[derive(Deserialize)]
struct Row {
    data: String,
}

/// The stored business step of seller `seller_id` (empty when none yet).
pub async fn business_step(db: &D1Database, seller_id: SellerId) -> AppResult<BusinessStep> {
    let row = db
        .prepare("SELECT data FROM seller_profiles WHERE seller_id = ?1")
        .bind(&[int(seller_id)])?
        .first::<Row>(None)
        .await?;
    match row {
        None => Ok(BusinessStep::default()),
        Some(r) => {
            serde_json::from_str(&r.data).map_err(|e| corrupt("seller_profile", seller_id.get(), e))
        }
    }
}

/// The `sellers.vat_status` column's value of a VAT status (read back by
/// `catalog::seller_terms`).
fn vat_status_column(status: VatStatus) -> &'static str {
    match status {
        VatStatus::VatPayer => "vat_payer",
        VatStatus::Exempt(ExemptReason::SmallBusiness) => "small_business",
        VatStatus::Exempt(ExemptReason::Educational) => "educational",
        VatStatus::Exempt(ExemptReason::RegulatedProfession) => "regulated_profession",
        VatStatus::Exempt(ExemptReason::Other) => "other",
    }
}

/// Stores the business step of seller `seller_id` (core checked it) and,
/// in the same batch, the VAT status it answers as the seller's, which
/// every quote reads (issue 14: the answer used to be stored apart and
/// never used).
pub async fn save_business_step(
    db: &D1Database,
    seller_id: SellerId,
    step: &BusinessStep,
) -> AppResult<()> {
    let data =
        serde_json::to_string(step).map_err(|e| corrupt("seller_profile", seller_id.get(), e))?;
    let mut batch = vec![
        db.prepare(
            "INSERT INTO seller_profiles (seller_id, data) VALUES (?1, ?2) \
             ON CONFLICT (seller_id) DO UPDATE SET data = ?2, \
             updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
        )
        .bind(&[int(seller_id), JsValue::from_str(&data)])?,
    ];
    if let Some(status) = step.vat_status() {
        batch.push(
            db.prepare("UPDATE sellers SET vat_status = ?2 WHERE id = ?1")
                .bind(&[int(seller_id), JsValue::from_str(vat_status_column(status))])?,
        );
    }
    db.batch(batch).await?;
    Ok(())
}

/// The time zone a seller's payment dates are counted in: the one place
/// that says so until sellers store a zone of their own. Orders are priced
/// in it, and the payment page previews in it (the shop's seller answer).
pub const SELLER_TIME_ZONE: &str = "Europe/Berlin";

/// The day of the instant `at` (RFC 3339, as stored) in the shop's time
/// zone, `YYYY-MM-DD`. Decision (issue 30): the buyer's pages write every
/// day of an order in the shop's time zone, the one its due dates are
/// reckoned in, so a rate paid at 00:30 in Berlin is paid on the day it was
/// due there, whatever zone the browser or the server is in.
pub fn shop_day(at: &str) -> Option<String> {
    let zone = sellwerk_core::zones::time_zone(SELLER_TIME_ZONE).ok()?;
    let instant = sellwerk_core::calendar::instant(at)?;
    sellwerk_core::calendar::local_date(instant, &zone).map(sellwerk_core::calendar::text)
}

/// The shop name (username) of seller `seller_id`.
pub async fn username(db: &D1Database, seller_id: SellerId) -> AppResult<String> {
    #[derive(Deserialize)]
    struct Name {
        username: String,
    }
    db.prepare("SELECT username FROM sellers WHERE id = ?1")
        .bind(&[int(seller_id)])?
        .first::<Name>(None)
        .await?
        .map(|n| n.username)
        .ok_or_else(|| corrupt("seller", seller_id.get(), "no such seller"))
}

/// A seller's shop as the buyer's pages name it: its username (the
/// address) and its display name.
pub async fn shop_names(db: &D1Database, seller_id: SellerId) -> AppResult<(String, String)> {
    #[derive(Deserialize)]
    struct Names {
        username: String,
        display_name: String,
    }
    db.prepare("SELECT username, display_name FROM sellers WHERE id = ?1")
        .bind(&[int(seller_id)])?
        .first::<Names>(None)
        .await?
        .map(|n| (n.username, n.display_name))
        .ok_or_else(|| corrupt("seller", seller_id.get(), "no such seller"))
}

/// The usernames and shop names (display names) of `sellers`, in one
/// statement per hundred.
pub async fn usernames(
    db: &D1Database,
    sellers: &[SellerId],
) -> AppResult<HashMap<SellerId, (String, String)>> {
    #[derive(Deserialize)]
    struct Row {
        id: i64,
        username: String,
        display_name: String,
    }
    let rows: Vec<Row> = super::rows_in(db, &super::distinct(sellers.iter().copied()), 1, |list| {
        format!("SELECT id, username, display_name FROM sellers WHERE id IN ({list})")
    })
    .await?;
    rows.into_iter()
        .map(|n| {
            let id = SellerId::new(n.id).map_err(|e| corrupt("seller", n.id, e))?;
            Ok((id, (n.username, n.display_name)))
        })
        .collect()
}

/// The e-mail address of seller `seller_id`'s account (its first seller
/// profile's user); `None` for a seller without one (seeded data).
pub async fn owner_email(db: &D1Database, seller_id: SellerId) -> AppResult<Option<String>> {
    #[derive(Deserialize)]
    struct Owner {
        email: String,
    }
    Ok(db
        .prepare(
            "SELECT u.email FROM users u JOIN profiles p ON p.user_id = u.id \
             WHERE p.seller_id = ?1 AND p.kind = 'seller' ORDER BY p.id LIMIT 1",
        )
        .bind(&[int(seller_id)])?
        .first::<Owner>(None)
        .await?
        .map(|o| o.email))
}

/// What an order needs to know of the product and plan bought.
#[derive(Debug, Deserialize)]
pub struct OrderFacts {
    pub form: String,
    pub ticket_id: Option<TicketId>,
    /// When the plan's ticket's event ends (Unix seconds).
    pub ticket_ends: Option<i64>,
}

pub async fn order_facts(
    db: &D1Database,
    product_id: ProductId,
    plan_id: PlanId,
) -> AppResult<Option<OrderFacts>> {
    Ok(db
        .prepare(
            "SELECT p.form, pp.ticket_id, t.ends_at_unix AS ticket_ends FROM products p \
             JOIN pricing_plans pp ON pp.product_id = p.id AND pp.seller_id = p.seller_id \
             LEFT JOIN event_tickets t ON t.id = pp.ticket_id AND t.seller_id = p.seller_id \
             WHERE p.id = ?1 AND pp.id = ?2",
        )
        .bind(&[int(product_id), int(plan_id)])?
        .first::<OrderFacts>(None)
        .await?)
}

/// A seller's stored theme (migration 0033): the default without one.
pub fn theme_of(seller_id: SellerId, stored: Option<&str>) -> AppResult<Theme> {
    stored.map_or_else(
        || Ok(Theme::default()),
        |t| serde_json::from_str(t).map_err(|e| corrupt("seller theme", seller_id.get(), e)),
    )
}

/// The seller's theme as stored: `None` for the default.
pub async fn theme(db: &D1Database, seller_id: SellerId) -> AppResult<Option<Theme>> {
    #[derive(Deserialize)]
    struct Row {
        theme: Option<String>,
    }
    let row = db
        .prepare("SELECT theme FROM sellers WHERE id = ?1")
        .bind(&[int(seller_id)])?
        .first::<Row>(None)
        .await?
        .ok_or_else(|| corrupt("seller", seller_id.get(), "no such seller"))?;
    row.theme
        .as_deref()
        .map(|t| theme_of(seller_id, Some(t)))
        .transpose()
}

/// Stores the seller's theme (`None`: back to the default); the shop
/// version moves with it (migration 0033's trigger).
pub async fn set_theme(db: &D1Database, seller_id: SellerId, theme: Option<&str>) -> AppResult<()> {
    db.prepare("UPDATE sellers SET theme = ?2 WHERE id = ?1")
        .bind(&[
            int(seller_id),
            theme.map_or(JsValue::NULL, JsValue::from_str),
        ])?
        .run()
        .await?;
    Ok(())
}

/// The language of seller `seller_id`'s account (`de` or `en`, the account
/// locale of the user with the seller's profile; `de`, the platform's
/// default, when none is found): what the seller's exports are written in.
pub async fn locale(db: &D1Database, seller_id: SellerId) -> AppResult<String> {
    #[derive(Deserialize)]
    struct Locale {
        locale: String,
    }
    Ok(db
        .prepare(
            "SELECT u.locale FROM profiles p JOIN users u ON u.id = p.user_id \
             WHERE p.seller_id = ?1 AND p.kind = 'seller' ORDER BY p.id LIMIT 1",
        )
        .bind(&[int(seller_id)])?
        .first::<Locale>(None)
        .await?
        .map_or_else(|| "de".to_owned(), |l| l.locale))
}

#[cfg(test)]
mod tests {
    use super::shop_day;

    #[test]
    fn a_day_is_the_shops_day() {
        // Berlin is an hour ahead in winter and two in summer
        assert_eq!(
            shop_day("2026-03-01T23:30:00Z").as_deref(),
            Some("2026-03-02")
        );
        assert_eq!(
            shop_day("2026-03-01T22:59:59Z").as_deref(),
            Some("2026-03-01")
        );
        assert_eq!(
            shop_day("2026-07-31T22:15:00.123Z").as_deref(),
            Some("2026-08-01")
        );
        assert_eq!(
            shop_day("2026-07-31T21:15:00Z").as_deref(),
            Some("2026-07-31")
        );
        assert_eq!(shop_day("not a time"), None);
    }
}
