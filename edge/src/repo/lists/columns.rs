//! The columns behind each list's keys (core's `lists::<list>` modules name
//! the keys; these say what they mean in D1). The indexes that serve them
//! are in migration 0018 (the course area's in 0028).

use sellwerk_core::lists::{self, FilterKey};

use super::{ListSql, Search};

/// The seller cabinet's product list (table `products`).
pub const PRODUCTS: ListSql = ListSql {
    def: &lists::PRODUCTS,
    table: "products",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::Form, "form"),
        (FilterKey::ProductId, "id"),
        (FilterKey::Created, "created_at"),
        (FilterKey::CreatedRelative, "created_at"),
        (FilterKey::IsPublished, "published"),
        (FilterKey::IsArchived, "archived"),
        (FilterKey::IsPrivate, "(access_password IS NOT NULL)"),
        (FilterKey::IsFree, "free"),
    ],
    sorts: &[
        ("id", "id"),
        ("name", "name"),
        ("created_at", "created_at"),
        ("published", "published"),
        ("archived", "archived"),
        ("form", "form"),
        ("total_views", "views_count"),
        ("total_purchases", "sold_count"),
        ("recent_purchase", "last_purchase_at"),
    ],
    // A seller's products are counted in hundreds, not millions: a
    // substring of the name is fine to scan for.
    nullable_sorts: &["recent_purchase"],
    search: Some(Search::Substring(&["name"])),
    always: &[],
    currency_column: None,
};

/// The seller's coupons (table `coupons`).
pub const COUPONS: ListSql = ListSql {
    def: &lists::COUPONS,
    table: "coupons",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::CouponId, "id"),
        (FilterKey::Created, "created_at"),
    ],
    sorts: &[
        ("id", "id"),
        ("code", "code"),
        ("created_at", "created_at"),
        ("orders_count", "orders_count"),
    ],
    nullable_sorts: &[],
    search: Some(Search::Substring(&["code"])),
    always: &[],
    currency_column: None,
};

/// A shop's public product list (table `products`).
pub const SHOP_PRODUCTS: ListSql = ListSql {
    def: &lists::SHOP_PRODUCTS,
    table: "products",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[(FilterKey::Form, "form"), (FilterKey::ProductId, "id")],
    sorts: &[("id", "id"), ("name", "name"), ("created_at", "created_at")],
    nullable_sorts: &[],
    search: Some(Search::Substring(&["name"])),
    // Password-protected products are for those who were given the
    // password: never listed (in SQL, so counts and pages agree).
    always: &["published = 1", "archived = 0", "access_password IS NULL"],
    currency_column: None,
};

/// The seller's orders (table `orders`). `order_amount` compares
/// `total_minor` (migration 0011: integer minor units of the order's
/// `currency`; `total` stays the decimal text, which SQL cannot compare as
/// a number without floats): see [`super::amount_condition`].
pub const ORDERS: ListSql = ListSql {
    def: &lists::ORDERS,
    table: "orders",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::PaymentState, "payment_state"),
        (
            FilterKey::ExcludeNotCompleted,
            "(payment_state <> 'payment_not_completed')",
        ),
        (FilterKey::State, "order_state"),
        (FilterKey::ProductId, "product_id"),
        (FilterKey::PricingPlanId, "plan_id"),
        (FilterKey::PaymentForm, "plan_kind"),
        (FilterKey::TicketId, "ticket_id"),
        (FilterKey::PaymentMethod, "payment_method"),
        (FilterKey::Provider, "provider"),
        (FilterKey::BuyerCountryCode, "buyer_country"),
        (FilterKey::Created, "created_at"),
        (FilterKey::CreatedRelative, "created_at"),
        (FilterKey::Success, "paid_at"),
        (FilterKey::SuccessRelative, "paid_at"),
        (FilterKey::OrderAmount, "total_minor"),
        (FilterKey::UpsellType, "upsell_type"),
        (FilterKey::FunnelId, "funnel_id"),
        (FilterKey::FunnelNodeId, "funnel_node_id"),
    ],
    sorts: &[
        ("id", "id"),
        ("created_at", "created_at"),
        ("paid_at", "paid_at"),
        ("payment_state", "payment_state"),
        ("product_id", "product_id"),
    ],
    nullable_sorts: &["paid_at"],
    search: Some(Search::EmailOrToken {
        email: "payer_email",
        token: Some("token"),
    }),
    always: &[],
    currency_column: Some("currency"),
};

/// The seller's order rates (view `order_rates_list`).
pub const ORDER_RATES: ListSql = ListSql {
    def: &lists::ORDER_RATES,
    table: "order_rates_list",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::State, "state"),
        (FilterKey::OrderId, "order_id"),
        (FilterKey::ProductId, "product_id"),
        (FilterKey::Charge, "due_date"),
        (FilterKey::PaymentState, "payment_state"),
    ],
    sorts: &[
        ("id", "id"),
        ("due_date", "due_date"),
        ("state", "state"),
        ("order_id", "order_id"),
    ],
    // the rates of the orders found by the buyer's address: from the
    // orders' index, not by testing every rate
    nullable_sorts: &[],
    search: Some(Search::OrderEmail("order_id")),
    always: &[],
    currency_column: None,
};

