//! The list SQL's tests (moved from core with the SQL, issue 15): the text
//! each query compiles to, that input is bound and never spliced, the exact
//! amount comparison, the search rules and the capped count.

// Tables of cases are long by nature.
#![allow(clippy::unwrap_used, clippy::indexing_slicing, clippy::too_many_lines)]

use std::collections::BTreeSet;

use proptest::prelude::*;
use rust_decimal::Decimal;
use sellwerk_core::currency::Currency;
use sellwerk_core::lists::{
    FilterKey, FilterValue, INVALID_FILTER_VALUE, LISTS, ListDef, ListQuery, ListScope,
    RelativePeriod, Scalar, SortDir, UNKNOWN_FILTER, ValueKind, encode,
};
use sellwerk_core::problem::Problem;

use super::columns::{
    ALL, COUPONS, LESSON_STATUSES, ORDER_RATES, ORDERS, PAYMENT_TICKETS, PRODUCTS, SHOP_PRODUCTS,
};
use super::*;
use sellwerk_core::lists::{Cursor, KeyValue};

/// The seller `n` (a test's tenant).
fn seller(n: i64) -> SellerId {
    SellerId::new(n).unwrap()
}

fn parse(s: &str) -> Result<ListQuery, Vec<Problem>> {
    ListQuery::parse(s, ListScope::seller(2026))
}

fn problems(s: &str) -> Vec<(String, &'static str)> {
    parse(s)
        .unwrap_err()
        .into_iter()
        .map(|p| (p.field, p.code))
        .collect()
}

fn text(s: &str) -> Scalar {
    Scalar::Text(s.to_owned())
}

/// Core names the keys, the edge their columns: the two agree, list by
/// list, and a list with an amount range says where each row's currency is.
#[test]
fn every_list_has_a_column_for_each_key_it_offers() {
    assert_eq!(ALL.len(), LISTS.len());
    for (sql, def) in ALL.iter().zip(LISTS) {
        assert_eq!(sql.def.name, def.name);
        let keys: Vec<FilterKey> = sql.filters.iter().map(|(k, _)| *k).collect();
        assert_eq!(keys, def.filters, "{}", def.name);
        let sorts: Vec<&str> = sql.sorts.iter().map(|(k, _)| *k).collect();
        assert_eq!(sorts, def.sorts, "{}", def.name);
        assert_eq!(
            sql.order(&ListQuery::default()).key,
            def.default_sort.0,
            "{}",
            def.name
        );
        for key in sql.nullable_sorts {
            assert!(def.sorts.contains(key), "{}: {key}", def.name);
        }
        assert_eq!(sql.search.is_some(), def.searchable, "{}", def.name);
        let amounts = def
            .filters
            .iter()
            .any(|k| k.kind() == ValueKind::AmountRange);
        assert_eq!(amounts, sql.currency_column.is_some(), "{}", def.name);
    }
}

