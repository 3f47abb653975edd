//! CSS: the base stylesheet of every public page (the theme as custom
//! properties) and each block's style settings (spec sections 3 and 9).
//!
//! A style setting is a value or `{"desktop": v, "tablet": v, "phone": v}`
//! (any subset). Desktop applies above 991 px, tablet up to 991 px, phone
//! up to 575 px; a breakpoint without a value takes the next wider one's.
//! The CSS is desktop-first: the desktop rules, then
//! `@media (max-width:991px)` with what differs on a tablet, then
//! `@media (max-width:575px)` with what differs on a phone.
//!
//! Every declaration is written from a number, a keyword of a fixed list or
//! a colour that passed `validation::hex_color`; no seller text becomes CSS.
//!
//! Decisions where the spec is short: `width` is a percentage of the page's
//! column (capped at 100), `maxWidth` is in px; `horizontalAlignment` aligns
//! the block's content (and the column when narrower than the page);
//! `verticalAlignment` places the content in a block taller than it (the
//! banner); `transparency` is the background's, in percent; `size` is the
//! text size in px; `style` is `normal`, `bold`, `italic`, `boldItalic` or
//! `underline`; `font` is one of the brand weights `Light`, `Reg`,
//! `Medium`, `Black`.

use serde_json::{Map, Value};

use super::{Theme, ThemeFont};
use crate::validation;

/// The breakpoints' names, widest first.
pub const BREAKPOINTS: [&str; 3] = ["desktop", "tablet", "phone"];

/// The media queries of tablet and phone.
/// The largest corner radius of a shop's theme (px): the cabinet refuses a
/// larger one, and what is written here is capped at it.
pub const THEME_RADIUS_MAX: u32 = 40;

const MEDIA: [&str; 2] = ["@media (max-width:991px){", "@media (max-width:575px){"];

/// The value of a setting on breakpoint `bp` (0 desktop, 1 tablet, 2
/// phone): a plain value applies everywhere; of a per-breakpoint object the
/// breakpoint's own value, else the next wider one's.
pub fn at(value: Option<&Value>, bp: usize) -> Option<&Value> {
    match value? {
        Value::Object(map) => BREAKPOINTS
            .iter()
            .take(bp + 1)
            .rev()
            .find_map(|name| map.get(*name)),
        v => Some(v),
    }
}

/// A colour setting, if it is `#rgb` or `#rrggbb`; lower case.
pub fn color(value: Option<&Value>) -> Option<String> {
    let s = value?.as_str()?.trim();
    validation::hex_color(s).ok()?;
    Some(s.to_ascii_lowercase())
}

/// `#rgb`/`#rrggbb` as red, green, blue.
fn rgb(hex: &str) -> Option<(u8, u8, u8)> {
    let h = hex.strip_prefix('#')?;
    let digit = |i: usize| h.get(i..=i).and_then(|d| u8::from_str_radix(d, 16).ok());
    let pair = |i: usize| h.get(i..i + 2).and_then(|d| u8::from_str_radix(d, 16).ok());
    match h.len() {
        3 => Some((digit(0)? * 17, digit(1)? * 17, digit(2)? * 17)),
        6 => Some((pair(0)?, pair(2)?, pair(4)?)),
        _ => None,
    }
}

/// A whole number setting up to `max`. `40.0` reads as 40: a browser's
/// JSON has no integers, so both sides read the same number alike.
pub fn number(value: Option<&Value>, max: u64) -> Option<u64> {
    whole(value?).filter(|n| *n <= max)
}

/// A non-negative whole number, written as `40` or `40.0`.
pub fn whole(value: &Value) -> Option<u64> {
    value.as_u64().or_else(|| {
        let f = value.as_f64()?;
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        (f.fract() == 0.0 && (0.0..=1e15).contains(&f)).then_some(f as u64)
    })
}

