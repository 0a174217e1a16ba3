//! Reading the stored record so that nothing is lost: a record that cannot
//! be read is handed back to be kept aside under a key of its own (never
//! overwritten, never dropped), and the page says so. The web layer only
//! reads and writes the keys this module names.

use super::{PlayerRecord, RecordError};

/// Where the record is stored.
pub const RECORD_KEY: &str = "chess-puzzle-lab.solo.record";

/// Where a stored record that cannot be read is kept aside (a second one
/// goes beside it, the time appended).
pub const RECORD_KEPT_KEY: &str = "chess-puzzle-lab.solo.record.unreadable";

/// The record as read from storage, and what to keep aside.
#[derive(Clone, Debug, PartialEq)]
pub struct StoredRecord {
    /// The record to play with (a fresh one when the stored one cannot be read).
    pub record: PlayerRecord,
    /// The unreadable text to keep, when there was one.
    pub kept_aside: Option<KeptAside>,
}

/// An unreadable stored record, to be moved aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptAside {
    /// The key to store it under.
    pub key: String,
    /// The text, exactly as it was stored.
    pub text: String,
    /// Why it could not be read.
    pub error: RecordError,
}

/// Reads the text stored under [`RECORD_KEY`] (`None`: nothing stored);
/// `kept_key_taken` says whether [`RECORD_KEPT_KEY`] already holds an older
/// unreadable record, `now_ms` names the new key then.
///
/// ```
/// use chesslab_pages::solo::{read_stored_record, PlayerRecord, RECORD_KEPT_KEY};
///
/// let fresh = read_stored_record(None, false, 0.0);
/// assert_eq!((fresh.record, fresh.kept_aside), (PlayerRecord::default(), None));
///
/// let damaged = read_stored_record(Some("{\"solved\": 3"), false, 0.0);
/// let kept = damaged.kept_aside.ok_or("kept")?;
/// assert_eq!((kept.key.as_str(), kept.text.as_str()), (RECORD_KEPT_KEY, "{\"solved\": 3"));
/// # Ok::<(), &str>(())
/// ```
#[must_use]
pub fn read_stored_record(text: Option<&str>, kept_key_taken: bool, now_ms: f64) -> StoredRecord {
    let Some(text) = text else { return StoredRecord { record: PlayerRecord::default(), kept_aside: None } };
    match PlayerRecord::from_storage(text) {
        Ok(record) => StoredRecord { record, kept_aside: None },
        Err(error) => {
            let key = kept_aside_key(RECORD_KEPT_KEY, kept_key_taken, now_ms);
            let kept_aside = Some(KeptAside { key, text: text.to_string(), error });
            StoredRecord { record: PlayerRecord::default(), kept_aside }
        }
    }
}

/// The key to keep an unreadable stored text under: `base`, or, when `base`
/// already holds an older one (`base_taken`), `base` with the time
/// appended, so that neither is ever overwritten.
#[must_use]
pub fn kept_aside_key(base: &str, base_taken: bool, now_ms: f64) -> String {
    if base_taken {
        format!("{base}.{}", now_ms.max(0.0) as u64)
    } else {
        base.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_old_record_reads_and_an_unreadable_one_is_kept_whole_beside_an_older_one() {
        let old = read_stored_record(Some(r#"{"solved":{"expert":2},"streak":2}"#), true, 5.0);
        assert_eq!((old.record.total_solved(), old.kept_aside), (2, None));
        let text = r#"{"solved":{"expert":"two"}}"#;
        let stored = read_stored_record(Some(text), true, 1_764_000_000_000.0);
        assert_eq!(stored.record, PlayerRecord::default());
        let kept = stored.kept_aside.unwrap();
        assert_eq!(kept.key, "chess-puzzle-lab.solo.record.unreadable.1764000000000");
        assert_eq!(kept.text, text, "kept exactly as it was");
        assert!(kept.error.to_string().starts_with("the stored progress cannot be read: "));
    }
}
