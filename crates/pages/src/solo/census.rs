//! The census the "About the game" panel shows (`data/solo-census.json`, as
//! `chesslab solo census --json` writes it), read with the page's own JSON.

use crate::json::{FromJson, Json, JsonError};
use chesslab_core::solo::{Census, CensusRow};

/// Written by the command line as `{"board":…,"set":…,"rules":…,"rows":[…],"seconds":…}`.
impl FromJson for Census {
    fn from_json(json: &Json) -> Result<Census, JsonError> {
        let census = json.object()?;
        Ok(Census {
            board: census.field("board")?,
            set: census.field("set")?,
            rules: census.field("rules")?,
            rows: census.field("rows")?,
            seconds: census.field("seconds")?,
            stopped_at_memory_limit: census.field_or_default("stopped_at_memory_limit")?,
        })
    }
}

/// One row: `{"pieces":…,"arrangements":…,"solvable":…}`.
impl FromJson for CensusRow {
    fn from_json(json: &Json) -> Result<CensusRow, JsonError> {
        let row = json.object()?;
        Ok(CensusRow {
            pieces: row.field("pieces")?,
            arrangements: row.field("arrangements")?,
            solvable: row.field("solvable")?,
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::json::parse;

    #[test]
    fn the_shipped_census_reads_as_serde_json_reads_it() {
        let text = include_str!("../../../../data/solo-census.json");
        let ours = Census::from_json(&parse(text).unwrap()).unwrap();
        assert_eq!(ours, serde_json::from_str::<Census>(text).unwrap());
        assert!(ours.rows.len() >= 10);
    }
}