/// One CSS declaration, written from checked parts only.
type Decl = (&'static str, String);

/// The stylesheet being written: the rules of every width, then those of
/// tablets and of phones, each in block order.
#[derive(Debug, Default)]
pub struct Css {
    desktop: String,
    media: [String; 2],
}

impl Css {
    /// A rule whose declarations may differ per breakpoint: the desktop's
    /// all, the tablet's and the phone's where they differ from the next
    /// wider breakpoint.
    pub(crate) fn rule(&mut self, selector: &str, decls: &[Vec<Decl>; 3]) {
        let [d, t, p] = decls;
        write_rule(&mut self.desktop, selector, d.iter());
        let [tablet, phone] = &mut self.media;
        write_rule(tablet, selector, t.iter().filter(|x| !d.contains(x)));
        write_rule(phone, selector, p.iter().filter(|x| !t.contains(x)));
    }

    /// A rule the same on every breakpoint.
    pub fn fixed(&mut self, selector: &str, decls: &[Decl]) {
        write_rule(&mut self.desktop, selector, decls.iter());
    }

    pub fn finish(self) -> String {
        let mut out = self.desktop;
        for (query, rules) in MEDIA.iter().zip(self.media) {
            if !rules.is_empty() {
                out.push_str(query);
                out.push_str(&rules);
                out.push('}');
            }
        }
        out
    }
}

fn write_rule<'a>(out: &mut String, selector: &str, decls: impl Iterator<Item = &'a Decl>) {
    let mut body = String::new();
    for (prop, value) in decls {
        if !body.is_empty() {
            body.push(';');
        }
        body.push_str(prop);
        body.push(':');
        body.push_str(value);
    }
    if !body.is_empty() {
        out.push_str(selector);
        out.push('{');
        out.push_str(&body);
        out.push('}');
    }
}

/// The background of a colour and a transparency in percent.
fn background(hex: &str, transparency: u64) -> String {
    match rgb(hex) {
        Some((r, g, b)) if transparency > 0 => {
            let alpha = 100 - transparency.min(100);
            format!("rgba({r},{g},{b},{}.{:02})", alpha / 100, alpha % 100)
        }
        _ => hex.to_owned(),
    }
}

/// The style settings every block shares, as the rules of `.sw-b{index}`
/// (the block) and `.sw-b{index}>.sw-in` (its content column).
pub fn block(css: &mut Css, index: usize, s: &Map<String, Value>) {
    let get = |key: &str, bp: usize| at(s.get(key), bp);
    let mut outer: [Vec<Decl>; 3] = Default::default();
    let mut inner: [Vec<Decl>; 3] = Default::default();
    let bg = color(s.get("backgroundColor"));
    let text_color = color(s.get("color"));
    for (bp, (out, inn)) in outer.iter_mut().zip(inner.iter_mut()).enumerate() {
        if let Some(bg) = &bg {
            let t = number(get("transparency", bp), 100).unwrap_or(0);
            out.push(("background-color", background(bg, t)));
        }
        let unit = match get("paddingUnits", bp).and_then(Value::as_str) {
            Some("%") => "%",
            _ => "px",
        };
        for (key, prop) in [
            ("paddingTop", "padding-top"),
            ("paddingRight", "padding-right"),
            ("paddingBottom", "padding-bottom"),
            ("paddingLeft", "padding-left"),
        ] {
            if let Some(n) = number(get(key, bp), crate::builder::MAX_VALUE) {
                out.push((prop, format!("{n}{unit}")));
            }
        }
        if let Some(v) = get("verticalAlignment", bp).and_then(Value::as_str) {
            let j = match v {
                "center" => "center",
                "bottom" => "flex-end",
                _ => "flex-start",
            };
            out.push(("justify-content", j.to_owned()));
        }
        if let Some(c) = &text_color {
            out.push(("color", c.clone()));
        }
        if let Some(n) = number(get("size", bp), crate::builder::MAX_VALUE).filter(|n| *n >= 8) {
            out.push(("font-size", format!("{n}px")));
        }
        match get("style", bp).and_then(Value::as_str) {
            Some("bold") => out.push(("font-weight", "700".into())),
            Some("italic") => out.push(("font-style", "italic".into())),
            Some("boldItalic") => {
                out.push(("font-weight", "700".into()));
                out.push(("font-style", "italic".into()));
            }
            Some("underline") => out.push(("text-decoration", "underline".into())),
            _ => {}
        }
        let weight = match get("font", bp).and_then(Value::as_str) {
            Some("Light") => Some("300"),
            Some("Reg") => Some("400"),
            Some("Medium") => Some("500"),
            Some("Black") => Some("900"),
            _ => None,
        };
        if let Some(w) = weight {
            out.push(("font-weight", w.to_owned()));
        }
        if let Some(n) = number(get("width", bp), crate::builder::MAX_WIDTH) {
            inn.push(("width", format!("{}%", n.min(100))));
        }
        if let Some(n) = number(get("maxWidth", bp), crate::builder::MAX_WIDTH) {
            inn.push(("max-width", format!("{n}px")));
        }
        if let Some(a) = get("horizontalAlignment", bp).and_then(Value::as_str) {
            let (align, left, right) = match a {
                "left" => ("left", "0", "auto"),
                "right" => ("right", "auto", "0"),
                _ => ("center", "auto", "auto"),
            };
            inn.push(("text-align", align.to_owned()));
            inn.push(("margin-left", left.to_owned()));
            inn.push(("margin-right", right.to_owned()));
        }
    }
    css.rule(&format!(".sw-b{index}"), &outer);
    css.rule(&format!(".sw-b{index}>.sw-in"), &inner);
}

