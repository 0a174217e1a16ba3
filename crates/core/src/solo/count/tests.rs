#![allow(clippy::unwrap_used)]

use super::*;
use crate::solo::parse_code;

/// Crowded enough for thousands of sequences, small enough to count exactly at once.
const CROWDED: &str = "QRBN/RBNP/4/4";

#[test]
fn a_small_cap_stops_the_count_with_lower_bounds_that_say_so() {
    let position = parse_code(CROWDED).unwrap();
    let exact = count_solutions(&position, Rules::SOLITAIRE, 1_000_000);
    assert!(exact.sequences_exact && exact.move_sets_exact && exact.sequences > 1000, "{exact:?}");
    for cap in [0, 40_000, 100_000] {
        let capped = count_solutions_within(&position, Rules::SOLITAIRE, 1_000_000, cap);
        assert!(!capped.sequences_exact && !capped.move_sets_exact, "{cap}: {capped:?}");
        assert!(capped.sequences <= exact.sequences && capped.move_sets <= exact.move_sets, "{capped:?}");
        assert!(capped.memory_bytes as usize <= cap, "{cap}: {capped:?}");
        assert!(capped.sentence().starts_with("Winning sequences: at least "), "{}", capped.sentence());
        assert!(capped.sentence().ends_with(STOPPED_AT_MEMORY_LIMIT), "{}", capped.sentence());
    }
    let roomy = count_solutions_within(&position, Rules::SOLITAIRE, 1_000_000, 1 << 20);
    assert!(roomy.sequences > 0);
    assert_eq!((roomy.sequences, roomy.move_sets), (exact.sequences, exact.move_sets));
}

#[test]
fn listed_move_sets_stop_at_their_share_of_memory() {
    let position = parse_code(CROWDED).unwrap();
    let exact = count_solutions(&position, Rules::SOLITAIRE, 1_000_000);
    let memo = CountMemo::new(1 << 20, Position::empty(position.shape()));
    let mut counter = SequenceCounter {
        rules: Rules::SOLITAIRE,
        memo,
        stopped: false,
        partial: Vec::new(),
        partial_room: 0,
    };
    assert_eq!(counter.count(&position), exact.sequences);
    let max_bytes = 20 * set_bytes(&vec![0; 8]);
    let mut lister = MoveSetLister {
        counter: &mut counter,
        line: Vec::new(),
        sets: FxHashSet::default(),
        budget: u64::MAX,
        bytes: 0,
        max_bytes,
        full: false,
    };
    lister.list(&position);
    assert!(lister.full && lister.bytes <= max_bytes);
    assert!(lister.sets.len() < exact.move_sets as usize && !lister.sets.is_empty());
}

#[test]
fn the_move_set_counter_forgets_when_full_and_stays_exact() {
    for code in [CROWDED, "2Q1/2R1/N3/1P2", "QRB1/NP2/1R2/2BN"] {
        let position = parse_code(code).unwrap();
        let mut oracle = WinOracle::new(Rules::SOLITAIRE);
        let (roomy, roomy_peak) = count_move_sets_within(&position, &mut oracle, 1000, 64 << 20);
        for cap in [0, 2000, 20_000] {
            let (capped, peak) = count_move_sets_within(&position, &mut oracle, 1000, cap);
            assert_eq!(capped, roomy, "{code} in {cap} bytes");
            assert!(peak <= cap && peak <= roomy_peak, "{code}: {peak} > {cap}");
        }
    }
}

#[test]
fn an_oracle_with_little_memory_forgets_and_answers_the_same() {
    let position = parse_code(CROWDED).unwrap();
    let mut roomy = WinOracle::new(Rules::SOLITAIRE);
    let mut small = WinOracle::new(Rules::SOLITAIRE).with_max_verdicts(8);
    let expected = count_move_sets_up_to(&position, &mut roomy, 1_000_000);
    assert_eq!(count_move_sets_up_to(&position, &mut small, 1_000_000), expected);
    assert!(roomy.verdicts() > 8 && small.verdicts() <= 8, "{}", roomy.verdicts());
}

#[test]
fn an_exact_count_reads_as_before() {
    let count = SolutionCount {
        sequences: 12,
        move_sets: 3,
        move_sets_exact: false,
        sequences_exact: true,
        memory_bytes: 0,
    };
    assert_eq!(count.sentence(), "Winning sequences: 12; distinct move sets (ignoring order): at least 3");
}
