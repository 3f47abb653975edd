//! The checkout quote: what a buyer pays now and later for a cart of the
//! main product and the order bumps chosen, with coupon, VAT and payment
//! methods. The browser shows it live (through wasm-pkg); the edge computes
//! the same to charge it. [`quote_json`] is the one entry point both use.
//!
//! How a quote is made:
//! 1. Every item's plan is validated ([`Plan::from_terms`]) and its payment
//!    dates laid out ([`schedule::due_dates`]).
//! 2. The coupon, if any, is checked and taken off the payments it covers.
//! 3. VAT is decided per item (what is sold, who buys, from where).
//! 4. Payments falling on the same date form one document (the first one
//!    is due now). VAT is computed once per rate per document, as EN 16931
//!    (BR-CO-17) does: net prices give `round(sum of nets x rate)`; gross
//!    prices give `round(sum of grosses x rate / (100 + rate))` so the buyer
//!    pays exactly the price shown, and the net is the rest. Line VAT is
//!    that amount shared out over the lines, the remainder on the first.
//!
//! Items are put in a canonical order first (main product, then bumps by
//! product id), so the order a cart arrives in never changes a total.

mod cart;

pub use cart::{ItemOffer, OfferedCart, quote_cart, quote_request};

use jiff::Timestamp;
use jiff::civil::Date;
use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::country::Country;
use crate::coupon::{AmountBasis, AppliesTo, Coupon, CouponTerms, Discount, percent_of};
use crate::currency::Currency;
use crate::money::{Money, MoneyError, Rounding};
use crate::pricing::{Plan, PlanKind, PlanTerms, minimum_charge};
use crate::problem::{Problem, Problems};
use crate::schedule::{self, DueKind};
use crate::tax::{self, TaxBuyer, VatDecision, VatStatus, VatTreatment};
use crate::vat_id::VatId;
use crate::vat_rates::SupplyKind;

/// Payment methods (spec section 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum PaymentMethod {
    Paypal,
    Card,
    CardAmEx,
    Sofort,
    BankWire,
    Sepa,
    PayLater,
    #[serde(rename = "p_24")]
    P24,
    NotAssigned,
    ApplePay,
    GooglePay,
    SofortSepa,
    Ideal,
    IdealSepa,
    Klarna,
    Twint,
    Mondu,
}

crate::names::read_by_name!(PaymentMethod {
    Paypal = "paypal",
    Card = "card",
    CardAmEx = "card_am_ex",
    Sofort = "sofort",
    BankWire = "bank_wire",
    Sepa = "sepa",
    PayLater = "pay_later",
    P24 = "p_24",
    NotAssigned = "not_assigned",
    ApplePay = "apple_pay",
    GooglePay = "google_pay",
    SofortSepa = "sofort_sepa",
    Ideal = "ideal",
    IdealSepa = "ideal_sepa",
    Klarna = "klarna",
    Twint = "twint",
    Mondu = "mondu",
});

impl PaymentMethod {
    /// Whether a plan of `kind` may be paid with this method (spec section
    /// 3: one-time plans include twint, klarna and mondu; subscriptions and
    /// limited subscriptions include klarna; instalments exclude all three).
    /// `not_assigned` is a bookkeeping value, never offered to a buyer.
    pub fn allows(self, kind: PlanKind) -> bool {
        match self {
            PaymentMethod::Twint | PaymentMethod::Mondu => kind == PlanKind::OneTime,
            PaymentMethod::Klarna => kind != PlanKind::Installment,
            PaymentMethod::NotAssigned => false,
            _ => true,
        }
    }

