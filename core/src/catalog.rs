//! What a seller writes about a product in the cabinet (spec sections 2
//! and 3): a new draft, changes to its details, its checkout settings and
//! tracking codes, and the row actions (publish, archive, ...) with the
//! state they lead to. Every write is checked here, so the cabinet's forms
//! (through wasm-pkg) and the edge refuse the same things.
//!
//! Decisions where the spec is silent:
//! - A product name is 1 to 200 characters, a description at most 20,000;
//!   both are plain text and refuse scripts.
//! - An access password (a private product) is 4 to 64 characters; `null`
//!   makes the product public again.
//! - A sales limit is 1 to 1,000,000 (section 9's input bounds).
//! - Publishing needs every not-sellable reason of section 8 cleared (the
//!   informing ones, such as an access password, do not block).
//! - Archiving unpublishes; unarchiving leaves the product unpublished.

use serde::{Deserialize, Deserializer, Serialize};

use crate::problem::{Problem, Problems};
use crate::product::{self, Category, ProductFacts, ProductForm, ProductWarning, RowAction};
use crate::validation::{self, TrackingKind};

pub const NAME_MAX: usize = 200;
pub const DESCRIPTION_MAX: usize = 20_000;
pub const ACCESS_PASSWORD_MIN: usize = 4;
pub const ACCESS_PASSWORD_MAX: usize = 64;
pub const LIMIT_MAX: u32 = 1_000_000;
pub const SHORT_TEXT_MAX: usize = 100;
pub const TRACKING_CODES_MAX: usize = 20;

/// A new product: its form and name; everything else starts empty, but
/// for the category its form presets (`ProductForm::preset_category`).
#[derive(Debug, Clone, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ProductDraft {
    pub form: Option<ProductForm>,
    #[serde(default)]
    pub name: String,
    /// What the checkout asks of the payer from the start. Decision
    /// (issue 30): the cabinet's "New product" sends `minimal` (name and
    /// e-mail: every form sold here is digital, nothing ships to an
    /// address, and a business buyer still gives its address: see
    /// `validation::payer_fields`); left out, the checkout settings'
    /// default (`full`) stays, as for products made before.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub buyer_information: Option<IncludeType>,
}

impl ProductDraft {
    /// The checkout settings a product made from this draft starts with,
    /// when they differ from the defaults.
    pub fn initial_checkout(&self) -> Option<CheckoutSettings> {
        self.buyer_information.map(|include_type| CheckoutSettings {
            buyer_information: BuyerInformation { include_type },
            ..CheckoutSettings::default()
        })
    }
}

/// The checkout layouts of spec section 3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum CheckoutLayout {
    #[default]
    Default,
    Simplified,
    TwoSteps,
    TwoStepsAdvanced,
}

/// The texts a buy button may carry: the spec's five (`dynamic_cta`,
/// `buy_now`, `agree_on_terms_and_pay`, `complete_order`,
/// `accept_and_pay_now`) and the three the cabinet offered before issue 17
/// (`order_now`, `pay_now`, `subscribe_now`), which stored settings carry.
///
/// Decision: `dynamic_cta` follows the plan (subscribe for a subscription,
/// get for free at no cost, buy otherwise); `agree_on_terms_and_pay` and
/// `accept_and_pay_now` say on the button that the buyer accepts the
/// seller's terms, which the page names beside it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum BuyButtonText {
    DynamicCta,
    #[default]
    BuyNow,
    AgreeOnTermsAndPay,
    CompleteOrder,
    AcceptAndPayNow,
    OrderNow,
    PayNow,
    SubscribeNow,
}

/// How much the checkout asks of the payer (spec section 3's
/// `buyerInformation.includeType`, whose values the spec does not show).
///
/// Decision (issue 16): `full` (the default, and what settings stored
/// before the field existed read as) asks every payer field of spec
/// section 5; `address` asks the same without the phone; `minimal` asks
/// the e-mail address and the name only. A business buyer always gives
/// its company and address, whatever the setting (its invoice carries the
/// buyer's address, and reverse charge needs it): see
/// `validation::payer_fields`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum IncludeType {
    #[default]
    Full,
    Address,
    Minimal,
}

crate::names::read_by_name!(IncludeType {
    Full = "full",
    Address = "address",
    Minimal = "minimal",
});

/// The checkout setting `buyerInformation` of spec section 3.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct BuyerInformation {
    pub include_type: IncludeType,
}

/// A product's checkout settings, with spec section 9's defaults.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct CheckoutSettings {
    pub layout: CheckoutLayout,
    pub buy_color: String,
    pub page_color: String,
    pub background_color: String,
    pub countdown_color: String,
    pub buy_button_text: BuyButtonText,
    pub trust_seals: bool,
    pub description_expanded: bool,
    /// Which payer fields the checkout asks (`full` when missing).
    pub buyer_information: BuyerInformation,
    /// The seller's set of cancellation terms this product is sold under;
    /// none (or a set no longer there) for the seller's first.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub cancellation_terms_id: Option<i64>,
}

