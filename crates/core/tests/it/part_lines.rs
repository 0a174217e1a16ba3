//! A minimum proof's parts and replies as lines: what is written reads back
//! unchanged, no text makes a reader panic, an edited line is refused with
//! a message naming the field, and the replies of every part joined are one
//! run of the cap's search (counts, first example and nodes).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    exact::{CapReplies, JoinError, LineError, PartLine, Placement, Problem, ReplyLine, Solver, Split},
    task::{line::FieldError, Share},
};
use proptest::prelude::*;

/// Problems of every kind of text form, small enough to run.
const PROBLEMS: [&str; 6] = [
    "3x3,k=1",
    "4x4,k=2",
    "4x4,k=1,vacant",
    "3x3,cells=1-1/111/212,pieces=QN",
    "2x2,k=3",
    "4x3,k=2,pieces=KRN",
];

/// Every part line of `problem`'s cap `cap`, one per part.
fn parts(problem: &str, cap: u32) -> Vec<PartLine> {
    let solver = Solver::new(&Problem::parse(problem).unwrap());
    PartLine::all(&solver.split(Some(cap)), None).unwrap()
}

/// A real reply line to edit: 3x3,k=1 with at most 2 pieces in one share, whose first example is 2B/1K1/3.
fn reply_line() -> String {
    let solver = Solver::new(&Problem::parse("3x3,k=1").unwrap());
    let line =
        PartLine::all(&solver.split(Some(2)), Some(1)).unwrap()[0].run(&mut |_| {}).unwrap().to_string();
    assert!(line.ends_with(" found=12 unique=4 pieces=2:12 example=2B/1K1/3"), "{line}");
    line
}

#[test]
fn the_parts_of_a_cap_joined_in_any_order_are_one_run_of_its_search() {
    for text in PROBLEMS {
        let solver = Solver::new(&Problem::parse(text).unwrap());
        for cap in solver.caps().take(4) {
            let whole = solver.count(Some(cap), &mut |_| {});
            for shares in [None, Some(1), Some(3)] {
                let mut replies = CapReplies::default();
                for part in PartLine::all(&solver.split(Some(cap)), shares).unwrap().iter().rev() {
                    let reply = part.run(&mut |_| {}).unwrap();
                    assert_eq!(reply.to_string().parse::<ReplyLine>().unwrap(), reply, "{reply}");
                    replies.add(reply.clone()).unwrap();
                    replies.add(reply).unwrap(); // the same reply twice is no harm
                }
                let proof = replies.proof().unwrap();
                let first = whole.examples.first().map(|code| Placement::parse(code).unwrap());
                assert_eq!(
                    (proof.found, proof.unique, proof.nodes),
                    (whole.total, whole.unique, whole.nodes)
                );
                assert_eq!(proof.example, first, "{text} cap {cap}");
                let fewest = whole.by_pieces.iter().position(|&count| count > 0);
                assert_eq!(proof.fewest().map(|(pieces, _)| pieces as usize), fewest, "{text} cap {cap}");
            }
        }
    }
}

#[test]
fn a_minimum_proved_cap_by_cap_from_lines_is_the_minimum_of_one_run() {
    for text in ["3x3,k=1", "4x4,k=2", "4x4,k=3,vacant"] {
        let solver = Solver::new(&Problem::parse(text).unwrap());
        let whole = solver.minimum(&mut |_| {});
        let from_lines = solver.minimum_by(&mut |split| {
            let mut replies = CapReplies::default();
            for part in PartLine::all(split, None).unwrap() {
                replies.add(part.run_on(split, &mut |_| {}).unwrap()).unwrap();
            }
            replies.proof().unwrap().to_share_reply()
        });
        assert_eq!((from_lines.min_pieces, from_lines.nodes), (whole.min_pieces, whole.nodes), "{text}");
        assert_eq!((from_lines.solutions, from_lines.unique), (whole.solutions, whole.unique), "{text}");
        assert_eq!(from_lines.example, whole.example, "{text}");
    }
}

