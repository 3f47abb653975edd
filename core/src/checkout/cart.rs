//! The quote request of a cart (issue 31): the one place a cart, with the
//! offers it names already looked up, becomes core's [`QuoteRequest`]. The
//! edge calls it with what it read from the store (`services::checkout`),
//! the payment page with what the public product API sent (through
//! wasm-pkg's `quoteOfferedCart`), so the page's preview and the edge's
//! price are made from one request by one rule.
//!
//! Where the two sides differed before (each wrote its own builder), the
//! edge's rule was kept, as the server decides the price and the page only
//! previews it:
//! - the currency is the main plan's own (`plan.currency` of its terms),
//!   not a separate field the page read from the API; a bump in another
//!   currency is refused by the quote (`currency_mismatch`);
//! - a chosen amount is taken as given and judged by the quote: a blank
//!   one is refused as not a number, not dropped (the page sends none for
//!   an empty field), and one on a bump is refused unless its plan is
//!   pay-what-you-want (neither side names one: a bump costs its plan's
//!   price);
//! - the buyer is taken as given: a VAT id from a buyer who is not a
//!   business is refused by the quote (`vat_id_needs_business`), not
//!   dropped (the page's form leaves out a VAT id typed before "business"
//!   was unticked, for the edge's cart and its own preview alike);
//! - the moment and the time zone are the caller's (the edge's clock and
//!   the seller's zone, or a quote's preview of another moment).
//!
//! Decision (the payment page's light module, within a few hundred bytes of
//! its budget): a cart is written as a quote request is, less what this
//! function decides (the currency; the items' roles, which their places
//! give), so one reader reads both ([`Wire`], by `read_fields!`) and the
//! light module carries no second reader of the same terms.

use super::{
    BuyerRequest, ItemRequest, ItemRole, PaymentMethod, Quote, QuoteError, QuoteRequest,
    SellerTerms, quote, standard_supply,
};
use crate::coupon::CouponTerms;
use crate::names::read_fields;
use crate::pricing::PlanTerms;
use crate::vat_rates::SupplyKind;

/// A product of a cart with the offer it is bought on: what VAT sees of it
/// and the plan's terms (a funnel step's discount already applied).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct ItemOffer {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub product_id: i64,
    /// Left out (as a cart leaves it), the item's place decides: the first
    /// is the main product, the others its bumps.
    #[cfg_attr(feature = "ts", ts(optional))]
    pub role: Option<ItemRole>,
    pub supply: SupplyKind,
    pub plan: PlanTerms,
    /// The price chosen on a pay-what-you-want plan (decimal string).
    #[cfg_attr(feature = "ts", ts(optional))]
    pub amount: Option<String>,
}

// a supply left out is `standard`
read_fields!(ItemOffer {
    product_id,
    role = Default::default,
    supply = standard_supply,
    plan,
    amount = Default::default
});

/// A cart with its offers looked up: the seller's terms, the main product
/// and the bumps chosen, the coupon found by its code, and the buyer.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
pub struct OfferedCart {
    pub seller: SellerTerms,
    /// The main product first, then the order bumps chosen, in the cart's
    /// order.
    pub items: Vec<ItemOffer>,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub coupon: Option<CouponTerms>,
    pub buyer: BuyerRequest,
    #[cfg_attr(feature = "ts", ts(optional))]
    pub payment_method: Option<PaymentMethod>,
    /// The moment of purchase (RFC 3339) and the time zone its date is
    /// counted in.
    pub start: String,
    pub time_zone: String,
}

/// The quote request of `cart`: its items in its order, each in the role
/// its place gives it (the first the main product, the others bumps) unless
/// it names one, so a problem the quote finds at `items.{i}` is the cart's
/// item `i`; the currency is the main plan's (none without items: the quote
/// refuses both).
pub fn quote_request(cart: OfferedCart) -> QuoteRequest {
    let OfferedCart {
        seller,
        items,
        coupon,
        buyer,
        payment_method,
        start,
        time_zone,
    } = cart;
    let currency = items
        .first()
        .map(|i| i.plan.currency.clone())
        .unwrap_or_default();
    QuoteRequest {
        seller,
        currency,
        items: item_requests(items),
        coupon,
        buyer,
        payment_method,
        start,
        time_zone,
    }
}

