//! What the page knows before any search: every results-table entry the page
//! offers as a puzzle gets its hint without a search (from the table's proven
//! minimum and placements), or says before Hint is pressed why it has none.

#![allow(clippy::unwrap_used)]

use super::*;
use chesslab_core::{
    exact::{hint_within, EntryStatus, Hint},
    link::Link as _,
};

/// The page in Play on `problem`'s link.
fn playing(problem: &str) -> ExactPage {
    let mut page = ExactPage::new(table_entries()).unwrap();
    page.open(Link::from_fragment(&format!("#/exact/{problem}")).unwrap(), 0.0);
    assert_eq!(page.mode(), Mode::Play);
    page
}

/// The entries the results table offers to play (a click opens them in Play).
fn offered() -> Vec<TableEntry> {
    table_entries()
        .into_iter()
        .filter(|entry| entry.status != EntryStatus::TooLarge && entry.fits_the_solver())
        .collect()
}

#[test]
fn every_table_entry_offered_has_its_first_hint_without_a_search_or_says_why_not_first() {
    let (mut quick, mut none) = (0, 0);
    for entry in offered() {
        let mut page = playing(&entry.problem);
        let show = page.play_show(0.0);
        let effects = page.hint(1.0);
        let task = effects.iter().find_map(|effect| match effect {
            Effect::Hint(_, task) => Some(task.clone()),
            _ => None,
        });
        match (entry.minimum(), task) {
            (Some(minimum), Some(task)) => {
                assert!(show.can_hint && show.no_hint.is_none(), "{}", entry.problem);
                assert_eq!(
                    task.minimum,
                    Some(minimum),
                    "{}: the table's minimum is the target",
                    entry.problem
                );
                assert!(
                    show.puzzle.ends_with(&format!("The fewest pieces that do it: {minimum}.")),
                    "{}",
                    show.puzzle
                );
                // No node to search: the table's placements answer.
                let reply =
                    hint_within(&task.problem, &task.placed, task.minimum, &task.known, 0, &mut |_| {});
                assert!(
                    matches!(reply.map(|reply| reply.hint), Some(Hint::Place { .. })),
                    "{}",
                    entry.problem
                );
                quick += 1;
            }
            (None, None) => {
                let why =
                    show.no_hint.unwrap_or_else(|| panic!("{}: Hint says why it is off", entry.problem));
                assert!(!show.can_hint, "{}", entry.problem);
                assert!(why.starts_with("No hint"), "{why}");
                none += 1;
            }
            (minimum, task) => panic!("{}: minimum {minimum:?}, hint task {task:?}", entry.problem),
        }
    }
    // 81 entries are proven, 79 on boards the page plays (9×9 and 9×4 lie beyond it); the
    // others are bounded or impossible.
    assert_eq!((quick, none), (79, offered().len() - 79));
}

#[test]
fn an_entry_proven_by_its_bounds_gives_its_minimum_and_its_hint_at_once() {
    // 6×6, k = 2: the table's bounds met at 11 (its search's own outcome stopped short of it).
    let mut page = playing("6x6,k=2");
    assert_eq!(page.minimum(), Some(11));
    assert_eq!(
        page.puzzle_text(),
        "6×6: place pieces so that every cell is attacked exactly twice. The fewest pieces that do it: 11."
    );
    let effects = page.hint(1.0);
    let Some(Effect::Hint(_, task)) = effects.iter().find(|effect| matches!(effect, Effect::Hint(..))) else {
        panic!("{effects:?}")
    };
    assert!(!task.known.is_empty(), "the table's placement goes with the task");
}

#[test]
fn an_entry_not_proven_states_its_bounds_as_the_target_and_hint_is_off_with_the_reason() {
    let mut page = playing("6x6,k=4");
    assert_eq!(
        page.puzzle_text(),
        "6×6: place pieces so that every cell is attacked exactly 4 times. \
         The fewest pieces is not proven: at least 16; the best placement found has 26."
    );
    let show = page.play_show(0.0);
    assert!(!show.can_hint);
    assert!(show.no_hint.unwrap().contains("not proven"));
    let effects = page.hint(1.0);
    assert!(!effects.iter().any(|effect| matches!(effect, Effect::Hint(..))), "no search of hours");
    // Nothing solves 2×2 with every cell attacked 4 times: the line says so, and Hint is off.
    let page = playing("2x2,k=4");
    assert!(page.puzzle_text().ends_with("exactly 4 times. No placement solves it (proven)."));
    assert_eq!(
        page.play_show(0.0).no_hint.as_deref(),
        Some("No hint: no placement solves this puzzle (proven).")
    );
    // A problem the table does not hold keeps its hint, and says first that it proves the minimum.
    let page = playing("5x5,k=1,pieces=QR");
    let show = page.play_show(0.0);
    assert_eq!(show.no_hint, None);
    assert!(
        show.can_hint
            && show.slow_hint.is_some_and(|line| line.starts_with("Hint first proves the fewest pieces"))
    );
    assert_eq!(playing("6x6,k=2").play_show(0.0).slow_hint, None, "a table entry's hint is quick");
}

#[test]
fn a_try_no_known_placement_keeps_gets_its_hint_from_them_past_a_short_search() {
    // A queen in the corner of 6×6, k = 2: refuting it searches for 24 s; the table's placements
    // (a rook or nothing there) answer: lift it.
    let mut page = playing("6x6,k=2");
    let effects = page.choose_piece(chesslab_core::board::PieceKind::Queen);
    assert!(!effects.is_empty());
    page.tap(Cell::from(chesslab_core::board::Square::parse("a1").unwrap()), 10.0);
    let effects = page.hint(20.0);
    let Some(Effect::Hint(ticket, task)) =
        effects.into_iter().find(|effect| matches!(effect, Effect::Hint(..)))
    else {
        panic!("a hint task")
    };
    let reply = chesslab_core::task::Task::run(&task, &mut |_| {}).unwrap();
    assert!(matches!(reply.hint, Hint::Stray { .. }), "{reply:?}");
    let said = page.on_hinted(ticket, chesslab_core::task::Event::Done(reply), 30.0);
    let text =
        "Lift the queen on a1: the minimal placement known that is nearest your try has no queen there.";
    assert!(said.contains(&Effect::Announce(text.to_string())), "{said:?}");
    assert_eq!(page.view(30.0).scene.hint, [Cell::from(chesslab_core::board::Square::parse("a1").unwrap())]);
}
