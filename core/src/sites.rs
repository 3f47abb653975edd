//! The three sites Sellwerk is served from, and which one a request is for.
//!
//! Trust decides the site (issue 29, ARCHITECTURE "Security model"):
//! - the **app** site (`SITE_ORIGIN`): the cabinet, the payer area, the
//!   course player, sign-in, the payment and thank-you pages, and the API
//!   with the session cookies; no seller's script ever runs there;
//! - the **shop** sites (`SHOP_ORIGIN`, a template with `{shop}`, such as
//!   `https://{shop}.sellwerk.shop`): every page whose content a seller
//!   controls (shop, product, bundle, builder, membership, course,
//!   affiliate and funnel pages) and the seller's tracking codes, one host
//!   per seller, so sellers are apart from each other as well;
//! - the **files** site (`FILES_ORIGIN`): what sellers upload for buyers
//!   (downloads, lesson files), cookieless.
//!
//! The app must be another *site* than the others (scheme and registrable
//! domain), not only another origin: `SameSite` cookies are kept apart by
//! site. Without the public suffix list this crate approximates the
//! registrable domain by the last two labels of a name (an IP address is
//! its own site), which can only call two sites one (refusing a valid
//! setting, such as two names under `co.uk`), never one site two.
//!
//! Pure: the edge reads the settings and the request's URL, this module
//! decides.

/// Which site a request came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Site {
    App,
    /// A seller's shop site, by the seller's username (lowercase).
    Shop(String),
    Files,
}

/// An origin split into what the rules compare: scheme, host (lowercase,
/// an IPv6 address with its brackets) and port (`None`: the scheme's).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Origin {
    scheme: String,
    host: String,
    port: Option<u16>,
}

impl Origin {
    fn parse(text: &str) -> Result<Origin, String> {
        let text = text.trim().trim_end_matches('/');
        let (scheme, rest) = text
            .split_once("://")
            .ok_or_else(|| format!("{text} is not an origin (scheme://host[:port])"))?;
        if scheme != "https" && scheme != "http" {
            return Err(format!("{text}: the scheme is http or https"));
        }
        if rest.is_empty() || rest.contains(['/', '?', '#', '@', ' ']) {
            return Err(format!("{text} is not an origin (scheme://host[:port])"));
        }
        let (host, port) = split_host_port(rest)
            .ok_or_else(|| format!("{text} is not an origin (scheme://host[:port])"))?;
        Ok(Origin {
            scheme: scheme.to_owned(),
            host,
            port,
        })
    }

    fn authority(&self) -> String {
        match self.port {
            Some(port) => format!("{}:{port}", self.host),
            None => self.host.clone(),
        }
    }

    fn text(&self) -> String {
        format!("{}://{}", self.scheme, self.authority())
    }
}

/// `host[:port]` of a URL's authority, the host lowercase; `None` when it
/// is not one.
fn split_host_port(authority: &str) -> Option<(String, Option<u16>)> {
    let (host, port) = if let Some(rest) = authority.strip_prefix('[') {
        let (inside, after) = rest.split_once(']')?;
        let port = match after {
            "" => None,
            p => Some(p.strip_prefix(':')?),
        };
        (format!("[{inside}]"), port)
    } else {
        match authority.split_once(':') {
            Some((h, p)) => (h.to_owned(), Some(p)),
            None => (authority.to_owned(), None),
        }
    };
    let port = match port {
        Some(p) => Some(p.parse::<u16>().ok()?),
        None => None,
    };
    let host = host.to_ascii_lowercase();
    let name_ok = !host.is_empty()
        && host.bytes().all(|b| {
            b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_' | b'[' | b']' | b':')
        });
    name_ok.then_some((host, port))
}

/// The site of a host for `SameSite` purposes: an IP address is its own,
/// a name its last two labels (see the module's note).
fn site_of(host: &str) -> String {
    if host.starts_with('[') || host.bytes().all(|b| b.is_ascii_digit() || b == b'.') {
        return host.to_owned();
    }
    let labels: Vec<&str> = host.split('.').filter(|l| !l.is_empty()).collect();
    let start = labels.len().saturating_sub(2);
    labels.get(start..).unwrap_or_default().join(".")
}

