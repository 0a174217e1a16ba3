//! A small map kept as a list of pairs sorted by key: the player's counters by level name or
//! difficulty, and pack progress by puzzle.
//!
//! Written here rather than with `BTreeMap`: each of the page's four maps instantiated the
//! B-tree's own code (insert with node splits, search, iterate, drop), about 12 KB of the page's
//! wasm, which the first board waits for. These maps hold at most a few hundred entries (a pack
//! has 100 puzzles), where a sorted list's binary search and insert are as fast.

use std::{borrow::Borrow, fmt, ops::Index};

/// The entries of a [`SortedMap`], in key order.
pub type Entries<'a, K, V> = std::iter::Map<std::slice::Iter<'a, (K, V)>, fn(&'a (K, V)) -> (&'a K, &'a V)>;

/// A map from `K` to `V`, iterated in key order.
///
/// ```
/// use chesslab_pages::SortedMap;
///
/// let mut solved = SortedMap::from([("expert".to_string(), 1), ("beginner".to_string(), 4)]);
/// *solved.get_or_insert_with("beginner".to_string(), || 0) += 1;
/// assert_eq!(solved["beginner"], 5);
/// assert_eq!(solved.get("master"), None);
/// assert_eq!(solved.iter().map(|(name, _)| name.as_str()).collect::<Vec<_>>(), ["beginner", "expert"]);
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct SortedMap<K, V> {
    pairs: Vec<(K, V)>,
}

impl<K, V> Default for SortedMap<K, V> {
    fn default() -> SortedMap<K, V> {
        SortedMap { pairs: Vec::new() }
    }
}

impl<K: Ord, V> SortedMap<K, V> {
    /// An empty map.
    #[must_use]
    pub fn new() -> SortedMap<K, V> {
        SortedMap::default()
    }

    /// Where `key` is (`Ok`) or would go (`Err`).
    fn find<Q: Ord + ?Sized>(&self, key: &Q) -> Result<usize, usize>
    where
        K: Borrow<Q>,
    {
        self.pairs.binary_search_by(|(k, _)| k.borrow().cmp(key))
    }

    /// The value of `key`, if it has one.
    pub fn get<Q: Ord + ?Sized>(&self, key: &Q) -> Option<&V>
    where
        K: Borrow<Q>,
    {
        self.find(key).ok().map(|at| &self.pairs[at].1)
    }

    /// Sets the value of `key`; returns the value it replaces, if any.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        match self.find(&key) {
            Ok(at) => Some(std::mem::replace(&mut self.pairs[at].1, value)),
            Err(at) => {
                self.pairs.insert(at, (key, value));
                None
            }
        }
    }

    /// The value of `key`, first set to `make()` if it has none.
    pub fn get_or_insert_with(&mut self, key: K, make: impl FnOnce() -> V) -> &mut V {
        let at = match self.find(&key) {
            Ok(at) => at,
            Err(at) => {
                self.pairs.insert(at, (key, make()));
                at
            }
        };
        &mut self.pairs[at].1
    }
}

impl<K, V> SortedMap<K, V> {
    /// The entries, in key order.
    pub fn iter(&self) -> Entries<'_, K, V> {
        self.pairs.iter().map(|(key, value)| (key, value))
    }

    /// The values, in their keys' order.
    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.pairs.iter().map(|(_, value)| value)
    }

    /// How many entries there are.
    #[must_use]
    pub fn len(&self) -> usize {
        self.pairs.len()
    }

    /// Whether there is none.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.pairs.is_empty()
    }
}

/// `map[key]`: the value of `key`; panics when it has none, as `BTreeMap` does (for tests).
impl<K: Ord + Borrow<Q>, Q: Ord + ?Sized, V> Index<&Q> for SortedMap<K, V> {
    type Output = V;

    fn index(&self, key: &Q) -> &V {
        #[allow(clippy::expect_used)]
        self.get(key).expect("no entry for this key")
    }
}

/// The map of these pairs; of two with one key, the later is kept.
impl<K: Ord, V, const N: usize> From<[(K, V); N]> for SortedMap<K, V> {
    fn from(pairs: [(K, V); N]) -> SortedMap<K, V> {
        let mut map = SortedMap::new();
        for (key, value) in pairs {
            map.insert(key, value);
        }
        map
    }
}

impl<K, V> IntoIterator for SortedMap<K, V> {
    type Item = (K, V);
    type IntoIter = std::vec::IntoIter<(K, V)>;

    /// The entries, in key order.
    fn into_iter(self) -> Self::IntoIter {
        self.pairs.into_iter()
    }
}

impl<'a, K, V> IntoIterator for &'a SortedMap<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = Entries<'a, K, V>;

    /// The entries, in key order.
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<K: fmt::Debug, V: fmt::Debug> fmt::Debug for SortedMap<K, V> {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.debug_map().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use proptest::prelude::*;

    use super::SortedMap;

    proptest! {
        /// Any sequence of inserts and updates leaves the map `BTreeMap` leaves.
        #[test]
        fn the_map_is_btreemaps(steps in prop::collection::vec((0u8..40, any::<u16>(), any::<bool>()), 0..200)) {
            let (mut ours, mut theirs) = (SortedMap::new(), BTreeMap::new());
            for (key, value, replace) in steps {
                if replace {
                    prop_assert_eq!(ours.insert(key, value), theirs.insert(key, value));
                } else {
                    let value = ours.get_or_insert_with(key, || 0);
                    *value = value.wrapping_add(1);
                    let value = theirs.entry(key).or_insert(0);
                    *value = value.wrapping_add(1);
                }
            }
            prop_assert_eq!(ours.iter().collect::<Vec<_>>(), theirs.iter().collect::<Vec<_>>());
            prop_assert_eq!(ours.len(), theirs.len());
            for key in 0..40 {
                prop_assert_eq!(ours.get(&key), theirs.get(&key));
            }
        }
    }
}
