//! The offer a funnel's step page shows (issue 19): what [`super::View::Funnel`]
//! carries. Its amounts are [`Money`]; across the boundary they are decimal
//! strings of the offer's one `currency` (read back through
//! [`FunnelOfferData`], so an offer whose amounts are not of its currency
//! cannot be written down).

use serde::{Deserialize, Serialize};

use super::ProductCard;
use crate::Currency;
use crate::ids::FunnelNodeId;
use crate::language::Language;
use crate::legal::Consent;
use crate::money::{Money, MoneyError};

/// A step of a buyer's run through a funnel, as its page offers it: the
/// run's token, the step, the product with what one click charges now (VAT
/// included) and the VAT in it, and where the two buttons post.
#[derive(Debug, Clone, PartialEq)]
pub struct FunnelOffer {
    /// The run's secret token (the page's address `/s/{u}/funnel/{token}`).
    pub token: String,
    pub node_id: FunnelNodeId,
    pub product: ProductCard,
    /// The step's headline and text as the seller wrote them in the funnel
    /// (may be empty): a `funnel` block without its own shows them.
    pub title: String,
    pub text: String,
    due_now: Money,
    vat: Money,
    /// What the offer would charge at its plan's own price, when the step
    /// offers it for less (issue 30): shown struck through. See
    /// [`FunnelOffer::with_was`]. (Boxed: the page's `View` stays small.)
    was: Option<Box<Money>>,
    /// Where the buttons post (a form without a body).
    pub accept_url: String,
    pub decline_url: String,
    /// The charge of the previous offer did not go through (nothing was
    /// charged): the page says so.
    pub failed: bool,
    /// The boxes the buyer ticks before one click charges (core's
    /// [`crate::legal::required_consents`] for the offered product and the
    /// first order's buyer: a one-click upsell of digital content records
    /// the same withdrawal waiver as the first order, issue 30).
    pub consents: Vec<Consent>,
    /// The last accept came without them: the page says so.
    pub unconfirmed: bool,
}

/// A funnel step's offer as its page shows it (`View::Funnel`): the run's
/// token, the step, the product, the step's headline and text, what one
/// click charges now (VAT included) and the VAT in it as decimal strings in
/// `currency`, where the two buttons post, and whether the previous
/// offer's charge failed. (Core's `FunnelOffer` as it crosses the
/// boundary.)
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export, rename = "FunnelOffer"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "PageFunnelOffer"))]
#[serde(rename_all = "snake_case")]
pub struct FunnelOfferData {
    pub token: String,
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub node_id: FunnelNodeId,
    pub product: ProductCard,
    pub title: String,
    pub text: String,
    #[cfg_attr(feature = "ts", ts(type = "string"))]
    pub currency: Currency,
    /// Decimal strings in `currency`.
    pub due_now: String,
    pub vat: String,
    /// The price without the step's discount, when it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub was: Option<String>,
    pub accept_url: String,
    pub decline_url: String,
    #[serde(default)]
    pub failed: bool,
    /// The boxes to tick before accepting (their wire names).
    #[serde(default)]
    pub consents: Vec<Consent>,
    /// The last accept came without them.
    #[serde(default)]
    pub unconfirmed: bool,
}

impl FunnelOffer {
    /// An offer charging `due_now` (VAT included) with `vat` in it; `Err`
    /// when the two are of different currencies.
    pub fn new(
        token: String,
        node_id: FunnelNodeId,
        product: ProductCard,
        (title, text): (String, String),
        (due_now, vat): (Money, Money),
        (accept_url, decline_url): (String, String),
        failed: bool,
    ) -> Result<FunnelOffer, MoneyError> {
        if due_now.currency() != vat.currency() {
            return Err(MoneyError::CurrencyMismatch(
                due_now.currency(),
                vat.currency(),
            ));
        }
        Ok(FunnelOffer {
            token,
            node_id,
            product,
            title,
            text,
            due_now,
            vat,
            was: None,
            accept_url,
            decline_url,
            failed,
            consents: Vec::new(),
            unconfirmed: false,
        })
    }

    /// The offer asking `consents` before one click charges; `unconfirmed`
    /// when the last accept came without them (the page says so).
    #[must_use]
    pub fn with_consents(mut self, consents: Vec<Consent>, unconfirmed: bool) -> FunnelOffer {
        self.unconfirmed = unconfirmed && !consents.is_empty();
        self.consents = consents;
        self
    }