/// A username as it may stand in a host name: what usernames are made of
/// (lowercase letters, digits, `-` and `_`, which browsers take in a host
/// name), 1 to 63 characters.
fn shop_label(username: &str) -> bool {
    !username.is_empty()
        && username.len() <= 63
        && username
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-' || b == b'_')
}

/// The three sites of a deployment, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sites {
    app: Origin,
    /// The shop template's scheme and port, and the host around `{shop}`.
    shop: Origin,
    shop_prefix: String,
    shop_suffix: String,
    files: Origin,
}

/// The placeholder of the seller's username in the shop origin.
pub const SHOP_PLACEHOLDER: &str = "{shop}";

impl Sites {
    /// The sites from their settings: `app` and `files` origins, `shop` an
    /// origin whose host holds `{shop}` once, as a whole label
    /// (`https://{shop}.sellwerk.shop`). Refused, with every reason, when an
    /// origin is malformed, `https` is missing outside loopback (`secure`),
    /// or the app shares its site with the shops or the files.
    pub fn new(app: &str, shop: &str, files: &str, secure: bool) -> Result<Sites, Vec<String>> {
        let mut problems = Vec::new();
        let app_origin = Origin::parse(app).map_err(|e| format!("SITE_ORIGIN: {e}"));
        let files_origin = Origin::parse(files).map_err(|e| format!("FILES_ORIGIN: {e}"));
        let shop_parts = shop_template(shop).map_err(|e| format!("SHOP_ORIGIN: {e}"));
        let (Ok(app), Ok(files), Ok((shop, prefix, suffix))) =
            (app_origin.clone(), files_origin.clone(), shop_parts.clone())
        else {
            problems.extend(app_origin.err());
            problems.extend(files_origin.err());
            problems.extend(shop_parts.err());
            return Err(problems);
        };
        if secure {
            for (name, origin) in [
                ("SITE_ORIGIN", &app),
                ("SHOP_ORIGIN", &shop),
                ("FILES_ORIGIN", &files),
            ] {
                if origin.scheme != "https" && !loopback_host(&origin.host) {
                    problems.push(format!(
                        "{name} must be https:// (http:// only for a loopback host)"
                    ));
                }
            }
        }
        let example_shop = format!("{prefix}example{suffix}");
        let app_site = site_of(&app.host);
        if app_site == site_of(&example_shop) {
            problems.push(
                "SHOP_ORIGIN must be another site than SITE_ORIGIN (another registrable domain), \
                 or a seller's script could send the app's cookies"
                    .to_owned(),
            );
        }
        if app_site == site_of(&files.host) {
            problems.push("FILES_ORIGIN must be another site than SITE_ORIGIN".to_owned());
        }
        if files.host.starts_with(&prefix) && files.host.ends_with(&suffix) {
            problems.push("FILES_ORIGIN must not be a shop's host".to_owned());
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        Ok(Sites {
            app,
            shop,
            shop_prefix: prefix,
            shop_suffix: suffix,
            files,
        })
    }

    /// The app's origin (`https://app.example`), without a trailing `/`.
    pub fn app_origin(&self) -> String {
        self.app.text()
    }

    /// The files site's origin.
    pub fn files_origin(&self) -> String {
        self.files.text()
    }

    /// The origin of `username`'s shop site; `None` for a name that cannot
    /// be a host label.
    pub fn shop_origin(&self, username: &str) -> Option<String> {
        let name = username.to_ascii_lowercase();
        shop_label(&name).then(|| {
            let host = format!("{}{name}{}", self.shop_prefix, self.shop_suffix);
            let port = self.shop.port.map(|p| format!(":{p}")).unwrap_or_default();
            format!("{}://{host}{port}", self.shop.scheme)
        })
    }

    /// Every shop site as one source of a policy (`https://*.sellwerk.shop`);
    /// `None` when `{shop}` is not the host's first label.
    pub fn every_shop(&self) -> Option<String> {
        self.shop_prefix.is_empty().then(|| {
            let port = self.shop.port.map(|p| format!(":{p}")).unwrap_or_default();
            format!("{}://*{}{port}", self.shop.scheme, self.shop_suffix)
        })
    }

    /// Which site the URL `scheme://authority` is of; `None` for a host
    /// that is none of them (another name pointed at the worker).
    pub fn of(&self, scheme: &str, authority: &str) -> Option<Site> {
        let (host, port) = split_host_port(authority)?;
        let here = Origin {
            scheme: scheme.to_owned(),
            host,
            port,
        };
        let same = |o: &Origin| o.scheme == here.scheme && o.port == here.port;
        if same(&self.app) && self.app.host == here.host {
            return Some(Site::App);
        }
        if same(&self.files) && self.files.host == here.host {
            return Some(Site::Files);
        }
        if same(&self.shop) {
            let name = here
                .host
                .strip_prefix(&self.shop_prefix)
                .and_then(|rest| rest.strip_suffix(&self.shop_suffix))?;
            return shop_label(name).then(|| Site::Shop(name.to_owned()));
        }
        None
    }

    /// The origin of a site.
    pub fn origin(&self, site: &Site) -> Option<String> {
        match site {
            Site::App => Some(self.app_origin()),
            Site::Files => Some(self.files_origin()),
            Site::Shop(name) => self.shop_origin(name),
        }
    }
}

/// A loopback host: `127.0.0.1`, `[::1]`, `localhost` or a name under it
/// (RFC 6761: browsers resolve `*.localhost` to loopback).
pub fn loopback_host(host: &str) -> bool {
    let host = host.to_ascii_lowercase();
    host == "127.0.0.1" || host == "[::1]" || host == "localhost" || host.ends_with(".localhost")
}

/// The shop template's origin (with an example host), and the host's text
/// before and after `{shop}`.
fn shop_template(text: &str) -> Result<(Origin, String, String), String> {
    if text.matches(SHOP_PLACEHOLDER).count() != 1 {
        return Err(format!("{text} must hold {SHOP_PLACEHOLDER} once"));
    }
    let origin = Origin::parse(&text.replace(SHOP_PLACEHOLDER, "example"))?;
    let host_text = text
        .split_once("://")
        .map(|(_, rest)| rest)
        .unwrap_or_default();
    let host_text = host_text
        .split(':')
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let (prefix, suffix) = host_text
        .split_once(SHOP_PLACEHOLDER)
        .ok_or_else(|| format!("{text}: {SHOP_PLACEHOLDER} belongs in the host"))?;
    if !(prefix.is_empty() || prefix.ends_with('.')) || !suffix.starts_with('.') {
        return Err(format!(
            "{text}: {SHOP_PLACEHOLDER} must be a whole label of the host, before its domain"
        ));
    }
    Ok((origin, prefix.to_owned(), suffix.to_owned()))
}

/// Who may show a page in a frame (`frame-ancestors`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Framing {
    /// Nobody: the app's own pages (a session lives there: no
    /// clickjacking) and a funnel's one-click offer.
    Nobody,
    /// Any site: a shop's public pages, which sellers show on their own
    /// websites (the spec names no embed setting yet; nothing on them acts
    /// on a click but links to the payment page).
    Anyone,
    /// These sources only (`'self'` and origins).
    Sources(Vec<String>),
}

