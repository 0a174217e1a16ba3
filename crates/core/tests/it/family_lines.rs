//! The queens' and the coverage part and reply lines are untrusted input
//! like Exact's: a line whose numbers do not fit its problem is refused when
//! read, naming the field; a join keeps what the lines given hold, never
//! what a line claims; no text — random, cut short, with huge numbers —
//! makes a reader or a join panic. Lines written, read back and joined in
//! any order give one run's result.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    coverage::{self, CoverReplies, Goal, Objective, Settings},
    queens,
    task::{line_join::Replies, Task},
};
use proptest::prelude::*;

fn small() -> Settings {
    Settings { pieces: "QRN".into(), side: 5, ..Settings::default() }
}

#[test]
fn queens_lines_of_a_split_never_made_or_impossible_counts_are_refused_naming_the_field() {
    for (line, message) in [
        (
            "queens-reply v1 8 part=0/4000000000 split=4000000000 total=0 unique=0",
            "split=4000000000 is more parts",
        ),
        ("queens-reply v1 8 part=0/40 split=37 total=0 unique=0", "part=…/40 with split=37"),
        (
            "queens-reply v1 8 part=0/1 split=37 total=40321 unique=0",
            "a 8×8 board has at most 40320 solutions",
        ),
        ("queens-reply v1 8 part=0/1 split=37 total=2 unique=3", "unique is more than total"),
        ("queens-reply v1 8 part=0/1 split=37 total=+92 unique=12", "total='+92'"),
        ("queens-reply v1 8,blocked=9.9 part=0/1 split=37 total=0 unique=0", "the problem '8,blocked=9.9'"),
        ("queens-reply v1 28 part=0/1 split=37 total=0 unique=0", "the board size is from 1 to 27"),
        ("queens-reply v1 8 part=0/1 split=37 total=92", "the line ends before its unique field"),
    ] {
        let error = line.parse::<queens::ReplyLine>().unwrap_err().to_string();
        assert!(error.contains(message), "{line}: {error}");
    }
    let part: queens::PartLine = "queens-part v1 8 part=0/1 split=36".parse().unwrap();
    let error = part.run(&mut |_| {}).unwrap_err().to_string();
    assert!(error.starts_with("this chesslab cuts a count of 8 into 37 parts, not split=36"), "{error}");
}

#[test]
fn queens_shares_read_back_and_joined_in_any_order_are_one_count() {
    for (n, blocked) in [(6, vec![0u32; 6]), (9, vec![0b1, 0, 0, 0, 0b1000, 0, 0, 0, 0]), (11, vec![0; 11])] {
        let problem = queens::Problem::with_blocked(n, &blocked).unwrap();
        let whole = queens::count(&problem);
        for shares in [None, Some(1), Some(5)] {
            let mut replies = Replies::default();
            for part in queens::PartLine::all(&problem, shares).iter().rev() {
                let text = part.run(&mut |_| {}).unwrap().to_string();
                replies.add(text.parse::<queens::ReplyLine>().unwrap()).unwrap();
                replies.add(text.parse::<queens::ReplyLine>().unwrap()).unwrap();
                // twice is no fault
            }
            let (total, unique) = replies
                .complete()
                .unwrap()
                .fold((0, 0), |(total, unique), reply| (total + reply.total(), unique + reply.unique()));
            assert_eq!((total, unique), (whole.total, whole.unique), "{n} {shares:?}");
        }
    }
}

#[test]
fn a_queens_join_of_a_claimed_huge_listing_keeps_only_the_lines_given() {
    let problem = queens::Problem::new(27).unwrap();
    let mut replies = Replies::default();
    for index in [5, 19_000, 19_682] {
        let line = format!("queens-reply v1 27 part={index}/19683 split=19683 total=1 unique=1");
        replies.add(line.parse::<queens::ReplyLine>().unwrap()).unwrap();
    }
    assert_eq!(replies.replies().count(), 3);
    let error = replies.complete().err().unwrap().to_string();
    assert_eq!(error, "19680 of the 19683 parts have no reply: part 0-4, 6-18999, 19001-19681");
    assert_eq!(problem.to_text(), "27");
}

