//! The list engine's tests: parsing, paging, canonical query strings and
//! each list's offer.

// Tables of cases are long by nature.
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::too_many_lines)]

use std::collections::BTreeSet;

use jiff::civil::Date;
use rust_decimal::Decimal;

use super::parse::{Target, target_of};
use super::*;
use crate::problem::Problem;
use proptest::prelude::*;

const YEAR: i16 = 2026;

fn seller() -> ListScope {
    ListScope::seller(YEAR)
}

fn parse(s: &str) -> Result<ListQuery, Vec<Problem>> {
    ListQuery::parse(s, seller())
}

fn problems(s: &str) -> Vec<(String, &'static str)> {
    parse(s)
        .unwrap_err()
        .into_iter()
        .map(|p| (p.field, p.code))
        .collect()
}

fn filter(s: &str, key: FilterKey) -> FilterValue {
    parse(s).unwrap().filters.remove(&key).unwrap()
}

fn text(s: &str) -> Scalar {
    Scalar::Text(s.to_owned())
}

fn date(y: i16, m: i8, d: i8) -> Scalar {
    Scalar::Date(Date::new(y, m, d).unwrap())
}

#[test]
fn clamp_page_table() {
    // (page, per, total, expected page, expected offset)
    let cases = [
        (1, 20, 0, 1, 0),
        (0, 20, 100, 1, 0),
        (5, 20, 45, 3, 40),
        (3, 20, 45, 3, 40),
        (3, 20, 40, 2, 20),
        (2, 10, 11, 2, 10),
        (9, 500, 499, 1, 0),
        (u32::MAX, 5, u64::MAX, u32::MAX, u64::from(u32::MAX - 1) * 5),
        (7, 100, 10_000, 7, 600),
    ];
    for (page, per, total, want, offset) in cases {
        let q = ListQuery {
            page,
            per,
            ..ListQuery::default()
        }
        .clamp_page(total);
        assert_eq!(q.page, want, "page {page} per {per} total {total}");
        assert_eq!(q.offset(), offset);
        assert_eq!(q.limit(), per);
    }
    assert_eq!(ListQuery::default().with_page(0).page, 1);
}

#[test]
fn per_page_and_filters_reset_to_page_one() {
    let q = ListQuery::default().with_page(4);
    let q2 = q.clone().with_per_page(50, seller()).unwrap();
    assert_eq!((q2.page, q2.per), (1, 50));
    assert_eq!(
        q.clone().with_per_page(5, seller()).unwrap_err(),
        Problem::new("per", FILTER_OUT_OF_RANGE)
    );
    assert_eq!(
        q.clone()
            .with_per_page(5, ListScope::admin(YEAR))
            .unwrap()
            .per,
        5
    );
    assert!(q.clone().with_per_page(30, ListScope::admin(YEAR)).is_err());
    let q3 = q.clone().with_filter(
        FilterKey::PaymentState,
        Some(FilterValue::One(text("paid"))),
    );
    assert_eq!(q3.page, 1);
    assert_eq!(
        q3.clone()
            .with_page(3)
            .with_filter(FilterKey::PaymentState, None)
            .page,
        1
    );
    assert!(
        q3.with_filter(FilterKey::PaymentState, None)
            .filters
            .is_empty()
    );
    assert_eq!(q.clone().with_query(Some("abc".into())).page, 1);
    // Sorting keeps the page.
    assert_eq!(q.toggle_sort("name").page, 4);
    for per in PAGE_SIZES {
        assert!(seller().allows_per(per));
    }
    assert_eq!(ListQuery::default().per, DEFAULT_PER);
}

#[test]
fn sort_toggle_table() {
    let s = |key: &str, dir| {
        Some(Sort {
            key: key.to_owned(),
            dir,
        })
    };
    let cases: [(&[&str], Option<Sort>); 5] = [
        (&[], None),
        (&["name"], s("name", SortDir::Asc)),
        (&["name", "name"], s("name", SortDir::Desc)),
        (&["name", "name", "name"], s("name", SortDir::Asc)),
        (&["name", "name", "id"], s("id", SortDir::Asc)),
    ];
    for (clicks, want) in cases {
        let q = clicks
            .iter()
            .fold(ListQuery::default(), |q, k| q.toggle_sort(k));
        assert_eq!(q.sort, want, "{clicks:?}");
    }
}