impl Default for CheckoutSettings {
    fn default() -> Self {
        CheckoutSettings {
            layout: CheckoutLayout::Default,
            buy_color: "#ffc107".to_owned(),
            page_color: "#2196F3".to_owned(),
            background_color: "#f0f0f0".to_owned(),
            countdown_color: "#6ce369".to_owned(),
            buy_button_text: BuyButtonText::BuyNow,
            trust_seals: true,
            description_expanded: false,
            buyer_information: BuyerInformation::default(),
            cancellation_terms_id: None,
        }
    }
}

/// One tracking code of a product (spec section 3, tracking code kinds).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct TrackingCode {
    pub kind: TrackingKind,
    pub value: String,
}

/// A change to a field that may be cleared: a missing key keeps it, `null`
/// clears it, a value sets it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Change<T> {
    #[default]
    Keep,
    Clear,
    Set(T),
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Change<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(match Option::<T>::deserialize(d)? {
            None => Change::Clear,
            Some(v) => Change::Set(v),
        })
    }
}

/// A change to a product's details: only the keys present change; `null`
/// clears the access password, the limit and the texts that may be empty.
#[derive(Debug, Clone, Default, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(default, deny_unknown_fields)]
pub struct ProductPatch {
    pub name: Option<String>,
    pub description: Option<String>,
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<Option<Category>>"))]
    pub category: Change<Category>,
    pub free: Option<bool>,
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<Option<String>>"))]
    pub access_password: Change<String>,
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<Option<u32>>"))]
    pub limit: Change<u32>,
    pub internal_name: Option<String>,
    pub cost_center: Option<String>,
    pub success_url: Option<String>,
    pub checkout: Option<CheckoutSettings>,
    pub tracking_codes: Option<Vec<TrackingCode>>,
}

fn text(p: &mut Problems, field: &str, value: &str, min: usize, max: usize) {
    p.text(field, value, min, max);
}

/// Every problem of a new product: `form` (`required`), `name`.
pub fn validate_draft(draft: &ProductDraft) -> Vec<Problem> {
    let mut p = Problems::default();
    if draft.form.is_none() {
        p.push("form", "required");
    }
    text(&mut p, "name", &draft.name, 1, NAME_MAX);
    p.into_vec()
}

/// Every problem of a checkout settings object: the colours are `#rgb` or
/// `#rrggbb` (`invalid_color`).
pub fn validate_checkout(settings: &CheckoutSettings) -> Vec<Problem> {
    let mut p = Problems::default();
    for (field, colour) in [
        ("buy_color", &settings.buy_color),
        ("page_color", &settings.page_color),
        ("background_color", &settings.background_color),
        ("countdown_color", &settings.countdown_color),
    ] {
        if let Err(code) = validation::hex_color(colour) {
            p.push(field, code);
        }
    }
    p.into_vec()
}

/// Every problem of a change to a product, with fields as the patch names
/// them (`checkout.buy_color`, `tracking_codes.2.value`).
pub fn validate_patch(patch: &ProductPatch) -> Vec<Problem> {
    let mut p = Problems::default();
    if let Some(name) = &patch.name {
        text(&mut p, "name", name, 1, NAME_MAX);
    }
    if let Some(description) = &patch.description {
        text(&mut p, "description", description, 0, DESCRIPTION_MAX);
    }
    if let Change::Set(password) = &patch.access_password {
        let n = password.chars().count();
        if n < ACCESS_PASSWORD_MIN {
            p.push("access_password", "access_password_too_short");
        } else if n > ACCESS_PASSWORD_MAX {
            p.push("access_password", "too_long");
        }
    }
    if let Change::Set(limit) = patch.limit
        && !(1..=LIMIT_MAX).contains(&limit)
    {
        p.push("limit", "filter_out_of_range");
    }
    for (field, value) in [
        ("internal_name", &patch.internal_name),
        ("cost_center", &patch.cost_center),
    ] {
        if let Some(v) = value {
            text(&mut p, field, v, 0, SHORT_TEXT_MAX);
        }
    }
    if let Some(url) = patch.success_url.as_deref().map(str::trim)
        && !url.is_empty()
        && let Err(code) = validation::http_url(url)
    {
        p.push("success_url", code);
    }
    if let Some(checkout) = &patch.checkout {
        p.extend_under("checkout", validate_checkout(checkout));
    }
    if let Some(codes) = &patch.tracking_codes {
        if codes.len() > TRACKING_CODES_MAX {
            p.push("tracking_codes", "too_many_tracking_codes");
        }
        for (i, code) in codes.iter().enumerate() {
            if let Err(c) = validation::tracking_id(code.kind, &code.value) {
                p.push(format!("tracking_codes.{i}.value"), c);
            }
        }
    }
    p.into_vec()
}

/// What a row action does to a product's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The product's flags after the action.
    Flags { published: bool, archived: bool },
    /// A new, unpublished copy of the product.
    Copy,
}

/// Why a row action was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ActionRefusal {
    /// The product's state does not offer the action (`action_not_allowed`).
    NotAllowed,
    /// Publishing a product that cannot be sold: every reason, as problems
    /// under `product` with the reason as code.
    NotSellable(Vec<Problem>),
}

