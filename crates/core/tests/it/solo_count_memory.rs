//! `solo solve --count` on crowded 8×8 boards: the count's tables stay under
//! their memory cap, and what it answers when it stops is a true lower bound.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::solo::{
    count_solutions, count_solutions_within, parse_code, Position, Rules, DEFAULT_COUNT_MEMORY_BYTES,
    STOPPED_AT_MEMORY_LIMIT,
};
use proptest::prelude::*;

/// The cap the property uses: small, so each case stops in milliseconds.
const CAP: usize = 2 << 20;

/// A random 8×8 position with 40 to 64 pieces of any kinds.
fn dense_8x8() -> impl Strategy<Value = Position> {
    (prop::collection::vec(0usize..6, 64), prop::collection::vec(any::<bool>(), 64), 0.0f64..0.4).prop_map(
        |(kinds, coins, holes)| {
            let rows: Vec<String> = (0..8)
                .map(|rank| {
                    (0..8)
                        .map(|file| {
                            let cell = rank * 8 + file;
                            // Roughly `holes` of the squares are empty, at most 24 of them.
                            let empty = coins[cell] && (cell as f64 / 64.0) < holes * 2.0 && cell % 3 == 0;
                            if empty {
                                '1'
                            } else {
                                "KQRBNP".as_bytes()[kinds[cell]] as char
                            }
                        })
                        .collect()
                })
                .collect();
            parse_code(&rows.join("/")).unwrap()
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn counting_a_dense_8x8_board_stays_under_its_memory_cap(position in dense_8x8()) {
        prop_assert!(position.piece_count() >= 40);
        for rules in [Rules::SOLITAIRE, Rules::SOLO] {
            let count = count_solutions_within(&position, rules, 20_000, CAP);
            prop_assert!(count.memory_bytes as usize <= CAP, "{} > {CAP}", count.memory_bytes);
            prop_assert_eq!(count.sequences > 0, count.move_sets > 0);
            if !count.sequences_exact {
                prop_assert!(!count.move_sets_exact);
                prop_assert!(count.sentence().ends_with(STOPPED_AT_MEMORY_LIMIT));
            }
        }
    }
}

#[test]
fn full_boards_of_each_kind_stop_at_the_cap_with_a_lower_bound() {
    for letter in ['N', 'B', 'K', 'R', 'P', 'Q'] {
        let rank: String = std::iter::repeat_n(letter, 8).collect();
        let code = vec![rank; 8].join("/");
        let count = count_solutions_within(&parse_code(&code).unwrap(), Rules::SOLITAIRE, 20_000, CAP);
        assert!(count.memory_bytes as usize <= CAP, "{letter}: {count:?}");
        assert!(!count.sequences_exact, "{letter}: {count:?}");
        // The sequences found before the stop lead the lister to their move sets.
        assert_eq!(count.sequences > 0, count.move_sets > 0, "{letter}: {count:?}");
    }
}

#[test]
fn a_capped_count_is_a_lower_bound_of_the_exact_one_on_small_boards() {
    let codes = ["QRBN/RBNP/4/4", "QRB1/NP2/1R2/2BN", "QRBNP/RBNP1/2P2/5/5", "NNNN/NNNN/NN2/4"];
    for code in codes {
        let position = parse_code(code).unwrap();
        let exact = count_solutions(&position, Rules::SOLITAIRE, 10_000_000);
        assert!(exact.sequences_exact && exact.memory_bytes as usize <= DEFAULT_COUNT_MEMORY_BYTES, "{code}");
        for cap in [0, 50_000, 200_000, 1 << 20] {
            let capped = count_solutions_within(&position, Rules::SOLITAIRE, 10_000_000, cap);
            assert!(capped.memory_bytes as usize <= cap, "{code} in {cap}: {capped:?}");
            assert!(capped.sequences <= exact.sequences, "{code} in {cap}: {capped:?} vs {exact:?}");
            assert!(capped.move_sets <= exact.move_sets, "{code} in {cap}: {capped:?} vs {exact:?}");
            if capped.sequences_exact {
                assert_eq!(capped.sequences, exact.sequences, "{code} in {cap}");
            }
            if capped.move_sets_exact {
                assert_eq!(capped.move_sets, exact.move_sets, "{code} in {cap}");
            }
        }
    }
}
