//! Keyset paging (issue 15): a page reached by "next" or "previous" starts
//! after (or ends before) the row a cursor names, instead of skipping rows
//! by offset, so a deep page reads what a first page reads.
//!
//! A [`Cursor`] holds the list's name, its sort key and direction, and the
//! sort value and id of one row (the last row of a page for `after=`, the
//! first for `before=`). It travels as opaque text: base64url (no padding)
//! of `v1~{list}~{sort}~{a|d}~{id}~{value}`, the value last (it is the only
//! part that may hold `~`): `n` for none (a null sort column), `i{int}` or
//! `s{text}`.
//!
//! Decisions:
//! - A cursor is validated, not trusted: text that does not decode to that
//!   shape is `invalid_filter_value` under `after` / `before`, and so is a
//!   cursor of another list or sort ([`super::ListDef::check`]), since it
//!   would seek on the wrong column. It is not signed: it only names a
//!   position in the seller's own rows, and the edge binds every part of it.
//! - Rows are ordered by the sort column, then the id, both in the sort's
//!   direction; a null sort value is the lowest (`SQLite`'s order), so rows
//!   with equal (or null) sort values are still visited exactly once.
//! - A cursor is at most [`MAX_CURSOR_CHARS`] characters.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

/// The longest cursor text accepted.
pub const MAX_CURSOR_CHARS: usize = 1024;

const VERSION: &str = "v1";

/// The sort value of the row a cursor names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyValue {
    /// The sort column is null on that row.
    Null,
    /// An integer (ids, counts, flags).
    Int(i64),
    /// Text (timestamps, states, names, codes).
    Text(String),
}

/// Which side of the cursor's row a page lies on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Seek {
    /// The rows after it (`after=`: the next page).
    After,
    /// The rows before it (`before=`: the previous page).
    Before,
}

impl Seek {
    /// The query parameter.
    pub fn param(self) -> &'static str {
        match self {
            Seek::After => "after",
            Seek::Before => "before",
        }
    }
}

/// A position in one list under one sort: the sort value and id of a row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cursor {
    /// The list's [`super::ListDef::name`].
    pub list: String,
    /// The sort key as the list names it.
    pub sort: String,
    /// The sort's direction.
    pub dir: SortDir,
    /// The row's id.
    pub id: i64,
    /// The row's value of the sort column.
    pub value: KeyValue,
}

impl Cursor {
    /// The opaque text of the cursor.
    pub fn encode(&self) -> String {
        let dir = match self.dir {
            SortDir::Asc => 'a',
            SortDir::Desc => 'd',
        };
        let value = match &self.value {
            KeyValue::Null => "n".to_owned(),
            KeyValue::Int(i) => format!("i{i}"),
            KeyValue::Text(t) => format!("s{t}"),
        };
        let plain = format!(
            "{VERSION}~{}~{}~{dir}~{}~{value}",
            self.list, self.sort, self.id
        );
        URL_SAFE_NO_PAD.encode(plain)
    }

    /// The cursor of an opaque text, or `None` when it is not one.
    pub fn decode(text: &str) -> Option<Cursor> {
        if text.is_empty() || text.len() > MAX_CURSOR_CHARS {
            return None;
        }
        let bytes = URL_SAFE_NO_PAD.decode(text).ok()?;
        let plain = String::from_utf8(bytes).ok()?;
        let mut parts = plain.splitn(6, '~');
        if parts.next()? != VERSION {
            return None;
        }
        let list = parts.next()?;
        let sort = parts.next()?;
        let dir = match parts.next()? {
            "a" => SortDir::Asc,
            "d" => SortDir::Desc,
            _ => return None,
        };
        let id = parts.next()?;
        let value = parts.next()?;
        if !is_sort_key(list) || !is_sort_key(sort) {
            return None;
        }
        if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let id: i64 = id.parse().ok().filter(|i| *i >= 1)?;
        let value = match value.split_at_checked(1)? {
            ("n", "") => KeyValue::Null,
            ("i", digits) => {
                let body = digits.strip_prefix('-').unwrap_or(digits);
                if body.is_empty() || !body.bytes().all(|b| b.is_ascii_digit()) {
                    return None;
                }
                KeyValue::Int(digits.parse().ok()?)
            }
            ("s", text) if !text.chars().any(char::is_control) => KeyValue::Text(text.to_owned()),
            _ => return None,
        };
        Some(Cursor {
            list: list.to_owned(),
            sort: sort.to_owned(),
            dir,
            id,
            value,
        })
    }
}

/// Sort direction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SortDir {
    /// Ascending.
    Asc,
    /// Descending.
    Desc,
}

impl SortDir {
    /// The query-string and SQL spelling, lowercase.
    pub fn as_str(self) -> &'static str {
        match self {
            SortDir::Asc => "asc",
            SortDir::Desc => "desc",
        }
    }

    /// The other direction.
    #[must_use]
    pub fn flipped(self) -> Self {
        match self {
            SortDir::Asc => SortDir::Desc,
            SortDir::Desc => SortDir::Asc,
        }
    }
}

/// A list's or a sort's key: 1 to 64 ASCII letters, digits or `_`.
pub(super) fn is_sort_key(key: &str) -> bool {
    !key.is_empty()
        && key.len() <= 64
        && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}