/// Issue 15: the lists that grow with sales search through an index only.
#[test]
fn search_rules() {
    let sql_of = |list: &ListSql, q: &str| seller_count(&parse(q).unwrap(), list, seller(3));
    // A whole address: equal, case folded (never a token: no `@` in one).
    let (sql, values) = sql_of(&ORDERS, "query=Ann%40Example.org");
    assert_eq!(sql, "WHERE seller_id = ?1 AND (payer_email = ?2)");
    assert_eq!(values[1..], [SqlValue::Text("ann@example.org".into())]);
    // Any other text: the start of an address (a range), or a token.
    let (sql, values) = sql_of(&ORDERS, "query=Ann");
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 AND (payer_email >= ?2 AND payer_email < ?3 OR token = ?4)"
    );
    assert_eq!(
        values[1..],
        [
            SqlValue::Text("ann".into()),
            SqlValue::Text("ann\u{10FFFF}".into()),
            SqlValue::Text("Ann".into())
        ]
    );
    // The page sorts the matches found through the index (`+`), rather
    // than walk the sort's index testing every order.
    let (sql, _) = seller_query(&parse("query=ann").unwrap(), &ORDERS, seller(3));
    assert!(
        sql.ends_with("ORDER BY +created_at DESC, +id DESC LIMIT ?5 OFFSET ?6"),
        "{sql}"
    );
    let (sql, _) = seller_query(&parse("order_id=7").unwrap(), &ORDER_RATES, seller(3));
    assert!(sql.contains("ORDER BY +due_date ASC, +id ASC"), "{sql}");
    let (sql, _) = seller_query(&parse("query=ann").unwrap(), &COUPONS, seller(3));
    assert!(sql.contains("ORDER BY created_at DESC, id DESC"), "{sql}");
    // Rates: the rates of the orders the address finds.
    let (sql, _) = sql_of(&ORDER_RATES, "query=ann");
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 AND (order_id IN (SELECT id FROM orders WHERE seller_id = ?1 \
         AND (payer_email >= ?2 AND payer_email < ?3)))"
    );
    let (sql, _) = sql_of(&ORDER_RATES, "query=a%40b.c");
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 AND (order_id IN (SELECT id FROM orders WHERE seller_id = ?1 \
         AND (payer_email = ?2)))"
    );
    // Tickets: the start of a code, in capitals.
    let (sql, values) = sql_of(&PAYMENT_TICKETS, "query=ab2");
    assert_eq!(sql, "WHERE seller_id = ?1 AND (code >= ?2 AND code < ?3)");
    assert_eq!(values[1], SqlValue::Text("AB2".into()));
    // Small lists: a substring, any length, nothing a wildcard.
    let long = "x".repeat(200);
    let (sql, values) = sql_of(&COUPONS, &format!("query={long}"));
    assert_eq!(sql, "WHERE seller_id = ?1 AND (instr(lower(code), ?2) > 0)");
    assert_eq!(values[1], SqlValue::Text(long));
    // Lesson statuses: the rows of the sessions the address finds.
    let (sql, _) = sql_of(&LESSON_STATUSES, "query=ann");
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 AND ((product_id, user_id) IN (SELECT product_id, user_id FROM \
         course_sessions WHERE seller_id = ?1 AND (payer_email >= ?2 AND payer_email < ?3)))"
    );
    let (sql, _) = seller_query(&parse("query=ann").unwrap(), &LESSON_STATUSES, seller(3));
    assert!(
        sql.contains("ORDER BY +viewed_at DESC, +rowid DESC"),
        "{sql}"
    );
    // No search text is ever a pattern.
    for list in ALL {
        let (sql, _) = seller_count(&parse("query=a%25_b").unwrap(), list, seller(1));
        assert!(!sql.contains("LIKE") && !sql.contains('%'), "{sql}");
    }
}

/// The capped count stops one row past the cap, whatever the list.
#[test]
fn capped_count_sql() {
    let q = parse("payment_state=paid&page=4").unwrap();
    let (sql, values) = ORDERS.capped_count("orders", &q, seller(9));
    assert_eq!(
        sql,
        "SELECT count(*) AS total FROM (SELECT 1 FROM orders WHERE seller_id = ?1 AND \
         payment_state = ?2 LIMIT ?3)"
    );
    assert_eq!(
        values,
        vec![
            SqlValue::Int(9),
            SqlValue::Text("paid".into()),
            SqlValue::Int(10_001)
        ]
    );
    let total = |count, capped| ListTotal { count, capped };
    assert_eq!(ListTotal::of(0), total(0, false));
    assert_eq!(
        ListTotal::of(TOTAL_COUNT_MAX),
        total(TOTAL_COUNT_MAX, false)
    );
    assert_eq!(
        ListTotal::of(TOTAL_COUNT_MAX + 1),
        total(TOTAL_COUNT_MAX, true)
    );
}

/// Parameters the lists offer: a query built from any of them compiles,
/// for every list, to SQL whose placeholders are exactly `?1` to `?n` for
/// its n values.
const PARAMS: &[&str] = &[
    "page=3",
    "per=50",
    "sort=id",
    "sort=created_at",
    "dir=desc",
    "query=ab",
    "query=a%40b.c",
    "form=course,event",
    "payment_state=paid,paying",
    "exclude_not_completed=true",
    "state=unused",
    "product_id=4,5",
    "order_id=9",
    "ticket_id=2",
    "pricing_plan_id=3",
    "payment_form=one_time",
    "buyer_country_code=de",
    "provider=stripe",
    "payment_method=card",
    "created_from=2026-01-01",
    "created_to=2026-02-01",
    "success_from_time=30",
    "charge_from=2026-03-01",
    "order_amount_from=10.5",
    "order_amount_to=99",
    "is_published=true",
    "is_free=0",
    "coupon_id=7",
];