#[test]
fn every_filter_key_has_the_spec_parameter_name() {
    let plain = [
        (FilterKey::PaymentState, "payment_state"),
        (FilterKey::ExcludeNotCompleted, "exclude_not_completed"),
        (FilterKey::State, "state"),
        (FilterKey::Form, "form"),
        (FilterKey::PaymentForm, "payment_form"),
        (FilterKey::PricingPlanId, "pricing_plan_id"),
        (FilterKey::CouponId, "coupon_id"),
        (FilterKey::ProductId, "product_id"),
        (FilterKey::OrderId, "order_id"),
        (FilterKey::TicketId, "ticket_id"),
        (FilterKey::BuyerCountryCode, "buyer_country_code"),
        (FilterKey::Provider, "provider"),
        (FilterKey::PaymentMethod, "payment_method"),
        (FilterKey::IsPublished, "is_published"),
        (FilterKey::IsArchived, "is_archived"),
        (FilterKey::IsPrivate, "is_private"),
        (FilterKey::IsFree, "is_free"),
        (FilterKey::Passed, "passed"),
        (FilterKey::UpsellType, "upsell_type"),
        (FilterKey::FunnelId, "funnel_id"),
        (FilterKey::FunnelNodeId, "funnel_node_id"),
        (FilterKey::Kind, "kind"),
    ];
    let ranges = [
        (
            FilterKey::OrderAmount,
            "order_amount_from",
            "order_amount_to",
        ),
        (FilterKey::Created, "created_from", "created_to"),
        (FilterKey::Charge, "charge_from", "charge_to"),
        (FilterKey::Success, "success_from", "success_to"),
        (
            FilterKey::CreatedRelative,
            "created_from_time",
            "created_till_time",
        ),
        (
            FilterKey::SuccessRelative,
            "success_from_time",
            "success_till_time",
        ),
    ];
    assert_eq!(FilterKey::ALL.len(), plain.len() + ranges.len());
    let mut all_params = BTreeSet::new();
    for (key, name) in plain {
        assert_eq!(key.params(), vec![name.to_owned()]);
        assert_eq!(target_of(name), Some(Target::Plain(key)), "{name}");
        assert!(all_params.insert(name.to_owned()));
    }
    for (key, from, to) in ranges {
        assert_eq!(key.params(), vec![from.to_owned(), to.to_owned()]);
        assert_eq!(target_of(from), Some(Target::From(key)), "{from}");
        assert_eq!(target_of(to), Some(Target::To(key)), "{to}");
        assert!(all_params.insert(from.to_owned()));
        assert!(all_params.insert(to.to_owned()));
    }
}

/// Every key is offered by some list, and a key of spec section 3 that no
/// list offers is not read (issue 15 deleted 61 of them).
#[test]
fn every_filter_key_is_offered_by_a_list_and_unused_keys_are_unknown() {
    for key in FilterKey::ALL {
        assert!(
            LISTS.iter().any(|def| def.offers_filter(*key)),
            "{key:?} is offered by no list"
        );
    }
    for param in [
        "payer_id",
        "seller_id",
        "internal_name",
        "legacy",
        "year",
        "month_number",
        "billingCycle",
        "deal_state",
        "charges_count_from",
        "overdue_to",
        "amount_from",
        "days_overdue_from",
        "first_order_from",
        "status",
    ] {
        assert_eq!(
            problems(&format!("{param}=1")),
            vec![(param.to_owned(), UNKNOWN_FILTER)],
            "{param}"
        );
    }
}

/// The kinds of value no list filters on today are still checked by
/// [`value_problem`] (validation's `filter_range`), by the parser's rules.
#[test]
fn value_problem_table() {
    let cases = [
        (ValueKind::Year, "2021", None),
        (ValueKind::Year, "2027", None),
        (ValueKind::Year, "2020", Some(FILTER_OUT_OF_RANGE)),
        (ValueKind::Year, "2028", Some(FILTER_OUT_OF_RANGE)),
        (ValueKind::Month, "12", None),
        (ValueKind::Month, "0", Some(FILTER_OUT_OF_RANGE)),
        (ValueKind::Month, "13", Some(FILTER_OUT_OF_RANGE)),
        (ValueKind::Month, "5,6", Some(INVALID_FILTER_VALUE)),
        (ValueKind::CountRange, "10000", None),
        (ValueKind::CountRange, "10001", Some(FILTER_OUT_OF_RANGE)),
        (ValueKind::CountRange, "-1", Some(FILTER_OUT_OF_RANGE)),
        (ValueKind::DaysRange, "365", None),
        (ValueKind::DaysRange, "366", Some(FILTER_OUT_OF_RANGE)),
        (ValueKind::DaysRange, "x", Some(INVALID_FILTER_VALUE)),
        (ValueKind::AmountRange, "12.50", None),
        (ValueKind::AmountRange, "0", None),
        (ValueKind::AmountRange, "-0.01", Some(FILTER_OUT_OF_RANGE)),
        (ValueKind::AmountRange, "1e3", Some(INVALID_FILTER_VALUE)),
        (ValueKind::AmountRange, "1,5", Some(INVALID_FILTER_VALUE)),
    ];
    for (kind, text, want) in cases {
        assert_eq!(value_problem(kind, text, seller()), want, "{kind:?} {text}");
    }
}

