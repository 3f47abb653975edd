//! Files sellers upload (product files, media): the name one is stored
//! under, and what a stored file is by its first bytes.

use sellwerk_core::files;

use crate::error::Failure;

/// A file name as stored: the last path segment, trimmed, at most 200
/// characters, without control characters.
pub(crate) fn file_name(raw: &str) -> Option<String> {
    let name: String = raw
        .rsplit(['/', '\\'])
        .next()
        .unwrap_or("")
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(200)
        .collect();
    (!name.is_empty()).then_some(name)
}

/// The type of the stored object `key` of `size` bytes, by its first
/// bytes (core's `files::sniff`, reading [`files::SNIFF_BYTES`] of R2).
pub async fn sniff_stored(
    bucket: &worker::Bucket,
    key: &str,
    size: u64,
) -> Result<Option<files::FileType>, Failure> {
    if size == 0 {
        return Ok(None);
    }
    let head = bucket
        .get(key)
        .range(worker::Range::Prefix {
            length: files::SNIFF_BYTES.min(size),
        })
        .execute()
        .await?
        .ok_or_else(|| Failure::internal(format!("R2 object {key} is missing")))?;
    let bytes = match head.body() {
        Some(body) => body.bytes().await?,
        None => Vec::new(),
    };
    Ok(files::sniff(&bytes))
}