/// Applies a row action that changes state (publish, unpublish, archive,
/// unarchive, duplicate) to a product with these facts. Actions that only
/// navigate (edit, preview, links, product page) are not writes.
pub fn apply_action(facts: &ProductFacts, action: RowAction) -> Result<Outcome, ActionRefusal> {
    if !product::row_actions(facts).contains(&action) {
        return Err(ActionRefusal::NotAllowed);
    }
    let flags = |published, archived| {
        Ok(Outcome::Flags {
            published,
            archived,
        })
    };
    match action {
        RowAction::Publish => {
            // Being unpublished is what publishing cures.
            let reasons: Vec<_> = product::not_sellable_reasons(facts)
                .into_iter()
                .filter(|r| *r != ProductWarning::NotActive)
                .collect();
            if reasons.is_empty() {
                flags(true, false)
            } else {
                Err(ActionRefusal::NotSellable(
                    reasons
                        .into_iter()
                        .map(|r| Problem::new("product", r.code()))
                        .collect(),
                ))
            }
        }
        RowAction::Unpublish => flags(false, facts.archived),
        RowAction::Archive => flags(false, true),
        RowAction::Unarchive => flags(false, false),
        RowAction::Duplicate => Ok(Outcome::Copy),
        RowAction::ProductLinks | RowAction::Edit | RowAction::Preview | RowAction::ProductPage => {
            Err(ActionRefusal::NotAllowed)
        }
    }
}

/// How a lesson carries its content.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum LessonKind {
    Text,
    Video,
    File,
    /// A pdf document of the product's files, read in the player.
    Pdf,
}

/// Whether buyers see a lesson (the spec's lesson publish states the
/// seller chooses; the buyer-side states are `states::LessonState`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum LessonPublish {
    #[default]
    Published,
    /// Left out: invisible to buyers, not counted in their progress.
    NotForPublish,
}

/// One question of a lesson's quiz.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Question {
    pub text: String,
    pub options: Vec<String>,
    /// The indexes of the right options (more than one: "choose all that
    /// apply").
    pub correct: Vec<usize>,
}

/// A lesson's quiz.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Quiz {
    pub questions: Vec<Question>,
    /// The share of right answers that passes, 1 to 100.
    #[serde(default = "default_pass_percent")]
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<u8>"))]
    pub pass_percent: u8,
    /// Attempts a buyer has (0: unlimited).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<u8>"))]
    pub attempts_max: u8,
}

fn default_pass_percent() -> u8 {
    70
}

/// One lesson of a course.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// The lesson's id in its course (0 or absent: a new lesson; the edge
    /// gives it one through [`assign_lesson_ids`]).
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<u32>"))]
    pub id: u32,
    pub title: String,
    pub kind: LessonKind,
    /// Text lessons: the text (plain, blank lines between paragraphs);
    /// other kinds: an optional short introduction.
    #[serde(default)]
    pub body: String,
    /// Video lessons: the video's http(s) link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub video_url: Option<String>,
    /// File and pdf lessons: one of the product's files (ids stay below
    /// 2^53, so TypeScript sees a number); a video lesson may use an
    /// uploaded video file instead of a link.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<u32>"))]
    pub file_id: Option<i64>,
    /// Lesson drip: days after the buyer's access began the lesson opens
    /// (0: at once).
    #[serde(default)]
    pub drip_days: u16,
    /// `YYYY-MM-DD`: the lesson opens on that day (00:00 UTC); with drip
    /// days as well, the later of the two.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub opens_on: Option<String>,
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<LessonPublish>"))]
    pub publish: LessonPublish,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub quiz: Option<Quiz>,
}

/// One chapter of a course.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Chapter {
    pub title: String,
    #[serde(default)]
    pub lessons: Vec<Lesson>,
}

/// A course's content: its chapters and their lessons, in order. Content
/// stored before a field existed reads with that field's default.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct CourseContent {
    #[serde(default)]
    pub chapters: Vec<Chapter>,
    /// A completion certificate is offered.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<bool>"))]
    pub certificate: bool,
    /// How the certificate's page lies (A4, landscape unless set).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub certificate_orientation: Option<crate::certificate::CertificateOrientation>,
    /// `#rrggbb`: the video player's accent (none: the design's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub player_colour: Option<String>,
    /// The id the next new lesson gets (kept by core, never reused; what a
    /// caller sends is ignored).
    #[serde(default = "first_lesson_id")]
    #[cfg_attr(feature = "ts", ts(optional, as = "Option<u32>"))]
    pub next_lesson_id: u32,
}

fn first_lesson_id() -> u32 {
    1
}

impl Default for CourseContent {
    fn default() -> Self {
        CourseContent {
            chapters: Vec::new(),
            certificate: false,
            certificate_orientation: None,
            player_colour: None,
            next_lesson_id: first_lesson_id(),
        }
    }
}

impl CourseContent {
    /// Every lesson, in course order.
    pub fn lessons(&self) -> impl Iterator<Item = &Lesson> {
        self.chapters.iter().flat_map(|c| c.lessons.iter())
    }

