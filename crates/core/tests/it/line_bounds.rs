//! Part and reply lines are untrusted input (reply lines come from other
//! machines' files): a line whose numbers do not fit its problem is refused
//! when read, naming the field, before anything is allocated for it; every
//! number of every field is read by one rule (plain ASCII digits); blanks
//! around a line are no fault; and no text, cut short or with huge numbers
//! anywhere, makes a reader or a join panic.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chesslab_core::{
    exact::{CapReplies, Ledger, LedgerError, LineError, PartLine, Problem, ReplyLine, Solver, Split},
    task::Parts,
};
use proptest::prelude::*;

/// The line of the issue: a share and a split no 3×3 search is cut into,
/// which once made `exact join` ask for 960 GB and abort.
const CRAFTED: &str = "exact-reply v1 3x3,k=1 cap=2 part=0/4000000000 split=4000000000 nodes=0 found=0 \
                       unique=0 pieces=- example=-";

/// A real reply (3x3,k=1, at most 2 pieces, all six parts in one share), its fields in slots.
const FIELDS: [(&str, &str); 10] = [
    ("cap", "2"),
    ("part", "0"),
    ("part", "1"),
    ("split", "6"),
    ("nodes", "136"),
    ("found", "12"),
    ("unique", "4"),
    ("pieces", "2"),
    ("pieces", "12"),
    ("example", "2B/1K1/3"),
];

/// The reply line with `values` in the slots of [`FIELDS`].
fn reply_with(values: &[String]) -> String {
    format!(
        "exact-reply v1 3x3,k=1 cap={} part={}/{} split={} nodes={} found={} unique={} pieces={}:{} example={}",
        values[0], values[1], values[2], values[3], values[4], values[5], values[6], values[7], values[8], values[9]
    )
}

/// The real reply's values.
fn real_values() -> Vec<String> {
    FIELDS.iter().map(|(_, value)| (*value).to_string()).collect()
}

#[test]
fn the_real_reply_reads() {
    let reply: ReplyLine = reply_with(&real_values()).parse().unwrap();
    assert_eq!((reply.found(), reply.part().cut().split), (12, 6));
}

#[test]
fn the_crafted_line_is_refused_at_once_naming_the_field() {
    let error = CRAFTED.parse::<ReplyLine>().unwrap_err();
    assert_eq!(
        error.to_string(),
        "split=4000000000 is more parts than any search of 3x3,k=1 is cut into (at most 1785)"
    );
    assert!(matches!(error, LineError::TooManyParts { split: 4_000_000_000, most: 1785, .. }));
    let smaller = CRAFTED.replace("4000000000", "4000000");
    assert!(smaller.parse::<ReplyLine>().unwrap_err().to_string().starts_with("split=4000000 is more parts"));
    // Within the split, a share index past it or more shares than parts is refused too.
    let shares = CRAFTED.replace("part=0/4000000000 split=4000000000", "part=0/4000000 split=6");
    assert_eq!(
        shares.parse::<ReplyLine>().unwrap_err().to_string(),
        "part=…/4000000 with split=6: a cap's parts are dealt in at most 6 shares"
    );
    let index = CRAFTED.replace("part=0/4000000000 split=4000000000", "part=4000000/6 split=6");
    assert_eq!(
        index.parse::<ReplyLine>().unwrap_err().to_string(),
        "part: share 4000000 does not exist: shares are numbered 0 to 5"
    );
    let part = "exact-part v1 3x3,k=1 cap=2 part=0/4000000000 split=4000000000";
    assert!(part.parse::<PartLine>().unwrap_err().to_string().starts_with("split=4000000000 is more parts"));
}

#[test]
fn counts_beyond_what_the_board_has_are_refused_naming_the_field() {
    // 3x3 with six kinds: C(9, 2) · 6² = 1296 placements of two pieces, rules aside.
    let mut values = real_values();
    values[7..9].clone_from_slice(&["2".to_string(), "1297".to_string()]);
    values[5] = "1297".into();
    assert_eq!(
        reply_with(&values).parse::<ReplyLine>().unwrap_err().to_string(),
        "pieces=2:1297: 3x3,k=1 has at most 1296 placements of 2 pieces"
    );
    values[8] = "1296".into();
    values[5] = "1296".into();
    assert!(reply_with(&values).parse::<ReplyLine>().is_ok(), "as many as the board has");
    let huge = reply_with(&real_values()).replace("found=12", "found=18446744073709551615");
    assert_eq!(
        huge.parse::<ReplyLine>().unwrap_err().to_string(),
        "the counts disagree: found= is not the sum of pieces="
    );
}

#[test]
fn every_split_made_is_within_the_bound_a_line_is_checked_against() {
    let problems = [
        "1x1,k=0",
        "1x1,k=0,vacant,pieces=N",
        "2x1,k=1,vacant",
        "2x2,k=3",
        "3x3,k=1",
        "3x3,cells=1-1/111/212,pieces=QN",
        "4x4,k=1,vacant",
        "4x4,k=3,pieces=KNP",
        "5x5,k=2",
        "6x6,k=3,vacant",
        "8x8,k=1",
    ];
    for text in problems {
        let problem = Problem::parse(text).unwrap();
        let solver = Solver::new(&problem);
        let most = Split::most_parts(&problem) as usize;
        for cap in solver.caps().take(6) {
            let split = solver.split(Some(cap));
            assert!(split.len() <= most, "{text} cap {cap}: {} parts, bound {most}", split.len());
            // So every part line this program writes reads back.
            for part in PartLine::all(&split, None).unwrap() {
                assert_eq!(part.to_string().parse::<PartLine>().unwrap(), part);
            }
        }
    }
}

