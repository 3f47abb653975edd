//! Typed ids: an order's id is an [`OrderId`], never a seller's by mistake.
//!
//! Every id is a positive integer (the row id D1 gives; none is 0 or
//! negative), checked when it is made ([`OrderId::new`], `TryFrom<i64>`)
//! and when it is read from JSON, where it is a plain number, as before.

use std::fmt;

use serde::{Deserialize, Serialize};

/// An id that is not a positive integer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("{kind} {value} is not a valid id (ids are positive)")]
pub struct InvalidId {
    pub kind: &'static str,
    pub value: i64,
}

macro_rules! ids {
    ($($(#[$doc:meta])* $name:ident;)*) => {$(
        $(#[$doc])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(try_from = "i64", into = "i64")]
        pub struct $name(i64);

        impl $name {
            /// The id `value`, if it is positive.
            pub const fn new(value: i64) -> Result<Self, InvalidId> {
                if value > 0 {
                    Ok(Self(value))
                } else {
                    Err(InvalidId { kind: stringify!($name), value })
                }
            }

            /// The number, as D1 stores it.
            pub const fn get(self) -> i64 {
                self.0
            }
        }

        impl TryFrom<i64> for $name {
            type Error = InvalidId;

            fn try_from(value: i64) -> Result<Self, InvalidId> {
                Self::new(value)
            }
        }

        impl From<$name> for i64 {
            fn from(id: $name) -> i64 {
                id.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }

        /// On the wire the plain number, positive.
        #[cfg(feature = "schema")]
        impl schemars::JsonSchema for $name {
            fn inline_schema() -> bool {
                true
            }

            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }

            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                schemars::json_schema!({ "type": "integer", "format": "int64", "minimum": 1 })
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}({})", stringify!($name), self.0)
            }
        }
    )*};
}

ids! {
    /// A seller (a shop), the tenant every row belongs to.
    SellerId;
    /// An order of a buyer at a seller.
    OrderId;
    /// A product of a seller.
    ProductId;
    /// A pricing plan of a product.
    PlanId;
    /// An event ticket (a product's seats) of a seller.
    TicketId;
    /// A coupon of a seller.
    CouponId;
    /// A user account.
    UserId;
    /// A CSV export of a seller's orders or tickets (`export`).
    ExportId;
    /// A file a product delivers (`product_files`).
    FileId;
    /// A signed-in device of a user (`sessions`).
    SessionId;
    /// One of a user's profiles (`profiles`): the buyer or seller they act as.
    ProfileId;
    /// A refresh token of a session (`refresh_tokens`).
    RefreshTokenId;
    /// One rate of an order paid in rates (`order_rates`).
    RateId;
    /// A ticket issued to a buyer for an event ticket (`payment_tickets`).
    PaymentTicketId;
    /// A mail the development mailbox kept (`dev_mails`).
    MailId;
    /// A job waiting in the outbox for the queue (`outbox`).
    OutboxId;
    FunnelId;
    FunnelNodeId;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positive_ids_only() {
        assert_eq!(OrderId::new(7).map(OrderId::get), Ok(7));
        assert_eq!(
            OrderId::new(0),
            Err(InvalidId {
                kind: "OrderId",
                value: 0
            })
        );
        assert!(SellerId::try_from(-3).is_err());
        assert_eq!(i64::from(ProductId::new(42).unwrap()), 42);
    }

    #[test]
    fn json_is_the_plain_number_and_is_checked() {
        let id: PlanId = serde_json::from_str("12").unwrap();
        assert_eq!(id.get(), 12);
        assert_eq!(serde_json::to_string(&id).unwrap(), "12");
        let refused = serde_json::from_str::<PlanId>("0").unwrap_err();
        assert!(refused.to_string().contains("PlanId 0 is not a valid id"));
        assert!(serde_json::from_str::<PlanId>("\"12\"").is_err());
    }

    #[test]
    fn every_kind_names_itself_when_refused() {
        assert_eq!(FileId::new(0).unwrap_err().kind, "FileId");
        assert_eq!(SessionId::new(-1).unwrap_err().kind, "SessionId");
        assert_eq!(ProfileId::new(0).unwrap_err().kind, "ProfileId");
        assert_eq!(RefreshTokenId::new(0).unwrap_err().kind, "RefreshTokenId");
        assert_eq!(RateId::new(0).unwrap_err().kind, "RateId");
        assert_eq!(PaymentTicketId::new(0).unwrap_err().kind, "PaymentTicketId");
        assert_eq!(MailId::new(0).unwrap_err().kind, "MailId");
        assert_eq!(OutboxId::new(0).unwrap_err().kind, "OutboxId");
        assert_eq!(
            serde_json::to_string(&FileId::new(9).unwrap()).unwrap(),
            "9"
        );
    }

    #[test]
    fn shown_with_their_kind() {
        let id = CouponId::new(3).unwrap();
        assert_eq!(format!("{id}"), "3");
        assert_eq!(format!("{id:?}"), "CouponId(3)");
    }
}