#[test]
fn edited_lines_are_refused_with_the_field_at_fault() {
    let part = "exact-part v1 4x4,k=2 cap=6 part=3/40 split=40";
    let refused = |line: &str| line.parse::<PartLine>().unwrap_err().to_string();
    assert_eq!(refused(""), "the line is empty");
    assert_eq!(
        refused("exact-reply v1 4x4,k=2"),
        "'exact-reply' is not an exact-part line: it should start with 'exact-part v1'"
    );
    assert_eq!(refused(&part.replace("v1", "v2")), "version 'v2' is not one this chesslab reads (v1)");
    assert_eq!(refused(&part.replace("cap=6", "cap=x")), "cap='x' is not a whole number in range");
    assert_eq!(
        refused(&part.replace("cap=6", "cap=17")),
        "cap=17 is out of range: the board has 16 cells, so a cap is from 0 to 16"
    );
    assert_eq!(refused(&part.replace("cap=6", "kap=6")), "expected the field cap=…, found 'kap=6'");
    assert_eq!(refused(&part.replace(" split=40", "")), "the line ends before its split field");
    assert_eq!(refused(&format!("{part} more")), "unexpected text after the last field: 'more'");
    assert_eq!(
        refused(&part.replace("k=2", "k=99")),
        "the problem: a cell cannot be attacked 99 times: the most is 16"
    );
    assert_eq!(
        refused(&part.replace("split=40", "split=20")),
        "part=…/40 with split=20: a cap's parts are dealt in at most 20 shares"
    );
    assert!(refused(&part.replace("part=3/40", "part=3")).starts_with("part='3' is not"));
    // A line from another version's split is refused when run, not read.
    let other = parts("4x4,k=2", 6)[0].to_string().replace("split=", "split=1");
    let error = other.parse::<PartLine>().unwrap().run(&mut |_| {}).unwrap_err();
    assert!(matches!(error, LineError::Field(FieldError::SplitChanged { .. })), "{error}");
    assert!(error.to_string().contains("written by another version"), "{error}");

    let reply = reply_line();
    let refused = |line: &str| line.parse::<ReplyLine>().unwrap_err().to_string();
    assert_eq!(
        refused(&reply.replace("found=", "found=1")),
        "the counts disagree: found= is not the sum of pieces="
    );
    let moved = reply.replace("example=2B/1K1/3", "example=3/1K1/3");
    assert_eq!(refused(&moved), "example=3/1K1/3 does not solve 3x3,k=1 with at most 2 pieces");
    assert!(
        refused(&reply.replace("example=2B/1K1/3", "example=2B/1K1/9")).starts_with("example='2B/1K1/9': ")
    );
    assert_eq!(
        refused(&reply.replace("example=2B/1K1/3", "example=-")),
        "the counts disagree: placements were found but example= is '-'"
    );
    assert!(refused(&reply.replace("pieces=2:", "pieces=2;")).starts_with("pieces='2;"));
    assert!(refused(&reply.replacen("nodes=", "nodes=-", 1)).starts_with("nodes='-"));
}

#[test]
fn replies_that_do_not_belong_together_are_refused() {
    let lines = parts("4x4,k=2", 6);
    let reply = |part: &PartLine| part.run(&mut |_| {}).unwrap();
    let mut replies = CapReplies::default();
    assert_eq!(replies.proof().unwrap_err(), JoinError::Nothing);
    replies.add(reply(&lines[0])).unwrap();
    let other_cap = reply(&parts("4x4,k=2", 5)[0]);
    assert!(matches!(replies.add(other_cap), Err(JoinError::OtherCap { expected: 6, found: 5 })));
    let other_problem = reply(&parts("4x4,k=1", 6)[0]);
    assert!(replies
        .add(other_problem)
        .unwrap_err()
        .to_string()
        .starts_with("a reply of 4x4,k=1, not of 4x4,k=2"));
    let solver = Solver::new(&Problem::parse("4x4,k=2").unwrap());
    let coarse = PartLine::all(&solver.split(Some(6)), Some(2)).unwrap();
    assert!(matches!(replies.add(reply(&coarse[0])), Err(JoinError::OtherSplit { .. })));
    // A reply edited into another that still reads: the counts of part 0 changed.
    let edited = reply(&lines[0]).to_string().replacen("nodes=", "nodes=9", 1).parse::<ReplyLine>().unwrap();
    assert_eq!(replies.add(edited).unwrap_err(), JoinError::Disagree { index: 0, of: lines.len() as u32 });
    replies.add(reply(&lines[2])).unwrap();
    let missing = replies.proof().unwrap_err().to_string();
    let of = lines.len();
    assert_eq!(missing, format!("{} of the {of} parts have no reply: part 1, 3-{}", of - 2, of - 1));
}

/// The placements of `pieces` pieces on `problem`'s board, any kind allowed on
/// any cell (rules aside), by Pascal's triangle: the most a reply may count.
fn placements(problem: &Problem, pieces: u32) -> u64 {
    let cells = problem.cells().count_ones() as usize;
    let mut row = vec![1u128];
    for _ in 0..cells {
        let mut next = vec![1u128; row.len() + 1];
        for at in 1..row.len() {
            next[at] = row[at - 1] + row[at];
        }
        row = next;
    }
    let kinds = problem.pieces().kinds().count() as u128;
    let ways = row.get(pieces as usize).copied().unwrap_or(0).saturating_mul(kinds.saturating_pow(pieces));
    u64::try_from(ways).unwrap_or(u64::MAX)
}