    /// Whether Sellwerk can run this method for a cart in `currency` whose
    /// plans are `kinds`, at whatever provider takes it. The spec's matrix
    /// ([`PaymentMethod::allows`]) says what a plan kind may offer; this is
    /// what the product's providers can actually do, so a buyer is never
    /// shown a method whose payment would fail or fall back to a card form.
    ///
    /// Decisions:
    /// - **Bank redirects and pay-later** (iDEAL, Przelewy24, Klarna, TWINT)
    ///   are paid once, in the provider's own flow (a redirect to the bank
    ///   or app, a return to the order); none leaves a method the scheduler
    ///   may charge later without the buyer, so they are offered only to a
    ///   cart whose plans are all one-time.
    /// - **Currencies** as the methods have them: iDEAL and SEPA debits in
    ///   EUR, Przelewy24 in EUR and PLN, TWINT in CHF, Klarna in the
    ///   currencies of its markets ([`KLARNA_CURRENCIES`]).
    /// - **Not run at all**: Sofort (its provider ended it), SEPA debits
    ///   made from a Sofort or iDEAL payment (`sofort_sepa`, `ideal_sepa`:
    ///   they need a mandate flow the product does not have), Mondu
    ///   (business invoices; no adapter) and `not_assigned`.
    pub fn runs(self, currency: Currency, kinds: &[PlanKind]) -> bool {
        use PaymentMethod as M;
        let code = currency.code();
        let one_time = kinds.iter().all(|&k| k == PlanKind::OneTime);
        if self.one_time_only() && !one_time {
            return false;
        }
        match self {
            M::Sofort | M::SofortSepa | M::IdealSepa | M::Mondu | M::NotAssigned => false,
            M::Sepa | M::Ideal => code == "eur",
            M::P24 => matches!(code, "eur" | "pln"),
            M::Twint => code == "chf",
            M::Klarna => KLARNA_CURRENCIES.contains(&code),
            M::Paypal
            | M::PayLater
            | M::Card
            | M::CardAmEx
            | M::ApplePay
            | M::GooglePay
            | M::BankWire => true,
        }
    }
}

impl PaymentMethod {
    /// The bank redirects and pay-later methods, paid once in the
    /// provider's own flow and never charged again without the buyer (see
    /// [`PaymentMethod::runs`]).
    pub fn one_time_only(self) -> bool {
        matches!(
            self,
            PaymentMethod::Ideal
                | PaymentMethod::P24
                | PaymentMethod::Klarna
                | PaymentMethod::Twint
        )
    }
}

/// The currencies Klarna takes (those of the markets it serves), as
/// [`Currency::code`] spells them.
pub const KLARNA_CURRENCIES: &[&str] = &[
    "aud", "cad", "chf", "czk", "dkk", "eur", "gbp", "nok", "nzd", "pln", "ron", "sek", "usd",
];

/// The seller's side: where and how VAT is charged, and the payment
/// methods the seller has enabled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct SellerTerms {
    pub country: String,
    pub vat: VatStatus,
    /// Seller setting: prices are entered gross (VAT included) or net.
    pub prices_include_vat: bool,
    #[serde(default)]
    pub payment_methods: Vec<PaymentMethod>,
}

/// Main product or order bump.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ItemRole {
    Main,
    Bump,
}

crate::names::read_by_name!(ItemRole {
    Main = "main",
    Bump = "bump",
});

/// One product in the cart with the plan it is bought on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ItemRequest {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub product_id: i64,
    pub role: ItemRole,
    #[serde(default = "standard_supply")]
    pub supply: SupplyKind,
    pub plan: PlanTerms,
    /// The price chosen, for pay-what-you-want plans only.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub amount: Option<String>,
}

fn standard_supply() -> SupplyKind {
    SupplyKind::Standard
}

/// The payer as an order keeps them: the details the buyer gave at
/// checkout and the buyer the price was made for. Orders made before the
/// buyer was kept have no `buyer`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default)]
pub struct OrderPayer {
    pub details: crate::validation::PayerDetails,
    pub buyer: Option<BuyerRequest>,
}

/// The buyer as far as the price cares.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct BuyerRequest {
    pub country: String,
    #[serde(default)]
    pub business: bool,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub vat_id: Option<String>,
}

