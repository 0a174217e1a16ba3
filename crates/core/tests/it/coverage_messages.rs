//! Coverage's worker messages, declared once in `chesslab_core::json` beside their types: each
//! task reads back as the page writes it, each reply as the worker writes it.
#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly

use super::common::messages::{across, job, reads_back, refused};

use chesslab_core::{
    board::{PieceKind, Square},
    coverage::{
        BishopRule, CoverAllTask, CoverTask, HintReply, HintTask, Objective, PieceSet, Placement, Problem,
        Settings, ShareReply, ShareTask, Stage, Stats, UnattackedTask,
    },
    job::job_json,
    json::ToJson,
    task::{Event, Progress, Response, Share},
};

fn settings(pieces: &str, side: usize) -> Settings {
    Settings { pieces: pieces.into(), side, ..Settings::default() }
}

fn square(name: &str) -> Square {
    Square::parse(name).unwrap()
}

#[test]
fn every_coverage_task_and_reply_crosses_unchanged() {
    let most = across(&CoverTask { settings: settings("QRN", 5), objective: Objective::Max });
    assert_eq!((most.best, most.configurations), (Some(22), 1));
    let odd = Settings { bishops: BishopRule::Same, superpose: true, ..settings("QBB", 4) };
    let fewest = across(&CoverTask { settings: odd.clone(), objective: Objective::Min });
    assert!(fewest.best.is_some() && !fewest.examples.is_empty());
    assert_eq!(across(&CoverAllTask { settings: settings("QRN", 4) }).best, Some(16));
    assert_eq!(across(&CoverAllTask { settings: settings("QN", 4) }).best, None, "the proof none exists");
    let table = across(&UnattackedTask { settings: settings("QR", 4) });
    assert_eq!((table.side, table.examples.len()), (4, table.placements.len()));
    assert!(table.examples.iter().any(Option::is_some) && table.examples.iter().any(Option::is_none));

    let share = Share::new(0, 2).unwrap();
    for stage in
        [Stage::Max { slack: 3 }, Stage::MinHead, Stage::MinRest { bound: Some(12) }, Stage::Unattacked]
    {
        let reply = across(&ShareTask { settings: settings("QRN", 5), stage, share });
        assert!(reply.stats.nodes > 0, "{stage:?}");
    }
    let max = across(&ShareTask { settings: odd, stage: Stage::Max { slack: 16 }, share: Share::WHOLE });
    assert!(max.fewest.is_some() && !max.examples.is_empty() && !max.by_squares.is_empty());
    let alone =
        across(&ShareTask { settings: settings("QR", 4), stage: Stage::Unattacked, share: Share::WHOLE });
    assert!(alone.alone.iter().any(Option::is_some) && !alone.alone_counts.is_empty());
}

#[test]
fn every_hint_crosses_unchanged() {
    let settings = settings("QN", 4);
    let problem = settings.problem(Objective::Max).unwrap();
    let hint = |placed: &str, target, leave: Option<&str>| HintTask {
        settings: settings.clone(),
        placed: Placement::read_list(placed, &problem).unwrap(),
        target,
        leave: leave.map(square),
        best: Vec::new(),
    };
    assert!(matches!(across(&hint("Qb2", 12, None)), HintReply::Place { kind: PieceKind::Knight, .. }));
    assert!(matches!(across(&hint("Qa1", 12, None)), HintReply::Lift { enough: true, .. }));
    let reached = across(&hint("", 12, None));
    let HintReply::Place { kind, square } = reached else { panic!("{reached:?}") };
    let placed = format!("{}{square}", kind.letter());
    let HintReply::Place { kind: other, square: there } = across(&hint(&placed, 12, None)) else {
        panic!("one more to place")
    };
    let both = format!("{placed},{}{there}", other.letter());
    assert_eq!(across(&hint(&both, 12, None)), HintReply::Reached);
    assert_eq!(across(&hint("", 16, None)), HintReply::Unreachable);
    across(&hint("Qb2", 11, Some("d4")));
    // With every best configuration known, the hint matches them rather than searching.
    let best = chesslab_core::coverage::solve(&problem, &mut |_| {}).examples;
    let known = HintTask { best, ..hint("Qb2", 12, None) };
    assert!(matches!(across(&known), HintReply::Place { kind: PieceKind::Knight, .. }));
}

