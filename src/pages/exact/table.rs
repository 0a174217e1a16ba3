//! The results table's data: the proven minimum for each n×n board and k,
//! both modes, shipped with the app (`data/exact-table.json`, made by
//! `chesslab exact table --json`) because the larger entries take longer to
//! prove than a visitor should wait.

use crate::exact::TableEntry;

/// The table's data, made by `chesslab exact table --json > data/exact-table.json`.
const TABLE_DATA: &str = include_str!("../../../data/exact-table.json");

/// The shipped entries; a damaged file gives none rather than failing the page.
#[must_use]
pub fn table_entries() -> Vec<TableEntry> {
    serde_json::from_str(TABLE_DATA).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_table_reads_with_both_modes_for_n_2_to_6_and_k_1_to_4() {
        assert_eq!(table_entries().len(), 5 * 4 * 2);
    }
}