/// Everything a quote needs. The edge (from stored data) and the browser
/// (from the public offer) build it with one function, [`quote_request`]
/// of an [`OfferedCart`]. Read by the same reader as a cart
/// (`cart::Wire`: the light module's budget).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct QuoteRequest {
    pub seller: SellerTerms,
    pub currency: String,
    pub items: Vec<ItemRequest>,
    /// The coupon the buyer entered, already looked up by code.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub coupon: Option<CouponTerms>,
    pub buyer: BuyerRequest,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub payment_method: Option<PaymentMethod>,
    /// The moment of purchase (RFC 3339) and the time zone its date is
    /// counted in.
    pub start: String,
    pub time_zone: String,
}

/// Most items one cart may hold: a main product and the most bumps any
/// layout shows ([`crate::setup::MAX_BUMPS`]).
pub const MAX_ITEMS: usize = 1 + crate::setup::MAX_BUMPS;

/// One line of a payment document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct QuoteLine {
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub product_id: i64,
    pub role: ItemRole,
    pub plan_kind: PlanKind,
    pub payment: DueKind,
    /// The price before the coupon, as the seller entered it (gross or net).
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub list_price: Money,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub discount: Money,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub net: Money,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub vat: Money,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub gross: Money,
    pub vat_rate: String,
}

/// VAT of one rate on one document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct VatGroup {
    pub rate: String,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub net: Money,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub vat: Money,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub gross: Money,
}

/// One payment: every item's amount due on one date.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Payment {
    pub date: String,
    pub lines: Vec<QuoteLine>,
    pub vat_breakdown: Vec<VatGroup>,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub discount: Money,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub net: Money,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub vat: Money,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub gross: Money,
}

/// The answer. `due_now` is the first payment; `later` the rest, in date
/// order (for open-ended subscriptions, the first payments only, with
/// `open_ended` set). Every amount is a decimal string with the currency's
/// minor-unit digits, and for every payment `net + vat == gross`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct Quote {
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub currency: Currency,
    pub vat_treatment: VatTreatment,
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub vat_note: Option<&'static str>,
    pub coupon_code: Option<String>,
    pub due_now: Payment,
    pub later: Vec<Payment>,
    pub open_ended: bool,
    /// Sum of every payment listed (now and later).
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub total: Money,
    pub payment_methods: Vec<PaymentMethod>,
}

/// Why no quote could be made: every problem found, each with the field at
/// fault (a dot path into the request) and its translation key.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the quote request has {} problem(s)", .0.len())]
pub struct QuoteError(pub Vec<Problem>);

impl QuoteError {
    fn one(field: &str, code: &'static str) -> Self {
        QuoteError(vec![Problem::new(field, code)])
    }
}

impl From<MoneyError> for QuoteError {
    fn from(e: MoneyError) -> Self {
        QuoteError::one("items", e.code())
    }
}

/// A checked item, ready to be priced.
struct Item {
    product_id: i64,
    role: ItemRole,
    plan: Plan,
    /// The chosen pay-what-you-want price, when given.
    chosen: Option<Money>,
    decision: VatDecision,
}

fn parse_country(p: &mut Problems, field: &str, raw: &str) -> Option<Country> {
    Country::parse(raw)
        .map_err(|_| p.push(field, "invalid_country"))
        .ok()
}

