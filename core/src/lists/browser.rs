//! The browser's face of the list engine: [`list_json`] applies one change
//! of a list screen to its query string, by the rules the edge reads it with.

use serde::{Deserialize, Serialize};

use super::cursor::Cursor;
use super::cursor::is_sort_key;
use super::def::ListDef;
use super::query::{INVALID_FILTER_VALUE, ListQuery, ListScope};
use crate::problem::Problem;

#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ListRequest {
    /// The current query string, with or without `?`.
    #[serde(default)]
    pub query: String,
    /// Admins may also choose [`super::ADMIN_PAGE_SIZE`].
    #[serde(default)]
    pub admin: bool,
    /// The current year (the year filter accepts 2021 to the next one).
    #[cfg_attr(feature = "ts", ts(type = "number"))]
    pub current_year: i16,
    /// The list's total row count when known: the page is clamped to it.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "number | null"))]
    pub total: Option<u64>,
    /// The change to make.
    #[serde(default)]
    pub action: Option<ListAction>,
    /// The list's [`ListDef::name`] (`orders`, `products`, ...). When
    /// given, the query after the change is also checked against that
    /// list's spec ([`ListDef::check`], as the edge does): a sort, filter
    /// or search the list does not offer is refused. An unknown name is
    /// `invalid_input` under `list`. None: any list's query.
    #[serde(default)]
    #[cfg_attr(feature = "ts", ts(type = "string | null"))]
    pub list: Option<String>,
}

/// One change to a list query, each following the paging rules of spec
/// section 4.
#[derive(Debug, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum ListAction {
    /// Go to a page by its number (below 1 becomes 1, above the last the
    /// last): offset paging, any cursor dropped.
    Page(u32),
    /// The next page: the rows after the cursor the list answered as `next`.
    Next(String),
    /// The previous page: the rows before the cursor the list answered as
    /// `prev` (page 1 is the first page, without a cursor).
    Previous(String),
    /// A new page size: back to page 1.
    Per(u32),
    /// A column header was clicked: same key flips, a new key sorts ascending.
    Sort(String),
    /// The filter form was applied: its parameters (`form=course&created_from=…`)
    /// replace every filter; back to page 1.
    Filters(String),
    /// New search text (empty clears it): back to page 1.
    Search(String),
}

/// The answer of [`list_json`]: the query after the change, in canonical form.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub struct ListState {
    pub query_string: String,
    pub page: u32,
    pub per: u32,
    pub sort_key: Option<String>,
    /// `asc` or `desc` when sorted.
    pub sort_dir: Option<&'static str>,
    /// The last page, when the total was given.
    pub last_page: Option<u32>,
}

impl ListRequest {
    fn scope(&self) -> ListScope {
        ListScope {
            admin: self.admin,
            current_year: self.current_year,
        }
    }

    /// Applies the action to the parsed query; every problem at once.
    pub fn run(&self) -> Result<ListState, Vec<Problem>> {
        let scope = self.scope();
        let spec = match &self.list {
            None => None,
            Some(name) => Some(
                ListDef::named(name).ok_or_else(|| vec![Problem::new("list", "invalid_input")])?,
            ),
        };
        let query = ListQuery::parse(&self.query, scope)?;
        let query = match &self.action {
            None => query,
            Some(ListAction::Page(page)) => query.with_page(*page),
            Some(ListAction::Next(text)) => query.next_page(
                Cursor::decode(text)
                    .ok_or_else(|| vec![Problem::new("after", INVALID_FILTER_VALUE)])?,
            ),
            Some(ListAction::Previous(text)) => query.previous_page(
                Cursor::decode(text)
                    .ok_or_else(|| vec![Problem::new("before", INVALID_FILTER_VALUE)])?,
            ),
            Some(ListAction::Per(per)) => query.with_per_page(*per, scope).map_err(|p| vec![p])?,
            Some(ListAction::Sort(key)) => {
                if !is_sort_key(key) {
                    return Err(vec![Problem::new("sort", INVALID_FILTER_VALUE)]);
                }
                query.toggle_sort(key)
            }
            Some(ListAction::Filters(params)) => {
                let chosen = ListQuery::parse(params, scope)?;
                ListQuery {
                    filters: chosen.filters,
                    page: 1,
                    seek: None,
                    ..query
                }
            }
            Some(ListAction::Search(text)) => query.with_query(Some(text.trim().to_owned())),
        };
        let query = match self.total {
            Some(total) => query.clamp_page(total),
            None => query,
        };
        if let Some(spec) = spec {
            spec.check(&query)?;
        }
        Ok(ListState {
            query_string: query.to_query_string(),
            page: query.page,
            per: query.per,
            sort_key: query.sort.as_ref().map(|s| s.key.clone()),
            sort_dir: query.sort.as_ref().map(|s| s.dir.as_str()),
            last_page: self.total.map(|t| query.last_page(t)),
        })
    }
}

/// The answer of [`list_json`]: `{"ok": ListState}` or `{"problems": [...]}`.
#[derive(Debug, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(export))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case")]
pub enum ListAnswer {
    Ok(ListState),
    Problems(Vec<Problem>),
}

/// [`ListRequest::run`] as JSON text in and out, for the browser and the
/// parity test.
pub fn list_json(request: &str) -> String {
    let answer = match serde_json::from_str::<ListRequest>(request) {
        Err(_) => ListAnswer::Problems(vec![Problem::new("", "invalid_input")]),
        Ok(req) => match req.run() {
            Ok(state) => ListAnswer::Ok(state),
            Err(problems) => ListAnswer::Problems(problems),
        },
    };
    serde_json::to_string(&answer).unwrap_or_default()
}