#[test]
fn every_number_is_plain_digits_in_every_field() {
    for (slot, (field, _)) in FIELDS.iter().enumerate().take(9) {
        for written in ["+{}", "-{}", " {}", "{}.0", "0x{}", "{}e0", "٣"] {
            let mut values = real_values();
            values[slot] = written.replace("{}", &values[slot]);
            let line = reply_with(&values);
            let error = line.parse::<ReplyLine>().unwrap_err().to_string();
            assert!(error.contains(&format!("{field}=")), "{line}: {error}");
        }
    }
    // Leading zeros are digits: read, and written back without them.
    let mut values = real_values();
    values[4] = "000136".into();
    assert_eq!(reply_with(&values).parse::<ReplyLine>().unwrap().to_string(), reply_with(&real_values()));
}

#[test]
fn blanks_around_a_line_or_between_its_fields_are_no_fault() {
    let line = reply_with(&real_values());
    let reply: ReplyLine = line.parse().unwrap();
    for blank in [
        format!("{line} "),
        format!("{line}\r\n"),
        format!("{line} \t\r\n"),
        format!("  {line}"),
        line.replace(' ', "  "),
        line.replace(' ', "\t"),
    ] {
        assert_eq!(blank.parse::<ReplyLine>().as_ref(), Ok(&reply), "{blank:?}");
    }
    let part = "exact-part v1 4x4,k=2 cap=6 part=3/40 split=40";
    assert_eq!(format!("{part} \r\n").parse::<PartLine>().unwrap().to_string(), part);
    // Text after the last field is still refused, and named.
    assert_eq!(
        format!("{part} x").parse::<PartLine>().unwrap_err().to_string(),
        "unexpected text after the last field: 'x'"
    );
    assert_eq!(
        " \r\n".parse::<PartLine>().unwrap_err(),
        LineError::Field(chesslab_core::task::line::FieldError::Empty)
    );
}

#[test]
fn a_ledger_takes_no_more_lines_than_its_problem_has_parts() {
    let problem = Problem::parse("1x1,k=0,pieces=N").unwrap();
    let most = Ledger::most_lines(&problem);
    assert_eq!(most, 2 * 4, "caps 0 and 1, at most 4 parts each");
    let line =
        PartLine::all(&Solver::new(&problem).split(Some(1)), None).unwrap()[0].run(&mut |_| {}).unwrap();
    let mut ledger = Ledger::new(&problem);
    for _ in 0..most {
        ledger.add(&line.to_string()).unwrap(); // the same reply again and again
    }
    let error = ledger.add(&line.to_string()).unwrap_err();
    assert!(matches!(error, LedgerError::TooManyLines { most: 8, .. }), "{error}");
    assert!(
        error.to_string().starts_with("more than 8 lines: a ledger of 1x1,k=0,pieces=N holds"),
        "{error}"
    );
    ledger.add(" ").unwrap(); // blank lines are not lines of the ledger
}

/// A number as a huge field value: past u32, past u64, or dozens of digits.
fn huge() -> impl Strategy<Value = String> {
    prop_oneof![
        (u64::from(u32::MAX)..=u64::MAX).prop_map(|number| number.to_string()),
        "[1-9][0-9]{19,60}",
        (1786u32..=u32::MAX).prop_map(|number| number.to_string()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn a_huge_number_in_any_field_is_refused_or_read_within_the_problem(
        slots in prop::collection::vec(0usize..9, 1..4),
        numbers in prop::collection::vec(huge(), 3),
    ) {
        let mut values = real_values();
        for (slot, number) in slots.iter().zip(&numbers) {
            values[*slot].clone_from(number);
        }
        let line = reply_with(&values);
        match line.parse::<ReplyLine>() {
            Ok(reply) => {
                // Only a number no bound applies to is read: the nodes.
                prop_assert!(slots.iter().all(|&slot| FIELDS[slot].0 == "nodes"), "{}", line);
                let mut join = CapReplies::default();
                join.add(reply).unwrap();
                prop_assert!(join.missing().len() < Split::most_parts(&Problem::parse("3x3,k=1").unwrap()) as usize);
            }
            Err(error) => {
                let message = error.to_string();
                prop_assert!(!message.contains('\n') && message.len() < 300, "{}", message);
            }
        }
    }

    #[test]
    fn a_valid_line_cut_short_anywhere_is_refused_or_read(cut in 0usize..200, ending in "[ \r\n\t]{0,2}") {
        let line = reply_with(&real_values());
        let cut = line.char_indices().map(|(at, _)| at).nth(cut).unwrap_or(line.len());
        let short = format!("{}{ending}", &line[..cut]);
        if let Ok(reply) = short.parse::<ReplyLine>() {
            // Cut inside the last field, a shorter example may still be a placement: it must solve the problem.
            prop_assert!(reply.example().is_none_or(|example| reply.part().problem().is_solved_by(example)));
        }
        let part = "exact-part v1 4x4,k=2 cap=6 part=3/40 split=40";
        let cut = cut.min(part.len());
        if let Ok(read) = format!("{}{ending}", &part[..cut]).parse::<PartLine>() {
            prop_assert!(read.cut().split <= Split::most_parts(read.problem()));
        }
    }

    #[test]
    fn any_bytes_are_refused_or_read(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        let text = String::from_utf8_lossy(&bytes);
        for line in [text.to_string(), format!("exact-reply v1 3x3,k=1 {text}"), format!("exact-part v1 {text}")] {
            let _ = line.parse::<ReplyLine>();
            if let Ok(part) = line.parse::<PartLine>() {
                prop_assert!(part.cut().split <= Split::most_parts(part.problem()));
            }
        }
    }
}