#[test]
fn the_worker_writes_the_text_the_page_reads() {
    let place = HintReply::Place { kind: PieceKind::Queen, square: square("c4") };
    assert_eq!(
        Response { id: 2, event: Event::Done(place) }.to_json().to_text(),
        r#"{"id":2,"event":{"done":{"place":{"kind":"queen","square":26}}}}"#
    );
    let lift = HintReply::Lift { kind: PieceKind::Rook, square: square("a1"), enough: false };
    assert_eq!(lift.to_json().to_text(), r#"{"lift":{"kind":"rook","square":0,"enough":false}}"#);
    assert_eq!(HintReply::Unreachable.to_json().to_text(), r#""unreachable""#);
    let code = "3/1Q1/N2";
    let reply = ShareReply {
        best: Some(7),
        configurations: 1,
        placements: 2,
        examples: vec![Placement::parse(code).unwrap()],
        by_squares: vec![0, 0, 1],
        fewest: Some((2, Placement::parse(code).unwrap())),
        alone: vec![None, Some(Placement::parse(code).unwrap())],
        alone_counts: vec![0, 3],
        stats: Stats { nodes: u64::MAX, leaves: 4, survivors: 1, passes: 1 },
    };
    assert_eq!(
        reply.to_json().to_text(),
        format!(
            r#"{{"best":7,"configurations":1,"placements":2,"examples":["{code}"],"by_squares":[0,0,1],"fewest":[2,"{code}"],"alone":[null,"{code}"],"alone_counts":[0,3],"stats":{{"nodes":18446744073709551615,"leaves":4,"survivors":1,"passes":1}}}}"#
        )
    );
    for event in [
        Event::Done(reply),
        Event::Done(ShareReply::default()),
        Event::Progress(Progress { done: 1, total: 3, found: 0 }),
        Event::Error { message: "settings: a board side of 9 is not supported".into() },
    ] {
        reads_back(&Response { id: 9, event });
    }
    let task =
        ShareTask { settings: settings("KQ", 4), stage: Stage::MinRest { bound: None }, share: Share::WHOLE };
    assert_eq!(
        job_json(&task).to_text(),
        r#"{"type":"cover_share","settings":{"pieces":"KQ","side":4,"bishops":"opposite","superpose":false},"stage":{"pass":"min_rest","bound":null},"share":0,"shares":1}"#
    );
    let problem = Problem::new(PieceSet::parse("QN").unwrap(), 4).unwrap();
    let hint = HintTask {
        settings: settings("QN", 4),
        placed: Placement::read_list("Nb1,Qd1", &problem).unwrap(),
        target: 12,
        leave: Some(square("h4")),
        best: Vec::new(),
    };
    assert_eq!(
        job_json(&hint).to_text(),
        r#"{"type":"cover_hint","settings":{"pieces":"QN","side":4,"bishops":"opposite","superpose":false},"placed":"Qd1,Nb1","target":12,"leave":"h4","best":[]}"#
    );
}

#[test]
fn a_bad_coverage_task_is_refused_with_its_reason() {
    assert_eq!(
        refused(r#"{"type":"cover","settings":{"pieces":"KQP","side":5},"objective":"max"}"#),
        "settings: 'P' at character 3 is not a piece of this puzzle: use K Q R B N"
    );
    assert_eq!(
        refused(r#"{"type":"cover_all","settings":{"pieces":"KQRRBBNNQQK","side":8}}"#),
        "settings: 11 pieces is too many: at most 10"
    );
    assert_eq!(
        refused(r#"{"type":"cover_unattacked","settings":{"pieces":"KQ","side":"8"}}"#),
        "'settings': 'side': not a number"
    );
    assert_eq!(
        refused(r#"{"type":"cover","settings":{"pieces":"KQ","side":8,"bishops":"both"},"objective":"max"}"#),
        "'settings': 'bishops': 'both' is not one of: opposite, same, any"
    );
    let share = r#"{"type":"cover_share","settings":{"pieces":"KQ","side":3},"stage":{"pass":"max","slack":10},"share":0,"shares":1}"#;
    assert_eq!(refused(share), "slack 10 is out of range: from 0 to 9, the squares of a 3×3 board");
    assert_eq!(
        refused(&share.replace(r#""slack":10"#, r#""slack":9"#).replace(r#""share":0"#, r#""share":1"#)),
        "share 1 does not exist: shares are numbered 0 to 0"
    );
    let hint = r#"{"type":"cover_hint","settings":{"pieces":"QN","side":4},"placed":"Qb2","target":12,"best":["4/4/4/Q2N"]}"#;
    assert!(job(hint).is_ok());
    assert_eq!(refused(&hint.replace("Q2N", "Q2R")), "4/4/4/Q2R is not a placement of this puzzle's pieces");
    assert!(refused(&hint.replace("Q2N", "Q2X")).starts_with("'best': item 1: "));
    assert!(refused(
        r#"{"type":"cover_hint","settings":{"pieces":"QN","side":4},"target":12,"placed":"Pa2"}"#
    )
    .contains("Pa2"));
}
