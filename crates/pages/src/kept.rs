//! What a page asks of the browser's store of a long search's finished
//! shares (the Exact proof's, the Queens count's), kept between visits so a
//! search stopped by a reload goes on where it stopped. The page model names
//! the keys and texts and reads them back; the web layer only stores them.

/// One request to the store of kept replies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptEffect {
    /// Read every reply kept under keys starting with this prefix, and give
    /// them (key and text) back to the page's `restored` with the same
    /// prefix; none when the browser keeps nothing.
    Restore(String),
    /// Keep `text`, a finished share's reply, under `key` (replacing any).
    Keep {
        /// The reply's key.
        key: String,
        /// The reply.
        text: String,
    },
    /// Remove the replies kept under these keys (they could not be used).
    Forget(Vec<String>),
    /// Remove every reply kept under keys starting with this prefix (the search is over).
    ForgetAll(String),
}

/// Hands each of the `stored` replies (key and text, as a restore reads them) to `keep`, the
/// search's own check; the keys of those it refuses are to be forgotten: the effect that asks
/// for it, or none when every reply was kept.
pub fn keep_stored<E>(
    stored: Vec<(String, String)>,
    mut keep: impl FnMut(&str, &str) -> Result<(), E>,
) -> Option<KeptEffect> {
    let refused: Vec<String> =
        stored.into_iter().filter(|(key, text)| keep(key, text).is_err()).map(|(key, _)| key).collect();
    (!refused.is_empty()).then_some(KeptEffect::Forget(refused))
}