proptest! {
    #[test]
    fn placeholders_match_values(picked in prop::sample::subsequence(PARAMS.to_vec(), 0..10)) {
        let Ok(q) = parse(&picked.join("&")) else { return Ok(()); };
        for list in ALL {
            let (sql, values) = seller_query(&q, list, seller(1));
            let numbered: BTreeSet<&str> = sql
                .split('?')
                .skip(1)
                .map(|rest| rest.split(|c: char| !c.is_ascii_digit()).next().unwrap_or(""))
                .collect();
            let expected: BTreeSet<String> = (1..=values.len()).map(|i| i.to_string()).collect();
            prop_assert_eq!(numbered, expected.iter().map(String::as_str).collect::<BTreeSet<&str>>());
        }
    }
}

#[test]
fn sql_for_products() {
    let q = parse("page=3&per=10&sort=name&dir=desc&form=course,event&created_from=2026-01-01&created_to=2026-01-31").unwrap();
    let (sql, values) = where_clause(&q, &PRODUCTS);
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 AND form IN (?2, ?3) AND created_at >= ?4 AND created_at < ?5 \
         ORDER BY name DESC, id DESC LIMIT ?6 OFFSET ?7"
    );
    assert_eq!(
        values,
        vec![
            SqlValue::Text("course".into()),
            SqlValue::Text("event".into()),
            SqlValue::Text("2026-01-01".into()),
            SqlValue::Text("2026-02-01".into()),
            // the page of 10 and one row more (whether more follow)
            SqlValue::Int(11),
            SqlValue::Int(20),
        ]
    );

    let q = parse("created_from_time=30&created_till_time=7&product_id=5").unwrap();
    let (sql, values) = seller_query(&q, &PRODUCTS, seller(42));
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 AND id = ?2 \
         AND created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?3) \
         AND created_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ?4) \
         ORDER BY created_at DESC, id DESC LIMIT ?5 OFFSET ?6"
    );
    assert_eq!(
        values,
        vec![
            SqlValue::Int(42),
            SqlValue::Int(5),
            SqlValue::Text("-30 days".into()),
            SqlValue::Text("-7 days".into()),
            SqlValue::Int(21),
            SqlValue::Int(0),
        ]
    );

    // No filters: only the seller, the default sort and paging.
    let (sql, values) = where_clause(&ListQuery::default(), &PRODUCTS);
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3"
    );
    assert_eq!(values, vec![SqlValue::Int(21), SqlValue::Int(0)]);
    let (sql, _) = where_clause(&ListQuery::default().toggle_sort("id"), &PRODUCTS);
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 ORDER BY id ASC LIMIT ?2 OFFSET ?3"
    );
}