#[test]
fn the_example_query_parses_and_writes_back() {
    let q = parse(
        "page=2&per=50&sort=created_at&dir=desc&payment_state=paid&created_from=2026-01-01\
         &created_to=2026-01-31&order_amount_from=1&order_amount_to=5",
    )
    .unwrap();
    assert_eq!((q.page, q.per), (2, 50));
    assert_eq!(
        q.sort,
        Some(Sort {
            key: "created_at".into(),
            dir: SortDir::Desc
        })
    );
    assert_eq!(
        q.filters[&FilterKey::PaymentState],
        FilterValue::One(text("paid"))
    );
    assert_eq!(
        q.filters[&FilterKey::Created],
        FilterValue::Range {
            from: Some(date(2026, 1, 1)),
            to: Some(date(2026, 1, 31))
        }
    );
    assert_eq!(
        q.filters[&FilterKey::OrderAmount],
        FilterValue::Range {
            from: Some(Scalar::Amount(Decimal::ONE)),
            to: Some(Scalar::Amount(Decimal::from(5)))
        }
    );
    assert_eq!(
        q.to_query_string(),
        "page=2&per=50&sort=created_at&dir=desc&payment_state=paid&order_amount_from=1\
         &order_amount_to=5&created_from=2026-01-01&created_to=2026-01-31"
    );
    // The spec's sortKey / sortDir names are read too; defaults when absent.
    let q = parse("?sortKey=name&sortDir=asc&query=a+b%26c").unwrap();
    assert_eq!(q.sort.unwrap().key, "name");
    assert_eq!(q.query.as_deref(), Some("a b&c"));
    assert_eq!((q.page, q.per), (1, DEFAULT_PER));
    assert_eq!(parse("").unwrap(), ListQuery::default());
}

#[test]
fn values_lists_and_ranges() {
    use FilterKey as K;
    let cases: Vec<(&str, FilterKey, FilterValue)> = vec![
        (
            "payment_state=paid,paying",
            K::PaymentState,
            FilterValue::Many(vec![text("paid"), text("paying")]),
        ),
        (
            "payment_state=a%2Cb",
            K::PaymentState,
            FilterValue::One(text("a,b")),
        ),
        (
            "product_id=7,9",
            K::ProductId,
            FilterValue::Many(vec![Scalar::Int(7), Scalar::Int(9)]),
        ),
        (
            "buyer_country_code=de",
            K::BuyerCountryCode,
            FilterValue::One(text("DE")),
        ),
        (
            "is_published=1",
            K::IsPublished,
            FilterValue::One(Scalar::Bool(true)),
        ),
        (
            "is_free=false",
            K::IsFree,
            FilterValue::One(Scalar::Bool(false)),
        ),
        (
            "order_amount_from=0&order_amount_to=12.50",
            K::OrderAmount,
            FilterValue::Range {
                from: Some(Scalar::Amount(Decimal::ZERO)),
                to: Some(Scalar::Amount(Decimal::new(1250, 2))),
            },
        ),
        (
            "success_from=2026-02-28",
            K::Success,
            FilterValue::Range {
                from: Some(date(2026, 2, 28)),
                to: None,
            },
        ),
        (
            "created_from_time=30",
            K::CreatedRelative,
            FilterValue::Relative(RelativePeriod::last(30)),
        ),
        (
            "created_till_time=7",
            K::CreatedRelative,
            FilterValue::Relative(RelativePeriod {
                from_days: 90,
                till_days: 7,
            }),
        ),
        (
            "success_from_time=365&success_till_time=30",
            K::SuccessRelative,
            FilterValue::Relative(RelativePeriod {
                from_days: 365,
                till_days: 30,
            }),
        ),
    ];
    for (s, key, want) in cases {
        assert_eq!(filter(s, key), want, "{s}");
    }
    for preset in PERIOD_PRESETS {
        assert_eq!(
            filter(&format!("created_from_time={preset}"), K::CreatedRelative),
            FilterValue::Relative(RelativePeriod::last(preset))
        );
    }
    assert_eq!(RelativePeriod::default(), RelativePeriod::last(90));
    // An empty value is no filter.
    assert!(
        parse("payment_state=&created_from=")
            .unwrap()
            .filters
            .is_empty()
    );
}