impl Framing {
    fn directive(&self) -> String {
        match self {
            Framing::Nobody => "'none'".to_owned(),
            Framing::Anyone => "*".to_owned(),
            Framing::Sources(list) => list.join(" "),
        }
    }
}

/// Who may frame the page at `path` of `site`:
/// - on the app, a shop's payment and order pages (`/s/{u}/products/…`,
///   `/s/{u}/bundle/…`, `/s/{u}/payment/…`: the autopay dialog shows them
///   in a frame on the shop's page) by that shop's site; the development
///   sandbox provider's page (reached inside that frame) by any shop; every
///   other app page by nobody;
/// - on a shop site, its funnel step pages by nobody (one click charges a
///   saved card), its tracking frame by the app and the shop, every other
///   page by anyone;
/// - on the files site, by nobody (it serves no pages; a lesson's PDF, the
///   one file the app frames, is not a page: [`data_policy`]).
pub fn framing(sites: &Sites, site: &Site, path: &str) -> Framing {
    let parts: Vec<&str> = path.split('/').collect();
    match site {
        Site::App => match parts.as_slice() {
            ["", "s", username, "products" | "bundle" | "payment", ..] => {
                let mut sources = vec!["'self'".to_owned()];
                sources.extend(sites.shop_origin(username));
                Framing::Sources(sources)
            }
            ["", "v1", "sandbox", "pay", ..] => {
                let mut sources = vec!["'self'".to_owned()];
                sources.extend(sites.every_shop());
                Framing::Sources(sources)
            }
            _ => Framing::Nobody,
        },
        Site::Shop(_) => match parts.as_slice() {
            ["", "s", _, "funnel", ..] => Framing::Nobody,
            ["", "_sw", "tracking"] => {
                Framing::Sources(vec!["'self'".to_owned(), sites.app_origin()])
            }
            _ => Framing::Anyone,
        },
        Site::Files => Framing::Nobody,
    }
}

