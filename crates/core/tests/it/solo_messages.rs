//! Solo's worker messages, declared once in `chesslab_core::json` beside their types: each task
//! reads back as the page writes it, each reply and event as the worker writes it.
#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly

use super::common::messages::{across, reads_back};

use chesslab_core::{
    board::{PieceKind, Square},
    job::{job_json, Job},
    json::{parse, FromJson, ToJson},
    solo::{
        DeadEnd, DeadEndReply, DeadEndTask, GenerateTask, Level, Piece, RulesPreset, RunCheckTask, RunId,
        RunTally, SolveTask,
    },
    task::{Event, Progress, Response},
};

fn square(name: &str) -> Square {
    Square::parse(name).unwrap()
}

#[test]
fn every_solo_task_and_reply_crosses_unchanged() {
    let solve = SolveTask {
        puzzle: "2Q1/2R1/N3/1P2".into(),
        played: vec![],
        rules: RulesPreset::Solitaire,
        count: true,
    };
    let reply = across(&solve);
    assert!(reply.sequences.is_some() && !reply.moves.is_empty());
    let played =
        SolveTask { played: reply.moves[..1].to_vec(), count: false, rules: RulesPreset::Solo, ..solve };
    assert_eq!(across(&played).sequences, None);

    let small = GenerateTask { level: Level::Intermediate, seed: 11, ..GenerateTask::default() };
    let made = across(&small);
    assert_eq!(made.moves.len() + 1, made.pieces);
    let expert = GenerateTask {
        level: Level::Expert,
        seed: u64::MAX,
        unique: true,
        rules: RulesPreset::Solo,
        size: 5,
        pieces: Some(6),
    };
    assert_eq!(across(&expert).seed, u64::MAX, "64-bit seeds are exact");

    let dead_end = DeadEndTask { puzzle: "R3/4/4/3R".into(), played: vec![], rules: RulesPreset::Solitaire };
    assert!(across(&dead_end).dead_end.is_some());

    let check = RunCheckTask { run: RunId::Seeded(623_698_779), log: vec![vec![]] };
    assert_eq!(across(&check).codes.len(), 1);
    for run in [RunId::Seeded(u64::MAX), RunId::Daily(-3)] {
        let job = job_json(&RunCheckTask { run, log: vec![vec!["Qa1xh8".into()], vec![]] });
        let Job::SoloRunCheck(read) = Job::from_json(&job).unwrap() else { panic!("{job:?}") };
        assert_eq!(read.run, run);
    }
}

#[test]
fn every_reason_a_position_is_lost_crosses_unchanged() {
    let piece = Piece { kind: PieceKind::Knight, square: square("b1") };
    for reason in [
        DeadEnd::Kings { squares: vec![square("a1"), square("h8")] },
        DeadEnd::NoCaptures { pieces: 3 },
        DeadEnd::TooFewCaptures { pieces: 4, captures_left: 2, spent: vec![square("c3")] },
        DeadEnd::NeverCaptured { pieces: vec![piece, Piece { kind: PieceKind::King, square: square("e1") }] },
        DeadEnd::Stranded { piece, spent: true },
        DeadEnd::Searched { pieces: 5 },
    ] {
        reads_back(&Response { id: 1, event: Event::Done(DeadEndReply { dead_end: Some(reason), ply: 2 }) });
    }
}

#[test]
fn the_worker_writes_the_text_the_page_reads() {
    let stranded =
        DeadEnd::Stranded { piece: Piece { kind: PieceKind::Rook, square: square("c4") }, spent: false };
    let reply = Response { id: 3, event: Event::Done(DeadEndReply { dead_end: Some(stranded), ply: 1 }) };
    assert_eq!(
        reply.to_json().to_text(),
        r#"{"id":3,"event":{"done":{"dead_end":{"stranded":{"piece":{"kind":"rook","square":26},"spent":false}},"ply":1}}}"#
    );
    let events: [Event<RunTally>; 3] = [
        Event::Progress(Progress { done: 3, total: u64::MAX, found: 0 }),
        Event::Done(RunTally::default()),
        Event::Error { message: "the \"solver\" stopped".into() },
    ];
    for event in events {
        reads_back(&Response { id: 12, event });
    }
    let odd = parse(r#"{"id":1,"event":{"finished":{}}}"#).unwrap();
    assert_eq!(
        Response::<RunTally>::from_json(&odd).unwrap_err().to_string(),
        "'event': not progress, done or error"
    );
}