    /// The lessons buyers see (published), in course order.
    pub fn published(&self) -> impl Iterator<Item = &Lesson> {
        self.lessons()
            .filter(|l| l.publish == LessonPublish::Published)
    }

    /// The lesson with id `id` (ids are positive).
    pub fn lesson(&self, id: u32) -> Option<&Lesson> {
        self.lessons().find(|l| id != 0 && l.id == id)
    }

    /// Content as stored, with an id for every lesson: content stored
    /// before lessons had ids (or a lesson saved without one) gets them in
    /// course order, the same ids on every read until the seller saves.
    #[must_use]
    pub fn with_ids(mut self) -> CourseContent {
        let stored = self.clone();
        assign_lesson_ids(&mut self, &stored);
        self
    }
}

/// Gives every lesson of `content` (a seller's new version) its id, from
/// `stored` (the version saved before, already with ids: [`CourseContent::with_ids`]).
///
/// Decisions: a lesson keeps its id when `stored` has a lesson with that id
/// (the seller moved or edited it), once: a second lesson with the same id
/// is new. Every other lesson (id 0, an id `stored` does not have, or had
/// and lost: a deleted lesson) is new and gets the next id; ids are never
/// reused, so a buyer's statuses of a deleted lesson never pass to another.
/// `next_lesson_id` follows core, never the caller.
pub fn assign_lesson_ids(content: &mut CourseContent, stored: &CourseContent) {
    let known: std::collections::HashSet<u32> = stored
        .lessons()
        .map(|l| l.id)
        .filter(|id| *id != 0)
        .collect();
    let mut next = stored
        .lessons()
        .map(|l| l.id.saturating_add(1))
        .chain([stored.next_lesson_id, 1])
        .max()
        .unwrap_or(1);
    let mut seen = std::collections::HashSet::new();
    for lesson in content
        .chapters
        .iter_mut()
        .flat_map(|c| c.lessons.iter_mut())
    {
        if !(known.contains(&lesson.id) && seen.insert(lesson.id)) {
            lesson.id = next;
            seen.insert(next);
            next = next.saturating_add(1);
        }
    }
    content.next_lesson_id = next;
}

pub const CHAPTERS_MAX: usize = 100;
/// Lessons per chapter (spec section 9's course constant 300).
pub const LESSONS_MAX: usize = 300;
pub const LESSON_TEXT_MAX: usize = 100_000;
/// Ten years.
pub const DRIP_DAYS_MAX: u16 = 3650;
/// Questions of one quiz.
pub const QUIZ_QUESTIONS_MAX: usize = 50;
/// Options of one question.
pub const QUIZ_OPTIONS_MIN: usize = 2;
pub const QUIZ_OPTIONS_MAX: usize = 10;
/// Characters of a question.
pub const QUESTION_MAX: usize = 1000;
/// Characters of an option.
pub const OPTION_MAX: usize = 500;

/// Every problem of a course's content, with fields such as
/// `chapters.1.lessons.4.video_url`; `file_ids` are the product's files.
/// Decision: titles are 1 to 200 characters; a text lesson needs its text,
/// a video lesson an http(s) link (or one of the product's files instead),
/// a file or pdf lesson one of the product's files; drip is 0 to 3650 days;
/// `opens_on` a real `YYYY-MM-DD` day; the player colour `#rrggbb`. A quiz
/// has 1 to 50 questions (1 to 1000 characters) of 2 to 10 options (1 to
/// 500 characters) with at least one right option, each index once and
/// within the options; it passes at 1 to 100 percent.
pub fn validate_content<S: std::hash::BuildHasher>(
    content: &CourseContent,
    file_ids: &std::collections::HashSet<i64, S>,
) -> Vec<Problem> {
    let mut p = Problems::default();
    if content.chapters.len() > CHAPTERS_MAX {
        p.push("chapters", "too_many_chapters");
    }
    if let Some(colour) = &content.player_colour
        && (colour.trim().len() != 7 || validation::hex_color(colour).is_err())
    {
        p.push("player_colour", "invalid_color");
    }
    let file = |p: &mut Problems, at: &str, file_id: Option<i64>| match file_id {
        None => p.push(format!("{at}.file_id"), "required"),
        Some(id) if !file_ids.contains(&id) => {
            p.push(format!("{at}.file_id"), "file_not_found");
        }
        Some(_) => {}
    };
    for (c, chapter) in content.chapters.iter().enumerate() {
        let at = format!("chapters.{c}");
        text(&mut p, &format!("{at}.title"), &chapter.title, 1, NAME_MAX);
        if chapter.lessons.len() > LESSONS_MAX {
            p.push(format!("{at}.lessons"), "too_many_lessons");
        }
        for (l, lesson) in chapter.lessons.iter().enumerate() {
            let at = format!("{at}.lessons.{l}");
            text(&mut p, &format!("{at}.title"), &lesson.title, 1, NAME_MAX);
            match lesson.kind {
                LessonKind::Text => text(
                    &mut p,
                    &format!("{at}.body"),
                    &lesson.body,
                    1,
                    LESSON_TEXT_MAX,
                ),
                LessonKind::Video => {
                    text(
                        &mut p,
                        &format!("{at}.body"),
                        &lesson.body,
                        0,
                        LESSON_TEXT_MAX,
                    );
                    match (lesson.video_url.as_deref().map(str::trim), lesson.file_id) {
                        (None | Some(""), None) => p.push(format!("{at}.video_url"), "required"),
                        (None | Some(""), Some(_)) => file(&mut p, &at, lesson.file_id),
                        (Some(url), _) => {
                            if let Err(code) = validation::http_url(url) {
                                p.push(format!("{at}.video_url"), code);
                            }
                        }
                    }
                }
                LessonKind::File | LessonKind::Pdf => {
                    text(
                        &mut p,
                        &format!("{at}.body"),
                        &lesson.body,
                        0,
                        LESSON_TEXT_MAX,
                    );
                    file(&mut p, &at, lesson.file_id);
                }
            }
            if lesson.drip_days > DRIP_DAYS_MAX {
                p.push(format!("{at}.drip_days"), "filter_out_of_range");
            }
            if let Some(day) = &lesson.opens_on
                && !matches!(validation::date_field(day), Ok(d) if !d.is_empty())
            {
                p.push(format!("{at}.opens_on"), "invalid_date");
            }
            if let Some(quiz) = &lesson.quiz {
                validate_quiz(&mut p, &format!("{at}.quiz"), quiz);
            }
        }
    }
    p.into_vec()
}