/// A rule of `.sw-b{index}{suffix}` from one setting per breakpoint, e.g.
/// the gap's height.
pub fn per_breakpoint(
    css: &mut Css,
    index: usize,
    suffix: &str,
    value: Option<&Value>,
    max: u64,
    decl: impl Fn(u64) -> Vec<Decl>,
) {
    let decls: [Vec<Decl>; 3] =
        [0, 1, 2].map(|bp| number(at(value, bp), max).map(&decl).unwrap_or_default());
    css.rule(&format!(".sw-b{index}{suffix}"), &decls);
}

/// A theme colour, or the default theme's.
fn theme_color(value: &str, fallback: &str) -> String {
    color(Some(&Value::String(value.to_owned()))).unwrap_or_else(|| fallback.to_owned())
}

/// The custom properties of the theme, after the custom font's
/// `@font-face` rule when it has one.
pub fn theme_vars(theme: &Theme) -> String {
    let d = Theme::default();
    let font = match theme.font {
        ThemeFont::Sans => {
            "system-ui,-apple-system,\"Segoe UI\",Roboto,\"Helvetica Neue\",Arial,sans-serif"
        }
        ThemeFont::Serif => "\"Iowan Old Style\",\"Palatino Linotype\",Georgia,serif",
        ThemeFont::Rounded => "ui-rounded,\"SF Pro Rounded\",system-ui,sans-serif",
        ThemeFont::Mono => "ui-monospace,\"SFMono-Regular\",Menlo,Consolas,monospace",
    };
    let (face, families) = theme
        .custom_font
        .as_ref()
        .and_then(super::CustomFont::css)
        .unwrap_or_default();
    format!(
        "{face}:root{{--sw-accent:{};--sw-btn:{};--sw-btn-text:{};--sw-bg:{};--sw-surface:{};--sw-text:{};--sw-muted:{};--sw-radius:{}px;--sw-font:{families}{font}}}",
        theme_color(&theme.accent, &d.accent),
        theme_color(&theme.button, &d.button),
        theme_color(&theme.button_text, &d.button_text),
        theme_color(&theme.background, &d.background),
        theme_color(&theme.surface, &d.surface),
        theme_color(&theme.text, &d.text),
        theme_color(&theme.muted, &d.muted),
        theme.radius.min(THEME_RADIUS_MAX),
    )
}

