//! What a signed-in buyer reaches in a shop (issue 17): the products their
//! delivered orders granted (bought directly, as an order bump, in a
//! bundle or through a membership), and for each, core's access decision
//! (`course::access_of`) from every granting order's states and rates.
//!
//! Decisions:
//! - The buyer is the signed-in user whose confirmed e-mail address made
//!   the orders (as `GET /v1/payer/orders`); an unconfirmed address reaches
//!   nothing (403 `email_not_confirmed`), except an account made quietly on
//!   a thank-you page (issue 30), which reaches the orders paid from its
//!   browser only until a mailed link confirms the address.
//! - A product no delivered order of the buyer reached is unknown to them:
//!   404 `course_not_found`, never 403, so ids of others do not leak.
//! - Access began on the first paid day among the granting orders that are
//!   open now (drip counts from it); a refunded old order does not move a
//!   new purchase's drip.

use std::collections::HashMap;

use jiff::civil::Date;
use sellwerk_core::course::{self, Access, Grant, GrantRate};
use sellwerk_core::ids::{OrderId, ProductId, SellerId, UserId};
use worker::D1Database;

use crate::error::{AppError, AppResult};
use crate::repo::{self, courses::Reach, orders::OrderRow};
use crate::session;

/// The signed-in buyer, by their confirmed address.
pub struct Buyer {
    pub user_id: UserId,
    pub email: String,
    pub name: String,
    /// An unconfirmed account made on a thank-you page: the paying
    /// browser whose orders alone it reaches (`Account::browser_scope`).
    pub browser: Option<String>,
    /// The account's username (a certificate's name when the account has
    /// no name).
    pub username: Option<String>,
    /// The account's language.
    pub language: sellwerk_core::messages::Language,
}

/// The caller as a buyer: 403 `email_not_confirmed` while their address is
/// unproven (orders are found by address).
pub async fn buyer(db: &D1Database, caller: &session::User) -> AppResult<Buyer> {
    buyer_by_id(db, caller.user_id).await
}

/// The buyer by user id (a signed file link names it).
pub async fn buyer_by_id(db: &D1Database, user_id: UserId) -> AppResult<Buyer> {
    let account = repo::accounts::find_user(db, user_id)
        .await?
        .ok_or_else(|| AppError::Internal("the caller's account vanished".to_owned()))?;
    if !account.confirmed && account.buyer_secret.is_none() {
        return Err(AppError::Forbidden {
            code: "email_not_confirmed",
            detail: "confirm the e-mail address to see what was bought with it".to_owned(),
        });
    }
    let name = format!("{} {}", account.user.first_name, account.user.last_name);
    Ok(Buyer {
        browser: account.browser_scope().map(str::to_owned),
        user_id,
        language: sellwerk_core::messages::Language::from_tag(&account.user.locale),
        email: account.user.email,
        name: name.trim().to_owned(),
        username: account.user.username,
    })
}

/// A shop as the buyer's pages name it.
pub struct Shop {
    pub id: SellerId,
    pub username: String,
    pub display_name: String,
}

/// The shop `username`; an unknown one answers 404 `what`.
pub async fn shop(db: &D1Database, username: &str, what: &'static str) -> AppResult<Shop> {
    repo::courses::seller_by_username(db, username)
        .await?
        .map(|(id, username, display_name)| Shop {
            id,
            username,
            display_name,
        })
        .ok_or_else(|| AppError::NotFound {
            code: what,
            detail: format!("no shop {username:?} among your purchases"),
        })
}

/// Everything a buyer's delivered orders reached in one shop, with the
/// facts core decides access from.
pub struct Holdings {
    pub reaches: Vec<Reach>,
    pub orders: HashMap<OrderId, OrderRow>,
    grants: HashMap<OrderId, Grant>,
}

/// How a buyer holds one product.
pub struct Held<'a> {
    pub access: Access,
    /// The order the access comes from (open), or the one to cure
    /// (blocked).
    pub order: Option<&'a OrderRow>,
    /// The day access began (drip counts from it); none while blocked.
    pub began: Option<Date>,
}

/// The day of an RFC 3339 time (`2026-01-31T…`).
pub fn day_of(at: &str) -> Option<Date> {
    at.get(..10).and_then(|d| d.parse().ok())
}

/// Reads what `buyer`'s orders reached in `shop`: one statement for the
/// products, one for the orders, one per hundred orders for the delivery
/// records, one per order for its rates.
pub async fn holdings(db: &D1Database, buyer: &Buyer, shop: &Shop) -> AppResult<Holdings> {
    let reaches =
        repo::courses::reached(db, &buyer.email, buyer.browser.as_deref(), shop.id).await?;
    let wanted: std::collections::HashSet<OrderId> = reaches.iter().map(|r| r.order_id).collect();
    let orders: HashMap<OrderId, OrderRow> =
        repo::orders::of_payer(db, &buyer.email, buyer.browser.as_deref(), 1000)
            .await?
            .into_iter()
            .filter(|o| o.seller_id == shop.id && wanted.contains(&o.id))
            .map(|o| (o.id, o))
            .collect();
    let ids: Vec<OrderId> = orders.keys().copied().collect();
    let flags = repo::deliveries::flags_of(db, &ids).await?;
    let mut grants = HashMap::with_capacity(orders.len());
    for order in orders.values() {
        let rates = repo::orders::rates(db, order.id)
            .await?
            .into_iter()
            .map(|r| {
                Ok(GrantRate {
                    state: r.state,
                    due: day_of(&r.due_date).ok_or_else(|| {
                        repo::corrupt("order rate of order", order.id, "due date")
                    })?,
                })
            })
            .collect::<AppResult<Vec<_>>>()?;
        grants.insert(
            order.id,
            Grant {
                plan: order.plan_kind,
                order: order.order_state,
                payment: order.payment_state,
                delivered: order.delivered,
                revoked: flags.get(&order.id).is_some_and(|f| f.revoked_at.is_some()),
                rates,
            },
        );
    }
    Ok(Holdings {
        reaches,
        orders,
        grants,
    })
}

impl Holdings {
    /// The products reached, each once, in the order first reached.
    pub fn products(&self) -> Vec<ProductId> {
        let mut seen = std::collections::HashSet::new();
        self.reaches
            .iter()
            .map(|r| r.product_id)
            .filter(|p| seen.insert(*p))
            .collect()
    }

    /// Whether any order reached `product_id`.
    pub fn holds(&self, product_id: ProductId) -> bool {
        self.reaches.iter().any(|r| r.product_id == product_id)
    }

    /// Core's access to `product_id` over every order that reached it.
    pub fn held(&self, product_id: ProductId, today: Date) -> Held<'_> {
        let mut orders: Vec<&OrderRow> = self
            .reaches
            .iter()
            .filter(|r| r.product_id == product_id)
            .filter_map(|r| self.orders.get(&r.order_id))
            .collect();
        orders.sort_by_key(|o| o.id);
        orders.dedup_by_key(|o| o.id);
        let grants: Vec<Grant> = orders
            .iter()
            .filter_map(|o| self.grants.get(&o.id).cloned())
            .collect();
        let (access, index) = course::access_of(&grants, today);
        let began = orders
            .iter()
            .zip(&grants)
            .filter(|(_, g)| course::access(g, today).is_open())
            .filter_map(|(o, _)| day_of(o.paid_at.as_deref().unwrap_or(&o.created_at)))
            .min();
        Held {
            order: index.and_then(|i| orders.get(i).copied()),
            began: if access.is_open() { began } else { None },
            access,
        }
    }
}
