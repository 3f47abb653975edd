//! Product rules: forms and categories, the edit steps of each form (spec
//! section 2), the row actions a product's state allows, the list warnings
//! and not-sellable reasons (section 8), and the sellable-via-shop rule
//! (section 5).

use serde::{Deserialize, Serialize};

/// What kind of thing a product is; decides its edit steps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ProductForm {
    Course,
    Service,
    Download,
    Membership,
    Event,
    Certificate,
    LicenseKey,
    Bundle,
}

crate::names::read_by_name!(ProductForm {
    Course = "course",
    Service = "service",
    Download = "download",
    Membership = "membership",
    Event = "event",
    Certificate = "certificate",
    LicenseKey = "license_key",
    Bundle = "bundle",
});

impl ProductForm {
    pub const ALL: [ProductForm; 8] = [
        ProductForm::Course,
        ProductForm::Service,
        ProductForm::Download,
        ProductForm::Membership,
        ProductForm::Event,
        ProductForm::Certificate,
        ProductForm::LicenseKey,
        ProductForm::Bundle,
    ];

    /// Whether an order's own download links (its page, its mail,
    /// `/v1/downloads/…`) hand out this product's files. Decision (issue
    /// 29): a course's and a membership's files are content behind rules
    /// (drip, publish state, the end of a subscription, a refund, a block),
    /// so they are reached only through the lesson or membership page,
    /// never through an order's list; every other form's files are what the
    /// order bought.
    pub fn files_by_order_link(self) -> bool {
        !matches!(self, ProductForm::Course | ProductForm::Membership)
    }

    /// The category a new product of this form starts with (the seller
    /// may change it). Decision: the category that form nearly always is;
    /// none for a download (an e-book, music or anything else) and a
    /// bundle (of whatever it holds), where a guess would often be wrong.
    pub fn preset_category(self) -> Option<Category> {
        match self {
            ProductForm::Course => Some(Category::OnlineCourse),
            ProductForm::Service => Some(Category::Coaching),
            ProductForm::Membership => Some(Category::Membership),
            ProductForm::Event => Some(Category::Event),
            ProductForm::Certificate => Some(Category::Certificate),
            ProductForm::LicenseKey => Some(Category::LicenseCode),
            ProductForm::Download | ProductForm::Bundle => None,
        }
    }
}

/// The spec's product categories (section 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum Category {
    EBook,
    MusicFiles,
    Coaching,
    Membership,
    Book,
    OnlineCourse,
    OnlineCourseLive,
    Event,
    Certificate,
    LicenseCode,
}

/// One step of the product editor (`/cabinet/products/{id}/edit?step=N`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum EditStep {
    Details,
    FileUpload,
    Content,
    Products,
    TicketsDetails,
    AddLicenseKeys,
    KeysDetails,
    Design,
    Checkout,
    /// "market/upsell" for services, "upsell" for the others.
    Upsell,
    Delivery,
    Pages,
    Advanced,
}

use EditStep::{
    AddLicenseKeys, Advanced, Checkout, Content, Delivery, Design, Details, FileUpload,
    KeysDetails, Pages, Products, TicketsDetails, Upsell,
};

/// The editor's steps of a form, in order (the spec's table in section 2).
pub fn edit_steps(form: ProductForm) -> &'static [EditStep] {
    match form {
        ProductForm::Service => &[Details, Checkout, Upsell, Delivery, Pages, Advanced],
        ProductForm::Download => &[
            Details, FileUpload, Checkout, Upsell, Delivery, Pages, Advanced,
        ],
        ProductForm::Course => &[
            Details, Content, Checkout, Upsell, Delivery, Pages, Advanced,
        ],
        ProductForm::Membership | ProductForm::Bundle => &[
            Details, Products, Checkout, Upsell, Delivery, Pages, Advanced,
        ],
        ProductForm::Event => &[
            Details,
            TicketsDetails,
            Design,
            Checkout,
            Upsell,
            Delivery,
            Pages,
            Advanced,
        ],
        ProductForm::LicenseKey => &[
            Details,
            AddLicenseKeys,
            Checkout,
            Upsell,
            Delivery,
            Pages,
            Advanced,
        ],
        ProductForm::Certificate => &[
            Details,
            KeysDetails,
            Design,
            Checkout,
            Upsell,
            Delivery,
            Pages,
            Advanced,
        ],
    }
}

/// The step at `step=N` (1-based); a number outside the form's steps is
/// clamped to the first or the last, as the editor does with a stale link.
pub fn step_at(form: ProductForm, n: i64) -> EditStep {
    let steps = edit_steps(form);
    let last = steps.len().saturating_sub(1);
    let index = usize::try_from(n.saturating_sub(1)).unwrap_or(0).min(last);
    steps.get(index).copied().unwrap_or(Details)
}