#[test]
fn injection_is_bound_or_refused() {
    // In a value: bound, never spliced.
    let evil = "x' OR 1=1; DROP TABLE products; --";
    let q = parse(&format!(
        "form={}&query={}",
        encode(evil),
        encode("50%_off\\")
    ))
    .unwrap();
    let (sql, values) = where_clause(&q, &PRODUCTS);
    assert!(!sql.contains("DROP") && !sql.contains("50"), "{sql}");
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 AND form = ?2 AND (instr(lower(name), ?3) > 0) \
         ORDER BY created_at DESC, id DESC LIMIT ?4 OFFSET ?5"
    );
    assert_eq!(values[0], SqlValue::Text(evil.into()));
    assert_eq!(values[1], SqlValue::Text("50%_off\\".into()));

    // In a sort key: refused by parse when it is not a plain name.
    for bad in [
        "name;DROP TABLE products",
        "name desc",
        "name--",
        "(select 1)",
        "name'",
    ] {
        assert_eq!(
            problems(&format!("sort={}", encode(bad))),
            vec![("sort".to_owned(), INVALID_FILTER_VALUE)]
        );
    }
    // A plain name that is not on the whitelist: refused by check, and
    // never used as a column by where_clause.
    let q = ListQuery::default().toggle_sort("password_hash");
    assert_eq!(
        PRODUCTS.def.check(&q).unwrap_err(),
        vec![Problem::new("sort", UNKNOWN_FILTER)]
    );
    let (sql, _) = where_clause(&q, &PRODUCTS);
    assert!(!sql.contains("password_hash"));
    assert!(sql.contains("ORDER BY created_at DESC"));

    // A filter the list does not allow: refused by check, left out of SQL.
    // (`seller_id` is no list's key: refused when read.)
    assert_eq!(
        problems("seller_id=9"),
        vec![("seller_id".to_owned(), UNKNOWN_FILTER)]
    );
    let q = parse("order_id=9&payment_state=paid").unwrap();
    assert_eq!(
        PRODUCTS.def.check(&q).unwrap_err(),
        vec![
            Problem::new("payment_state", UNKNOWN_FILTER),
            Problem::new("order_id", UNKNOWN_FILTER)
        ]
    );
    let (sql, values) = where_clause(&q, &PRODUCTS);
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3"
    );
    assert_eq!(values.len(), 2);
    assert!(
        PRODUCTS
            .def
            .check(&parse("form=course&sort=name&query=x").unwrap())
            .is_ok()
    );
}

#[test]
fn exclude_not_completed_sql() {
    const DEF: ListDef = ListDef {
        name: "orders",
        filters: &[FilterKey::ExcludeNotCompleted, FilterKey::OrderAmount],
        sorts: &["id"],
        default_sort: ("id", SortDir::Desc),
        searchable: false,
    };
    const ORDERS: ListSql = ListSql {
        def: &DEF,
        table: "orders",
        seller_column: "seller_id",
        id_column: "id",
        filters: &[
            (FilterKey::ExcludeNotCompleted, "payment_state"),
            (FilterKey::OrderAmount, "total"),
        ],
        sorts: &[("id", "id")],
        nullable_sorts: &[],
        search: None,
        always: &[],
        currency_column: None,
    };
    let q = parse("exclude_not_completed=true&order_amount_to=9.99").unwrap();
    // Without a currency column an amount range is left out: decimal text
    // is never compared in SQL (`'10.00' < '9.99'` as text). (No list is
    // written so: `every_list_has_a_column_for_each_key_it_offers`.)
    let (sql, values) = where_clause(&q, &ORDERS);
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 AND payment_state <> ?2 ORDER BY id DESC LIMIT ?3 OFFSET ?4"
    );
    assert_eq!(values[0], SqlValue::Text("payment_not_completed".into()));
    let (sql, _) = where_clause(
        &parse("exclude_not_completed=false&query=x").unwrap(),
        &ORDERS,
    );
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 ORDER BY id DESC LIMIT ?2 OFFSET ?3"
    );
}

/// The condition [`amount_condition`] writes for today's currency table:
/// one select per exponent (zero-decimal currencies, the three-decimal
/// ones, else two decimals), each comparing `total_minor` with `ops` in
/// order, placeholders numbered from `?{first}`.
fn amount_sql(first: usize, ops: &[&str]) -> String {
    let zero = "'bif', 'clp', 'djf', 'gnf', 'isk', 'jpy', 'kmf', 'krw', 'pyg', 'rwf', 'ugx', \
                'vnd', 'vuv', 'xaf', 'xof', 'xpf'";
    let three = "'bhd', 'iqd', 'jod', 'kwd', 'lyd', 'omr', 'tnd'";
    let mut n = first;
    let mut branch = |which: String| {
        let mut parts = vec!["seller_id = ?1".to_owned(), which];
        for op in ops {
            parts.push(format!("total_minor {op} ?{n}"));
            n += 1;
        }
        format!("SELECT id FROM orders WHERE {}", parts.join(" AND "))
    };
    let a = branch(format!("currency IN ({zero})"));
    let b = branch(format!("currency IN ({three})"));
    let common: Vec<String> = Currency::all()
        .filter(|c| c.minor_units() == 2)
        .map(|c| format!("'{}'", c.code()))
        .collect();
    let c = branch(format!("currency IN ({})", common.join(", ")));
    format!("id IN ({a} UNION ALL {b} UNION ALL {c})")
}