/// Computes the quote for a request.
pub fn quote(req: &QuoteRequest) -> Result<Quote, QuoteError> {
    let mut p = Problems::default();
    let currency = Currency::parse(&req.currency)
        .map_err(|_| p.push("currency", "invalid_currency"))
        .ok();
    let seller_country = parse_country(&mut p, "seller.country", &req.seller.country);
    let buyer_country = parse_country(&mut p, "buyer.country", &req.buyer.country);
    let vat_id = match (&req.buyer.vat_id, buyer_country) {
        (Some(raw), Some(country)) if !raw.trim().is_empty() => {
            if !req.buyer.business {
                p.push("buyer.vat_id", "vat_id_needs_business");
            }
            VatId::parse_for_country(raw, country)
                .map_err(|e| p.push("buyer.vat_id", e.code()))
                .ok()
        }
        _ => None,
    };
    let start = schedule::local_start(&req.start, &req.time_zone)
        .map_err(|e| p.push(e.field(), e.code()))
        .ok();
    let now: Option<Timestamp> = crate::calendar::instant(req.start.trim());

    if req.items.is_empty() || req.items.len() > MAX_ITEMS {
        p.push("items", "items_count_out_of_range");
    }
    let mains = req
        .items
        .iter()
        .filter(|i| i.role == ItemRole::Main)
        .count();
    if !req.items.is_empty() && mains != 1 {
        p.push("items", "exactly_one_main_item");
    }
    let mut ids: Vec<i64> = req.items.iter().map(|i| i.product_id).collect();
    ids.sort_unstable();
    if ids.windows(2).any(|w| w.first() == w.last()) {
        p.push("items", "duplicate_product");
    }

    let (Some(currency), Some(seller_country), Some(buyer_country), Some(start), Some(now)) =
        (currency, seller_country, buyer_country, start, now)
    else {
        return Err(QuoteError(p.into_vec()));
    };
    let buyer = TaxBuyer {
        country: buyer_country,
        vat_id,
    };

    let mut items = Vec::new();
    for (i, raw) in req.items.iter().enumerate() {
        let field = format!("items.{i}");
        match Plan::from_terms(&raw.plan) {
            Err(problems) => p.extend_under(&format!("{field}.plan"), problems),
            Ok(plan) if plan.currency != currency => {
                p.push(format!("{field}.plan.currency"), "currency_mismatch");
            }
            Ok(plan) => {
                let chosen = chosen_amount(&mut p, &field, raw.amount.as_deref(), &plan);
                items.push(Item {
                    product_id: raw.product_id,
                    role: raw.role,
                    decision: tax::decide(seller_country, req.seller.vat, &buyer, raw.supply),
                    plan,
                    chosen,
                });
            }
        }
    }

    let coupon = checked_coupon(&mut p, req.coupon.as_ref(), now, &ids, currency);

    let kinds: Vec<PlanKind> = items.iter().map(|i| i.plan.kind).collect();
    let payment_methods = offered_methods(&mut p, req, currency, &kinds);
    if !p.is_empty() {
        return Err(QuoteError(p.into_vec()));
    }

    items.sort_by_key(|i| (i.role, i.product_id));
    let (due_now, later, total) = payments(
        &items,
        start,
        coupon.as_ref(),
        req.seller.prices_include_vat,
        currency,
    )?;
    let main_decision = items
        .first()
        .map_or(VatTreatment::OutsideEu, |i| i.decision.treatment);
    let vat_note = items
        .first()
        .and_then(|i| i.decision.note_key(req.seller.vat));
    Ok(Quote {
        currency,
        vat_treatment: main_decision,
        vat_note,
        coupon_code: coupon.map(|c| c.code),
        due_now,
        later,
        open_ended: kinds.contains(&PlanKind::Subscription),
        total,
        payment_methods,
    })
}

/// Every item's payments, grouped into one document per date: the first
/// is due now, the rest later; with the sum of all of them.
fn payments(
    items: &[Item],
    start: Date,
    coupon: Option<&Coupon>,
    prices_gross: bool,
    currency: Currency,
) -> Result<(Payment, Vec<Payment>, Money), QuoteError> {
    let mut by_date: Vec<(Date, Vec<PricedLine>)> = Vec::new();
    for item in items {
        for (due, price) in item_payments(item, start, coupon)? {
            let (discount, after) = price.after_discount(prices_gross, item.decision)?;
            push_grouped(
                &mut by_date,
                due.date,
                PricedLine {
                    item,
                    payment: due.kind,
                    list_price: price.list,
                    discount,
                    price: after,
                },
            );
        }
    }
    let mut documents = Vec::new();
    for (date, lines) in by_date {
        documents.push(document(date, &lines, prices_gross, currency)?);
    }
    let mut documents = documents.into_iter();
    let Some(due_now) = documents.next() else {
        return Err(QuoteError::one("items", "items_count_out_of_range"));
    };
    let later: Vec<Payment> = documents.collect();
    let total = due_now
        .gross
        .checked_add(Money::sum(later.iter().map(|p| &p.gross), currency)?)?;
    Ok((due_now, later, total))
}

