//! What one list offers: its filter keys, sort keys, default sort and
//! whether it searches. The words only: which column or condition each key
//! stands for is the edge's business (`edge/src/repo/lists/`), so no SQL
//! name reaches the browser build.

use super::query::{FilterKey, INVALID_FILTER_VALUE, ListQuery, SortDir, UNKNOWN_FILTER};
use crate::problem::{Problem, Problems};

/// One list's offer, named by its [`ListDef::name`].
#[derive(Debug, Clone, Copy)]
pub struct ListDef {
    /// The list's name (`orders`, `shop_products`, ...), as a
    /// [`super::ListRequest`] names it.
    pub name: &'static str,
    /// The filters the list offers.
    pub filters: &'static [FilterKey],
    /// The sort keys the list offers.
    pub sorts: &'static [&'static str],
    /// The sort used when none is asked for.
    pub default_sort: (&'static str, SortDir),
    /// Whether the list takes a search text (`query=`).
    pub searchable: bool,
}

impl ListDef {
    /// Whether the list offers the filter `key`.
    pub fn offers_filter(&self, key: FilterKey) -> bool {
        self.filters.contains(&key)
    }

    /// Whether the list sorts on `key`.
    pub fn offers_sort(&self, key: &str) -> bool {
        self.sorts.contains(&key)
    }

    /// Problems for anything the query asks that this list does not offer:
    /// `unknown_filter` under the filter's parameter (or `sort`, `query`).
    /// The edge refuses a list's query with it (422) before compiling it to
    /// SQL, and [`super::ListRequest::run`] with it when the request names
    /// the list, so the browser gives the same answer before asking.
    pub fn check(&self, query: &ListQuery) -> Result<(), Vec<Problem>> {
        let mut problems = Problems::default();
        if let Some(sort) = &query.sort
            && !self.offers_sort(&sort.key)
        {
            problems.push("sort", UNKNOWN_FILTER);
        }
        if query.query.is_some() && !self.searchable {
            problems.push("query", UNKNOWN_FILTER);
        }
        // A cursor is a position in this list under the sort asked for:
        // one of another list or sort would seek on the wrong column.
        if let Some((seek, cursor)) = &query.seek {
            let (sort, dir) = query.sort_or(self.default_sort);
            if cursor.list != self.name || cursor.sort != sort || cursor.dir != dir {
                problems.push(seek.param(), INVALID_FILTER_VALUE);
            }
        }
        for key in query.filters.keys() {
            if !self.offers_filter(*key) {
                problems.push(key.name(), UNKNOWN_FILTER);
            }
        }
        problems.into_result(())
    }
}