#[test]
fn parse_errors_name_the_parameter() {
    let cases: Vec<(&str, Vec<(&str, &str)>)> = vec![
        ("foo=1", vec![("foo", UNKNOWN_FILTER)]),
        (
            "created_from_tim=3",
            vec![("created_from_tim", UNKNOWN_FILTER)],
        ),
        ("page=x", vec![("page", INVALID_FILTER_VALUE)]),
        ("per=7", vec![("per", FILTER_OUT_OF_RANGE)]),
        ("per=5", vec![("per", FILTER_OUT_OF_RANGE)]),
        ("per=-1", vec![("per", INVALID_FILTER_VALUE)]),
        ("sort=a&dir=up", vec![("dir", INVALID_FILTER_VALUE)]),
        ("dir=asc", vec![("dir", INVALID_FILTER_VALUE)]),
        ("sort=name;DROP", vec![("sort", INVALID_FILTER_VALUE)]),
        (
            "payment_state=%ZZ",
            vec![("payment_state", INVALID_FILTER_VALUE)],
        ),
        (
            "payment_state=%FF",
            vec![("payment_state", INVALID_FILTER_VALUE)],
        ),
        (
            "payment_state=a,,b",
            vec![("payment_state", INVALID_FILTER_VALUE)],
        ),
        ("page=1&page=2", vec![("page", INVALID_FILTER_VALUE)]),
        ("sort=a&sortKey=b", vec![("sortKey", INVALID_FILTER_VALUE)]),
        ("product_id=0", vec![("product_id", INVALID_FILTER_VALUE)]),
        ("product_id=+5", vec![("product_id", INVALID_FILTER_VALUE)]),
        ("is_free=yes", vec![("is_free", INVALID_FILTER_VALUE)]),
        (
            "is_free=true,false",
            vec![("is_free", INVALID_FILTER_VALUE)],
        ),
        (
            "buyer_country_code=DEU",
            vec![("buyer_country_code", INVALID_FILTER_VALUE)],
        ),
        (
            "order_amount_from=-0.01",
            vec![("order_amount_from", FILTER_OUT_OF_RANGE)],
        ),
        (
            "order_amount_from=5&order_amount_to=1",
            vec![("order_amount_to", FILTER_OUT_OF_RANGE)],
        ),
        (
            "order_amount_to=1e3",
            vec![("order_amount_to", INVALID_FILTER_VALUE)],
        ),
        (
            "created_from=2026-02-30",
            vec![("created_from", INVALID_FILTER_VALUE)],
        ),
        (
            "created_from=01.02.2026",
            vec![("created_from", INVALID_FILTER_VALUE)],
        ),
        (
            "created_from=2026-03-01&created_to=2026-02-01",
            vec![("created_to", FILTER_OUT_OF_RANGE)],
        ),
        (
            "created_from_time=45",
            vec![("created_from_time", FILTER_OUT_OF_RANGE)],
        ),
        (
            "created_from_time=7&created_till_time=7",
            vec![("created_till_time", FILTER_OUT_OF_RANGE)],
        ),
        (
            "success_till_time=400",
            vec![("success_till_time", FILTER_OUT_OF_RANGE)],
        ),
        (
            "foo=1&page=x&per=7&created_from=1999&status=ok",
            vec![
                ("foo", UNKNOWN_FILTER),
                ("page", INVALID_FILTER_VALUE),
                ("per", FILTER_OUT_OF_RANGE),
                ("created_from", INVALID_FILTER_VALUE),
                ("status", UNKNOWN_FILTER),
            ],
        ),
    ];
    for (s, want) in cases {
        let want: Vec<(String, &str)> = want.into_iter().map(|(f, c)| (f.to_owned(), c)).collect();
        assert_eq!(problems(s), want, "{s}");
    }
    // Page below 1 becomes 1 rather than an error.
    assert_eq!(parse("page=0").unwrap().page, 1);
    assert_eq!(parse("page=-4").unwrap().page, 1);
    assert_eq!(
        ListQuery::parse("per=5", ListScope::admin(YEAR))
            .unwrap()
            .per,
        5
    );
}

#[test]
fn percent_coding() {
    assert_eq!(decode("a+b%20c%2c%C3%A9"), Some("a b c,é".to_owned()));
    assert_eq!(decode("%"), None);
    assert_eq!(decode("%4"), None);
    assert_eq!(decode("%C3"), None);
    assert_eq!(encode("a b+é,~"), "a%20b%2B%C3%A9%2C~");
}

fn scalar_strategy(kind: ValueKind) -> BoxedStrategy<Scalar> {
    match kind {
        ValueKind::Text => "\\PC{1,12}".prop_map(Scalar::Text).boxed(),
        ValueKind::Id => (1..=i64::MAX).prop_map(Scalar::Int).boxed(),
        ValueKind::Country => "[A-Z]{2}".prop_map(Scalar::Text).boxed(),
        ValueKind::Flag => any::<bool>().prop_map(Scalar::Bool).boxed(),
        ValueKind::Year => (2021..=i64::from(YEAR) + 1).prop_map(Scalar::Int).boxed(),
        ValueKind::Month => (1..=12i64).prop_map(Scalar::Int).boxed(),
        ValueKind::CountRange => (0..=10_000i64).prop_map(Scalar::Int).boxed(),
        ValueKind::DaysRange | ValueKind::Relative => (0..=365i64).prop_map(Scalar::Int).boxed(),
        ValueKind::AmountRange => (0..1_000_000_000_000i64, 0..=4u32)
            .prop_map(|(m, s)| Scalar::Amount(Decimal::new(m, s)))
            .boxed(),
        ValueKind::DateRange => (1900..=2100i16, 1..=12i8, 1..=28i8)
            .prop_map(|(y, m, d)| Scalar::Date(Date::new(y, m, d).unwrap()))
            .boxed(),
    }
}