/// The quote of `cart`: [`quote`] of its [`quote_request`].
pub fn quote_cart(cart: OfferedCart) -> Result<Quote, QuoteError> {
    quote(&quote_request(cart))
}

/// The items of a request: each offer in its role, named or by its place.
fn item_requests(offers: Vec<ItemOffer>) -> Vec<ItemRequest> {
    let mut items = Vec::with_capacity(offers.len());
    for offer in offers {
        let place = if items.is_empty() {
            ItemRole::Main
        } else {
            ItemRole::Bump
        };
        items.push(ItemRequest {
            product_id: offer.product_id,
            role: offer.role.unwrap_or(place),
            supply: offer.supply,
            plan: offer.plan,
            amount: offer.amount,
        });
    }
    items
}

/// A quote request or a cart as written: a request names its currency and
/// each item's role, a cart no currency.
struct Wire {
    seller: SellerTerms,
    currency: Option<String>,
    items: Vec<ItemOffer>,
    coupon: Option<CouponTerms>,
    buyer: BuyerRequest,
    payment_method: Option<PaymentMethod>,
    start: String,
    time_zone: String,
}

read_fields!(Wire {
    seller,
    currency = Default::default,
    items,
    coupon = Default::default,
    buyer,
    payment_method = Default::default,
    start,
    time_zone
});

/// A cart's fields, as serde's errors name them (a request's are
/// [`Wire`]'s).
const CART_FIELDS: &[&str] = &[
    "seller",
    "items",
    "coupon",
    "buyer",
    "payment_method",
    "start",
    "time_zone",
];

// A request reads as its derived reader with `deny_unknown_fields` did: the
// same fields, each required one's absence serde's `missing field` error.
impl<'de> serde::Deserialize<'de> for QuoteRequest {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let wire = Wire::deserialize(d)?;
        let Some(currency) = wire.currency else {
            return Err(D::Error::missing_field("currency"));
        };
        if wire.items.iter().any(|i| i.role.is_none()) {
            return Err(D::Error::missing_field("role"));
        }
        Ok(QuoteRequest {
            seller: wire.seller,
            currency,
            items: item_requests(wire.items),
            coupon: wire.coupon,
            buyer: wire.buyer,
            payment_method: wire.payment_method,
            start: wire.start,
            time_zone: wire.time_zone,
        })
    }
}

