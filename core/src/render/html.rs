//! The escaping writer: the only way text reaches a page. Markup comes from
//! string literals ([`Html::raw`] takes `&'static str`), every other text is
//! escaped (`&<>"'`), URLs are checked by [`safe_url`], numbers are written
//! as numbers. JSON for attributes and scripts is written canonically
//! (object keys sorted) by [`json`].

use serde_json::Value;

use crate::validation::contains_script;

/// An HTML document being written.
#[derive(Debug, Default)]
pub struct Html {
    out: String,
}

/// Escapes `&<>"'` of `text` onto `out`.
pub fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Control characters other than tab and line ends are dropped.
            c if c.is_control() && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
}

/// `text` escaped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    escape_into(&mut out, text);
    out
}

/// The URL if a page may link to it: `http://`, `https://`, `mailto:`
/// (any case), a path `/...` or a fragment `#...`, with no blank or control
/// character inside and no script (`validation::contains_script`); `None`
/// for anything else (`javascript:`, `data:`, relative words).
pub fn safe_url(url: &str) -> Option<&str> {
    let url = url.trim();
    if url.is_empty() || url.chars().any(|c| c.is_whitespace() || c.is_control()) {
        return None;
    }
    let lower = url.to_ascii_lowercase();
    let allowed = ["http://", "https://", "mailto:", "/", "#"]
        .iter()
        .any(|p| lower.starts_with(p));
    (allowed && !contains_script(url) && !lower.contains('\\')).then_some(url)
}

impl Html {
    pub fn new() -> Self {
        Html::default()
    }

    /// Markup from the code itself.
    pub fn raw(&mut self, markup: &'static str) -> &mut Self {
        self.out.push_str(markup);
        self
    }

    /// Text, escaped.
    pub fn text(&mut self, text: &str) -> &mut Self {
        escape_into(&mut self.out, text);
        self
    }

    /// A number.
    pub fn num(&mut self, n: impl Into<i128>) -> &mut Self {
        self.out.push_str(&n.into().to_string());
        self
    }

    /// ` name="value"`, the value escaped.
    pub fn attr(&mut self, name: &'static str, value: &str) -> &mut Self {
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        escape_into(&mut self.out, value);
        self.out.push('"');
        self
    }

    /// ` name="n"`.
    pub fn attr_num(&mut self, name: &'static str, n: impl Into<i128>) -> &mut Self {
        self.out.push(' ');
        self.out.push_str(name);
        self.out.push_str("=\"");
        self.out.push_str(&n.into().to_string());
        self.out.push('"');
        self
    }

    /// ` name="url"` when the URL is safe; nothing (and `false`) otherwise.
    pub fn url_attr(&mut self, name: &'static str, url: &str) -> bool {
        match safe_url(url) {
            Some(u) => {
                self.attr(name, u);
                true
            }
            None => false,
        }
    }

    /// Another writer's output (itself written through these methods).
    pub fn append(&mut self, other: &Html) -> &mut Self {
        self.out.push_str(&other.out);
        self
    }

    /// CSS from [`crate::render::style`] (numbers, keywords and checked
    /// colours only); a `<` never occurs in it, so it cannot end the
    /// `<style>` element.
    pub(crate) fn css(&mut self, css: &str) -> &mut Self {
        for c in css.chars() {
            if c != '<' {
                self.out.push(c);
            }
        }
        self
    }

    /// JSON inside a `<script type="application/json|ld+json">`: `<`, `>`
    /// and `&` as `\u003c`, `\u003e`, `\u0026`, so no text can end the
    /// element.
    pub fn script_json(&mut self, value: &Value) -> &mut Self {
        // A quote inside a string (`\"`) becomes `\u0022` too: no seller
        // text reads like an attribute anywhere in the page.
        let text = json(value);
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            match c {
                '<' => self.out.push_str("\\u003c"),
                '>' => self.out.push_str("\\u003e"),
                '&' => self.out.push_str("\\u0026"),
                '\\' => match chars.next() {
                    Some('"') => self.out.push_str("\\u0022"),
                    Some(next) => {
                        self.out.push('\\');
                        self.out.push(next);
                    }
                    None => self.out.push('\\'),
                },
                c => self.out.push(c),
            }
        }
        self
    }

    pub fn is_empty(&self) -> bool {
        self.out.is_empty()
    }

    pub fn finish(self) -> String {
        self.out
    }
}

/// `value` as JSON text with every object's keys in sorted order: the same
/// text whatever order the input's keys came in.
pub fn json(value: &Value) -> String {
    let mut out = String::new();
    write_json(&mut out, value);
    out
}

fn write_json(out: &mut String, value: &Value) {
    match value {
        Value::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_json(out, item);
            }
            out.push(']');
        }
        Value::Object(map) => {
            let mut keys: Vec<&String> = map.keys().collect();
            keys.sort();
            out.push('{');
            for (i, key) in keys.into_iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(&Value::String(key.clone()).to_string());
                out.push(':');
                if let Some(v) = map.get(key) {
                    write_json(out, v);
                }
            }
            out.push('}');
        }
        scalar => out.push_str(&scalar.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn text_and_attributes_are_escaped() {
        let mut h = Html::new();
        h.raw("<p")
            .attr("title", "a\"b'c<d>&")
            .raw(">")
            .text("<script>alert(1)</script>")
            .raw("</p>");
        assert_eq!(
            h.finish(),
            "<p title=\"a&quot;b&#39;c&lt;d&gt;&amp;\">&lt;script&gt;alert(1)&lt;/script&gt;</p>"
        );
    }

    #[test]
    fn only_safe_urls_pass() {
        for ok in [
            "https://example.com/a?b=c",
            "http://x.y",
            "mailto:a@b.c",
            "/s/anna",
            "#top",
            "HTTPS://X.Y",
        ] {
            assert_eq!(safe_url(ok), Some(ok), "{ok}");
        }
        for bad in [
            "javascript:alert(1)",
            " JavaScript:alert(1)",
            "java\tscript:alert(1)",
            "data:text/html,<script>",
            "vbscript:x",
            "anna",
            "ftp://x",
            "https://x.y/a b",
            "/\\evil.example",
            "",
        ] {
            assert_eq!(safe_url(bad), None, "{bad}");
        }
        let mut h = Html::new();
        assert!(!h.url_attr("href", "javascript:alert(1)"));
        assert!(h.is_empty());
    }

    #[test]
    fn json_is_canonical_and_inert_in_a_script() {
        let a: Value =
            serde_json::from_str(r#"{"b":1,"a":{"y":"</script>","x":[1,"&"]}}"#).unwrap();
        let b: Value =
            serde_json::from_str(r#"{"a":{"x":[1,"&"],"y":"</script>"},"b":1}"#).unwrap();
        assert_eq!(json(&a), json(&b));
        assert_eq!(json(&a), r#"{"a":{"x":[1,"&"],"y":"</script>"},"b":1}"#);
        let mut h = Html::new();
        let tricky = json!({"t": "</script><b>&\"x\\\"y\\"});
        h.script_json(&tricky);
        let text = h.finish();
        assert_eq!(
            text,
            r#"{"t":"\u003c/script\u003e\u003cb\u003e\u0026\u0022x\\\u0022y\\"}"#
        );
        assert!(!text.contains("\"x"));
        assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), tricky);
    }

    #[test]
    fn css_cannot_close_the_style_element() {
        let mut h = Html::new();
        h.css("a{color:red}</style><script>");
        assert!(!h.finish().contains('<'));
    }
}