fn value_strategy(key: FilterKey) -> BoxedStrategy<FilterValue> {
    let kind = key.kind();
    if kind == ValueKind::Relative {
        return (prop::sample::select(PERIOD_PRESETS.to_vec()), 0..365u16)
            .prop_map(|(from_days, t)| {
                FilterValue::Relative(RelativePeriod {
                    from_days,
                    till_days: t % from_days,
                })
            })
            .boxed();
    }
    if kind.is_range() {
        let s = scalar_strategy(kind);
        return (prop::option::of(s.clone()), prop::option::of(s))
            .prop_filter("one bound", |(a, b)| a.is_some() || b.is_some())
            .prop_map(|(a, b)| match (a, b) {
                (Some(a), Some(b)) if a > b => FilterValue::Range {
                    from: Some(b),
                    to: Some(a),
                },
                (from, to) => FilterValue::Range { from, to },
            })
            .boxed();
    }
    if kind.takes_list() {
        return prop::collection::vec(scalar_strategy(kind), 1..4)
            .prop_map(|mut v| {
                if v.len() == 1 {
                    FilterValue::One(v.remove(0))
                } else {
                    FilterValue::Many(v)
                }
            })
            .boxed();
    }
    scalar_strategy(kind).prop_map(FilterValue::One).boxed()
}