// A cart names no currency: [`quote_request`] decides it.
impl<'de> serde::Deserialize<'de> for OfferedCart {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let wire = Wire::deserialize(d)?;
        if wire.currency.is_some() {
            return Err(D::Error::unknown_field("currency", CART_FIELDS));
        }
        Ok(OfferedCart {
            seller: wire.seller,
            items: wire.items,
            coupon: wire.coupon,
            buyer: wire.buyer,
            payment_method: wire.payment_method,
            start: wire.start,
            time_zone: wire.time_zone,
        })
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, clippy::indexing_slicing)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    fn plan(currency: &str, price: &str) -> PlanTerms {
        serde_json::from_value(json!({"kind": "one_time", "currency": currency, "price": price}))
            .unwrap()
    }

    fn offer(id: i64, supply: SupplyKind, currency: &str) -> ItemOffer {
        ItemOffer {
            product_id: id,
            role: None,
            supply,
            plan: plan(currency, "10.00"),
            amount: None,
        }
    }

    fn cart_json() -> Value {
        json!({
            "seller": {"country": "DE", "vat": {"status": "vat_payer"},
                       "prices_include_vat": true, "payment_methods": ["card"]},
            "items": [{"product_id": 7, "supply": "standard",
                       "plan": {"kind": "one_time", "currency": "eur", "price": "49.00"}}],
            "buyer": {"country": "AT"},
            "start": "2026-11-22T10:00:00Z",
            "time_zone": "Europe/Berlin",
        })
    }

    fn cart() -> OfferedCart {
        serde_json::from_value(cart_json()).unwrap()
    }

    fn codes(cart: OfferedCart) -> Vec<(String, &'static str)> {
        quote_cart(cart)
            .unwrap_err()
            .0
            .into_iter()
            .map(|p| (p.field, p.code))
            .collect()
    }

    #[test]
    fn the_main_product_alone_is_one_main_item_in_its_plans_currency() {
        let c = cart();
        let r = quote_request(c.clone());
        assert_eq!(r.items.len(), 1);
        let main = &r.items[0];
        assert_eq!(main.product_id, 7);
        assert_eq!(main.role, ItemRole::Main);
        assert_eq!(main.supply, SupplyKind::Standard);
        assert_eq!(main.plan, c.items[0].plan);
        assert_eq!(main.amount, None);
        assert_eq!(r.currency, "eur");
        assert_eq!(r.seller, c.seller);
        assert_eq!(r.buyer, c.buyer);
        assert_eq!(r.coupon, None);
        assert_eq!(r.payment_method, None);
        assert_eq!(r.start, "2026-11-22T10:00:00Z");
        assert_eq!(r.time_zone, "Europe/Berlin");
        assert!(quote_cart(c).is_ok());
    }

    #[test]
    fn bumps_follow_the_main_item_in_the_carts_order_each_in_the_role_of_its_place() {
        let mut c = cart();
        c.items[0].amount = Some("60.00".into());
        c.items.push(offer(9, SupplyKind::Standard, "eur"));
        c.items.push(offer(3, SupplyKind::EBook, "eur"));
        let r = quote_request(c);
        let items: Vec<_> = r
            .items
            .iter()
            .map(|i| (i.product_id, i.role, i.supply, i.amount.as_deref()))
            .collect();
        assert_eq!(
            items,
            [
                (7, ItemRole::Main, SupplyKind::Standard, Some("60.00")),
                (9, ItemRole::Bump, SupplyKind::Standard, None),
                (3, ItemRole::Bump, SupplyKind::EBook, None),
            ]
        );
    }

    #[test]
    fn a_role_an_item_names_stands_and_the_quote_judges_it_and_a_bumps_amount() {
        let mut c = cart();
        let mut second_main = offer(9, SupplyKind::Standard, "eur");
        second_main.role = Some(ItemRole::Main);
        c.items.push(second_main);
        assert_eq!(quote_request(c.clone()).items[1].role, ItemRole::Main);
        assert!(codes(c).contains(&("items".into(), "exactly_one_main_item")));

        let mut c = cart();
        let mut priced_bump = offer(9, SupplyKind::Standard, "eur");
        priced_bump.amount = Some("1.00".into());
        c.items.push(priced_bump);
        assert_eq!(
            quote_request(c.clone()).items[1].amount.as_deref(),
            Some("1.00")
        );
        let problems = codes(c);
        assert!(
            problems.contains(&("items.1.amount".into(), "amount_not_allowed")),
            "{problems:?}"
        );
    }

    #[test]
    fn the_currency_is_the_main_plans_and_a_bump_in_another_is_refused_at_its_item() {
        let mut c = cart();
        c.items[0].plan = plan("chf", "49.00");
        c.items.push(offer(8, SupplyKind::Standard, "chf"));
        c.items.push(offer(9, SupplyKind::Standard, "eur"));
        assert_eq!(quote_request(c.clone()).currency, "chf");
        let problems = codes(c);
        assert!(
            problems.contains(&("items.2.plan.currency".into(), "currency_mismatch")),
            "{problems:?}"
        );
    }

    #[test]
    fn a_cart_without_items_has_no_currency_and_is_refused() {
        let mut c = cart();
        c.items.clear();
        let r = quote_request(c.clone());
        assert!(r.items.is_empty());
        assert_eq!(r.currency, "");
        let problems = codes(c);
        assert!(
            problems.contains(&("currency".into(), "invalid_currency")),
            "{problems:?}"
        );
        assert!(
            problems.contains(&("items".into(), "items_count_out_of_range")),
            "{problems:?}"
        );
    }

    #[test]
    fn the_coupon_payment_method_and_moment_are_passed_on_as_given() {
        let mut c = cart();
        c.coupon = Some(
            serde_json::from_value(json!({"code": "WELCOME10", "active": true,
                                          "value": "10", "value_form": "percents"}))
            .unwrap(),
        );
        c.payment_method = Some(PaymentMethod::Card);
        c.start = "2027-01-01T00:00:00Z".into();
        c.time_zone = "America/New_York".into();
        let r = quote_request(c.clone());
        assert_eq!(r.coupon, c.coupon);
        assert_eq!(r.payment_method, Some(PaymentMethod::Card));
        assert_eq!(r.start, "2027-01-01T00:00:00Z");
        assert_eq!(r.time_zone, "America/New_York");
    }

    // Decision (the edge's rule): the buyer and the amount are taken as
    // given, and the quote judges them; nothing is dropped on the way.
    #[test]
    fn a_vat_id_without_business_and_a_blank_amount_reach_the_quote_and_are_refused() {
        let mut c = cart();
        c.buyer = BuyerRequest {
            country: "AT".into(),
            business: false,
            vat_id: Some("ATU13585627".into()),
        };
        c.items[0].amount = Some(String::new());
        let r = quote_request(c.clone());
        assert_eq!(r.buyer.vat_id.as_deref(), Some("ATU13585627"));
        assert_eq!(r.items[0].amount.as_deref(), Some(""));
        let problems = codes(c);
        assert!(
            problems.contains(&("buyer.vat_id".into(), "vat_id_needs_business")),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|(f, _)| f == "items.0.amount"),
            "{problems:?}"
        );
    }

    #[test]
    fn the_quote_of_a_cart_is_the_quote_of_its_request() {
        let mut c = cart();
        c.items.push(offer(3, SupplyKind::Standard, "eur"));
        let cart_quote = quote_cart(c.clone()).unwrap();
        let request_quote = quote(&quote_request(c)).unwrap();
        assert_eq!(
            serde_json::to_string(&cart_quote).unwrap(),
            serde_json::to_string(&request_quote).unwrap()
        );
    }

    fn read_error<T: serde::de::DeserializeOwned + std::fmt::Debug>(v: Value) -> String {
        serde_json::from_value::<T>(v).unwrap_err().to_string()
    }

    #[test]
    fn a_cart_reads_with_defaults_and_names_no_currency() {
        let mut v = cart_json();
        v["items"][0].as_object_mut().unwrap().remove("supply");
        let c: OfferedCart = serde_json::from_value(v.clone()).unwrap();
        assert_eq!(c.items[0].supply, SupplyKind::Standard);
        assert!(c.items[0].role.is_none() && c.items[0].amount.is_none());
        assert!(c.coupon.is_none() && c.payment_method.is_none());

        let mut with_currency = v.clone();
        with_currency["currency"] = json!("eur");
        assert!(read_error::<OfferedCart>(with_currency).starts_with("unknown field `currency`"));
        let mut with_role = v.clone();
        with_role["items"][0]["role"] = json!("bump");
        let c: OfferedCart = serde_json::from_value(with_role).unwrap();
        assert_eq!(c.items[0].role, Some(ItemRole::Bump));
        let mut unknown = v.clone();
        unknown["bumps"] = json!([]);
        assert!(read_error::<OfferedCart>(unknown).starts_with("unknown field `bumps`"));
        let mut missing = v;
        missing.as_object_mut().unwrap().remove("buyer");
        assert_eq!(read_error::<OfferedCart>(missing), "missing field `buyer`");
        // only the map form is read
        assert!(serde_json::from_value::<OfferedCart>(json!([1, 2])).is_err());
    }

    // A request reads as its derived reader read it: the same fields, the
    // same errors (the quote's tests read every request through it).
    #[test]
    fn a_request_names_its_currency_and_every_items_role() {
        let mut v = cart_json();
        v["currency"] = json!("eur");
        v["items"][0]["role"] = json!("main");
        let r: QuoteRequest = serde_json::from_value(v.clone()).unwrap();
        assert_eq!(r, quote_request(cart()));

        let mut no_currency = v.clone();
        no_currency.as_object_mut().unwrap().remove("currency");
        assert_eq!(
            read_error::<QuoteRequest>(no_currency),
            "missing field `currency`"
        );
        let mut no_role = v.clone();
        no_role["items"][0].as_object_mut().unwrap().remove("role");
        assert_eq!(read_error::<QuoteRequest>(no_role), "missing field `role`");
        let mut twice = serde_json::to_string(&v).unwrap();
        twice.insert_str(1, r#""start":"2026-11-22T10:00:00Z","#);
        assert!(
            serde_json::from_str::<QuoteRequest>(&twice)
                .unwrap_err()
                .to_string()
                .starts_with("duplicate field `start`")
        );
        let mut unknown = v;
        unknown["extra"] = json!(1);
        assert!(
            read_error::<QuoteRequest>(unknown).starts_with(
                "unknown field `extra`, expected one of `seller`, `currency`, `items`"
            )
        );
    }
}
