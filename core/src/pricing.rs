//! Pricing plans: what a buyer is offered for a product.

use serde::{Deserialize, Serialize};

/// The four plan kinds, with the numeric values the spec gives them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlanKind {
    OneTime,
    Installment,
    LimitedSubscription,
    Subscription,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown plan kind {0}")]
pub struct UnknownPlanKind(pub i64);

impl PlanKind {
    /// The spec's payment-kind value: `one_time` 0, `installment` 1,
    /// `limited_subscription` 2, `subscription` 3.
    pub fn value(self) -> i64 {
        match self {
            PlanKind::OneTime => 0,
            PlanKind::Installment => 1,
            PlanKind::LimitedSubscription => 2,
            PlanKind::Subscription => 3,
        }
    }

    pub fn from_value(value: i64) -> Result<Self, UnknownPlanKind> {
        match value {
            0 => Ok(PlanKind::OneTime),
            1 => Ok(PlanKind::Installment),
            2 => Ok(PlanKind::LimitedSubscription),
            3 => Ok(PlanKind::Subscription),
            other => Err(UnknownPlanKind(other)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip() {
        for v in 0..4 {
            assert_eq!(PlanKind::from_value(v).map(PlanKind::value), Ok(v));
        }
        assert!(PlanKind::from_value(4).is_err());
        assert!(PlanKind::from_value(-1).is_err());
    }
}
