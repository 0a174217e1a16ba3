//! One name per problem: every board size reads width × height (files ×
//! ranks) in names, the table, part and reply lines and links; names written
//! before keep reading the same board; and the name reader never panics and
//! reads back what it prints.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    exact::{table_slots, Link, Mode, PartLine, ProblemName, ReplyLine, TableEntry, MAX_WIDE_CELLS},
    link::Link as _,
};
use proptest::prelude::*;

#[test]
fn every_entry_of_the_table_is_named_width_by_height() {
    for slot in table_slots() {
        let name = ProblemName::parse(&slot.text()).unwrap();
        assert_eq!(name, slot.name(), "{}", slot.text());
        assert_eq!(name.size(), (slot.width, slot.height), "{}", slot.text());
    }
    // The shipped table: each entry's name, its width and height fields, and what the table prints.
    let entries: Vec<TableEntry> =
        serde_json::from_str(include_str!("../../../../data/exact-table.json")).unwrap();
    let rendered = chesslab_core::exact::render_table(&entries);
    for entry in &entries {
        let name = ProblemName::parse(&entry.problem).unwrap();
        assert_eq!(name.size(), (entry.width, entry.height), "{}", entry.problem);
        assert_eq!(name.to_string(), entry.problem);
        let row = format!("| {}×{} | {} |", entry.width, entry.height, entry.k);
        assert!(rendered.contains(&row), "{row}");
    }
    assert!(rendered.contains("| 9×4 | 1 | every |"), "Rennhak's 9 files by 4 ranks, as named 9x4,k=1");
    assert!(!rendered.contains("| 4×9 |"));
}

#[test]
fn lines_and_links_written_before_read_the_same_board() {
    // A part line, a reply line and a link as earlier versions wrote them: width x height.
    let part: PartLine = "exact-part v1 3x2,k=1 cap=2 part=0/1 split=0".parse().unwrap();
    assert_eq!((part.problem().width(), part.problem().height()), (3, 2));
    let reply: ReplyLine =
        "exact-reply v1 3x2,k=1 cap=2 part=0/1 split=0 nodes=5 found=0 unique=0 pieces=- example=-"
            .parse()
            .unwrap();
    assert_eq!((reply.part().problem().width(), reply.part().problem().height()), (3, 2));
    let link = Link::from_fragment("#/exact/6x4,k=2?find=min").unwrap();
    let problem = &link.search.unwrap().problem;
    assert_eq!((problem.width(), problem.height()), (6, 4), "6 files, 4 ranks");
    let shaped = Link::from_fragment("#/exact/3x2,cells=1-1/111").unwrap();
    let shaped = shaped.play.unwrap().problem;
    assert_eq!((shaped.width(), shaped.height()), (3, 2), "a grid of 2 ranks of 3 cells");
    assert_eq!(ProblemName::parse("3x2,cells=1-1/111").unwrap(), ProblemName::Board(shaped));
}

/// A board of at most [`MAX_WIDE_CELLS`] cells, half of them within 8×8.
fn sides() -> impl Strategy<Value = (u8, u8)> {
    let small = (1u8..=8, 1u8..=8);
    let any =
        (1..=MAX_WIDE_CELLS as u8).prop_flat_map(|width| (Just(width), 1..=MAX_WIDE_CELLS as u8 / width));
    prop_oneof![small, any]
}

proptest! {
    #[test]
    fn a_name_reads_its_sides_in_order_and_round_trips(
        (width, height) in sides(),
        k in 0u8..=16,
        vacant in any::<bool>(),
    ) {
        let mode = if vacant { ",vacant" } else { "" };
        let text = format!("{width}x{height},k={k}{mode}");
        let name = ProblemName::parse(&text).unwrap();
        prop_assert_eq!(name.size(), (width, height));
        prop_assert_eq!(name.to_string(), text.clone());
        prop_assert_eq!(ProblemName::parse(&name.to_string()).unwrap(), name.clone());
        if let ProblemName::Wide { mode, .. } = name {
            prop_assert_eq!(mode == Mode::VacantCells, vacant);
        }
    }

    #[test]
    fn the_name_reader_never_panics_and_reads_back_what_it_prints(
        text in "[0-9xX,=kcelsvantyiporKQRBNP/ -]{0,60}",
    ) {
        if let Ok(name) = ProblemName::parse(&text) {
            prop_assert_eq!(ProblemName::parse(&name.to_string()).unwrap(), name);
        }
    }

    #[test]
    fn a_long_name_is_refused_with_a_short_message(length in 200usize..20_000) {
        for text in [format!("9x9,k={}", "1".repeat(length)), format!("9x9,{}", "k".repeat(length))] {
            let error = ProblemName::parse(&text).unwrap_err().to_string();
            prop_assert!(error.chars().count() < 200, "{}", error);
        }
    }
}