/// What the product list knows of a product, as far as the rules care.
#[allow(clippy::struct_excessive_bools)] // the spec's product flags, one each
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ProductFacts {
    pub form: Option<ProductForm>,
    pub free: bool,
    pub published: bool,
    pub archived: bool,
    pub has_access_password: bool,
    pub can_be_sold_via_shop: bool,
    /// The seller may sell (profile complete, account verified).
    pub seller_can_sell: bool,
    pub payment_account_done: bool,
    pub any_payment_method_active: bool,
    pub pricing_plans_count: u32,
    pub sold_count: u32,
    pub reserved_count: u32,
    /// Most units that may be sold; none for no limit.
    pub limit: Option<u32>,
    pub is_sold_out: bool,
    pub power_seller: bool,
    pub review: Option<ReviewState>,
    pub active_tickets_count: u32,
    pub has_digitals: bool,
    pub addons_count: u32,
    /// The seller has not written both an imprint and terms yet (issue 17:
    /// publishing and selling need them).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(as = "Option<bool>", optional))]
    pub missing_legal_documents: bool,
}

/// Where a power seller's product stands in review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ReviewState {
    NotReviewed,
    OnReview,
    Rejected,
    NotValid,
    Approved,
}

/// A warning on a product row (spec section 8), as a translation key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ProductWarning {
    NoActivePaymentMethod,
    NoPricingPlans,
    LimitReached,
    ReviewRejected,
    ReviewNotValid,
    OnReview,
    NotReviewed,
    NotActive,
    NoActiveEvents,
    NoDigitals,
    NoProducts,
    FinishRegistration,
    Archived,
    HasAccessPassword,
    NoLegalDocuments,
}

impl ProductWarning {
    /// The spec's name of the warning (its serde spelling), used as the
    /// problem code when it refuses a sale.
    pub fn code(self) -> &'static str {
        match self {
            ProductWarning::NoActivePaymentMethod => "no_active_payment_method",
            ProductWarning::NoPricingPlans => "no_pricing_plans",
            ProductWarning::LimitReached => "limit_reached",
            ProductWarning::ReviewRejected => "review_rejected",
            ProductWarning::ReviewNotValid => "review_not_valid",
            ProductWarning::OnReview => "on_review",
            ProductWarning::NotReviewed => "not_reviewed",
            ProductWarning::NotActive => "not_active",
            ProductWarning::NoActiveEvents => "no_active_events",
            ProductWarning::NoDigitals => "no_digitals",
            ProductWarning::NoProducts => "no_products",
            ProductWarning::FinishRegistration => "finish_registration",
            ProductWarning::Archived => "archived",
            ProductWarning::HasAccessPassword => "has_access_password",
            ProductWarning::NoLegalDocuments => "no_legal_documents",
        }
    }

    /// Whether the warning means the product cannot be bought now.
    /// Decision (the spec lists the warnings, not their weight): an access
    /// password, a pending review and a missing review inform; all the
    /// others stop a sale.
    pub fn blocks_sale(self) -> bool {
        !matches!(
            self,
            ProductWarning::HasAccessPassword
                | ProductWarning::OnReview
                | ProductWarning::NotReviewed
        )
    }
}

/// Every warning of a product, in the list's order.
pub fn warnings(p: &ProductFacts) -> Vec<ProductWarning> {
    use ProductWarning as W;
    let mut out = Vec::new();
    if !p.free && (!p.any_payment_method_active || !p.payment_account_done) {
        out.push(W::NoActivePaymentMethod);
    }
    if p.pricing_plans_count == 0 {
        out.push(W::NoPricingPlans);
    }
    let taken = p.sold_count.saturating_add(p.reserved_count);
    if p.is_sold_out || p.limit.is_some_and(|limit| taken >= limit) {
        out.push(W::LimitReached);
    }
    if p.power_seller {
        match p.review {
            Some(ReviewState::Rejected) => out.push(W::ReviewRejected),
            Some(ReviewState::NotValid) => out.push(W::ReviewNotValid),
            Some(ReviewState::OnReview) => out.push(W::OnReview),
            Some(ReviewState::NotReviewed) | None => out.push(W::NotReviewed),
            Some(ReviewState::Approved) => {}
        }
    }
    if !p.published {
        out.push(W::NotActive);
    }
    match p.form {
        Some(ProductForm::Event) if p.active_tickets_count == 0 => out.push(W::NoActiveEvents),
        Some(ProductForm::Download) if !p.has_digitals => out.push(W::NoDigitals),
        Some(ProductForm::Bundle) if p.addons_count == 0 => out.push(W::NoProducts),
        _ => {}
    }
    if !p.seller_can_sell && !p.free {
        out.push(W::FinishRegistration);
    }
    if p.missing_legal_documents {
        out.push(W::NoLegalDocuments);
    }
    if p.archived {
        out.push(W::Archived);
    }
    if p.has_access_password {
        out.push(W::HasAccessPassword);
    }
    out
}

