//! A page's body and style as the web app shows them inside its own
//! document (issue 19: the thank-you page a seller built, for a buyer with
//! script), in a shadow root: the page's own rules move to the shadow host,
//! and the document's landmarks give way to the app's (one `main`, no
//! second skip link). Everything else is core's page byte for byte.

/// A page's stylesheet for a shadow root that holds its body (the web
/// app's thank-you page, issue 19): the rules of the document itself
/// (`:root`, `html`, `body`: the theme's variables, the base text) apply
/// to the shadow host and to the `sw-body` element that stands for the
/// body, which does not fill the screen there.
pub fn shadow_style(css: &str) -> String {
    let mut out = String::with_capacity(css.len() + 32);
    let mut rest = css;
    let mut at_rule_start = true;
    while !rest.is_empty() {
        if at_rule_start {
            let swapped = [
                (":root{", ":host{"),
                ("html{", ":host{"),
                ("body{", ".sw-body{"),
            ]
            .into_iter()
            .find(|(from, _)| rest.starts_with(from));
            if let Some((after, to)) =
                swapped.and_then(|(from, to)| Some((rest.strip_prefix(from)?, to)))
            {
                out.push_str(to);
                rest = after;
                at_rule_start = false;
                continue;
            }
        }
        let mut chars = rest.chars();
        let Some(c) = chars.next() else { break };
        out.push(c);
        rest = chars.as_str();
        at_rule_start = c == '}' || c == '{';
    }
    out.push_str(".sw-body{min-height:0}");
    out
}

/// The inside of a page's `<body>` (scripts already left out) for the
/// element of class `sw-body` in a shadow root: without the skip link and
/// with its `main` as a `div` (the app's document has both).
pub fn embedded_body(body: &str) -> String {
    let rest = match body.strip_prefix("<a class=\"sw-skip\" href=\"#main\">") {
        Some(after) => after.split_once("</a>").map_or(after, |(_, r)| r),
        None => body,
    };
    rest.replacen("<main id=\"main\">", "<div class=\"sw-main\">", 1)
        .replacen("</main>", "</div>", 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{Theme, style};

    #[test]
    fn the_document_rules_move_to_the_shadow_host_and_nothing_else_changes() {
        let css = ":root{--sw-accent:#123}html{--sw-border:red}body{margin:0;min-height:100vh}\
                   .sw-card__body{padding:20px}a{color:var(--sw-accent)}";
        assert_eq!(
            shadow_style(css),
            ":host{--sw-accent:#123}:host{--sw-border:red}.sw-body{margin:0;min-height:100vh}\
             .sw-card__body{padding:20px}a{color:var(--sw-accent)}.sw-body{min-height:0}"
        );
        // a theme's text cannot fake a rule start (it is checked before)
        let page = format!("{}{}", style::theme_vars(&Theme::default()), style::BASE);
        let shadow = shadow_style(&page);
        for document_rule in [":root{", "}html{", "}body{"] {
            assert!(!shadow.contains(document_rule), "{document_rule}");
        }
        assert!(shadow.starts_with(":host{--sw-accent:"));
    }

    #[test]
    fn the_body_loses_its_skip_link_and_main_landmark_only() {
        assert_eq!(
            embedded_body(
                "<a class=\"sw-skip\" href=\"#main\">Skip</a><main id=\"main\"><h1>Hi</h1><p>main</p></main><footer></footer>"
            ),
            "<div class=\"sw-main\"><h1>Hi</h1><p>main</p></div><footer></footer>"
        );
        assert_eq!(embedded_body("<p>plain</p>"), "<p>plain</p>");
    }
}