#[test]
fn coverage_lines_that_do_not_fit_the_board_are_refused_naming_the_field() {
    let part = "cover-reply v1 max,pieces=QRN,board=5,bishops=opposite pass=max:3 part=0/1 split=67";
    let stats = "nodes=1 leaves=1 survivors=0 passes=1";
    for (rest, message) in [
        (format!("best=26 configurations=1 placements=1 squares=- fewest=- examples=- alone=- {stats}"), "best: past the board's 25 squares"),
        (format!("best=22 configurations=2 placements=1 squares=- fewest=- examples=- alone=- {stats}"), "configurations:"),
        (format!("best=22 configurations=1 placements=1 squares=- fewest=- examples=5/5/5/5/QRN2 alone=- {stats}"), "examples: 5/5/5/5/QRN2 is not a placement"),
        (format!("best=22 configurations=1 placements=1 squares=- fewest=- examples=5/5/5/5/QR3 alone=- {stats}"), "examples: 5/5/5/5/QR3 is not a placement"),
        (format!("best=- configurations=0 placements=0 squares=1,1,1,1,1,1,1,1,1,1,1,1 fewest=- examples=- alone=- {stats}"), "squares: more than 11 items"),
        (format!("best=- configurations=0 placements=0 squares=- fewest=- examples=- alone=70:1:- {stats}"), "alone: squares from 0 to 63"),
        ("best=- configurations=0 placements=0 squares=- fewest=- examples=- alone=- nodes=-1 leaves=1 survivors=0 passes=1".to_string(), "nodes='-1'"),
    ] {
        let line = format!("{part} {rest}");
        let error = line.parse::<coverage::ReplyLine>().unwrap_err().to_string();
        assert!(error.contains(message), "{line}: {error}");
    }
    for (line, message) in [
        (
            "cover-part v1 max,pieces=QRN,board=5,bishops=opposite pass=min-head part=0/1 split=3",
            "a search for max makes no pass min-head",
        ),
        (
            "cover-part v1 min,pieces=QRN,board=5,bishops=opposite pass=min-head part=0/2 split=3",
            "part: 2 shares",
        ),
        (
            "cover-part v1 max,pieces=QRN,board=9,bishops=opposite pass=max:3 part=0/1 split=3",
            "not a board size",
        ),
        (
            "cover-part v1 max,pieces=QRN,board=5,bishops=opposite pass=max:3 part=0/1 split=4000000000",
            "split: 4000000000 is more parts",
        ),
    ] {
        let error = line.parse::<coverage::PartLine>().unwrap_err().to_string();
        assert!(error.contains(message), "{line}: {error}");
    }
}

#[test]
fn coverage_shares_read_back_and_joined_in_any_order_are_one_run() {
    let settings = small();
    for goal in [Goal::Max, Goal::Min, Goal::Unattacked] {
        let mut replies = CoverReplies::default();
        loop {
            let lines = match replies.plan() {
                Ok(_) => break,
                Err(coverage::CoverJoinError::NextPass { stage, .. }) => {
                    coverage::PartLine::all(&settings, goal, stage, Some(7)).unwrap()
                }
                Err(coverage::CoverJoinError::Nothing) => {
                    coverage::PartLine::first(&settings, goal, Some(7)).unwrap()
                }
                Err(error) => panic!("{error}"),
            };
            for part in lines.iter().rev() {
                let text = part.run(&mut |_| {}).unwrap().to_string();
                replies.add(text.parse().unwrap()).unwrap();
            }
        }
        let plan = replies.plan().unwrap();
        match goal.objective() {
            Some(objective) => {
                // One run as the command line makes it: each part on its own.
                let task = coverage::CoverTask { settings: settings.clone(), objective };
                let whole = task.run_by(&mut |pass| pass.run_parts(&mut |_| {})).unwrap();
                assert_eq!(coverage::CoverReply::from(plan.solution().unwrap()), whole, "{goal:?}");
            }
            None => {
                let whole = coverage::UnattackedTask { settings: settings.clone() }.run(&mut |_| {}).unwrap();
                assert_eq!(coverage::UnattackedReply::from(plan.table().unwrap()), whole);
            }
        }
    }
    assert_eq!(settings.problem(Objective::Max).unwrap().side(), 5);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn any_queens_line_is_read_or_refused_without_a_panic(
        line in "queens-(part|reply) v1 ([0-9]{1,12}|8,blocked=[0-9.,]{0,12}) part=[0-9]{1,11}/[0-9]{1,11} split=[0-9]{1,11}( total=[-+0-9]{1,22} unique=[0-9]{1,22})? ?",
        cut in 0usize..120,
    ) {
        for text in [line.as_str(), line.get(..cut).unwrap_or(&line)] {
            let _ = text.parse::<queens::PartLine>();
            if let Ok(reply) = text.parse::<queens::ReplyLine>() {
                let mut replies = Replies::default();
                replies.add(reply).unwrap();
                let _ = replies.complete().map(|all| all.count());
            }
        }
    }

    #[test]
    fn any_coverage_line_is_read_or_refused_without_a_panic(
        head in "cover-(part|reply) v1 (max|min|unattacked),pieces=[KQRBN]{1,4},board=[0-9]{1,3}(,superpose)? pass=(max:[0-9]{1,11}|min-head|min-rest:[-0-9]{1,3}|unattacked) part=[0-9]{1,11}/[0-9]{1,11} split=[0-9]{1,11}",
        rest in "( best=[-0-9]{1,3} configurations=[0-9]{1,21} placements=[0-9]{1,21} squares=[-0-9,]{1,12} fewest=[-0-9:/QRN]{1,12} examples=[-0-9/QRN,]{1,20} alone=[-0-9:/QRN,]{1,16} nodes=[0-9]{1,21} leaves=[0-9]{1,3} survivors=[0-9]{1,3} passes=[0-9]{1,11})?",
        cut in 0usize..200,
    ) {
        let line = format!("{head}{rest}");
        for text in [line.as_str(), line.get(..cut).unwrap_or(&line)] {
            let _ = text.parse::<coverage::PartLine>();
            if let Ok(reply) = text.parse::<coverage::ReplyLine>() {
                let mut replies = CoverReplies::default();
                // A split this program does not make is refused when taken in; nothing panics.
                let _ = replies.add(reply).map(|()| replies.plan().is_ok());
            }
        }
    }
}
