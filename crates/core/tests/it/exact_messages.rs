//! Exact attack's worker messages, declared once in `chesslab_core::json` beside their types: each
//! task reads back as the page writes it, each reply and event as the worker writes it, and a bad
//! task is refused with a message that says what is wrong.
#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly

use super::common::messages::{across, reads_back, refused};

use chesslab_core::{
    board::{PieceKind, Square},
    exact::{
        CountTask, Hint, HintReply, HintTask, KeptReply, MinTask, Placement, Problem, ShareReply, ShareTask,
    },
    job::job_json,
    json::ToJson,
    task::{Event, Response, Share},
};

fn placement(code: &str) -> Placement {
    Placement::parse(code).unwrap()
}

#[test]
fn every_exact_task_and_reply_crosses_unchanged() {
    let min = across(&MinTask { problem: "3x3,k=2,vacant".into() });
    assert!(min.min_pieces.is_some() && min.example.is_some() && min.complete, "{min:?}");
    let none = across(&MinTask { problem: "2x2,k=4".into() });
    assert_eq!((none.min_pieces, none.example), (None, None), "no placement solves it");

    let count = across(&CountTask { problem: "4x4,k=1".into(), max_pieces: Some(4) });
    assert!(count.total > 0 && !count.examples.is_empty(), "{count:?}");
    assert_eq!(count.max_pieces, Some(4));
    assert_eq!(across(&CountTask { problem: "3x3,k=1".into(), max_pieces: None }).max_pieces, None);

    let mut total = 0;
    for share in Share::all(3) {
        total += across(&ShareTask { problem: "4x4,k=2".into(), cap: Some(7), share }).total;
    }
    assert!(total > 0, "the shares find the solutions");
    let whole = across(&ShareTask { problem: "3x3,k=1".into(), cap: None, share: Share::WHOLE });
    assert!(whole.complete && whole.nodes > 0, "{whole:?}");

    let problem = Problem::parse("4x4,k=1").unwrap();
    let task = |placed: &str, minimum, known: &[&str]| HintTask {
        problem: problem.clone(),
        placed: placement(placed),
        minimum,
        known: known.iter().map(|code| placement(code)).collect(),
    };
    let place = across(&task("4/1BB1/4/4", Some(4), &["4/1BB1/1BB1/4"]));
    assert!(matches!(place.hint, Hint::Place { .. }), "{place:?}");
    let lift = across(&task("Q3/4/4/4", None, &[]));
    assert!(matches!(lift.hint, Hint::Lift { kind: PieceKind::Queen, .. }), "{lift:?}");
    assert_eq!(across(&task("4/1BB1/1BB1/4", Some(4), &[])).hint, Hint::Solved);
    let impossible = HintTask {
        problem: Problem::parse("2x2,k=4").unwrap(),
        placed: placement("2/2"),
        minimum: None,
        known: vec![],
    };
    assert_eq!(across(&impossible), HintReply { hint: Hint::NoSolution, minimum: None });
}

#[test]
fn every_hint_crosses_unchanged() {
    let b2 = Square::parse("b2").unwrap();
    for hint in [
        Hint::Place { square: b2, kind: PieceKind::Bishop },
        Hint::Lift { square: b2, kind: PieceKind::Knight, enough: false },
        Hint::Stray { square: b2, kind: PieceKind::Queen },
        Hint::Solved,
        Hint::NoSolution,
    ] {
        reads_back(&Response { id: 2, event: Event::Done(HintReply { hint, minimum: Some(3) }) });
    }
}

#[test]
fn the_page_and_the_worker_write_the_text_serde_wrote() {
    let share = ShareTask { problem: "4x4,k=2".into(), cap: Some(7), share: Share::new(1, 3).unwrap() };
    assert_eq!(
        job_json(&share).to_text(),
        r#"{"type":"exact_share","problem":"4x4,k=2","cap":7,"share":1,"shares":3}"#
    );
    let a4 = Square::parse("a4").unwrap();
    let lift =
        HintReply { hint: Hint::Lift { square: a4, kind: PieceKind::Queen, enough: true }, minimum: Some(4) };
    assert_eq!(
        Response { id: 3, event: Event::Done(lift) }.to_json().to_text(),
        r#"{"id":3,"event":{"done":{"hint":{"lift":{"square":24,"kind":"queen","enough":true}},"minimum":4}}}"#
    );
    let solved = HintReply { hint: Hint::Solved, minimum: None };
    assert_eq!(solved.to_json().to_text(), r#"{"hint":"solved","minimum":null}"#);
}

#[test]
fn a_bad_exact_task_is_refused_with_what_is_wrong() {
    for (job, says) in [
        (r#"{"type":"exact_min","problem":"3x3,k=99"}"#, "problem: a cell cannot be attacked 99 times"),
        (r#"{"type":"exact_count","problem":"3x3,k=1","max_pieces":0}"#, "max_pieces 0 is out of range"),
        (
            r#"{"type":"exact_share","problem":"4x4,k=2","cap":7,"share":3,"shares":3}"#,
            "share 3 does not exist",
        ),
        (
            r#"{"type":"exact_share","problem":"4x4,k=2","cap":65,"share":0,"shares":1}"#,
            "cap 65 is out of range",
        ),
        (
            r#"{"type":"exact_hint","problem":"4x4,k=1","placed":"3/3/3"}"#,
            "the try is not on the problem's board",
        ),
        (
            r#"{"type":"exact_hint","problem":"4x4,k=1","placed":"4/4/4/4","minimum":99}"#,
            "minimum 99 is out of range",
        ),
        (r#"{"type":"exact_hint","problem":"4x4,k=1","placed":7}"#, "'placed': not a string"),
        (r#"{"type":"exact_guess","problem":"4x4,k=1"}"#, "'exact_guess' is not a job"),
    ] {
        let message = refused(job);
        assert!(message.contains(says), "{job}: {message}");
    }
}

#[test]
fn a_kept_reply_reads_back_and_reads_what_serde_kept() {
    let kept = KeptReply {
        problem: "4x4,k=2".into(),
        shares: 48,
        cap: 5,
        share: 17,
        reply: ShareReply {
            total: 3,
            unique: 1,
            by_pieces: vec![0, 0, 3],
            examples: vec!["RR/2".into()],
            nodes: 9,
            complete: true,
        },
    };
    assert_eq!(KeptReply::read(&kept.to_text()), Ok(kept.clone()));
    // A reply a browser kept before the codec changed (serde_json's text) still reads.
    let before = r#"{"problem":"4x4,k=2","shares":48,"cap":5,"share":17,"reply":{"total":3,"unique":1,"by_pieces":[0,0,3],"examples":["RR/2"],"nodes":9,"complete":true}}"#;
    assert_eq!(KeptReply::read(before), Ok(kept));
    assert!(KeptReply::read(r#"{"problem":"4x4,k=2","shares":48}"#).is_err());
}
