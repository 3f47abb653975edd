//! The client address a rate limit counts under (issue 29, "Limits that
//! hold").
//!
//! **Decision:** an IPv4 address counts whole (one address, one budget);
//! an IPv6 address counts by its /64 prefix, the smallest block a provider
//! hands one customer (RFC 6177), so rotating the lower 64 bits through a
//! single connection's addresses buys no new budget. An IPv4-mapped IPv6
//! address (`::ffff:a.b.c.d`) is the IPv4 address it maps. A zone id
//! (`fe80::1%eth0`) is dropped before parsing. Anything that is not an IP
//! address (Cloudflare always sends one in `CF-Connecting-IP`, so only a
//! misconfiguration or a development request gets here) shares the one
//! key [`UNPARSED`], so varying garbage buys no budget either.

use std::net::{IpAddr, Ipv6Addr};

/// The key of every value that is not an IP address.
pub const UNPARSED: &str = "unparsed";

/// The key a rate limit counts the address `raw` under: an IPv4 address in
/// dotted form, an IPv6 address as its /64 prefix (`2001:db8:0:1::/64`),
/// [`UNPARSED`] for anything else.
pub fn limit_key(raw: &str) -> String {
    let trimmed = raw.trim();
    let bare = trimmed
        .strip_prefix('[')
        .and_then(|s| s.strip_suffix(']'))
        .unwrap_or(trimmed);
    // a zone id names an interface of the receiving host, not the client
    let bare = bare.split_once('%').map_or(bare, |(addr, _)| addr);
    match bare.parse::<IpAddr>() {
        Ok(IpAddr::V4(v4)) => v4.to_string(),
        Ok(IpAddr::V6(v6)) => match v6.to_ipv4_mapped() {
            Some(v4) => v4.to_string(),
            None => prefix_64(v6),
        },
        Err(_) => UNPARSED.to_owned(),
    }
}

/// The /64 network of `addr`, written in the compressed form of its first
/// four groups.
fn prefix_64(addr: Ipv6Addr) -> String {
    let [a, b, c, d, ..] = addr.segments();
    format!("{}/64", Ipv6Addr::new(a, b, c, d, 0, 0, 0, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(input: &str, expected: &str) {
        assert_eq!(limit_key(input), expected, "{input:?}");
    }

    #[test]
    fn ipv4_counts_whole() {
        check("203.0.113.7", "203.0.113.7");
        check(" 203.0.113.7 ", "203.0.113.7");
        check("198.51.100.255", "198.51.100.255");
        assert_ne!(limit_key("203.0.113.7"), limit_key("203.0.113.8"));
    }

    #[test]
    fn ipv6_counts_by_its_64_prefix() {
        check("2001:db8::1", "2001:db8::/64");
        check("2001:db8::ffff:1:2:3", "2001:db8::/64");
        check("2001:0db8:0000:0000:abcd:ef01:2345:6789", "2001:db8::/64");
        check("2001:DB8:0:0:1:2:3:4", "2001:db8::/64");
        check("2001:db8:0:1::1", "2001:db8:0:1::/64");
        check("2001:db8:aaaa:bbbb:cccc::", "2001:db8:aaaa:bbbb::/64");
        check("::1", "::/64");
        // the next /64 is another client
        assert_ne!(limit_key("2001:db8:0:1::1"), limit_key("2001:db8:0:2::1"));
    }

    #[test]
    fn an_ipv4_mapped_address_is_its_ipv4_address() {
        check("::ffff:203.0.113.7", "203.0.113.7");
        check("::ffff:cb00:7107", "203.0.113.7");
        check("0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7");
    }

    #[test]
    fn brackets_and_zone_ids_are_dropped() {
        check("[2001:db8::5]", "2001:db8::/64");
        check("fe80::1%eth0", "fe80::/64");
        check("fe80::1%25", "fe80::/64");
        check("[fe80::abcd%en0]", "fe80::/64");
    }

    #[test]
    fn anything_else_shares_one_key() {
        for raw in [
            "",
            "local",
            "not an address",
            "203.0.113",
            "203.0.113.256",
            "2001:db8:::1",
            "2001:db8::g",
            "::ffff:999.0.0.1",
            "203.0.113.7:443",
            "%eth0",
            "[]",
        ] {
            check(raw, UNPARSED);
        }
    }
}