fn validate_quiz(p: &mut Problems, at: &str, quiz: &Quiz) {
    if quiz.questions.is_empty() {
        p.push(format!("{at}.questions"), "required");
    } else if quiz.questions.len() > QUIZ_QUESTIONS_MAX {
        p.push(format!("{at}.questions"), "too_many_quiz_questions");
    }
    if !(1..=100).contains(&quiz.pass_percent) {
        p.push(format!("{at}.pass_percent"), "filter_out_of_range");
    }
    for (q, question) in quiz.questions.iter().enumerate() {
        let at = format!("{at}.questions.{q}");
        text(p, &format!("{at}.text"), &question.text, 1, QUESTION_MAX);
        if !(QUIZ_OPTIONS_MIN..=QUIZ_OPTIONS_MAX).contains(&question.options.len()) {
            p.push(format!("{at}.options"), "quiz_options_out_of_range");
        }
        for (o, option) in question.options.iter().enumerate() {
            text(p, &format!("{at}.options.{o}"), option, 1, OPTION_MAX);
        }
        let mut seen = std::collections::HashSet::new();
        if question.correct.is_empty() {
            p.push(format!("{at}.correct"), "required");
        } else if question
            .correct
            .iter()
            .any(|i| *i >= question.options.len() || !seen.insert(*i))
        {
            p.push(format!("{at}.correct"), "filter_out_of_range");
        }
    }
}

/// Most products one membership or bundle includes.
pub const ITEMS_MAX: usize = 100;

/// Checks what a membership or bundle (`product_id`) includes: at most
/// [`ITEMS_MAX`] ids, none twice, not itself, each one of `own_products`
/// (the seller's product ids: another seller's id is refused as unknown).
/// Decision: memberships and bundles may not include other memberships or
/// bundles (`nested_not_allowed`), so access never loops; the caller passes
/// those ids as `containers`.
pub fn validate_items<S: std::hash::BuildHasher>(
    product_id: i64,
    item_ids: &[i64],
    own_products: &std::collections::HashSet<i64, S>,
    containers: &std::collections::HashSet<i64, S>,
) -> Vec<Problem> {
    let mut p = Problems::default();
    if item_ids.len() > ITEMS_MAX {
        p.push("product_ids", "too_many_items");
    }
    let mut seen = std::collections::HashSet::new();
    for (i, id) in item_ids.iter().enumerate() {
        let field = format!("product_ids.{i}");
        if *id == product_id {
            p.push(field, "item_is_itself");
        } else if !own_products.contains(id) {
            p.push(field, "product_not_found");
        } else if containers.contains(id) {
            p.push(field, "nested_not_allowed");
        } else if !seen.insert(*id) {
            p.push(field, "duplicate_item");
        }
    }
    p.into_vec()
}

/// Keys a seller adds to a license-key product: pasted (one per line) or a
/// CSV file's text (the first column; a header cell `key` or
/// `license_key` is skipped; quotes around a cell are removed). Blank lines
/// are ignored and repeats within the text dropped. Each key is 1 to
/// [`validation::license_key::MAX_KEY_LENGTH`] characters without control
/// characters or scripts; at most
/// [`validation::license_key::MAX_LICENSE_KEYS`] keys at once. Problems name
/// the line (`keys.3`).
pub fn parse_license_keys(text: &str) -> Result<Vec<String>, Vec<Problem>> {
    use validation::license_key::{MAX_KEY_LENGTH, MAX_LICENSE_KEYS};
    let mut p = Problems::default();
    let mut keys: Vec<String> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for (i, line) in text.lines().enumerate() {
        let first = line.split([',', ';', '\t']).next().unwrap_or("");
        let key = first.trim().trim_matches('"').trim();
        if key.is_empty()
            || (i == 0 && matches!(key.to_ascii_lowercase().as_str(), "key" | "license_key"))
        {
            continue;
        }
        if key.chars().count() > MAX_KEY_LENGTH || key.chars().any(char::is_control) {
            p.push(format!("keys.{}", i + 1), "invalid_license_key");
        } else if validation::contains_script(key) {
            p.push(format!("keys.{}", i + 1), "script_not_allowed");
        } else if seen.insert(key.to_owned()) {
            keys.push(key.to_owned());
        }
    }
    if keys.is_empty() && p.is_empty() {
        p.push("keys", "required");
    }
    if keys.len() > MAX_LICENSE_KEYS {
        p.push("keys", "license_key_count_out_of_range");
    }
    p.into_result(keys)
}