/// The seller's enabled methods that every item's plan kind allows and the
/// product can run for the cart's currency; the chosen method, if any, must
/// be one of them.
fn offered_methods(
    p: &mut Problems,
    req: &QuoteRequest,
    currency: Currency,
    kinds: &[PlanKind],
) -> Vec<PaymentMethod> {
    let mut methods: Vec<PaymentMethod> = req
        .seller
        .payment_methods
        .iter()
        .copied()
        .filter(|m| kinds.iter().all(|&k| m.allows(k)) && m.runs(currency, kinds))
        .collect();
    methods.sort_unstable();
    methods.dedup();
    if let Some(method) = req.payment_method
        && !methods.contains(&method)
    {
        p.push("payment_method", "payment_method_not_available");
    }
    methods
}

fn checked_coupon(
    p: &mut Problems,
    terms: Option<&CouponTerms>,
    now: Timestamp,
    ids: &[i64],
    currency: Currency,
) -> Option<Coupon> {
    match Coupon::from_terms(terms?) {
        Err(problems) => {
            p.extend_under("coupon", problems);
            None
        }
        Ok(c) => match c.check(now, ids, currency) {
            Ok(()) => Some(c),
            Err(rejection) => {
                p.push("coupon", rejection.code());
                None
            }
        },
    }
}

fn chosen_amount(p: &mut Problems, field: &str, raw: Option<&str>, plan: &Plan) -> Option<Money> {
    let raw = raw?;
    let field = format!("{field}.amount");
    let amount = match Money::parse(raw, plan.currency) {
        Ok(m) if m.is_negative() => {
            p.push(field, "negative_amount");
            return None;
        }
        Ok(m) => m,
        Err(e) => {
            p.push(field, e.code());
            return None;
        }
    };
    if !plan.pay_what_you_want {
        p.push(field, "amount_not_allowed");
        return None;
    }
    let minimum = plan
        .amounts
        .first()
        .copied()
        .unwrap_or(Money::zero(plan.currency));
    if amount.amount() < minimum.amount() {
        p.push(field, "amount_below_minimum");
        return None;
    }
    if !amount.is_zero() && amount.amount() < minimum_charge(plan.currency).amount() {
        p.push(field, "amount_below_minimum_charge");
        return None;
    }
    Some(amount)
}

/// A payment's price before and after the coupon, in the coupon's basis.
struct PaymentPrice {
    list: Money,
    discount: Money,
    basis: AmountBasis,
}

impl PaymentPrice {
    /// The price in the seller's mode (gross or net) after the discount,
    /// converting a discount given on the other basis with the line's
    /// consumer rate, and taking the VAT out of a gross price when no VAT
    /// is charged under reverse charge.
    /// Returns the discount and the price, both in the seller's mode.
    fn after_discount(
        &self,
        prices_gross: bool,
        d: VatDecision,
    ) -> Result<(Money, Money), QuoteError> {
        let rate = d.consumer_rate_percent;
        let hundred = Decimal::ONE_HUNDRED;
        let discount = match (prices_gross, self.basis) {
            (true, AmountBasis::EndAmount) | (false, AmountBasis::NetAmount) => self.discount,
            // Net discount on a gross price: the gross falls by net x (1 + r).
            (true, AmountBasis::NetAmount) => Money::round(
                self.discount.amount() * (hundred + rate) / hundred,
                self.discount.currency(),
                Rounding::HalfUp,
            )?,
            // Gross discount on a net price: the net falls by gross / (1 + r).
            (false, AmountBasis::EndAmount) => Money::round(
                self.discount.amount() * hundred / (hundred + rate),
                self.discount.currency(),
                Rounding::HalfUp,
            )?,
        };
        let discount = discount.min(self.list)?;
        let mut price = self.list.checked_sub(discount)?;
        if prices_gross && d.treatment == VatTreatment::ReverseCharge {
            let vat_inside = Money::round(
                price.amount() * rate / (hundred + rate),
                price.currency(),
                Rounding::HalfUp,
            )?;
            price = price.checked_sub(vat_inside)?;
        }
        Ok((discount, price))
    }
}