#[test]
fn order_amount_sql_compares_minor_units_per_currency() {
    let q = parse("order_amount_from=10.5&order_amount_to=20&payment_state=paid").unwrap();
    assert!(ORDERS.def.check(&q).is_ok());
    let (sql, values) = seller_query(&q, &ORDERS, seller(7));
    assert_eq!(
        sql,
        format!(
            "WHERE seller_id = ?1 AND payment_state = ?2 AND {} \
             ORDER BY created_at DESC, id DESC LIMIT ?9 OFFSET ?10",
            amount_sql(3, &[">=", "<="])
        )
    );
    assert_eq!(
        values,
        vec![
            SqlValue::Int(7),
            SqlValue::Text("paid".into()),
            // from 10.5 to 20: JPY 11 to 20, BHD 10.500 to 20.000, EUR
            // 10.50 to 20.00
            SqlValue::Int(11),
            SqlValue::Int(20),
            SqlValue::Int(10_500),
            SqlValue::Int(20_000),
            SqlValue::Int(1050),
            SqlValue::Int(2000),
            SqlValue::Int(21),
            SqlValue::Int(0),
        ]
    );
    // One side alone; the count query has the same condition.
    let q = parse("order_amount_to=0.001").unwrap();
    let (sql, values) = seller_count(&q, &ORDERS, seller(7));
    assert_eq!(
        sql,
        format!("WHERE seller_id = ?1 AND {}", amount_sql(2, &["<="]))
    );
    assert_eq!(
        values,
        vec![
            SqlValue::Int(7),
            SqlValue::Int(0),
            SqlValue::Int(1),
            SqlValue::Int(0)
        ]
    );
    // Every value is an integer: no decimal text reaches the SQL.
    let q = parse("order_amount_from=0&order_amount_to=99999999999999999999.999").unwrap();
    let (_, values) = where_clause(&q, &ORDERS);
    assert!(values.iter().all(|v| matches!(v, SqlValue::Int(_))));
    assert_eq!(values[1], SqlValue::Int(i64::MAX));
    // `amount` (a rate's amount in spec section 3) is no list's key.
    assert_eq!(
        problems("amount_from=1"),
        vec![("amount_from".to_owned(), UNKNOWN_FILTER)]
    );
}

#[test]
fn amount_filters_set_by_hand_never_compare_text() {
    let amount = |s: &str| Scalar::Amount(s.parse().unwrap());
    let sql_of = |value: FilterValue| {
        let q = ListQuery::default().with_filter(FilterKey::OrderAmount, Some(value));
        let (sql, values) = count_clause(&q, &ORDERS);
        (sql, values)
    };
    // One amount: totals equal to it.
    let (sql, values) = sql_of(FilterValue::One(amount("5.25")));
    assert_eq!(
        sql,
        format!("WHERE seller_id = ?1 AND {}", amount_sql(2, &[">=", "<="]))
    );
    assert_eq!(
        values,
        [6, 5, 5250, 5250, 525, 525].map(SqlValue::Int).to_vec()
    );
    // Whole numbers are amounts too.
    let (_, values) = sql_of(FilterValue::Range {
        from: Some(Scalar::Int(3)),
        to: None,
    });
    assert_eq!(values, [3, 3000, 300].map(SqlValue::Int).to_vec());
    // Anything else matches nothing, with nothing bound.
    for value in [
        FilterValue::Many(vec![amount("1"), amount("2")]),
        FilterValue::Relative(RelativePeriod::last(7)),
        FilterValue::Range {
            from: Some(text("1.00")),
            to: None,
        },
    ] {
        assert_eq!(
            sql_of(value),
            ("WHERE seller_id = ?1 AND 0".to_owned(), vec![])
        );
    }
}