fn query_strategy() -> impl Strategy<Value = (ListQuery, bool)> {
    let entry = prop::sample::select(FilterKey::ALL.to_vec())
        .prop_flat_map(|k| value_strategy(k).prop_map(move |v| (k, v)));
    let sizes: Vec<u32> = std::iter::once(ADMIN_PAGE_SIZE).chain(PAGE_SIZES).collect();
    (
        1..=u32::MAX,
        prop::sample::select(sizes),
        prop::option::of(("[A-Za-z0-9_]{1,20}", any::<bool>())),
        prop::option::of("\\PC{1,30}"),
        prop::collection::vec(entry, 0..8),
        prop::option::of((any::<bool>(), cursor_strategy())),
        any::<bool>(),
    )
        .prop_map(|(page, per, sort, query, filters, seek, counts)| {
            let q = ListQuery {
                page,
                per,
                sort: sort.map(|(key, desc)| Sort {
                    key,
                    dir: if desc { SortDir::Desc } else { SortDir::Asc },
                }),
                filters: filters.into_iter().collect(),
                query,
                seek: seek.map(|(after, c)| (if after { Seek::After } else { Seek::Before }, c)),
                counts,
            };
            (q, per == ADMIN_PAGE_SIZE)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn round_trip((q, admin) in query_strategy()) {
        let scope = ListScope { admin, current_year: YEAR };
        let s = q.to_query_string();
        prop_assert_eq!(ListQuery::parse(&s, scope), Ok(q.clone()), "{}", s);
    }

    #[test]
    fn parse_never_panics(s in any::<String>()) {
        let _ = ListQuery::parse(&s, seller());
    }

    #[test]
    fn parse_never_panics_on_query_like_input(s in "[a-z_=&%0-9A-F+,.?-]{0,80}") {
        if let Ok(q) = ListQuery::parse(&s, ListScope::admin(YEAR)) {
            let again = ListQuery::parse(&q.to_query_string(), ListScope::admin(YEAR));
            prop_assert_eq!(again, Ok(q.clone()));
        }
    }
}

fn list(request: &str) -> serde_json::Value {
    serde_json::from_str(&list_json(request)).unwrap()
}

#[test]
fn list_json_follows_the_paging_rules() {
    // A new page size goes back to page 1.
    let a = list(r#"{"query":"page=4&per=20","current_year":2026,"action":{"per":50}}"#);
    assert_eq!(a["ok"]["query_string"], "page=1&per=50");
    // A page above the last becomes the last one.
    let a = list(r#"{"query":"page=9&per=20","current_year":2026,"total":45}"#);
    assert_eq!(a["ok"]["page"], 3);
    assert_eq!(a["ok"]["last_page"], 3);
    // Below 1 becomes 1.
    let a = list(r#"{"query":"per=20","current_year":2026,"action":{"page":0}}"#);
    assert_eq!(a["ok"]["page"], 1);
    // Sorting the same key twice flips it; the page is kept.
    let a = list(
        r#"{"query":"page=2&sort=name&dir=asc","current_year":2026,"action":{"sort":"name"}}"#,
    );
    assert_eq!(a["ok"]["query_string"], "page=2&per=20&sort=name&dir=desc");
    // Applying filters replaces them all and goes back to page 1.
    let a = list(
        r#"{"query":"page=3&form=course&query=x","current_year":2026,"action":{"filters":"form=download,bundle"}}"#,
    );
    assert_eq!(
        a["ok"]["query_string"],
        "page=1&per=20&query=x&form=download,bundle"
    );
    // Search text resets the page too; empty clears it.
    let a = list(r#"{"query":"page=3&query=x","current_year":2026,"action":{"search":"  "}}"#);
    assert_eq!(a["ok"]["query_string"], "page=1&per=20");
}

#[test]
fn list_json_reports_problems() {
    let a = list(r#"{"query":"per=7","current_year":2026}"#);
    assert_eq!(a["problems"][0]["field"], "per");
    let a = list(r#"{"query":"","current_year":2026,"action":{"per":5}}"#);
    assert_eq!(a["problems"][0]["code"], FILTER_OUT_OF_RANGE);
    let a = list(r#"{"query":"","admin":true,"current_year":2026,"action":{"per":5}}"#);
    assert_eq!(a["ok"]["per"], 5);
    let a = list(r#"{"query":"","current_year":2026,"action":{"sort":"a b"}}"#);
    assert_eq!(a["problems"][0]["field"], "sort");
    let a = list(r#"{"query":"","current_year":2026,"action":{"filters":"created_from_time=45"}}"#);
    assert_eq!(a["problems"][0]["code"], FILTER_OUT_OF_RANGE);
    let a = list("not json");
    assert_eq!(a["problems"][0]["code"], "invalid_input");
}

/// `list_json` for `query` after `action` on the list `name`: the
/// canonical query string, or every problem as `field:code`.
fn on_list(name: &str, query: &str, action: &str) -> Result<String, Vec<String>> {
    let request = serde_json::json!({
        "query": query,
        "current_year": 2026,
        "list": name,
        "action": serde_json::from_str::<serde_json::Value>(action).unwrap(),
    });
    let a = list(&request.to_string());
    match a["ok"]["query_string"].as_str() {
        Some(q) => Ok(q.to_owned()),
        None => Err(a["problems"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                format!(
                    "{}:{}",
                    p["field"].as_str().unwrap(),
                    p["code"].as_str().unwrap()
                )
            })
            .collect()),
    }
}

#[test]
fn every_list_is_found_by_its_name() {
    for spec in LISTS {
        assert_eq!(ListDef::named(spec.name).unwrap().name, spec.name);
    }
    assert!(ListDef::named("nope").is_none());
    let names: std::collections::BTreeSet<_> = LISTS.iter().map(|s| s.name).collect();
    assert_eq!(names.len(), LISTS.len(), "list names are unique");
}

#[test]
fn a_named_list_refuses_what_its_spec_does_not_offer() {
    // (list, query, action, expected)
    let ok = |q: &str| Ok::<_, Vec<String>>(q.to_owned());
    let err = |p: &[&str]| Err::<String, _>(p.iter().map(|s| (*s).to_owned()).collect());
    let cases = [
        // Allowed sorts, as the address or as a click.
        (
            "products",
            "sort=total_views&dir=desc",
            "null",
            ok("page=1&per=20&sort=total_views&dir=desc"),
        ),
        (
            "orders",
            "",
            r#"{"sort":"paid_at"}"#,
            ok("page=1&per=20&sort=paid_at&dir=asc"),
        ),
        (
            "order_rates",
            "sort=due_date",
            "null",
            ok("page=1&per=20&sort=due_date&dir=asc"),
        ),
        (
            "payment_tickets",
            "",
            r#"{"sort":"code"}"#,
            ok("page=1&per=20&sort=code&dir=asc"),
        ),
        (
            "coupons",
            "sort=orders_count&dir=desc",
            "null",
            ok("page=1&per=20&sort=orders_count&dir=desc"),
        ),
        (
            "shop_products",
            "",
            r#"{"sort":"name"}"#,
            ok("page=1&per=20&sort=name&dir=asc"),
        ),
        // Unknown sorts.
        (
            "products",
            "sort=paid_at",
            "null",
            err(&["sort:unknown_filter"]),
        ),
        (
            "orders",
            "",
            r#"{"sort":"name"}"#,
            err(&["sort:unknown_filter"]),
        ),
        (
            "order_rates",
            "sort=created_at",
            "null",
            err(&["sort:unknown_filter"]),
        ),
        (
            "payment_tickets",
            "",
            r#"{"sort":"due_date"}"#,
            err(&["sort:unknown_filter"]),
        ),
        (
            "coupons",
            "sort=name",
            "null",
            err(&["sort:unknown_filter"]),
        ),
        (
            "shop_products",
            "sort=total_views",
            "null",
            err(&["sort:unknown_filter"]),
        ),
        // Unknown filters, from the address or the filter form.
        (
            "products",
            "payment_state=paid",
            "null",
            err(&["payment_state:unknown_filter"]),
        ),
        (
            "orders",
            "",
            r#"{"filters":"form=course"}"#,
            err(&["form:unknown_filter"]),
        ),
        (
            "order_rates",
            "created_from=2026-01-01",
            "null",
            err(&["created:unknown_filter"]),
        ),
        (
            "payment_tickets",
            "order_amount_from=1",
            "null",
            err(&["order_amount:unknown_filter"]),
        ),
        (
            "coupons",
            "form=course&sort=form",
            "null",
            err(&["sort:unknown_filter", "form:unknown_filter"]),
        ),
        (
            "shop_products",
            "is_published=true",
            "null",
            err(&["is_published:unknown_filter"]),
        ),
        // Allowed filters pass.
        (
            "orders",
            "order_amount_from=10",
            "null",
            ok("page=1&per=20&order_amount_from=10"),
        ),
        (
            "shop_products",
            "form=course",
            "null",
            ok("page=1&per=20&form=course"),
        ),
        // A name no list has.
        ("nope", "", "null", err(&["list:invalid_input"])),
    ];
    for (name, query, action, expected) in cases {
        assert_eq!(
            on_list(name, query, action),
            expected,
            "{name} {query} {action}"
        );
    }
    // Without a name, any list's query stands, as before.
    let a = list(r#"{"query":"sort=paid_at&form=course","current_year":2026}"#);
    assert_eq!(
        a["ok"]["query_string"],
        "page=1&per=20&sort=paid_at&dir=asc&form=course"
    );
    let a = list(r#"{"query":"sort=paid_at","current_year":2026,"list":null}"#);
    assert_eq!(a["ok"]["sort_key"], "paid_at");
}

// ---- keyset paging: the cursor and `counts` ----

fn cursor_strategy() -> impl Strategy<Value = Cursor> {
    let value = prop_oneof![
        Just(KeyValue::Null),
        any::<i64>().prop_map(KeyValue::Int),
        "\\PC{0,40}".prop_map(KeyValue::Text),
    ];
    (
        "[a-z_]{1,20}",
        "[A-Za-z0-9_]{1,20}",
        any::<bool>(),
        1..=i64::MAX,
        value,
    )
        .prop_map(|(list, sort, desc, id, value)| Cursor {
            list,
            sort,
            dir: if desc { SortDir::Desc } else { SortDir::Asc },
            id,
            value,
        })
}

fn cursor(list: &str, sort: &str, dir: SortDir, id: i64, value: KeyValue) -> Cursor {
    Cursor {
        list: list.to_owned(),
        sort: sort.to_owned(),
        dir,
        id,
        value,
    }
}

proptest! {
    #[test]
    fn cursor_round_trip(c in cursor_strategy()) {
        let text = c.encode();
        prop_assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'));
        prop_assert_eq!(Cursor::decode(&text), Some(c));
    }

    #[test]
    fn cursor_decode_never_panics(s in any::<String>()) {
        let _ = Cursor::decode(&s);
    }
}

#[test]
fn cursor_keeps_text_with_the_separator_and_every_kind_of_value() {
    for value in [
        KeyValue::Null,
        KeyValue::Int(0),
        KeyValue::Int(-7),
        KeyValue::Int(i64::MAX),
        KeyValue::Text(String::new()),
        KeyValue::Text("a~b~c".to_owned()),
        KeyValue::Text("2026-11-25T10:00:00.000Z".to_owned()),
        KeyValue::Text("Käse & Brot".to_owned()),
    ] {
        let c = cursor("orders", "paid_at", SortDir::Desc, 42, value);
        assert_eq!(Cursor::decode(&c.encode()), Some(c));
    }
}

#[test]
fn garbled_cursors_are_refused() {
    use base64::Engine as _;
    let b64 = |s: &str| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(s);
    let long = "A".repeat(MAX_CURSOR_CHARS + 1);
    let cases = [
        String::new(),
        "!!!".to_owned(),
        "not base64 at all".to_owned(),
        long,
        b64("v2~orders~created_at~d~1~s2026"),
        b64("v1~orders~created_at~x~1~s2026"),
        b64("v1~orders~created_at~d~0~s2026"),
        b64("v1~orders~created_at~d~-1~s2026"),
        b64("v1~orders~created_at~d~+1~s2026"),
        b64("v1~orders~created_at~d~1"),
        b64("v1~orders~created_at~d~1~"),
        b64("v1~orders~created_at~d~1~x1"),
        b64("v1~orders~created_at~d~1~i"),
        b64("v1~orders~created_at~d~1~i1.5"),
        b64("v1~orders~created_at~d~1~nx"),
        b64("v1~orders~created_at~d~1~sa\u{0}b"),
        b64("v1~ord ers~created_at~d~1~s2026"),
        b64("v1~orders~~d~1~s2026"),
        b64("v1~orders~created_at~d~99999999999999999999~s2026"),
    ];
    for text in &cases {
        assert_eq!(Cursor::decode(text), None, "{text:?}");
    }
    // the same with a good shape decodes
    assert!(Cursor::decode(&b64("v1~orders~created_at~d~1~s2026")).is_some());
}

#[test]
fn after_and_before_are_read_and_written_back() {
    let c = cursor(
        "orders",
        "created_at",
        SortDir::Desc,
        9,
        KeyValue::Text("2026-01-02".to_owned()),
    );
    let q = parse(&format!("page=3&after={}", c.encode())).unwrap();
    assert_eq!(q.seek, Some((Seek::After, c.clone())));
    assert_eq!(q.offset(), 0, "a page after a cursor skips nothing");
    assert_eq!(q.page, 3);
    assert_eq!(
        q.to_query_string(),
        format!("page=3&per=20&after={}", c.encode())
    );
    let q = parse(&format!("before={}&counts=true", c.encode())).unwrap();
    assert_eq!(q.seek, Some((Seek::Before, c.clone())));
    assert!(q.counts);
    assert_eq!(parse(&q.to_query_string()), Ok(q));
}

#[test]
fn bad_cursors_and_counts_are_problems() {
    let c = cursor("orders", "id", SortDir::Asc, 1, KeyValue::Int(1)).encode();
    assert_eq!(
        problems("after=zz%21"),
        vec![("after".to_owned(), INVALID_FILTER_VALUE)]
    );
    assert_eq!(
        problems("before=abc"),
        vec![("before".to_owned(), INVALID_FILTER_VALUE)]
    );
    // one position: after and before at once
    assert_eq!(
        problems(&format!("after={c}&before={c}")),
        vec![("before".to_owned(), INVALID_FILTER_VALUE)]
    );
    assert_eq!(
        problems("counts=maybe"),
        vec![("counts".to_owned(), INVALID_FILTER_VALUE)]
    );
    assert!(parse("counts=1").unwrap().counts);
    assert!(!parse("counts=false").unwrap().counts);
    assert!(!parse("counts=").unwrap().counts, "empty means not asked");
}

#[test]
fn a_cursor_of_another_list_or_sort_is_refused() {
    let check = |list: &ListDef, q: &str| -> Vec<(String, &'static str)> {
        match list.check(&parse(q).unwrap()) {
            Ok(()) => vec![],
            Err(ps) => ps.into_iter().map(|p| (p.field, p.code)).collect(),
        }
    };
    let default = cursor(
        "orders",
        "created_at",
        SortDir::Desc,
        5,
        KeyValue::Text("x".to_owned()),
    );
    // the list's default sort, whether named or not
    assert_eq!(
        check(&ORDERS, &format!("after={}", default.encode())),
        vec![]
    );
    assert_eq!(
        check(
            &ORDERS,
            &format!("sort=created_at&dir=desc&after={}", default.encode())
        ),
        vec![]
    );
    let refused = vec![("after".to_owned(), INVALID_FILTER_VALUE)];
    // another sort key, another direction, another list
    assert_eq!(
        check(
            &ORDERS,
            &format!("sort=id&dir=desc&after={}", default.encode())
        ),
        refused
    );
    assert_eq!(
        check(
            &ORDERS,
            &format!("sort=created_at&dir=asc&after={}", default.encode())
        ),
        refused
    );
    assert_eq!(
        check(&PAYMENT_TICKETS, &format!("after={}", default.encode())),
        refused
    );
    let rates = cursor(
        "order_rates",
        "due_date",
        SortDir::Asc,
        5,
        KeyValue::Text("x".to_owned()),
    );
    assert_eq!(
        check(&ORDER_RATES, &format!("before={}", rates.encode())),
        vec![]
    );
    assert_eq!(
        check(&ORDERS, &format!("before={}", rates.encode())),
        vec![("before".to_owned(), INVALID_FILTER_VALUE)]
    );
}

#[test]
fn every_change_but_next_and_previous_drops_the_cursor() {
    let c = cursor("orders", "created_at", SortDir::Desc, 5, KeyValue::Null);
    let at = ListQuery::default()
        .next_page(c.clone())
        .next_page(c.clone());
    assert_eq!(
        (at.page, at.seek.clone()),
        (3, Some((Seek::After, c.clone())))
    );
    assert_eq!(
        at.clone().clamp_page(0).page,
        3,
        "a cursor's page keeps its number"
    );
    let back = at.clone().previous_page(c.clone());
    assert_eq!(
        (back.page, back.seek.clone()),
        (2, Some((Seek::Before, c.clone())))
    );
    let first = back.previous_page(c.clone());
    assert_eq!(
        (first.page, first.seek),
        (1, None),
        "page 1 is the first page"
    );
    let scope = seller();
    for changed in [
        at.clone().with_page(2),
        at.clone().toggle_sort("id"),
        at.clone().with_per_page(50, scope).unwrap(),
        at.clone().with_query(Some("a".to_owned())),
        at.clone().with_filter(FilterKey::State, None),
    ] {
        assert_eq!(changed.seek, None, "{changed:?}");
    }
}

#[test]
fn list_json_moves_by_cursor() {
    let c = cursor("orders", "created_at", SortDir::Desc, 5, KeyValue::Int(1)).encode();
    let next = list(&format!(
        r#"{{"query":"page=1&per=20","current_year":2026,"list":"orders","action":{{"next":"{c}"}}}}"#
    ));
    assert_eq!(
        next["ok"]["query_string"],
        format!("page=2&per=20&after={c}")
    );
    let prev = list(&format!(
        r#"{{"query":"page=3&per=20","current_year":2026,"list":"orders","action":{{"previous":"{c}"}}}}"#
    ));
    assert_eq!(
        prev["ok"]["query_string"],
        format!("page=2&per=20&before={c}")
    );
    let bad = list(r#"{"query":"","current_year":2026,"action":{"next":"garbage!"}}"#);
    assert_eq!(bad["problems"][0]["field"], "after");
    // a cursor of another list is refused when the list is named
    let other = list(&format!(
        r#"{{"query":"","current_year":2026,"list":"payment_tickets","action":{{"next":"{c}"}}}}"#
    ));
    assert_eq!(other["problems"][0]["field"], "after");
}