/// Every payment of one item with its price and coupon discount.
///
/// Coupons never reduce a trial payment. A coupon covers each product in
/// its scope: a fixed amount comes off each covered product's payment. `first_payment` coupons reduce
/// the first regular payment; `all_payments` coupons reduce each one. For
/// plans with a fixed number of payments and a percentage coupon on all
/// payments, the discount is computed once on the plan total and the
/// discounted total shared out over the payments in proportion to their
/// size, the rounding remainder going to the first payment, so the
/// payments sum exactly to the discounted total. A coupon never leaves a
/// payment between zero and the currency's minimum charge: such a payment
/// is raised to the minimum charge.
fn item_payments(
    item: &Item,
    start: Date,
    coupon: Option<&Coupon>,
) -> Result<Vec<(schedule::Due, PaymentPrice)>, QuoteError> {
    let plan = &item.plan;
    let dues =
        schedule::due_dates(plan, start).map_err(|e| QuoteError::one(e.field(), e.code()))?;
    let coupon = coupon.filter(|c| c.covers(item.product_id));
    let basis = coupon.map_or(AmountBasis::EndAmount, |c| c.basis);
    let regular: Vec<Money> = dues
        .iter()
        .filter(|d| d.kind == DueKind::Regular)
        .map(|d| {
            if d.index == 0 {
                item.chosen.or_else(|| plan.amount_at(0))
            } else {
                plan.amount_at(d.index)
            }
            .unwrap_or(Money::zero(plan.currency))
        })
        .collect();
    let discounts = regular_discounts(plan, &regular, coupon)?;
    let min = minimum_charge(plan.currency);
    let mut out = Vec::with_capacity(dues.len());
    let mut regular_i = 0usize;
    for due in dues {
        let price = if due.kind == DueKind::Trial {
            let amount = plan.trial.map_or(Money::zero(plan.currency), |t| t.amount);
            PaymentPrice {
                list: amount,
                discount: Money::zero(plan.currency),
                basis,
            }
        } else {
            let list = regular
                .get(regular_i)
                .copied()
                .unwrap_or(Money::zero(plan.currency));
            let mut discount = discounts
                .get(regular_i)
                .copied()
                .unwrap_or(Money::zero(plan.currency));
            regular_i += 1;
            let rest = list.saturating_sub(discount)?;
            if !rest.is_zero() && rest.amount() < min.amount() {
                discount = list.saturating_sub(min)?;
            }
            PaymentPrice {
                list,
                discount,
                basis,
            }
        };
        out.push((due, price));
    }
    Ok(out)
}

fn regular_discounts(
    plan: &Plan,
    regular: &[Money],
    coupon: Option<&Coupon>,
) -> Result<Vec<Money>, QuoteError> {
    let zero = Money::zero(plan.currency);
    let Some(coupon) = coupon else {
        return Ok(vec![zero; regular.len()]);
    };
    let every = coupon.applies_to == AppliesTo::AllPayments;
    let mut out = Vec::with_capacity(regular.len());
    match coupon.discount {
        Discount::Percent(pct) if every && plan.payments_count().is_some() => {
            let total = Money::sum(regular, plan.currency)?;
            let off = percent_of(total, pct)?.min(total)?;
            let shares = allocate(off, regular, Remainder::First)?;
            out.extend(shares);
        }
        discount => {
            for (i, r) in regular.iter().enumerate() {
                out.push(if i == 0 || every {
                    discount.amount_off(*r)?
                } else {
                    zero
                });
            }
        }
    }
    Ok(out)
}