/// The Content-Security-Policy of an HTML page: scripts only by the
/// answer's nonce and what they load themselves (`strict-dynamic`: a tag
/// manager's own scripts on a shop site, the payment page's chunks), core's
/// WebAssembly compiled (`wasm-unsafe-eval` allows that, and no `eval` of
/// text), no plugins, no `<base>`, and the page's framing.
pub fn page_policy(nonce: &str, framing: &Framing) -> String {
    format!(
        "script-src 'nonce-{nonce}' 'strict-dynamic' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; \
         frame-ancestors {}",
        framing.directive()
    )
}

/// The policy of an answer that is not a page (JSON): it runs nothing and
/// is framed by nobody.
pub const DATA_POLICY: &str = "default-src 'none'; frame-ancestors 'none'; sandbox";

/// The policy of an answer that is not a page, by site and by what it is:
/// a PDF the files site shows inline (`content_type` `application/pdf`,
/// `disposition` `inline`: a lesson's PDF, by its signed link) may be shown
/// in the app's frames (the course player's PDF lesson; a browser's PDF
/// viewer does not run in a sandbox, and the files site is another site
/// without cookies); everything else, on every site, [`DATA_POLICY`]:
/// framed by nobody (issue 30: only the PDFs, not the files site's errors,
/// videos, images or downloads).
pub fn data_policy(
    sites: &Sites,
    site: &Site,
    content_type: Option<&str>,
    disposition: Option<&str>,
) -> String {
    let mime = |value: Option<&str>| {
        value
            .and_then(|v| v.split(';').next())
            .map(|v| v.trim().to_ascii_lowercase())
    };
    let shown_pdf = mime(content_type).as_deref() == Some("application/pdf")
        && mime(disposition).as_deref() == Some("inline");
    match site {
        Site::Files if shown_pdf => format!("frame-ancestors {}", sites.app_origin()),
        Site::Files | Site::App | Site::Shop(_) => DATA_POLICY.to_owned(),
    }
}