#[test]
fn minor_bounds_round_inwards() {
    let check = |amount: &str, exponent: u32, from: i64, to: i64| {
        let a: Decimal = amount.parse().unwrap();
        assert_eq!(
            (
                minor_bound(a, exponent, Side::From),
                minor_bound(a, exponent, Side::To)
            ),
            (from, to),
            "{amount} at {exponent} decimals"
        );
    };
    check("0", 2, 0, 0);
    check("0.00", 0, 0, 0);
    check("10.50", 2, 1050, 1050);
    check("10.505", 2, 1051, 1050);
    check("10.5", 0, 11, 10);
    check("10.5", 3, 10_500, 10_500);
    check("1.2345", 3, 1235, 1234);
    check("0.0001", 3, 1, 0);
    check("0.0000000000000000000000000001", 0, 1, 0);
    check("49", 2, 4900, 4900);
    check("1000000000", 3, 1_000_000_000_000, 1_000_000_000_000);
    check("9223372036854775807", 0, i64::MAX, i64::MAX);
    check("9223372036854775808", 0, i64::MAX, i64::MAX);
    check("79228162514264337593543950335", 3, i64::MAX, i64::MAX);
    check("-1.5", 0, -1, -2);
    assert_eq!(
        exponent_groups()
            .iter()
            .map(|(e, _)| *e)
            .collect::<Vec<_>>(),
        vec![0, 3, 2]
    );
}

#[test]
fn shop_list_keeps_its_fixed_conditions_and_counts_without_paging() {
    let q = parse("page=2&per=10&form=course&query=ab").unwrap();
    let (sql, values) = seller_query(&q, &SHOP_PRODUCTS, seller(7));
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 AND published = 1 AND archived = 0 AND access_password IS NULL \
         AND form = ?2 AND \
         (instr(lower(name), ?3) > 0) ORDER BY created_at DESC, id DESC LIMIT ?4 OFFSET ?5"
    );
    assert_eq!(values[0], SqlValue::Int(7));
    assert_eq!(values[3], SqlValue::Int(11));
    assert_eq!(values[4], SqlValue::Int(10));
    let (sql, values) = seller_count(&q, &SHOP_PRODUCTS, seller(7));
    assert_eq!(
        sql,
        "WHERE seller_id = ?1 AND published = 1 AND archived = 0 AND access_password IS NULL \
         AND form = ?2 AND \
         (instr(lower(name), ?3) > 0)"
    );
    assert_eq!(values.len(), 3);
}

proptest! {
    /// The rounding rule is exact: a total in minor units passes a
    /// bound exactly when the total as a decimal does.
    #[test]
    fn minor_bounds_match_decimal_comparison(
        minor in 0..2_000_000_000_000i64,
        exponent in prop::sample::select(vec![0u32, 2, 3]),
        bound in 0..2_000_000_000_000_000i64,
        bound_scale in 0..=6u32,
    ) {
        let total = Decimal::new(minor, exponent);
        let amount = Decimal::new(bound, bound_scale);
        prop_assert_eq!(
            minor >= minor_bound(amount, exponent, Side::From),
            total >= amount
        );
        prop_assert_eq!(
            minor <= minor_bound(amount, exponent, Side::To),
            total <= amount
        );
    }
}

// ---- keyset paging (issue 15) ----

fn cursor_of(list: &ListSql, sort: &str, dir: SortDir, id: i64, value: KeyValue) -> String {
    Cursor {
        list: list.def.name.to_owned(),
        sort: sort.to_owned(),
        dir,
        id,
        value,
    }
    .encode()
}

fn page_sql(list: &ListSql, q: &str) -> (String, Vec<SqlValue>) {
    let q = parse(q).unwrap();
    list.def.check(&q).unwrap();
    list.page_sql("id", &q, seller(7))
}