/// Who takes the rounding remainder when an amount is shared out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Remainder {
    /// The first share: payments of a plan (the spec's rule).
    First,
    /// The largest share (the first of equals): lines of a document, so a
    /// free line never gets VAT it cannot hold.
    Largest,
}

/// Shares `amount` out in proportion to `weights`, rounding every share
/// but one down to the minor unit and giving that one the remainder, so
/// the shares sum exactly to `amount`.
pub fn allocate(
    amount: Money,
    weights: &[Money],
    remainder: Remainder,
) -> Result<Vec<Money>, MoneyError> {
    let currency = amount.currency();
    let zero = Money::zero(currency);
    let sum = Money::sum(weights, currency)?;
    let taker = match remainder {
        Remainder::First => 0,
        Remainder::Largest => {
            weights
                .iter()
                .enumerate()
                .fold((0, zero), |(bi, bw), (i, w)| {
                    if w.amount() > bw.amount() {
                        (i, *w)
                    } else {
                        (bi, bw)
                    }
                })
                .0
        }
    };
    let mut out = vec![zero; weights.len()];
    if sum.is_zero() {
        if let Some(slot) = out.get_mut(taker) {
            *slot = amount;
        }
        return Ok(out);
    }
    let mut given = zero;
    for (i, w) in weights.iter().enumerate() {
        if i == taker {
            continue;
        }
        let exact = amount
            .amount()
            .checked_mul(w.amount())
            .ok_or(MoneyError::Overflow)?
            / sum.amount();
        let share = Money::round(exact, currency, Rounding::Truncate)?;
        given = given.checked_add(share)?;
        if let Some(slot) = out.get_mut(i) {
            *slot = share;
        }
    }
    if let Some(slot) = out.get_mut(taker) {
        *slot = amount.checked_sub(given)?;
    }
    Ok(out)
}

struct PricedLine<'a> {
    item: &'a Item,
    payment: DueKind,
    list_price: Money,
    discount: Money,
    /// What the line costs after the coupon, in the seller's mode.
    price: Money,
}

/// Pushes `value` to the group of `key`, the groups kept in key order: a
/// sorted vector rather than a map, since a quote has a handful of keys
/// and the browser's module is smaller without a map's code.
fn push_grouped<K: Ord, V>(groups: &mut Vec<(K, Vec<V>)>, key: K, value: V) {
    match groups.binary_search_by(|(k, _)| k.cmp(&key)) {
        Ok(at) => {
            if let Some((_, group)) = groups.get_mut(at) {
                group.push(value);
            }
        }
        Err(at) => groups.insert(at, (key, vec![value])),
    }
}

