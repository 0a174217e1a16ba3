//! Trust in the shipped results table (`data/exact-table.json`): every
//! placement it lists is checked here by a rules check of its own (a plain
//! walk along each piece's lines, sharing no code with the solver), and
//! every minimum on boards up to 4×4 is proved again by the seed's pattern
//! search ([`SearchOrder::Seed`]), an independent method.

#![allow(clippy::unwrap_used)]

use crate::common;

use common::exact_rules::{attacks, read_code};

use chesslab_core::exact::{
    table_slots, EntryStatus, Ledger, Mode, Problem, ReplyLine, SearchOrder, Solver, TableEntry, Verdict,
    WideSolver,
};

/// The table as shipped.
fn shipped() -> Vec<TableEntry> {
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../data/exact-table.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn the_shipped_table_is_written_back_as_it_was_read() {
    // Each entry's `outcome` (a worker's reply, declared in the JSON codec) goes through serde as
    // the codec reads and writes it: `chesslab exact table --json` prints the same bytes.
    let text =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../data/exact-table.json")).unwrap();
    let entries = chesslab_core::exact::read_table(&text).unwrap();
    assert!(entries
        .iter()
        .any(|entry| entry.outcome.min_pieces.is_some() && !entry.outcome.examples.is_empty()));
    assert_eq!(serde_json::to_string(&entries).unwrap(), text.trim_end());
}

/// Whether `code` solves the entry's problem, by [`attacks`]; its piece count.
fn check(entry: &TableEntry, code: &str) -> u32 {
    let board = read_code(code);
    assert_eq!(
        (board.len(), board[0].len()),
        (usize::from(entry.height), usize::from(entry.width)),
        "{code}"
    );
    assert!(board.iter().all(|rank| rank.len() == usize::from(entry.width)), "{code}");
    let count = attacks(&board);
    let vacant = entry.mode == Mode::VacantCells;
    for (rank, row) in board.iter().enumerate() {
        for (file, cell) in row.iter().enumerate() {
            if cell.is_none() || !vacant {
                assert_eq!(
                    count[rank][file],
                    u32::from(entry.k),
                    "{}: {code} at rank {rank} file {file}",
                    entry.problem
                );
            }
        }
    }
    let pieces = board.iter().flatten().filter(|cell| cell.is_some()).count() as u32;
    if vacant {
        assert!(pieces < u32::from(entry.width) * u32::from(entry.height), "{code}: no vacant cell");
    }
    pieces
}

#[test]
fn the_rules_check_counts_attacks_as_the_puzzle_defines_them() {
    // A rook on a1 of 3×3 with a knight on c1 in its way (as the seed's rules say).
    let count = attacks(&read_code("3/3/R1N"));
    assert_eq!(count, [[0, 1, 1], [2, 0, 0], [1, 1, 0]]);
    let entry = shipped().into_iter().find(|entry| entry.problem == "3x3,k=1").unwrap();
    assert_eq!(check(&entry, "2B/1K1/3"), 2);
}

#[test]
fn every_shipped_placement_passes_the_independent_rules_check() {
    let mut checked = 0;
    for entry in shipped() {
        if let Some(example) = &entry.example {
            assert_eq!(Some(check(&entry, example)), entry.upper_bound, "{}: {example}", entry.problem);
            checked += 1;
        }
        for code in &entry.outcome.examples {
            assert_eq!(Some(check(&entry, code)), entry.outcome.min_pieces, "{}: {code}", entry.problem);
            checked += 1;
        }
    }
    assert!(checked > 500, "{checked} placements checked");
}

#[test]
fn the_shipped_table_is_every_entry_and_each_is_consistent() {
    let entries = shipped();
    let slots = table_slots();
    assert_eq!(entries.len(), slots.len());
    for (entry, slot) in entries.iter().zip(&slots) {
        assert_eq!(entry.problem, slot.text());
        // Boards beyond 8×8 (9×9, 9×4) have no 8×8 problem: the 128-cell search proves them.
        if let Some(problem) = slot.problem() {
            assert_eq!(Problem::parse(&entry.problem).unwrap(), problem);
        }
        let proven = entry.upper_bound == Some(entry.lower_bound);
        assert_eq!(entry.proven, proven, "{}", entry.problem);
        assert_eq!(entry.status == EntryStatus::Proven, proven, "{}", entry.problem);
        assert!(entry.upper_bound.is_none_or(|upper| upper >= entry.lower_bound), "{}", entry.problem);
        assert_eq!(entry.upper_bound.is_some(), entry.example.is_some(), "{}", entry.problem);
        // Counts only where the proof finished: they are then the proof's.
        let outcome = &entry.outcome;
        if outcome.complete {
            assert_eq!(
                outcome.min_pieces.is_none(),
                entry.status == EntryStatus::Impossible,
                "{}",
                entry.problem
            );
            assert_eq!(entry.total, outcome.min_pieces.map(|_| outcome.solutions), "{}", entry.problem);
            assert_eq!(entry.unique, outcome.min_pieces.map(|_| outcome.unique), "{}", entry.problem);
        } else if entry.ledger.is_none() {
            assert_eq!((entry.total, entry.unique), (None, None), "{}", entry.problem);
            assert!(entry.node_limit.is_some(), "{}: a stopped proof had a limit", entry.problem);
        }
        if let Some((bound, verdict)) = entry.devincentis() {
            let upper = entry.upper_bound.unwrap_or(u32::MAX);
            let expected = match () {
                () if entry.lower_bound > bound || entry.status == EntryStatus::Impossible => {
                    Verdict::DoesNotApply
                }
                () if upper < bound => Verdict::Beaten,
                () if entry.lower_bound == bound => Verdict::Sharp,
                () => Verdict::Unknown,
            };
            assert_eq!(verdict, expected, "{}", entry.problem);
        }
    }
}

/// Proofs re-run by the default tests: at most this many nodes (seconds).
const QUICK_NODES: u64 = 5_000_000;

/// The entries beyond 8×8 rest on the 128-cell search: each proof of at
/// most [`QUICK_NODES`] (Rennhak's 9×4) is run again to the same reply, each
/// placement passing the rules check; a longer one (9×9: 37 million nodes,
/// `--ignored` runs it again) is checked to refute more caps than a short run.
#[test]
fn the_entries_beyond_8x8_rest_on_the_128_cell_search() {
    let wide: Vec<TableEntry> = shipped().into_iter().filter(|entry| !entry.fits_the_solver()).collect();
    assert_eq!(wide.len(), 2);
    for entry in wide {
        assert!(entry.outcome.complete && entry.proven, "{}", entry.problem);
        let (width, height) = (usize::from(entry.width), usize::from(entry.height));
        let solver = WideSolver::new(width, height, entry.k, entry.mode).unwrap();
        if entry.outcome.nodes <= QUICK_NODES {
            reprove_wide(&entry);
        } else {
            let short = solver.with_node_limit(QUICK_NODES / 5).minimum(&mut |_| {});
            assert!(short.lower_bound < entry.lower_bound, "{}: a longer run proves more", entry.problem);
        }
        for code in &entry.outcome.examples {
            assert_eq!(Some(check(&entry, code)), entry.outcome.min_pieces, "{}: {code}", entry.problem);
        }
    }
}

/// Runs the 128-cell proof of `entry` again: the same reply, nodes and placements.
fn reprove_wide(entry: &TableEntry) {
    let (width, height) = (usize::from(entry.width), usize::from(entry.height));
    let again = WideSolver::new(width, height, entry.k, entry.mode).unwrap().minimum(&mut |_| {});
    assert_eq!(again, entry.outcome, "{}", entry.problem);
    assert_eq!(again.examples.len() as u64, again.solutions, "{}: every placement listed", entry.problem);
}

/// The long proofs beyond 8×8 (9×9: 37 million nodes, minutes), run again.
#[test]
#[ignore = "minutes: cargo test -p chesslab-core --release --test it the_long_proofs_beyond_8x8 -- --ignored"]
fn the_long_proofs_beyond_8x8_run_again_to_the_same_reply() {
    for entry in
        shipped().iter().filter(|entry| !entry.fits_the_solver() && entry.outcome.nodes > QUICK_NODES)
    {
        reprove_wide(entry);
    }
}

#[test]
fn every_entry_has_a_placement_and_none_is_above_devincentis() {
    for entry in shipped() {
        if entry.status == EntryStatus::Impossible {
            continue;
        }
        assert!(entry.upper_bound.is_some(), "{}: no placement", entry.problem);
        if let Some((bound, verdict)) = entry.devincentis() {
            if verdict != Verdict::DoesNotApply {
                let upper = entry.upper_bound.unwrap_or(u32::MAX);
                assert!(upper <= bound, "{}: {upper} pieces, DeVincentis has {bound}", entry.problem);
            }
        }
    }
}

#[test]
fn every_entry_up_to_5x5_is_settled() {
    for entry in shipped().iter().filter(|entry| entry.width <= 5 && entry.height <= 5) {
        assert!(
            matches!(entry.status, EntryStatus::Proven | EntryStatus::Impossible),
            "{}: {}",
            entry.problem,
            entry.value_text()
        );
    }
}

/// Parts of each proof ledger run again by the test: the cheapest ones, as a
/// spot check that the replies are the search's (all of them take hours).
const LEDGER_PARTS_RERUN: usize = 3;

#[test]
fn every_ledger_proves_what_its_entry_says_and_its_parts_run_again_alike() {
    let mut ledgers = 0;
    for entry in shipped() {
        let Some(name) = &entry.ledger else { continue };
        ledgers += 1;
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../data/proofs/").to_string() + name;
        let text = std::fs::read_to_string(&path).unwrap();
        let problem = Problem::parse(&entry.problem).unwrap();
        let ledger = Ledger::read(&problem, &text).unwrap();
        let verdict = ledger.verdict();
        assert!(!verdict.caps_complete.is_empty(), "{name}: no cap has all its parts in");
        match &verdict.minimum {
            Some(proof) => assert_eq!(proof.fewest().map(|(fewest, _)| fewest), entry.upper_bound, "{name}"),
            None => assert_eq!(
                verdict.lower_bound, entry.lower_bound,
                "{name}: the entry's bound is the ledger's"
            ),
        }
        let mut replies: Vec<ReplyLine> = text.lines().map(|line| line.parse().unwrap()).collect();
        replies.sort_by_key(ReplyLine::nodes);
        for reply in replies.iter().take(LEDGER_PARTS_RERUN) {
            assert_eq!(&reply.part().run(&mut |_| {}).unwrap(), reply, "{name}: {}", reply.part());
        }
    }
    assert!(ledgers >= 1, "the table rests on at least one ledger");
}

/// Whether the seed's search takes long to re-prove the entry (10 s to
/// minutes each: 4×4, vacant cells, k ≥ 6); those are re-proved by the ignored test below.
fn slow_for_the_seed(entry: &TableEntry) -> bool {
    entry.width == 4 && entry.mode == Mode::VacantCells && entry.k >= 6
}

/// Re-proves with the seed's search that no placement has fewer pieces than
/// the entry's lower bound (none at all when it says impossible); the
/// placement meeting a proven minimum is checked above.
fn reprove_with_the_seed(entry: &TableEntry) {
    let problem = Problem::parse(&entry.problem).unwrap();
    let seed = Solver::new(&problem).with_order(SearchOrder::Seed).with_max_examples(1);
    let cap = match entry.status {
        EntryStatus::Impossible => None,
        _ => Some(entry.lower_bound - 1),
    };
    let below = seed.count(cap, &mut |_| {});
    assert!(below.complete && below.total == 0, "{}: {below:?}", entry.problem);
}

#[test]
fn every_minimum_up_to_4x4_is_proved_again_by_the_seeds_pattern_search() {
    let small: Vec<TableEntry> =
        shipped().into_iter().filter(|entry| entry.width <= 4 && entry.height <= 4).collect();
    assert_eq!(small.len(), 4 + 4 + 4 + 8 + 4 + 12);
    for entry in &small {
        assert_eq!(entry.status == EntryStatus::Impossible, entry.upper_bound.is_none(), "{}", entry.problem);
        if !slow_for_the_seed(entry) {
            reprove_with_the_seed(entry);
        }
    }
}

/// The seven 4×4 vacant entries with k ≥ 6, which take the seed's search
/// minutes in all: `cargo test -p chesslab-core --release --test it the_slow_4x4_minima -- --ignored`.
#[test]
#[ignore = "minutes: run with --ignored"]
fn the_slow_4x4_minima_are_proved_again_by_the_seeds_pattern_search() {
    let slow: Vec<TableEntry> = shipped().into_iter().filter(slow_for_the_seed).collect();
    assert_eq!(slow.len(), 7);
    slow.iter().for_each(reprove_with_the_seed);
}