/// The stylesheet every public page starts with.
pub const BASE: &str = concat!(
    "*,*::before,*::after{box-sizing:border-box}",
    "html{-webkit-text-size-adjust:100%;--sw-border:color-mix(in srgb,var(--sw-text) 14%,transparent);--sw-shadow:0 1px 2px rgba(16,24,40,.06),0 4px 16px rgba(16,24,40,.06)}",
    "body{margin:0;background:var(--sw-bg);color:var(--sw-text);font-family:var(--sw-font);font-size:16px;line-height:1.5;display:flex;flex-direction:column;min-height:100vh}",
    "main{flex:1}",
    "img,video{max-width:100%;height:auto;display:block}",
    "a{color:var(--sw-accent);text-underline-offset:2px}",
    ":focus-visible{outline:2px solid var(--sw-accent);outline-offset:2px}",
    "h1,h2,h3{line-height:1.2;margin:0 0 12px;overflow-wrap:anywhere}",
    "h1{font-size:40px;letter-spacing:-.01em}h2{font-size:28px}h3{font-size:18px}",
    "p{margin:0 0 12px}p:last-child{margin-bottom:0}",
    ".sw-vh{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}",
    ".sw-skip{position:absolute;left:8px;top:-48px;z-index:20;background:var(--sw-surface);padding:8px 12px;border-radius:8px}.sw-skip:focus{top:8px}",
    ".sw-block{display:flex;flex-direction:column;padding:40px 16px}",
    ".sw-in{width:100%;max-width:1120px;margin:0 auto}",
    ".sw-muted{color:var(--sw-muted)}",
    // buttons
    ".sw-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:10px 22px;border:2px solid var(--sw-btn);border-radius:var(--sw-radius);background:var(--sw-btn);color:var(--sw-btn-text);font:inherit;font-weight:600;line-height:1.2;text-decoration:none;text-align:center;cursor:pointer}",
    ".sw-btn--outlined{background:transparent;color:var(--sw-btn)}",
    ".sw-btn--block{display:flex;width:100%}",
    ".sw-btn[aria-disabled=true]{opacity:.55;cursor:default}",
    "@media (prefers-reduced-motion:no-preference){.sw-btn{transition:box-shadow .15s,opacity .15s,transform .15s,background-color .15s,color .15s}",
    ".sw-anim-shadow:hover{box-shadow:0 6px 18px rgba(16,24,40,.25)}",
    ".sw-anim-transparency:hover{opacity:.8}",
    ".sw-anim-coloredShadow:hover{box-shadow:0 6px 18px color-mix(in srgb,var(--sw-btn) 55%,transparent)}",
    ".sw-anim-stretching:hover{transform:scaleX(1.06)}",
    ".sw-anim-bordering:hover{outline:2px solid var(--sw-btn);outline-offset:3px}",
    ".sw-anim-increasing:hover{transform:scale(1.06)}",
    ".sw-anim-swing:hover{transform:rotate(-2deg)}",
    ".sw-anim-fillOutlineSwitch:hover{background:transparent;color:var(--sw-btn)}",
    ".sw-btn--outlined.sw-anim-fillOutlineSwitch:hover{background:var(--sw-btn);color:var(--sw-btn-text)}}",
    ".sw-badge{display:inline-block;padding:2px 10px;border-radius:999px;font-size:13px;font-weight:600;background:color-mix(in srgb,var(--sw-text) 10%,transparent);color:var(--sw-text)}",
    ".sw-badge--ok{background:#e3f4e8;color:#17602e}.sw-badge--wait{background:#fff1d6;color:#7a4b00}.sw-badge--bad{background:#fde7e7;color:#9b1c1c}",
    // header
    ".sw-header{background:var(--sw-surface);border-bottom:1px solid var(--sw-border);padding-top:12px;padding-bottom:12px}",
    ".sw-header>.sw-in{display:flex;flex-wrap:wrap;align-items:center;gap:8px 24px}",
    ".sw-sticky{position:sticky;top:0;z-index:10}",
    ".sw-brand{display:inline-flex;align-items:center;gap:12px;margin-right:auto;color:var(--sw-text);font-size:20px;font-weight:700;text-decoration:none;line-height:1.2;min-height:44px}",
    ".sw-brand img{width:auto;max-height:44px;max-width:160px;object-fit:contain}",
    ".sw-nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:0 20px}",
    ".sw-nav a,.sw-nav summary{display:block;padding:10px 0;color:inherit;text-decoration:none;font-weight:500;cursor:pointer}",
    ".sw-nav a:hover,.sw-nav summary:hover{color:var(--sw-accent)}",
    ".sw-nav details{position:relative}",
    ".sw-nav details ul{position:absolute;z-index:15;top:100%;left:-12px;display:block;min-width:200px;padding:6px 12px;background:var(--sw-surface);border:1px solid var(--sw-border);border-radius:12px;box-shadow:var(--sw-shadow)}",
    ".sw-langs ul{list-style:none;margin:0;padding:0;display:flex;gap:4px}.sw-langs a{display:block;padding:6px 8px;border-radius:8px;color:inherit;font-size:14px;text-decoration:none}.sw-langs a[aria-current]{font-weight:600;text-decoration:underline}",
    ".sw-cancel{color:inherit;font-size:14px}",
    ".sw-socials{display:flex;flex-wrap:wrap;gap:8px;list-style:none;margin:0;padding:0}",
    ".sw-socials a{display:inline-block;padding:6px 12px;border:1px solid var(--sw-border);border-radius:999px;color:inherit;text-decoration:none;font-size:14px}",
    // banner
    ".sw-banner{position:relative;justify-content:center;text-align:center;overflow:hidden;background:var(--sw-surface)}",
    ".sw-banner--image{min-height:360px}",
    ".sw-banner>.sw-in{position:relative;max-width:760px}",
    ".sw-banner__bg{position:absolute;inset:0;width:100%;height:100%;max-width:none;object-fit:cover}",
    ".sw-banner__overlay{position:absolute;inset:0;opacity:.6}",
    ".sw-banner--image{color:#fff;text-shadow:0 1px 3px rgba(0,0,0,.35)}",
    ".sw-banner h1,.sw-banner h2{font-size:48px}",
    ".sw-banner__text{font-size:19px;margin:0 0 24px}",
    ".sw-banner .sw-btn{text-shadow:none}",
    // text and media
    ".sw-text>.sw-in,.sw-audio>.sw-in,.sw-filebox>.sw-in{max-width:760px}",
    ".sw-video>.sw-in{max-width:880px}",
    ".sw-picture figure,.sw-audio figure,.sw-video figure{margin:0}",
    ".sw-picture img{border-radius:12px;margin:0 auto}",
    "figcaption{margin-top:8px;color:var(--sw-muted);font-size:14px}",
    ".sw-frame{position:relative;aspect-ratio:16/9;border-radius:12px;overflow:hidden;background:#000}",
    ".sw-frame iframe,.sw-frame video{position:absolute;inset:0;width:100%;height:100%;border:0}",
    "audio{width:100%}",
    ".sw-file{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;padding:16px 20px;background:var(--sw-surface);border:1px solid var(--sw-border);border-radius:12px;text-align:left}",
    ".sw-file__name{font-weight:600;overflow-wrap:anywhere}",
    ".sw-file__kind{display:block;font-size:14px;color:var(--sw-muted);font-weight:400}",
    // product lists
    ".sw-list-title{margin-bottom:24px}",
    ".sw-cats{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 24px;padding:0;list-style:none}",
    ".sw-cats a{display:inline-block;padding:8px 16px;border:1px solid var(--sw-border);border-radius:999px;background:var(--sw-surface);color:var(--sw-text);text-decoration:none;font-weight:500}",
    ".sw-cats a[aria-current=page]{background:var(--sw-text);border-color:var(--sw-text);color:var(--sw-surface)}",
    ".sw-catform{display:flex;flex-wrap:wrap;align-items:end;gap:12px;margin:0 0 24px}",
    ".sw-catform select{max-width:320px}",
    ".sw-grid,.sw-rows,.sw-slider__track,.sw-pbuttons,.sw-ptext{list-style:none;margin:0;padding:0}",
    ".sw-grid{display:grid;gap:24px;grid-template-columns:repeat(3,minmax(0,1fr))}",
    ".sw-rows{display:flex;flex-direction:column;gap:16px}",
    ".sw-card{display:flex;flex-direction:column;height:100%;background:var(--sw-surface);border:1px solid var(--sw-border);border-radius:12px;overflow:hidden;text-align:left;box-shadow:var(--sw-shadow)}",
    ".sw-card__media{display:block;text-decoration:none;background:color-mix(in srgb,var(--sw-accent) 10%,var(--sw-surface))}",
    ".sw-card__media img{width:100%;aspect-ratio:1/1;object-fit:cover}",
    ".sw-grid .sw-card__media--cover,.sw-slider__track .sw-card__media--cover{aspect-ratio:1/1;content-visibility:auto}",
    ".sw-card__blank{display:grid;place-items:center;aspect-ratio:16/9;font-size:44px;font-weight:700;color:var(--sw-accent)}",
    ".sw-rows .sw-card__blank,.sw-box .sw-card__blank{height:100%;aspect-ratio:auto;min-height:96px}",
    ".sw-rows .sw-card,.sw-box .sw-card{flex-direction:row}",
    ".sw-rows .sw-card__media,.sw-box .sw-card__media{width:180px;flex:none}.sw-rows .sw-card__media img,.sw-box .sw-card__media img{height:100%;min-height:100%;aspect-ratio:auto}",
    ".sw-box .sw-card{margin:16px 0;box-shadow:none}",
    ".sw-card__body{display:flex;flex:1;flex-direction:column;gap:8px;padding:20px}",
    ".sw-card__name{font-size:19px;margin:0}",
    ".sw-card__name a{color:inherit;text-decoration:none}",
    ".sw-card__name a:hover{text-decoration:underline}",
    ".sw-card__summary{margin:0;color:var(--sw-muted);font-size:15px}",
    ".sw-card__foot{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;margin-top:auto;padding-top:8px}",
    ".sw-price{margin:0;font-weight:700;font-size:18px}",
    ".sw-price__per{font-weight:400;color:var(--sw-muted);font-size:15px}",
    ".sw-price__vat{font-weight:400;color:var(--sw-muted);font-size:13px;white-space:nowrap}",
    ".sw-price__trial{display:block;font-weight:400;color:var(--sw-muted);font-size:14px}",
    ".sw-more{margin-top:24px}",
    ".sw-more>summary{display:inline-flex;min-height:44px;align-items:center;padding:8px 20px;border:1px solid var(--sw-border);border-radius:var(--sw-radius);background:var(--sw-surface);cursor:pointer;font-weight:600}",
    ".sw-more[open]>summary{margin-bottom:24px}",
    ".sw-slider__track{display:grid;grid-auto-flow:column;grid-auto-columns:calc((100% - 48px)/3);gap:24px;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:12px}",
    ".sw-slider__track>li{scroll-snap-align:start}",
    ".sw-pbuttons{display:flex;flex-wrap:wrap;gap:12px}",
    ".sw-ptext li{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;padding:12px 0;border-bottom:1px solid var(--sw-border)}",
    ".sw-empty{padding:32px;text-align:center;color:var(--sw-muted);background:var(--sw-surface);border:1px dashed var(--sw-border);border-radius:12px}",
    // product page
    ".sw-product>.sw-in{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:48px;align-items:start;text-align:left}",
    ".sw-product__cover img{width:100%;border-radius:16px;aspect-ratio:1/1;object-fit:cover}.sw-product__cover .sw-card__media{border-radius:16px;overflow:hidden}",
    ".sw-product__summary{font-size:19px;color:var(--sw-muted)}",
    ".sw-plans{list-style:none;margin:24px 0;padding:0;display:flex;flex-direction:column;gap:12px}",
    ".sw-plan{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:12px;padding:16px 20px;background:var(--sw-surface);border:1px solid var(--sw-border);border-radius:12px}",
    ".sw-plan{text-align:left}.sw-plan__name{display:block;font-weight:600}",
    ".sw-desc{margin-top:32px;padding-top:24px;border-top:1px solid var(--sw-border)}",
    ".sw-items{margin-top:32px}",
    // testimonials
    ".sw-quotes{list-style:none;margin:0;padding:0;display:grid;gap:24px;grid-template-columns:repeat(3,minmax(0,1fr))}",
    ".sw-quote{margin:0;height:100%;padding:24px;background:var(--sw-surface);border:1px solid var(--sw-border);border-radius:12px;text-align:left}",
    ".sw-quote blockquote{margin:0 0 16px;font-size:17px}",
    ".sw-quote figcaption{display:flex;align-items:center;gap:12px;color:var(--sw-text);font-weight:600;font-size:15px}",
    ".sw-quote img{width:44px;height:44px;border-radius:999px;object-fit:cover}",
    // footer
    ".sw-footer{background:var(--sw-surface);border-top:1px solid var(--sw-border);font-size:15px}",
    ".sw-footer>.sw-in{display:flex;flex-direction:column;gap:16px}",
    ".sw-footer nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:8px 20px}",
    ".sw-footer a{color:inherit}",
    ".sw-legal{font-size:14px;color:var(--sw-muted)}",
    // boxes: forms, offers, thank-you, affiliate, countdown
    ".sw-box{max-width:640px;margin:0 auto;padding:32px;background:var(--sw-surface);border:1px solid var(--sw-border);border-radius:16px;box-shadow:var(--sw-shadow);text-align:left}",
    ".sw-form{display:grid;gap:16px;margin-top:16px}",
    ".sw-form label{display:block;margin-bottom:6px;font-weight:600}",
    ".sw-form input,.sw-form textarea,.sw-catform select{display:block;width:100%;min-height:44px;padding:10px 12px;border:1px solid color-mix(in srgb,var(--sw-text) 45%,transparent);border-radius:8px;background:var(--sw-surface);color:var(--sw-text);font:inherit}",
    ".sw-form textarea{min-height:120px;resize:vertical}",
    ".sw-req{color:var(--sw-muted);font-weight:400}",
    ".sw-facts{display:grid;grid-template-columns:auto 1fr;gap:8px 24px;margin:24px 0}",
    ".sw-facts dt{color:var(--sw-muted)}.sw-facts dd{margin:0;font-weight:600;overflow-wrap:anywhere}",
    ".sw-state{display:inline-block;margin-bottom:16px}",
    ".sw-from{display:flex;align-items:center;gap:8px;margin-bottom:16px;color:var(--sw-muted);font-weight:600}",
    ".sw-from img{max-height:32px;width:auto}",
    ".sw-actions{display:flex;flex-wrap:wrap;align-items:center;gap:12px 20px;margin-top:24px}",
    ".sw-count{display:flex;flex-wrap:wrap;align-items:center;gap:12px;margin:16px 0 0}",
    ".sw-count>p{margin:0;font-size:18px;font-weight:600}",
    ".sw-count__value{font-variant-numeric:tabular-nums}",
    ".sw-conversion .sw-box>img{margin-bottom:16px;border-radius:12px}",
    ".sw-count__unit{min-width:76px;padding:12px;background:var(--sw-bg);border-radius:12px;text-align:center}",
    ".sw-count__n{display:block;font-size:28px;font-weight:700;font-variant-numeric:tabular-nums}",
    ".sw-count__label{font-size:13px;color:var(--sw-muted)}",
    "progress{width:100%;height:12px;accent-color:var(--sw-accent)}",
    ".sw-meter{appearance:none;border:0;border-radius:999px;background:var(--sw-border);overflow:hidden}.sw-meter::-webkit-progress-bar{background:var(--sw-border)}.sw-meter::-webkit-progress-value{background:var(--sw-accent)}.sw-meter::-moz-progress-bar{background:var(--sw-accent)}",
    ".sw-meter--bordered{height:20px;padding:3px;border:2px solid var(--sw-accent);background:transparent}.sw-meter--bordered::-webkit-progress-bar{background:transparent}.sw-meter--bordered::-webkit-progress-value{border-radius:999px}",
    ".sw-meter--sections{height:16px;border-radius:4px;-webkit-mask:repeating-linear-gradient(90deg,#000 0 calc(10% - 4px),transparent 0 10%);mask:repeating-linear-gradient(90deg,#000 0 calc(10% - 4px),transparent 0 10%)}",
    ".sw-dial{width:120px;aspect-ratio:1;border-radius:50%;background:conic-gradient(var(--sw-accent) var(--sw-v),var(--sw-border) 0)}",
    ".sw-dial--circle{-webkit-mask:radial-gradient(closest-side,transparent 72%,#000 73%);mask:radial-gradient(closest-side,transparent 72%,#000 73%)}",
    ".sw-dial--filledCircle{background:radial-gradient(closest-side,color-mix(in srgb,var(--sw-accent) 14%,var(--sw-surface)) 71%,transparent 72%),conic-gradient(var(--sw-accent) var(--sw-v),var(--sw-border) 0)}",
    ".sw-dial--halfCircle{aspect-ratio:2;border-radius:120px 120px 0 0;background:conic-gradient(from -90deg at 50% 100%,var(--sw-accent) calc(var(--sw-v) / 2),var(--sw-border) 0 50%,transparent 0);-webkit-mask:radial-gradient(circle at 50% 100%,transparent 42%,#000 43%);mask:radial-gradient(circle at 50% 100%,transparent 42%,#000 43%)}",
    ".sw-gap{padding:0}",
    // tablets and phones
    "@media (max-width:991px){.sw-grid,.sw-quotes{grid-template-columns:repeat(2,minmax(0,1fr))}.sw-slider__track{grid-auto-columns:calc((100% - 24px)/2)}.sw-product>.sw-in{gap:32px}h1,.sw-banner h1,.sw-banner h2{font-size:34px}}",
    "@media (max-width:575px){.sw-block{padding:28px 16px}.sw-product>.sw-in{grid-template-columns:minmax(0,1fr);gap:24px}.sw-header{padding-top:10px;padding-bottom:10px}.sw-gap{padding:0}.sw-grid,.sw-quotes{grid-template-columns:minmax(0,1fr)}.sw-slider__track{grid-auto-columns:85%}.sw-rows .sw-card__media,.sw-box .sw-card__media{width:104px}.sw-card__body{padding:16px}h1,.sw-banner h1,.sw-banner h2{font-size:28px}h2{font-size:22px}.sw-banner--image{min-height:280px}.sw-banner__text{font-size:17px}.sw-box{padding:20px}.sw-nav{width:100%;overflow-x:auto}.sw-header .sw-socials{display:none}.sw-nav details ul{position:static;box-shadow:none}.sw-card__foot .sw-btn{width:100%}}",
);

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn css_of(settings: &Value) -> String {
        let mut css = Css::default();
        block(&mut css, 3, settings.as_object().unwrap());
        css.finish()
    }

    #[test]
    fn breakpoints_produce_the_media_queries() {
        let css = css_of(&json!({
            "paddingTop": {"desktop": 40, "tablet": 24, "phone": 8},
            "paddingBottom": 10,
            "horizontalAlignment": {"phone": "left"},
            "maxWidth": {"tablet": 600}
        }));
        assert_eq!(
            css,
            ".sw-b3{padding-top:40px;padding-bottom:10px}\
             @media (max-width:991px){.sw-b3{padding-top:24px}.sw-b3>.sw-in{max-width:600px}}\
             @media (max-width:575px){.sw-b3{padding-top:8px}.sw-b3>.sw-in{text-align:left;margin-left:0;margin-right:auto}}"
        );
    }

    #[test]
    fn a_plain_value_applies_everywhere_and_units_follow_the_breakpoint() {
        let css = css_of(&json!({"paddingLeft": 5, "paddingUnits": {"phone": "%"}}));
        assert_eq!(
            css,
            ".sw-b3{padding-left:5px}@media (max-width:575px){.sw-b3{padding-left:5%}}"
        );
    }

    #[test]
    fn colours_are_checked_and_transparency_mixes_in() {
        let css = css_of(
            &json!({"backgroundColor": "#FF8800", "transparency": 25, "color": "red;}</style>"}),
        );
        assert_eq!(css, ".sw-b3{background-color:rgba(255,136,0,0.75)}");
        assert_eq!(color(Some(&json!("#abc"))), Some("#abc".into()));
        assert_eq!(color(Some(&json!("#abc</style>"))), None);
        assert_eq!(background("#fff", 100), "rgba(255,255,255,0.00)");
        assert_eq!(background("#fff", 0), "#fff");
    }

    #[test]
    fn a_theme_with_a_bad_colour_keeps_the_default() {
        let theme = Theme {
            accent: "red}body{display:none".into(),
            radius: 999,
            ..Theme::default()
        };
        let vars = theme_vars(&theme);
        assert!(vars.contains("--sw-accent:#1565c0;") && vars.contains("--sw-radius:40px"));
        assert!(!BASE.contains('<'));
    }

    #[test]
    fn a_custom_font_comes_first_with_its_fallback_and_a_bad_one_not_at_all() {
        let font: super::super::CustomFont = serde_json::from_value(json!({
            "url": "/v1/media/3/tok_en-1",
            "font_name": "Brand",
            "font_format": "woff",
        }))
        .unwrap_or_else(|e| panic!("{e}"));
        let theme = Theme {
            custom_font: Some(font.clone()),
            ..Theme::default()
        };
        let vars = theme_vars(&theme);
        assert!(
            vars.starts_with("@font-face{font-family:\"Brand\";src:url(\"/v1/media/3/tok_en-1\") format(\"woff\");"),
            "{vars}"
        );
        assert!(
            vars.contains("--sw-font:\"Brand\",\"Montserrat\",system-ui,"),
            "{vars}"
        );
        // a stored value that breaks a rule writes nothing of its own
        let bad = Theme {
            custom_font: Some(super::super::CustomFont {
                url: "https://elsewhere.example/x.woff\")}body{display:none".into(),
                ..font
            }),
            ..Theme::default()
        };
        assert_eq!(theme_vars(&bad), theme_vars(&Theme::default()));
    }
}