    /// The offer with `was`, the amount at the plan's own price, shown
    /// struck through; kept only when it is of the offer's currency and
    /// above what one click charges (otherwise there is no discount to show).
    #[must_use]
    pub fn with_was(mut self, was: Money) -> FunnelOffer {
        if was.currency() == self.due_now.currency() && was.amount() > self.due_now.amount() {
            self.was = Some(Box::new(was));
        }
        self
    }

    /// The amount at the plan's own price, when the step offers it for less.
    pub fn was(&self) -> Option<Money> {
        self.was.as_deref().copied()
    }

    /// What one click charges now, VAT included.
    pub fn due_now(&self) -> Money {
        self.due_now
    }

    /// The VAT in [`FunnelOffer::due_now`].
    pub fn vat(&self) -> Money {
        self.vat
    }
}

impl From<FunnelOffer> for FunnelOfferData {
    fn from(o: FunnelOffer) -> FunnelOfferData {
        FunnelOfferData {
            token: o.token,
            node_id: o.node_id,
            product: o.product,
            title: o.title,
            text: o.text,
            currency: o.due_now.currency(),
            due_now: o.due_now.amount().to_string(),
            vat: o.vat.amount().to_string(),
            was: o.was.map(|w| w.amount().to_string()),
            accept_url: o.accept_url,
            decline_url: o.decline_url,
            failed: o.failed,
            consents: o.consents,
            unconfirmed: o.unconfirmed,
        }
    }
}

impl TryFrom<FunnelOfferData> for FunnelOffer {
    type Error = MoneyError;

    fn try_from(d: FunnelOfferData) -> Result<FunnelOffer, MoneyError> {
        let due_now = Money::parse(&d.due_now, d.currency)?;
        let vat = Money::parse(&d.vat, d.currency)?;
        let was = d
            .was
            .as_deref()
            .map(|w| Money::parse(w, d.currency))
            .transpose()?;
        let offer = FunnelOffer::new(
            d.token,
            d.node_id,
            d.product,
            (d.title, d.text),
            (due_now, vat),
            (d.accept_url, d.decline_url),
            d.failed,
        )?
        .with_consents(d.consents, d.unconfirmed);
        Ok(match was {
            Some(was) => offer.with_was(was),
            None => offer,
        })
    }
}

impl Serialize for FunnelOffer {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        FunnelOfferData::from(self.clone()).serialize(s)
    }
}

impl<'de> Deserialize<'de> for FunnelOffer {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<FunnelOffer, D::Error> {
        FunnelOfferData::deserialize(d)?
            .try_into()
            .map_err(serde::de::Error::custom)
    }
}

/// The fixed words of a step page: the accept button (before the amount),
/// VAT (before its amount), the note under the buttons, the notice after a
/// failed charge.
#[derive(Debug)]
pub(crate) struct FunnelWords {
    pub accept: &'static str,
    /// Before the struck-through price, for screen readers.
    pub was: &'static str,
    /// Before the discounted price, for screen readers.
    pub now: &'static str,
    pub vat: &'static str,
    pub note: &'static str,
    pub failed: &'static str,
    /// An accept without the boxes ticked.
    pub unconfirmed: &'static str,
}

const EN: FunnelWords = FunnelWords {
    accept: "Yes, add it for",
    was: "Regular price:",
    now: "Your price:",
    vat: "incl. VAT",
    note: "One click charges the payment method you just used. Your first order stays as it is.",
    failed: "The payment for the last offer did not go through. Nothing was charged for it.",
    unconfirmed: "Tick the boxes above the button to add it. Nothing was charged.",
};

const DE: FunnelWords = FunnelWords {
    accept: "Ja, für diesen Preis hinzufügen:",
    was: "Regulärer Preis:",
    now: "Dein Preis:",
    vat: "inkl. MwSt.",
    note: "Ein Klick belastet die Zahlungsart, die du gerade verwendet hast. Deine erste Bestellung bleibt, wie sie ist.",
    failed: "Die Zahlung für das letzte Angebot ist nicht durchgegangen. Dafür wurde nichts belastet.",
    unconfirmed: "Setze die Häkchen über dem Button, um es hinzuzufügen. Es wurde nichts belastet.",
};

pub(crate) fn words(language: Language) -> &'static FunnelWords {
    match language {
        Language::En => &EN,
        Language::De => &DE,
    }
}
