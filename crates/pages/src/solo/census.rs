//! The census the "About the game" panel shows (`data/solo-census.json`, as
//! `chesslab solo census --json` writes it), read with the page's own JSON.

use crate::json::json_record;
use chesslab_core::solo::{Census, CensusRow};

// Written by the command line as `{"board":…,"set":…,"rules":…,"rows":[…],"seconds":…}`.
json_record!(Census { board, set, rules, rows, seconds, stopped_at_memory_limit(default) });
// One row: `{"pieces":…,"arrangements":…,"solvable":…}`.
json_record!(CensusRow { pieces, arrangements, solvable });

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::json::{parse, FromJson};

    #[test]
    fn the_shipped_census_reads_as_serde_json_reads_it() {
        let text = include_str!("../../../../data/solo-census.json");
        let ours = Census::from_json(&parse(text).unwrap()).unwrap();
        assert_eq!(ours, serde_json::from_str::<Census>(text).unwrap());
        assert!(ours.rows.len() >= 10);
    }
}