/// The translation keys this module reports, each with an English and a
/// German text in [`crate::messages`] (a core test walks them).
pub const KEYS: &[&str] = &[
    "access_password_too_short",
    "duplicate_item",
    "file_not_found",
    "filter_out_of_range",
    "invalid_color",
    "invalid_date",
    "invalid_license_key",
    "item_is_itself",
    "license_key_count_out_of_range",
    "nested_not_allowed",
    "product_not_found",
    "quiz_options_out_of_range",
    "required",
    "script_not_allowed",
    "too_long",
    "too_many_chapters",
    "too_many_items",
    "too_many_lessons",
    "too_many_quiz_questions",
    "too_many_tracking_codes",
];

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    fn codes(problems: &[Problem]) -> Vec<(&str, &str)> {
        problems
            .iter()
            .map(|p| (p.field.as_str(), p.code))
            .collect()
    }

    #[test]
    fn drafts_need_a_form_and_a_name() {
        let draft: ProductDraft = serde_json::from_str(r#"{"name": " "}"#).unwrap();
        assert_eq!(
            codes(&validate_draft(&draft)),
            [("form", "required"), ("name", "required")]
        );
        let draft: ProductDraft =
            serde_json::from_str(r#"{"form": "download", "name": "E-book"}"#).unwrap();
        assert!(validate_draft(&draft).is_empty());
        assert!(serde_json::from_str::<ProductDraft>(r#"{"form": "vinyl", "name": "x"}"#).is_err());
    }

    #[test]
    fn patches_report_every_problem_and_tell_null_from_missing() {
        let patch: ProductPatch = serde_json::from_str(
            r#"{"name": "<script>x</script>", "access_password": "abc", "limit": 0,
                "success_url": "ftp://x", "checkout": {"buy_color": "yellow"},
                "tracking_codes": [{"kind": "google_analytics_4", "value": "G-ABC123"},
                                   {"kind": "facebook_pixel", "value": "12"}]}"#,
        )
        .unwrap();
        assert_eq!(
            codes(&validate_patch(&patch)),
            [
                ("name", "script_not_allowed"),
                ("access_password", "access_password_too_short"),
                ("limit", "filter_out_of_range"),
                ("success_url", "invalid_url"),
                ("checkout.buy_color", "invalid_color"),
                ("tracking_codes.1.value", "invalid_tracking_id"),
            ]
        );
        let clear: ProductPatch =
            serde_json::from_str(r#"{"access_password": null, "limit": null}"#).unwrap();
        assert_eq!(clear.access_password, Change::Clear);
        assert_eq!(clear.limit, Change::Clear);
        assert_eq!(clear.name, None);
        assert!(validate_patch(&clear).is_empty());
        let empty: ProductPatch = serde_json::from_str("{}").unwrap();
        assert_eq!(empty.access_password, Change::Keep);
        assert!(serde_json::from_str::<ProductPatch>(r#"{"price": 1}"#).is_err());
    }

    #[test]
    fn checkout_defaults_are_the_specs() {
        let d = CheckoutSettings::default();
        assert_eq!(
            (
                d.buy_color.as_str(),
                d.page_color.as_str(),
                d.background_color.as_str(),
                d.countdown_color.as_str()
            ),
            ("#ffc107", "#2196F3", "#f0f0f0", "#6ce369")
        );
        assert!(validate_checkout(&d).is_empty());
        // Missing keys take the defaults.
        let partial: CheckoutSettings = serde_json::from_str(r#"{"layout": "two_steps"}"#).unwrap();
        assert_eq!(partial.layout, CheckoutLayout::TwoSteps);
        assert_eq!(partial.buy_color, "#ffc107");
    }

    fn facts(published: bool, archived: bool, plans: u32) -> ProductFacts {
        ProductFacts {
            form: Some(ProductForm::Service),
            published,
            archived,
            can_be_sold_via_shop: true,
            seller_can_sell: true,
            payment_account_done: true,
            any_payment_method_active: true,
            pricing_plans_count: plans,
            ..ProductFacts::default()
        }
    }

    #[test]
    fn row_actions_move_the_state_the_spec_names() {
        use RowAction as A;
        assert_eq!(
            apply_action(&facts(false, false, 1), A::Publish),
            Ok(Outcome::Flags {
                published: true,
                archived: false
            })
        );
        assert_eq!(
            apply_action(&facts(false, false, 0), A::Publish),
            Err(ActionRefusal::NotSellable(vec![Problem::new(
                "product",
                "no_pricing_plans"
            )]))
        );
        assert_eq!(
            apply_action(&facts(true, false, 1), A::Archive),
            Ok(Outcome::Flags {
                published: false,
                archived: true
            })
        );
        assert_eq!(
            apply_action(&facts(false, true, 1), A::Unarchive),
            Ok(Outcome::Flags {
                published: false,
                archived: false
            })
        );
        assert_eq!(
            apply_action(&facts(true, false, 1), A::Duplicate),
            Ok(Outcome::Copy)
        );
        // Not offered in this state, or not a write.
        assert_eq!(
            apply_action(&facts(true, false, 1), A::Publish),
            Err(ActionRefusal::NotAllowed)
        );
        assert_eq!(
            apply_action(&facts(false, true, 1), A::Publish),
            Err(ActionRefusal::NotAllowed)
        );
        assert_eq!(
            apply_action(&facts(false, false, 1), A::Edit),
            Err(ActionRefusal::NotAllowed)
        );
    }

    #[test]
    fn license_keys_from_pasted_text_or_csv() {
        assert_eq!(
            parse_license_keys("AAA-1\n\n  BBB-2 \nAAA-1\n").unwrap(),
            ["AAA-1", "BBB-2"]
        );
        assert_eq!(
            parse_license_keys("key,note\n\"K-1\",first\nK-2;second\n").unwrap(),
            ["K-1", "K-2"]
        );
        let long = "x".repeat(101);
        assert_eq!(
            parse_license_keys(&format!("ok\n{long}\n<script>a</script>")).unwrap_err(),
            [
                Problem::new("keys.2", "invalid_license_key"),
                Problem::new("keys.3", "script_not_allowed")
            ]
        );
        assert_eq!(
            parse_license_keys(" \n").unwrap_err(),
            [Problem::new("keys", "required")]
        );
        let many = (0..10_001)
            .map(|i| format!("K{i}"))
            .collect::<Vec<_>>()
            .join("\n");
        assert_eq!(
            parse_license_keys(&many).unwrap_err(),
            [Problem::new("keys", "license_key_count_out_of_range")]
        );
    }

    #[test]
    fn bundle_items_are_own_distinct_plain_products() {
        let own: std::collections::HashSet<i64> = [1, 2, 3, 4].into();
        let containers: std::collections::HashSet<i64> = [4].into();
        assert!(validate_items(9, &[1, 2], &own, &containers).is_empty());
        assert_eq!(
            codes(&validate_items(3, &[3, 7, 4, 1, 1], &own, &containers)),
            [
                ("product_ids.0", "item_is_itself"),
                ("product_ids.1", "product_not_found"),
                ("product_ids.2", "nested_not_allowed"),
                ("product_ids.4", "duplicate_item"),
            ]
        );
        let many: Vec<i64> = (0..101).collect();
        assert!(
            validate_items(
                1000,
                &many,
                &(0..101).collect(),
                &std::collections::HashSet::new()
            )
            .iter()
            .any(|p| p.code == "too_many_items")
        );
    }

    #[test]
    fn course_content_lessons_of_each_kind() {
        let files: std::collections::HashSet<i64> = [7].into();
        let content: CourseContent = serde_json::from_str(
            r#"{"chapters": [{"title": "Start", "lessons": [
                {"title": "Welcome", "kind": "text", "body": "Hello"},
                {"title": "Tour", "kind": "video", "video_url": "https://video.example/1", "drip_days": 7},
                {"title": "Workbook", "kind": "file", "file_id": 7}]}]}"#,
        )
        .unwrap();
        assert!(validate_content(&content, &files).is_empty());
        let bad: CourseContent = serde_json::from_str(
            r#"{"chapters": [{"title": "", "lessons": [
                {"title": "T", "kind": "text", "body": "<script>x</script>"},
                {"title": "V", "kind": "video", "video_url": "javascript:alert(1)"},
                {"title": "F", "kind": "file", "file_id": 8},
                {"title": "D", "kind": "video", "drip_days": 4000}]}]}"#,
        )
        .unwrap();
        assert_eq!(
            codes(&validate_content(&bad, &files)),
            [
                ("chapters.0.title", "required"),
                ("chapters.0.lessons.0.body", "script_not_allowed"),
                ("chapters.0.lessons.1.video_url", "invalid_url"),
                ("chapters.0.lessons.2.file_id", "file_not_found"),
                ("chapters.0.lessons.3.video_url", "required"),
                ("chapters.0.lessons.3.drip_days", "filter_out_of_range"),
            ]
        );
    }

    #[test]
    fn old_content_loads_and_gets_ids_in_course_order() {
        // stored before lessons had ids, quizzes or a certificate
        let old: CourseContent = serde_json::from_str(
            r#"{"chapters": [{"title": "A", "lessons": [
                {"title": "One", "kind": "text", "body": "x"},
                {"title": "Two", "kind": "text", "body": "y"}]},
                {"title": "B", "lessons": [{"title": "Three", "kind": "text", "body": "z"}]}]}"#,
        )
        .unwrap();
        assert!(!old.certificate && old.player_colour.is_none() && old.next_lesson_id == 1);
        let read = old.clone().with_ids();
        let ids: Vec<u32> = read.lessons().map(|l| l.id).collect();
        assert_eq!(ids, [1, 2, 3]);
        assert_eq!(read.next_lesson_id, 4);
        // the same ids on every read
        assert_eq!(old.with_ids(), read);
    }

    #[test]
    fn lesson_ids_are_kept_assigned_and_never_reused() {
        let stored: CourseContent = serde_json::from_str(
            r#"{"next_lesson_id": 6, "chapters": [{"title": "A", "lessons": [
                {"id": 1, "title": "One", "kind": "text", "body": "x"},
                {"id": 5, "title": "Five", "kind": "text", "body": "y"}]}]}"#,
        )
        .unwrap();
        // the seller moved 5 first, deleted 1, added two lessons, sent an
        // id stored never had (9), the deleted one (1) back, 5 twice, and
        // a next id of their own
        let mut sent: CourseContent = serde_json::from_str(
            r#"{"next_lesson_id": 2, "chapters": [{"title": "A", "lessons": [
                {"id": 5, "title": "Five", "kind": "text", "body": "y"},
                {"title": "New", "kind": "text", "body": "n"},
                {"id": 9, "title": "Nine", "kind": "text", "body": "n"},
                {"id": 5, "title": "Copy", "kind": "text", "body": "n"}]}]}"#,
        )
        .unwrap();
        let mut without_one = stored.clone();
        without_one.chapters[0].lessons.remove(0);
        assign_lesson_ids(&mut sent, &stored);
        let ids: Vec<u32> = sent.lessons().map(|l| l.id).collect();
        assert_eq!(ids, [5, 6, 7, 8]);
        assert_eq!(sent.next_lesson_id, 9);
        // after a save without lesson 1, sending id 1 gives a new id
        let saved = sent.clone();
        let mut again = saved.clone();
        again.chapters[0].lessons.push(Lesson {
            id: 1,
            ..saved.chapters[0].lessons[0].clone()
        });
        assign_lesson_ids(&mut again, &saved);
        assert_eq!(again.lessons().last().unwrap().id, 9);
        assert!(without_one.lesson(1).is_none() && stored.lesson(1).is_some());
    }

    #[test]
    fn quizzes_dates_pdfs_and_the_player_colour_are_checked() {
        let files: std::collections::HashSet<i64> = [7].into();
        let good: CourseContent = serde_json::from_str(
            r##"{"certificate": true, "player_colour": "#1a2b3c", "chapters": [{"title": "A", "lessons": [
                {"title": "Read", "kind": "pdf", "file_id": 7, "opens_on": "2026-12-24"},
                {"title": "Own video", "kind": "video", "file_id": 7, "publish": "not_for_publish"},
                {"title": "Q", "kind": "text", "body": "b", "quiz": {"questions": [
                    {"text": "Which?", "options": ["a", "b"], "correct": [0, 1]}]}}]}]}"##,
        )
        .unwrap();
        assert!(validate_content(&good, &files).is_empty());
        let quiz = good.chapters[0].lessons[2].quiz.as_ref().unwrap();
        assert_eq!((quiz.pass_percent, quiz.attempts_max), (70, 0));
        let bad: CourseContent = serde_json::from_str(
            r##"{"player_colour": "#fff", "chapters": [{"title": "A", "lessons": [
                {"title": "Read", "kind": "pdf", "opens_on": "2026-02-30"},
                {"title": "Q", "kind": "text", "body": "b", "quiz": {"pass_percent": 0, "questions": [
                    {"text": "", "options": ["a"], "correct": []},
                    {"text": "Which?", "options": ["a", "b"], "correct": [2]},
                    {"text": "Which?", "options": ["a", "b"], "correct": [1, 1]}]}},
                {"title": "E", "kind": "text", "body": "b", "quiz": {"questions": []}}]}]}"##,
        )
        .unwrap();
        assert_eq!(
            codes(&validate_content(&bad, &files)),
            [
                ("player_colour", "invalid_color"),
                ("chapters.0.lessons.0.file_id", "required"),
                ("chapters.0.lessons.0.opens_on", "invalid_date"),
                (
                    "chapters.0.lessons.1.quiz.pass_percent",
                    "filter_out_of_range"
                ),
                ("chapters.0.lessons.1.quiz.questions.0.text", "required"),
                (
                    "chapters.0.lessons.1.quiz.questions.0.options",
                    "quiz_options_out_of_range"
                ),
                ("chapters.0.lessons.1.quiz.questions.0.correct", "required"),
                (
                    "chapters.0.lessons.1.quiz.questions.1.correct",
                    "filter_out_of_range"
                ),
                (
                    "chapters.0.lessons.1.quiz.questions.2.correct",
                    "filter_out_of_range"
                ),
                ("chapters.0.lessons.2.quiz.questions", "required"),
            ]
        );
    }
}