/// Why a product cannot be bought now: its warnings that block a sale.
pub fn not_sellable_reasons(p: &ProductFacts) -> Vec<ProductWarning> {
    warnings(p)
        .into_iter()
        .filter(|w| w.blocks_sale())
        .collect()
}

/// Spec section 5: sellable via the shop when `can_be_sold_via_shop` and
/// (free or the seller can sell); otherwise the shop links to profile
/// completion.
pub fn sellable_via_shop(p: &ProductFacts) -> bool {
    p.can_be_sold_via_shop && (p.free || p.seller_can_sell)
}

/// Actions of a product row (spec section 3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub enum RowAction {
    ProductLinks,
    Edit,
    Preview,
    ProductPage,
    Archive,
    Duplicate,
    Unpublish,
    Unarchive,
    Publish,
}

/// The row actions a product's state allows. Decision (the spec lists the
/// actions, not when): a published product offers its links, its page,
/// editing, preview, duplication, unpublishing and archiving; an unpublished
/// one editing, preview, duplication, publishing and archiving; an archived
/// one only preview, duplication and unarchiving (it must be unarchived
/// before it is edited or published again).
pub fn row_actions(p: &ProductFacts) -> Vec<RowAction> {
    use RowAction as A;
    if p.archived {
        vec![A::Preview, A::Duplicate, A::Unarchive]
    } else if p.published {
        vec![
            A::ProductLinks,
            A::Edit,
            A::Preview,
            A::ProductPage,
            A::Duplicate,
            A::Unpublish,
            A::Archive,
        ]
    } else {
        vec![A::Edit, A::Preview, A::Duplicate, A::Publish, A::Archive]
    }
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "archived",
    "finish_registration",
    "has_access_password",
    "limit_reached",
    "no_active_events",
    "no_active_payment_method",
    "no_digitals",
    "no_legal_documents",
    "no_pricing_plans",
    "no_products",
    "not_active",
    "not_reviewed",
    "on_review",
    "review_not_valid",
    "review_rejected",
];

#[cfg(test)]
mod tests {
    #[test]
    fn a_new_product_starts_with_the_category_of_its_form() {
        use super::{Category, ProductForm};
        assert_eq!(
            ProductForm::Course.preset_category(),
            Some(Category::OnlineCourse)
        );
        assert_eq!(
            ProductForm::Membership.preset_category(),
            Some(Category::Membership)
        );
        assert_eq!(ProductForm::Download.preset_category(), None);
        assert_eq!(ProductForm::Bundle.preset_category(), None);
    }

    use super::*;
    use ProductWarning as W;

    #[test]
    fn course_and_membership_files_never_go_by_an_orders_link() {
        let behind_rules: Vec<ProductForm> = ProductForm::ALL
            .into_iter()
            .filter(|f| !f.files_by_order_link())
            .collect();
        assert_eq!(behind_rules, [ProductForm::Course, ProductForm::Membership]);
    }

    #[test]
    fn edit_steps_follow_the_spec_table() {
        let counts: Vec<(ProductForm, usize)> = ProductForm::ALL
            .iter()
            .map(|&f| (f, edit_steps(f).len()))
            .collect();
        assert_eq!(
            counts,
            [
                (ProductForm::Course, 7),
                (ProductForm::Service, 6),
                (ProductForm::Download, 7),
                (ProductForm::Membership, 7),
                (ProductForm::Event, 8),
                (ProductForm::Certificate, 8),
                (ProductForm::LicenseKey, 7),
                (ProductForm::Bundle, 7),
            ]
        );
        assert_eq!(step_at(ProductForm::Download, 2), FileUpload);
        assert_eq!(step_at(ProductForm::Event, 3), Design);
        assert_eq!(step_at(ProductForm::Certificate, 2), KeysDetails);
        assert_eq!(step_at(ProductForm::Service, 2), Checkout);
        // Out of range: clamped.
        assert_eq!(step_at(ProductForm::Service, 0), Details);
        assert_eq!(step_at(ProductForm::Service, 99), Advanced);
        assert_eq!(step_at(ProductForm::Service, -5), Details);
        for form in ProductForm::ALL {
            let steps = edit_steps(form);
            assert_eq!(steps.first(), Some(&Details));
            assert_eq!(steps.last(), Some(&Advanced));
        }
    }

    fn sellable() -> ProductFacts {
        ProductFacts {
            form: Some(ProductForm::Download),
            published: true,
            can_be_sold_via_shop: true,
            seller_can_sell: true,
            payment_account_done: true,
            any_payment_method_active: true,
            pricing_plans_count: 1,
            has_digitals: true,
            ..ProductFacts::default()
        }
    }