/// `html` with the nonce on every script and module preload: what the edge
/// serves is either core's page (escaped by construction: every `<script`
/// in it is core's own) or the app's built document, so every script tag in
/// it is the platform's.
pub fn with_nonce(html: &str, nonce: &str) -> String {
    let attribute = format!(" nonce=\"{nonce}\"");
    let mut out = String::with_capacity(html.len() + 64);
    let mut rest = html;
    loop {
        let script = rest.find("<script");
        let preload = rest.find("<link rel=\"modulepreload\"");
        let (at, tag) = match (script, preload) {
            (Some(s), Some(p)) if p < s => (p, "<link"),
            (Some(s), _) => (s, "<script"),
            (None, Some(p)) => (p, "<link"),
            (None, None) => break,
        };
        let end = at + tag.len();
        out.push_str(rest.get(..end).unwrap_or_default());
        out.push_str(&attribute);
        rest = rest.get(end..).unwrap_or_default();
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn local() -> Sites {
        Sites::new(
            "http://127.0.0.1:8787",
            "http://{shop}.shops.localhost:8787",
            "http://files.localhost:8787",
            true,
        )
        .unwrap()
    }

    #[test]
    fn a_request_is_for_the_site_of_its_host_and_port() {
        let s = local();
        assert_eq!(s.of("http", "127.0.0.1:8787"), Some(Site::App));
        assert_eq!(s.of("http", "files.localhost:8787"), Some(Site::Files));
        assert_eq!(
            s.of("http", "demo.shops.localhost:8787"),
            Some(Site::Shop("demo".into()))
        );
        assert_eq!(
            s.of("http", "DEMO.Shops.LocalHost:8787"),
            Some(Site::Shop("demo".into()))
        );
        // another port, scheme or name is none of them
        assert_eq!(s.of("http", "127.0.0.1:8788"), None);
        assert_eq!(s.of("https", "127.0.0.1:8787"), None);
        assert_eq!(s.of("http", "localhost:8787"), None);
        assert_eq!(s.of("http", "a.b.shops.localhost:8787"), None);
        assert_eq!(s.of("http", ".shops.localhost:8787"), None);
        assert_eq!(s.of("http", "shops.localhost:8787"), None);
        assert_eq!(
            s.of("http", "x_y.shops.localhost:8787"),
            Some(Site::Shop("x_y".into()))
        );
        assert_eq!(s.of("http", "x+y.shops.localhost:8787"), None);
        assert_eq!(s.of("http", "127.0.0.1:notaport"), None);
    }

    #[test]
    fn a_shop_origin_is_the_template_with_the_username() {
        let s = local();
        assert_eq!(
            s.shop_origin("Demo").as_deref(),
            Some("http://demo.shops.localhost:8787")
        );
        assert_eq!(s.shop_origin("a.b"), None);
        assert_eq!(s.shop_origin(""), None);
        assert_eq!(s.app_origin(), "http://127.0.0.1:8787");
        assert_eq!(s.files_origin(), "http://files.localhost:8787");
        let prod = Sites::new(
            "https://app.sellwerk.com",
            "https://{shop}.sellwerk.shop",
            "https://sellwerk-files.net",
            true,
        )
        .unwrap();
        assert_eq!(
            prod.shop_origin("demo").as_deref(),
            Some("https://demo.sellwerk.shop")
        );
        assert_eq!(
            prod.of("https", "demo.sellwerk.shop"),
            Some(Site::Shop("demo".into()))
        );
        assert_eq!(prod.of("https", "app.sellwerk.com"), Some(Site::App));
        assert_eq!(prod.of("https", "app.sellwerk.com:443"), None);
    }

    #[test]
    fn shops_or_files_on_the_apps_site_are_refused() {
        let same_site = Sites::new(
            "https://app.sellwerk.com",
            "https://{shop}.sellwerk.com",
            "https://files.sellwerk.net",
            true,
        )
        .unwrap_err();
        assert!(same_site[0].contains("SHOP_ORIGIN must be another site"));
        let files = Sites::new(
            "https://app.sellwerk.com",
            "https://{shop}.sellwerk.shop",
            "https://files.sellwerk.com",
            true,
        )
        .unwrap_err();
        assert!(files[0].contains("FILES_ORIGIN must be another site"));
        let files_a_shop = Sites::new(
            "https://app.sellwerk.com",
            "https://{shop}.sellwerk.shop",
            "https://files.sellwerk.shop",
            true,
        )
        .unwrap_err();
        assert!(files_a_shop[0].contains("not be a shop's host"));
    }

    #[test]
    fn malformed_or_plain_http_settings_are_refused_with_every_reason() {
        let bad = Sites::new("app.example", "https://shop.example", "ftp://x", true).unwrap_err();
        assert_eq!(bad.len(), 3, "{bad:?}");
        let http = Sites::new(
            "http://app.sellwerk.com",
            "http://{shop}.sellwerk.shop",
            "https://sellwerk-files.net",
            true,
        )
        .unwrap_err();
        assert_eq!(http.len(), 2, "{http:?}");
        for template in [
            "https://x{shop}.sellwerk.shop",
            "https://{shop}x.sellwerk.shop",
            "https://sellwerk.shop/{shop}",
            "https://{shop}.{shop}.shop",
        ] {
            assert!(
                Sites::new("https://app.sellwerk.com", template, "https://f.net", true).is_err(),
                "{template}"
            );
        }
    }

    #[test]
    fn every_script_and_module_preload_gets_the_nonce() {
        let html = "<head><link rel=\"modulepreload\" href=\"/a.js\"><link rel=\"stylesheet\" href=\"/a.css\"></head>\
                    <body><script type=\"module\" src=\"/b.js\"></script><script type=\"application/json\">{}</script></body>";
        let out = with_nonce(html, "N0nce");
        assert_eq!(out.matches(" nonce=\"N0nce\"").count(), 3, "{out}");
        assert!(out.contains("<link rel=\"stylesheet\" href=\"/a.css\">"));
        assert!(out.contains("<script nonce=\"N0nce\" type=\"module\" src=\"/b.js\">"));
        assert_eq!(with_nonce("<p>no script</p>", "x"), "<p>no script</p>");
    }

    #[test]
    fn framing_by_site_and_page() {
        let s = local();
        let app = Site::App;
        let shop = Site::Shop("demo".into());
        assert_eq!(framing(&s, &app, "/cabinet"), Framing::Nobody);
        assert_eq!(framing(&s, &app, "/s/demo/sign_in"), Framing::Nobody);
        assert_eq!(
            framing(&s, &app, "/s/demo/products/4/pay"),
            Framing::Sources(vec![
                "'self'".into(),
                "http://demo.shops.localhost:8787".into()
            ])
        );
        assert_eq!(framing(&s, &shop, "/s/demo/funnel/abc"), Framing::Nobody);
        assert_eq!(framing(&s, &shop, "/s/demo/products/1"), Framing::Anyone);
        assert_eq!(
            framing(&s, &shop, "/_sw/tracking"),
            Framing::Sources(vec!["'self'".into(), "http://127.0.0.1:8787".into()])
        );
        let pdf = Some("application/pdf");
        let inline = Some("inline; filename=\"a.pdf\"");
        assert_eq!(
            data_policy(&s, &Site::Files, pdf, inline),
            "frame-ancestors http://127.0.0.1:8787"
        );
        assert_eq!(
            data_policy(&s, &Site::Files, Some("Application/PDF"), Some("inline")),
            "frame-ancestors http://127.0.0.1:8787"
        );
        // nothing else the files site answers is framed: a PDF to download,
        // a video, an image, an error
        for (content_type, disposition) in [
            (pdf, Some("attachment; filename=\"a.pdf\"")),
            (Some("video/mp4"), Some("inline")),
            (Some("image/png"), Some("inline")),
            (Some("application/json"), None),
            (pdf, None),
            (None, inline),
        ] {
            assert_eq!(
                data_policy(&s, &Site::Files, content_type, disposition),
                DATA_POLICY,
                "{content_type:?} {disposition:?}"
            );
        }
        assert_eq!(data_policy(&s, &app, pdf, inline), DATA_POLICY);
        assert_eq!(data_policy(&s, &shop, pdf, inline), DATA_POLICY);
        let policy = page_policy("abc", &Framing::Nobody);
        assert_eq!(
            policy,
            "script-src 'nonce-abc' 'strict-dynamic' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
        );
    }

    #[test]
    fn loopback_hosts() {
        for host in ["127.0.0.1", "[::1]", "localhost", "demo.shops.localhost"] {
            assert!(loopback_host(host), "{host}");
        }
        for host in ["127.0.0.2.example", "localhost.example", "example.com"] {
            assert!(!loopback_host(host), "{host}");
        }
    }
}