#[test]
fn a_page_after_a_cursor_seeks_each_segment_past_its_row() {
    let value = KeyValue::Text("2026-05-01".into());
    let c = cursor_of(&ORDERS, "created_at", SortDir::Desc, 40, value.clone());
    let (sql, values) = page_sql(&ORDERS, &format!("page=3&after={c}"));
    // the rest of the cursor's value, then the values below it, merged in order
    assert_eq!(
        sql,
        "SELECT * FROM (SELECT id, created_at AS list_sort_value, id AS list_row_id, 0 AS list_segment \
         FROM orders WHERE seller_id = ?1 AND (created_at = ?2 AND id < ?3) \
         ORDER BY created_at DESC, id DESC LIMIT ?4) \
         UNION ALL SELECT * FROM (SELECT id, created_at AS list_sort_value, id AS list_row_id, 1 AS list_segment \
         FROM orders WHERE seller_id = ?1 AND (created_at < ?2) \
         ORDER BY created_at DESC, id DESC LIMIT ?4) \
         ORDER BY list_segment, list_sort_value DESC, list_row_id DESC LIMIT ?4"
    );
    // nothing skipped, whatever the page number: no offset
    assert_eq!(
        values,
        vec![
            SqlValue::Int(7),
            SqlValue::Text("2026-05-01".into()),
            SqlValue::Int(40),
            SqlValue::Int(21),
        ]
    );
    // before: read against the sort (the caller turns the rows around)
    let (sql, _) = page_sql(&ORDERS, &format!("page=3&before={c}"));
    assert!(
        sql.contains("(created_at = ?2 AND id > ?3) ORDER BY created_at ASC, id ASC LIMIT ?4"),
        "{sql}"
    );
    assert!(
        sql.contains("(created_at > ?2) ORDER BY created_at ASC, id ASC LIMIT ?4"),
        "{sql}"
    );
    assert!(
        sql.ends_with("ORDER BY list_segment, list_sort_value ASC, list_row_id ASC LIMIT ?4"),
        "{sql}"
    );
    // the id sort is one range on the id, one select
    let c = cursor_of(&ORDERS, "id", SortDir::Asc, 40, KeyValue::Int(40));
    let (sql, values) = page_sql(&ORDERS, &format!("sort=id&after={c}"));
    assert_eq!(
        sql,
        "SELECT id, id AS list_sort_value, id AS list_row_id FROM orders \
         WHERE seller_id = ?1 AND (id > ?2) ORDER BY id ASC LIMIT ?3"
    );
    assert_eq!(
        values,
        vec![SqlValue::Int(7), SqlValue::Int(40), SqlValue::Int(21)]
    );
    // without a cursor: by offset
    let (sql, values) = page_sql(&ORDERS, "page=3");
    assert!(
        sql.ends_with("ORDER BY created_at DESC, id DESC LIMIT ?2 OFFSET ?3"),
        "{sql}"
    );
    assert_eq!(
        values,
        vec![SqlValue::Int(7), SqlValue::Int(21), SqlValue::Int(40)]
    );
}

/// The segments of a page past `cursor`, each as `condition | order`.
fn segments(list: &ListSql, q: &str) -> Vec<String> {
    let (sql, _) = page_sql(list, q);
    sql.split("SELECT ")
        .filter(|part| part.contains("WHERE"))
        .map(|part| {
            let at = part.find("seller_id = ?1").unwrap() + 14;
            let order = part.find(" ORDER BY ").unwrap();
            let end = part[order..].find(" LIMIT").unwrap() + order;
            format!(
                "{} |{}",
                part[at..order].trim_start_matches(" AND "),
                &part[order + 9..end]
            )
        })
        .collect()
}