/// The seller's sold event tickets (table `payment_tickets`). Codes are
/// stored in capitals, so the search text is too.
pub const PAYMENT_TICKETS: ListSql = ListSql {
    def: &lists::PAYMENT_TICKETS,
    table: "payment_tickets",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::State, "state"),
        (FilterKey::ProductId, "product_id"),
        (FilterKey::TicketId, "ticket_id"),
        (FilterKey::OrderId, "order_id"),
        (FilterKey::Created, "created_at"),
    ],
    sorts: &[
        ("id", "id"),
        ("created_at", "created_at"),
        ("state", "state"),
        ("code", "code"),
    ],
    nullable_sorts: &[],
    search: Some(Search::Prefix("code")),
    always: &[],
    currency_column: None,
};

/// A course session's state as the `state` filter names it (core's
/// `lists::SESSION_STATES`): completed once `completed_at` is set.
const SESSION_STATE: &str =
    "(CASE WHEN completed_at IS NULL THEN 'in_progress' ELSE 'completed' END)";

/// The seller's course sessions (table `course_sessions`, migration 0027;
/// the sorts' indexes in 0028).
pub const COURSE_SESSIONS: ListSql = ListSql {
    def: &lists::COURSE_SESSIONS,
    table: "course_sessions",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::State, SESSION_STATE),
        (FilterKey::ProductId, "product_id"),
        (FilterKey::Created, "started_at"),
        (FilterKey::CreatedRelative, "started_at"),
    ],
    sorts: &[
        ("id", "id"),
        ("started_at", "started_at"),
        ("last_seen_at", "last_seen_at"),
        ("percent", "percent"),
        ("product_id", "product_id"),
    ],
    nullable_sorts: &[],
    search: Some(Search::EmailOrToken {
        email: "payer_email",
        token: None,
    }),
    always: &[],
    currency_column: None,
};

/// The seller's lesson statuses (table `lesson_statuses`, whose key is
/// `(product_id, user_id, lesson_id)`: the rowid is the tie-breaker, which
/// `SQLite` appends to every index of the table as it does an id).
pub const LESSON_STATUSES: ListSql = ListSql {
    def: &lists::LESSON_STATUSES,
    table: "lesson_statuses",
    seller_column: "seller_id",
    id_column: "rowid",
    filters: &[
        (FilterKey::State, "state"),
        (FilterKey::ProductId, "product_id"),
        (FilterKey::Created, "viewed_at"),
        (FilterKey::CreatedRelative, "viewed_at"),
    ],
    sorts: &[
        ("viewed_at", "viewed_at"),
        ("finished_at", "finished_at"),
        ("state", "state"),
        ("lesson_id", "lesson_id"),
    ],
    nullable_sorts: &["viewed_at", "finished_at"],
    search: Some(Search::SessionEmail),
    always: &[],
    currency_column: None,
};

/// The seller's quiz attempts (table `quiz_attempts`).
pub const QUIZ_ATTEMPTS: ListSql = ListSql {
    def: &lists::QUIZ_ATTEMPTS,
    table: "quiz_attempts",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::Passed, "passed"),
        (FilterKey::ProductId, "product_id"),
        (FilterKey::Created, "created_at"),
        (FilterKey::CreatedRelative, "created_at"),
    ],
    sorts: &[
        ("id", "id"),
        ("created_at", "created_at"),
        ("score_percent", "score_percent"),
        ("lesson_id", "lesson_id"),
    ],
    nullable_sorts: &[],
    search: Some(Search::EmailOrToken {
        email: "payer_email",
        token: None,
    }),
    always: &[],
    currency_column: None,
};

/// The seller's media library (table `media`, migration 0034).
pub const MEDIA: ListSql = ListSql {
    def: &lists::MEDIA,
    table: "media",
    seller_column: "seller_id",
    id_column: "id",
    filters: &[
        (FilterKey::Kind, "kind"),
        (FilterKey::Created, "created_at"),
    ],
    sorts: &[
        ("id", "id"),
        ("created_at", "created_at"),
        ("name", "name"),
        ("size", "size"),
    ],
    nullable_sorts: &[],
    search: Some(Search::Substring(&["name"])),
    always: &[],
    currency_column: None,
};

/// Every list's columns, in core's `LISTS` order.
#[cfg(test)]
pub const ALL: [&ListSql; 10] = [
    &PRODUCTS,
    &COUPONS,
    &SHOP_PRODUCTS,
    &ORDERS,
    &ORDER_RATES,
    &PAYMENT_TICKETS,
    &COURSE_SESSIONS,
    &LESSON_STATUSES,
    &QUIZ_ATTEMPTS,
    &MEDIA,
];
