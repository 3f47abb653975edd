//! The HTTP `Range` header (RFC 9110 section 14) for a stored file of a
//! known size. One range is answered with it (206); several ranges are
//! answered with the whole file (200, which the RFC allows: a player asks
//! for one range at a time, and multipart answers are not worth their
//! code); a header that is not a byte range, or malformed, is ignored
//! (200, as the RFC says); a range that starts past the end is
//! unsatisfiable (416 with `Content-Range: bytes */{size}`).

/// Bytes `start..=end` of a file (`end` inclusive, as the header writes it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ByteRange {
    pub start: u64,
    pub end: u64,
}

impl ByteRange {
    /// How many bytes the range holds.
    pub fn len(self) -> u64 {
        self.end.saturating_sub(self.start).saturating_add(1)
    }

    /// Never empty (`end >= start`); here for clippy's `len_without_is_empty`.
    pub fn is_empty(self) -> bool {
        false
    }

    /// The `Content-Range` of this range of a file of `size` bytes.
    pub fn content_range(self, size: u64) -> String {
        format!("bytes {}-{}/{size}", self.start, self.end)
    }
}

/// What a request's `Range` asks of a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RangeAnswer {
    /// The whole file (no header, several ranges, or one to ignore).
    Full,
    /// One range of it (206).
    Partial(ByteRange),
    /// Nothing of it can be given (416).
    Unsatisfiable,
}

/// The `Content-Range` of a 416 for a file of `size` bytes.
pub fn unsatisfied(size: u64) -> String {
    format!("bytes */{size}")
}

/// What `header` (the request's `Range`, if any) asks of a file of `size`
/// bytes.
pub fn range_of(header: Option<&str>, size: u64) -> RangeAnswer {
    let Some(header) = header else {
        return RangeAnswer::Full;
    };
    let Some(spec) = header.trim().strip_prefix("bytes=") else {
        return RangeAnswer::Full;
    };
    if spec.contains(',') {
        return RangeAnswer::Full;
    }
    let Some((first, last)) = spec.trim().split_once('-') else {
        return RangeAnswer::Full;
    };
    let (first, last) = (first.trim(), last.trim());
    let number = |s: &str| {
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            None
        } else {
            // more digits than a u64 holds: past any file's end
            Some(s.parse::<u64>().unwrap_or(u64::MAX))
        }
    };
    if first.is_empty() {
        // the last `n` bytes
        let Some(n) = number(last) else {
            return RangeAnswer::Full;
        };
        if n == 0 || size == 0 {
            return RangeAnswer::Unsatisfiable;
        }
        return RangeAnswer::Partial(ByteRange {
            start: size - n.min(size),
            end: size - 1,
        });
    }
    let Some(start) = number(first) else {
        return RangeAnswer::Full;
    };
    let end = if last.is_empty() {
        u64::MAX
    } else {
        match number(last) {
            Some(end) if end >= start => end,
            _ => return RangeAnswer::Full,
        }
    };
    if start >= size {
        return RangeAnswer::Unsatisfiable;
    }
    RangeAnswer::Partial(ByteRange {
        start,
        end: end.min(size - 1),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(header: &str, size: u64, expected: Option<(u64, u64)>) {
        let want = expected.map_or(RangeAnswer::Unsatisfiable, |(start, end)| {
            RangeAnswer::Partial(ByteRange { start, end })
        });
        assert_eq!(range_of(Some(header), size), want, "{header} of {size}");
    }

    #[test]
    fn one_range_in_its_three_forms() {
        check("bytes=0-99", 1000, Some((0, 99)));
        check("bytes=100-", 1000, Some((100, 999)));
        check("bytes=-100", 1000, Some((900, 999)));
        check("bytes=0-0", 1, Some((0, 0)));
        // an end past the file ends at the file's end
        check("bytes=500-5000", 1000, Some((500, 999)));
        check("bytes=-5000", 1000, Some((0, 999)));
        check("bytes=0-", 1000, Some((0, 999)));
        check(" bytes=10 - 20 ", 1000, Some((10, 20)));
    }

    #[test]
    fn past_the_end_is_unsatisfiable() {
        check("bytes=1000-", 1000, None);
        check("bytes=1000-1001", 1000, None);
        check("bytes=-0", 1000, None);
        check("bytes=0-", 0, None);
        check("bytes=-1", 0, None);
        check("bytes=99999999999999999999999-", 1000, None);
        assert_eq!(unsatisfied(1000), "bytes */1000");
    }

    #[test]
    fn the_rest_is_answered_whole() {
        for header in [
            "",
            "bytes=",
            "bytes=-",
            "bytes=a-b",
            "bytes=5-1",
            "bytes=0-1,5-6",
            "items=0-1",
            "bytes=0x10-",
            "bytes=+1-2",
            "bytes=1-2-3",
        ] {
            assert_eq!(range_of(Some(header), 1000), RangeAnswer::Full, "{header}");
        }
        assert_eq!(range_of(None, 1000), RangeAnswer::Full);
    }

    #[test]
    fn content_ranges() {
        let r = ByteRange { start: 0, end: 99 };
        assert_eq!(r.len(), 100);
        assert_eq!(r.content_range(1000), "bytes 0-99/1000");
    }

    proptest::proptest! {
        /// Any header and size: a range inside the file, never a panic.
        #[test]
        fn a_range_is_inside_the_file(header in "(bytes=)?[0-9 ,-]{0,24}", size in 0u64..5000) {
            if let RangeAnswer::Partial(r) = range_of(Some(&header), size) {
                proptest::prop_assert!(r.start <= r.end && r.end < size);
            }
        }
        #[test]
        fn first_and_last(a in 0u64..3000, b in 0u64..3000, size in 1u64..2000) {
            let (start, end) = (a.min(b), a.max(b));
            let answer = range_of(Some(&format!("bytes={start}-{end}")), size);
            if start >= size {
                proptest::prop_assert_eq!(answer, RangeAnswer::Unsatisfiable);
            } else {
                proptest::prop_assert_eq!(answer, RangeAnswer::Partial(ByteRange { start, end: end.min(size - 1) }));
            }
        }
    }
}