    #[test]
    fn a_ready_product_has_no_warning() {
        assert_eq!(warnings(&sellable()), []);
        assert!(sellable_via_shop(&sellable()));
    }

    #[test]
    fn every_warning() {
        let check = |f: &dyn Fn(&mut ProductFacts), expected: &[ProductWarning]| {
            let mut p = sellable();
            f(&mut p);
            assert_eq!(warnings(&p), expected);
        };
        check(
            &|p| p.any_payment_method_active = false,
            &[W::NoActivePaymentMethod],
        );
        check(
            &|p| p.payment_account_done = false,
            &[W::NoActivePaymentMethod],
        );
        check(
            &|p| {
                p.any_payment_method_active = false;
                p.free = true;
            },
            &[],
        );
        check(&|p| p.pricing_plans_count = 0, &[W::NoPricingPlans]);
        check(
            &|p| p.missing_legal_documents = true,
            &[W::NoLegalDocuments],
        );
        check(
            &|p| {
                p.limit = Some(10);
                p.sold_count = 7;
                p.reserved_count = 3;
            },
            &[W::LimitReached],
        );
        check(
            &|p| {
                p.limit = Some(10);
                p.sold_count = 9;
            },
            &[],
        );
        check(&|p| p.is_sold_out = true, &[W::LimitReached]);
        check(&|p| p.review = Some(ReviewState::Rejected), &[]);
        check(
            &|p| {
                p.power_seller = true;
                p.review = Some(ReviewState::Rejected);
            },
            &[W::ReviewRejected],
        );
        check(&|p| p.power_seller = true, &[W::NotReviewed]);
        check(
            &|p| {
                p.power_seller = true;
                p.review = Some(ReviewState::OnReview);
            },
            &[W::OnReview],
        );
        check(
            &|p| {
                p.power_seller = true;
                p.review = Some(ReviewState::NotValid);
            },
            &[W::ReviewNotValid],
        );
        check(&|p| p.published = false, &[W::NotActive]);
        check(&|p| p.form = Some(ProductForm::Event), &[W::NoActiveEvents]);
        check(&|p| p.has_digitals = false, &[W::NoDigitals]);
        check(&|p| p.form = Some(ProductForm::Bundle), &[W::NoProducts]);
        check(&|p| p.seller_can_sell = false, &[W::FinishRegistration]);
        check(&|p| p.archived = true, &[W::Archived]);
        check(&|p| p.has_access_password = true, &[W::HasAccessPassword]);
    }

    #[test]
    fn not_sellable_reasons_leave_out_informing_warnings() {
        let mut p = sellable();
        p.has_access_password = true;
        p.power_seller = true;
        p.review = Some(ReviewState::OnReview);
        assert!(not_sellable_reasons(&p).is_empty());
        p.published = false;
        assert_eq!(not_sellable_reasons(&p), [W::NotActive]);
    }

    #[test]
    fn sellable_via_shop_rule() {
        for (can_be_sold, free, seller_can_sell, expected) in [
            (true, false, true, true),
            (true, true, false, true),
            (true, false, false, false),
            (false, true, true, false),
        ] {
            let p = ProductFacts {
                can_be_sold_via_shop: can_be_sold,
                free,
                seller_can_sell,
                ..ProductFacts::default()
            };
            assert_eq!(sellable_via_shop(&p), expected, "{p:?}");
        }
    }

    #[test]
    fn row_actions_per_state() {
        use RowAction as A;
        let mut p = sellable();
        assert_eq!(
            row_actions(&p),
            [
                A::ProductLinks,
                A::Edit,
                A::Preview,
                A::ProductPage,
                A::Duplicate,
                A::Unpublish,
                A::Archive
            ]
        );
        p.published = false;
        assert_eq!(
            row_actions(&p),
            [A::Edit, A::Preview, A::Duplicate, A::Publish, A::Archive]
        );
        p.archived = true;
        assert_eq!(row_actions(&p), [A::Preview, A::Duplicate, A::Unarchive]);
        assert_eq!(
            serde_json::to_value(A::ProductLinks).unwrap(),
            serde_json::json!("productLinks")
        );
    }

    #[test]
    fn warning_codes_are_their_serde_names() {
        for w in [
            W::NoActivePaymentMethod,
            W::NoPricingPlans,
            W::LimitReached,
            W::ReviewRejected,
            W::ReviewNotValid,
            W::OnReview,
            W::NotReviewed,
            W::NotActive,
            W::NoActiveEvents,
            W::NoDigitals,
            W::NoProducts,
            W::FinishRegistration,
            W::Archived,
            W::HasAccessPassword,
        ] {
            assert_eq!(
                serde_json::to_value(w).ok(),
                Some(serde_json::json!(w.code()))
            );
        }
    }
}