/// Text built from the characters the lines are made of, plus some they are not.
fn near_miss(max: usize) -> impl Strategy<Value = String> {
    let chars: Vec<char> =
        "exact-partreplyv1 0123456789=,/:xkKQRBNPpieces-foundnodesuniquecapsplit\n\r é".chars().collect();
    prop::collection::vec(prop::sample::select(chars), 0..max).prop_map(|chars| chars.into_iter().collect())
}

/// A part line of one of the problems, any cap, share and split that exist.
fn part_line() -> impl Strategy<Value = PartLine> {
    (prop::sample::select(PROBLEMS.to_vec()), 0u32..=16, 1u32..=300, any::<u32>(), any::<u32>())
        .prop_filter_map("cap above the board", |(text, cap, of, index, extra)| {
            let problem = Problem::parse(text).ok()?;
            let share = Share::new(index % of, of).ok()?;
            let split = of + extra % (Split::most_parts(&problem) - of + 1);
            PartLine::new(problem, cap, share, split).ok()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_text_is_refused_or_read_without_panic(text in ".{0,200}") {
        for line in [text.clone(), format!("exact-part v1 {text}"), format!("exact-reply v1 3x3,k=1 cap=2 {text}")] {
            if let Err(error) = line.parse::<PartLine>() {
                prop_assert!(!error.to_string().contains('\n'), "{}", error);
            }
            if let Err(error) = line.parse::<ReplyLine>() {
                prop_assert!(!error.to_string().contains('\n'), "{}", error);
            }
        }
    }

    #[test]
    fn near_misses_are_refused_or_read_back_unchanged(text in near_miss(120)) {
        if let Ok(part) = text.parse::<PartLine>() {
            prop_assert_eq!(part.to_string().parse::<PartLine>().unwrap(), part);
        }
        if let Ok(reply) = text.parse::<ReplyLine>() {
            prop_assert_eq!(reply.to_string().parse::<ReplyLine>().unwrap(), reply);
        }
    }

    #[test]
    fn a_real_reply_edited_anywhere_is_refused_or_still_consistent(at in 0usize..200, with in near_miss(3)) {
        let line = reply_line();
        let at = line.char_indices().map(|(at, _)| at).nth(at % line.chars().count()).unwrap_or(0);
        let mut edited = line.clone();
        edited.replace_range(at..=at, &with);
        if let Ok(reply) = edited.parse::<ReplyLine>() {
            // What still reads has counts that agree and an example that solves the problem.
            let sum: u64 = reply.by_pieces().iter().map(|&(_, count)| count).sum();
            prop_assert_eq!(sum, reply.found());
            prop_assert!(reply.example().is_none_or(|example| reply.part().problem().is_solved_by(example)));
        }
    }

    #[test]
    fn every_part_line_written_reads_back(part in part_line()) {
        let line = part.to_string();
        prop_assert_eq!(line.parse::<PartLine>().unwrap(), part.clone());
        prop_assert_eq!(format!("{line}\n").parse::<PartLine>().unwrap(), part);
    }

    #[test]
    fn every_reply_line_written_reads_back(
        part in part_line(),
        nodes in any::<u64>(),
        counts in prop::collection::btree_map(0u32..=16, any::<u64>(), 0..5),
        unique in any::<u64>(),
    ) {
        // Counts the board can have: from 1 to its placements of that many pieces.
        let by_pieces: Vec<(u32, u64)> = counts
            .into_iter()
            .filter(|&(pieces, _)| pieces <= part.cap())
            .map(|(pieces, count)| (pieces, 1 + count % placements(part.problem(), pieces)))
            .collect();
        let found: u64 = by_pieces.iter().map(|&(_, count)| count).sum();
        let unique = if found == 0 { 0 } else { unique % (found + 1) };
        // An example only where one is known: 3x3,k=1 is solved by a king and a bishop.
        let example = Placement::parse("2B/1K1/3").unwrap();
        let fits = part.problem().is_solved_by(&example) && by_pieces.iter().any(|&(pieces, _)| pieces == 2);
        let example = (found > 0).then_some(example);
        match ReplyLine::new(part, nodes, found, unique, by_pieces, example) {
            Ok(reply) => {
                prop_assert!(found == 0 || fits);
                prop_assert_eq!(reply.to_string().parse::<ReplyLine>().unwrap(), reply);
            }
            Err(error) => prop_assert!(found > 0 && !fits, "{}", error),
        }
    }
}
