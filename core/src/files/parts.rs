//! Uploads in parts (issue 29): a file larger than a request may carry
//! (the edge takes at most 100 MiB in one body) goes to R2 as a multipart
//! upload, one request per part, and an interrupted upload resumes with
//! the parts R2 does not have yet. This module is the arithmetic both
//! sides share: how a file of `size` bytes is cut, how long part `n` must
//! be, which parts are still missing.

/// The bytes of every part but the last (R2 wants at least 5 MiB of each
/// part but the last, and all but the last of one size; 10 MiB keeps a
/// retry after a dropped connection short on a phone's uplink).
pub const PART_BYTES: u64 = 10 * 1024 * 1024;
/// The largest file uploaded in parts: 5 GiB (a 2 GB lesson video with room).
pub const MAX_UPLOAD_BYTES: u64 = 5 * 1024 * 1024 * 1024;

/// How many parts a file of `size` bytes has (`0` for an empty file,
/// which is no multipart upload).
pub fn part_count(size: u64) -> u64 {
    size.div_ceil(PART_BYTES)
}

/// The length part `number` (1-based, as R2 numbers them) of a file of
/// `size` bytes must have; `None` for a number outside the file.
pub fn part_len(size: u64, number: u64) -> Option<u64> {
    if number == 0 || number > part_count(size) {
        return None;
    }
    let start = (number - 1) * PART_BYTES;
    Some((size - start).min(PART_BYTES))
}

/// The parts of a file of `size` bytes not among `done`, in order.
pub fn missing_parts(size: u64, done: &[u64]) -> Vec<u64> {
    (1..=part_count(size))
        .filter(|n| !done.contains(n))
        .collect()
}

/// Why an upload in parts may not start: its size.
pub fn check_upload_size(size: u64) -> Result<(), &'static str> {
    if size == 0 {
        Err("file_empty")
    } else if size > MAX_UPLOAD_BYTES {
        Err("file_too_large")
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_cut_into_parts_of_one_size_and_a_rest() {
        let mib = 1024 * 1024;
        assert_eq!(part_count(0), 0);
        assert_eq!(part_count(1), 1);
        assert_eq!(part_count(PART_BYTES), 1);
        assert_eq!(part_count(PART_BYTES + 1), 2);
        let size = 101 * mib;
        assert_eq!(part_count(size), 11);
        assert_eq!(part_len(size, 1), Some(PART_BYTES));
        assert_eq!(part_len(size, 10), Some(PART_BYTES));
        assert_eq!(part_len(size, 11), Some(mib));
        assert_eq!(part_len(size, 12), None);
        assert_eq!(part_len(size, 0), None);
        assert_eq!(part_count(2_000_000_000), 191);
    }

    #[test]
    fn missing_parts_are_the_rest() {
        let size = 3 * PART_BYTES + 5;
        assert_eq!(missing_parts(size, &[]), vec![1, 2, 3, 4]);
        assert_eq!(missing_parts(size, &[1, 3]), vec![2, 4]);
        assert_eq!(missing_parts(size, &[4, 3, 2, 1]), Vec::<u64>::new());
    }

    #[test]
    fn sizes() {
        assert_eq!(check_upload_size(0), Err("file_empty"));
        assert_eq!(check_upload_size(1), Ok(()));
        assert_eq!(check_upload_size(MAX_UPLOAD_BYTES), Ok(()));
        assert_eq!(
            check_upload_size(MAX_UPLOAD_BYTES + 1),
            Err("file_too_large")
        );
    }

    proptest::proptest! {
        /// The parts of any size add up to it, every part but the last is
        /// [`PART_BYTES`], none is empty.
        #[test]
        fn parts_add_up(size in 1u64..MAX_UPLOAD_BYTES) {
            let n = part_count(size);
            let last = part_len(size, n).unwrap_or(0);
            proptest::prop_assert!(last > 0 && last <= PART_BYTES);
            proptest::prop_assert_eq!((n - 1) * PART_BYTES + last, size);
            proptest::prop_assert_eq!(part_len(size, 1), Some(size.min(PART_BYTES)));
        }
    }
}