/// One payment document: lines grouped by VAT rate, VAT computed once per
/// rate and shared out over that rate's lines.
fn document(
    date: Date,
    lines: &[PricedLine<'_>],
    prices_gross: bool,
    currency: Currency,
) -> Result<Payment, QuoteError> {
    let zero = Money::zero(currency);
    let mut groups: Vec<(Decimal, Vec<usize>)> = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        push_grouped(&mut groups, l.item.decision.rate_percent.normalize(), i);
    }
    let mut out_lines: Vec<Option<QuoteLine>> = vec![None; lines.len()];
    let mut breakdown = Vec::new();
    let (mut net, mut vat, mut gross) = (zero, zero, zero);
    for (rate, members) in &groups {
        let prices: Vec<Money> = members
            .iter()
            .filter_map(|&i| lines.get(i).map(|l| l.price))
            .collect();
        let sum = Money::sum(&prices, currency)?;
        let hundred = Decimal::ONE_HUNDRED;
        let exact = if prices_gross {
            sum.amount() * rate / (hundred + rate)
        } else {
            sum.amount() * rate / hundred
        };
        let group_vat = Money::round(exact, currency, Rounding::HalfUp)?;
        let (group_net, group_gross) = if prices_gross {
            (sum.checked_sub(group_vat)?, sum)
        } else {
            (sum, sum.checked_add(group_vat)?)
        };
        let line_vats = allocate(group_vat, &prices, Remainder::Largest)?;
        for ((&i, price), line_vat) in members.iter().zip(&prices).zip(line_vats) {
            let Some(l) = lines.get(i) else { continue };
            let (line_net, line_gross) = if prices_gross {
                (price.checked_sub(line_vat)?, *price)
            } else {
                (*price, price.checked_add(line_vat)?)
            };
            if let Some(slot) = out_lines.get_mut(i) {
                *slot = Some(QuoteLine {
                    product_id: l.item.product_id,
                    role: l.item.role,
                    plan_kind: l.item.plan.kind,
                    payment: l.payment,
                    list_price: l.list_price,
                    discount: l.discount,
                    net: line_net,
                    vat: line_vat,
                    gross: line_gross,
                    vat_rate: rate.to_string(),
                });
            }
        }
        breakdown.push(VatGroup {
            rate: rate.to_string(),
            net: group_net,
            vat: group_vat,
            gross: group_gross,
        });
        net = net.checked_add(group_net)?;
        vat = vat.checked_add(group_vat)?;
        gross = gross.checked_add(group_gross)?;
    }
    let discount_total = Money::sum(lines.iter().map(|l| &l.discount), currency)?;
    Ok(Payment {
        date: crate::calendar::text(date),
        lines: out_lines.into_iter().flatten().collect(),
        vat_breakdown: breakdown,
        discount: discount_total,
        net,
        vat,
        gross,
    })
}

/// The answer of [`quote_json`]: `{"ok": quote}` or `{"error": {"problems": [...]}}`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum QuoteResponse {
    Ok(Box<Quote>),
    Error { problems: Vec<Problem> },
}

impl From<Result<Quote, QuoteError>> for QuoteResponse {
    fn from(r: Result<Quote, QuoteError>) -> Self {
        match r {
            Ok(q) => QuoteResponse::Ok(Box::new(q)),
            Err(e) => QuoteResponse::Error { problems: e.0 },
        }
    }
}

/// The JSON face of [`quote`], identical natively and in wasm: a request
/// as JSON in, `{"ok": quote}` or `{"error": {"problems": [...]}}` out.
/// Never panics on any input.
pub fn quote_json(request: &str) -> String {
    answer_json(match serde_json::from_str::<QuoteRequest>(request) {
        Err(e) => Err(QuoteError::one("", malformed_code(&e))),
        Ok(req) => quote(&req),
    })
}

/// The JSON face of [`quote_cart`], as [`quote_json`]: an [`OfferedCart`]
/// as JSON in (the payment page's preview), its quote or problems out.
pub fn quote_cart_json(cart: &str) -> String {
    answer_json(match serde_json::from_str::<OfferedCart>(cart) {
        Err(e) => Err(QuoteError::one("", malformed_code(&e))),
        Ok(cart) => quote_cart(cart),
    })
}

fn answer_json(outcome: Result<Quote, QuoteError>) -> String {
    // A quote's JSON is a few kilobytes: one allocation up front.
    let mut out = Vec::with_capacity(4096);
    match serde_json::to_writer(&mut out, &QuoteResponse::from(outcome)) {
        Ok(()) => String::from_utf8(out).unwrap_or_default(),
        Err(_) => r#"{"error":{"problems":[{"field":"","code":"server_error"}]}}"#.to_owned(),
    }
}

fn malformed_code(e: &serde_json::Error) -> &'static str {
    match e.classify() {
        serde_json::error::Category::Data => "invalid_input",
        _ => "malformed_json",
    }
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "amount_below_minimum",
    "amount_below_minimum_charge",
    "amount_not_allowed",
    "currency_mismatch",
    "duplicate_product",
    "exactly_one_main_item",
    "invalid_country",
    "invalid_currency",
    "invalid_input",
    "items_count_out_of_range",
    "malformed_json",
    "negative_amount",
    "payment_method_not_available",
    "vat_id_needs_business",
];