#[test]
fn a_nullable_sort_pages_on_into_the_nulls() {
    let paid = KeyValue::Text("2026-05-01".into());
    let desc = cursor_of(&ORDERS, "paid_at", SortDir::Desc, 9, paid.clone());
    // descending: the rest of the value, below it, then the nulls (lowest, so last)
    assert_eq!(
        segments(&ORDERS, &format!("sort=paid_at&dir=desc&after={desc}")),
        vec![
            "(paid_at = ?2 AND id < ?3) | paid_at DESC, id DESC",
            "(paid_at < ?2) | paid_at DESC, id DESC",
            "(paid_at IS NULL) | paid_at DESC, id DESC",
        ]
    );
    let null_desc = cursor_of(&ORDERS, "paid_at", SortDir::Desc, 9, KeyValue::Null);
    assert_eq!(
        segments(&ORDERS, &format!("sort=paid_at&dir=desc&after={null_desc}")),
        vec!["(paid_at IS NULL AND id < ?2) | paid_at DESC, id DESC"]
    );
    // ascending: the rest of the nulls first, then every value
    let null_asc = cursor_of(&ORDERS, "paid_at", SortDir::Asc, 9, KeyValue::Null);
    assert_eq!(
        segments(&ORDERS, &format!("sort=paid_at&dir=asc&after={null_asc}")),
        vec![
            "(paid_at IS NULL AND id > ?2) | paid_at ASC, id ASC",
            "(paid_at IS NOT NULL) | paid_at ASC, id ASC",
        ]
    );
    let asc = cursor_of(&ORDERS, "paid_at", SortDir::Asc, 9, paid);
    assert_eq!(
        segments(&ORDERS, &format!("sort=paid_at&dir=asc&after={asc}")),
        vec![
            "(paid_at = ?2 AND id > ?3) | paid_at ASC, id ASC",
            "(paid_at > ?2) | paid_at ASC, id ASC"
        ]
    );
    // before a value, ascending: read descending, so the nulls come last
    assert_eq!(
        segments(&ORDERS, &format!("sort=paid_at&dir=asc&before={asc}")),
        vec![
            "(paid_at = ?2 AND id < ?3) | paid_at DESC, id DESC",
            "(paid_at < ?2) | paid_at DESC, id DESC",
            "(paid_at IS NULL) | paid_at DESC, id DESC",
        ]
    );
    // a column that is never null has no null segment
    let state = cursor_of(
        &ORDERS,
        "payment_state",
        SortDir::Desc,
        9,
        KeyValue::Text("paid".into()),
    );
    assert_eq!(
        segments(
            &ORDERS,
            &format!("sort=payment_state&dir=desc&after={state}")
        )
        .len(),
        2
    );
}

#[test]
fn a_cursor_keeps_the_filters_and_the_search_driven_order() {
    let c = cursor_of(
        &ORDERS,
        "created_at",
        SortDir::Desc,
        3,
        KeyValue::Text("x".into()),
    );
    let (sql, values) = page_sql(&ORDERS, &format!("query=ann&payment_state=paid&after={c}"));
    assert!(
        sql.contains("WHERE seller_id = ?1 AND payment_state = ?2 AND (payer_email >= ?3 AND payer_email < ?4 OR token = ?5) AND (created_at = ?6 AND id < ?7) ORDER BY +created_at DESC, +id DESC LIMIT ?8)"),
        "{sql}"
    );
    // every value bound once, reused by each segment
    assert_eq!(values.len(), 8);
    // the count never pages: the cursor is no condition of it
    let q = parse(&format!("payment_state=paid&after={c}&counts=true")).unwrap();
    let (sql, values) = ORDERS.capped_count("orders", &q, seller(7));
    assert_eq!(
        sql,
        "SELECT count(*) AS total FROM (SELECT 1 FROM orders WHERE seller_id = ?1 AND payment_state = ?2 LIMIT ?3)"
    );
    assert_eq!(values.len(), 3);
}

#[test]
fn every_list_pages_by_cursor_on_every_sort_and_direction() {
    for list in ALL {
        for (key, _) in list.sorts {
            for dir in [SortDir::Asc, SortDir::Desc] {
                for value in [KeyValue::Null, KeyValue::Int(5), KeyValue::Text("m".into())] {
                    for seek in ["after", "before"] {
                        let c = cursor_of(list, key, dir, 11, value.clone());
                        let q = format!("sort={key}&dir={}&{seek}={c}", dir.as_str());
                        let q = parse(&q).unwrap();
                        assert!(list.def.check(&q).is_ok(), "{} {key}", list.def.name);
                        let (sql, values) = list.page_sql("id", &q, seller(1));
                        // every placeholder has its value, and no value is left over
                        let used = (1..=values.len()).all(|n| sql.contains(&format!("?{n}")));
                        assert!(
                            used && !sql.contains(&format!("?{}", values.len() + 1)),
                            "{sql}"
                        );
                        assert!(sql.contains(" AND ("), "{sql}");
                        assert!(!sql.contains("OFFSET"), "{sql}");
                    }
                }
            }
        }
    }
}
