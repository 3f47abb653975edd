//! The money path and what it sets in motion, below the entries (routes,
//! the queue consumer, the scheduler) and above the repositories: a service
//! takes typed values, asks core's rules, calls repositories and providers,
//! and never imports an entry or a route. **Architecture invariant:** no
//! SQL here (`scripts/check-structure.sh`).

pub mod buyer_mail;
pub mod certificates;
pub mod checkout;
pub mod consents;
pub mod coupon_limits;
pub mod courses;
pub mod credentials;
pub mod delivery;
pub mod exports;
pub mod files;
pub mod funnels;
pub mod home;
pub mod links;
pub mod mail;
pub mod notifications;
pub mod order_limits;
pub mod order_view;
pub mod orders;
pub mod page_cache;
pub mod pages;
pub mod place_order;
pub mod product_access;
pub mod providers;
pub mod refunds;
#[cfg(feature = "dev")]
pub mod sandbox;
pub mod sign_in;
pub mod stripe_connect;
pub mod webhooks;
