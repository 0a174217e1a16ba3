//! Queens's worker messages, declared once in `chesslab_core::json` beside their types: each task
//! reads back as the page writes it, each reply and event as the worker writes it, and a task
//! that is not a problem, a share or a try is refused when read, saying why.
#![allow(clippy::unwrap_used, clippy::panic)] // tests fail loudly

use super::common::messages::{across, reads_back, refused};

use chesslab_core::{
    board::Cell,
    job::job_json,
    json::{parse, FromJson, ToJson},
    queens::{
        solutions, CountTask, DailyLevel, DailyQueens, DailyTask, HintReply, HintTask, ListTask, Placement,
        Problem, RankReply, RankTask,
    },
    task::{run_to_event, Event, Progress, Response, Share},
};

/// Cells by their names, `b4`.
fn cells<const N: usize>(names: [&str; N]) -> [Cell; N] {
    names.map(|name| {
        let bytes = name.as_bytes();
        Cell { file: bytes[0] - b'a', rank: bytes[1] - b'1' }
    })
}

#[test]
fn every_queens_task_and_reply_crosses_unchanged() {
    let eight = Problem::new(8).unwrap();
    let whole = across(&CountTask::whole(eight.clone()));
    assert_eq!((whole.n, whole.total, whole.unique), (8, 92, 12));
    let shares: Vec<_> =
        Share::all(3).map(|share| across(&CountTask { problem: eight.clone(), share })).collect();
    assert_eq!(shares.iter().map(|reply| reply.total).sum::<u64>(), whole.total, "shares add up");

    // Blocked squares cross as row masks, each row's bits as sent.
    let blocked = Problem::with_blocked(6, &[0, 0b10, 0, 0b100_000, 0, 0]).unwrap();
    let listed = across(&ListTask { problem: blocked.clone(), limit: 2 });
    assert_eq!(listed.solutions, solutions(&blocked, 2));
    let all = across(&ListTask { problem: blocked.clone(), limit: 1000 });
    assert!(all.complete && all.solutions.len() > listed.solutions.len());

    let columns = all.solutions.last().unwrap().clone();
    let place = across(&RankTask { problem: blocked.clone(), columns });
    assert_eq!(place, RankReply { index: all.solutions.len() as u64, total: all.solutions.len() as u64 });

    let four = Problem::new(4).unwrap();
    let hint = |queens: &[Cell], problem: &Problem| {
        across(&HintTask {
            problem: problem.clone(),
            queens: Placement::new(problem, queens.iter().copied()).unwrap(),
        })
    };
    assert!(matches!(hint(&cells(["b4"]), &four), HintReply::Place(_)));
    assert!(matches!(hint(&cells(["a4"]), &four), HintReply::Lift { enough: true, .. }));
    assert_eq!(hint(&cells(["b4", "d3", "a2", "c1"]), &four), HintReply::Solved);
    assert_eq!(hint(&cells(["a1"]), &Problem::new(2).unwrap()), HintReply::NoSolution);

    for day in [20_419, -3] {
        let daily = across(&DailyTask { day });
        assert_eq!((daily.day, daily.level), (day, DailyLevel::of(daily.effort)));
    }
}

#[test]
fn every_hint_and_daily_reply_reads_back_as_written() {
    let [a1, h8] = cells(["a1", "h8"]);
    for hint in [
        HintReply::Place(h8),
        HintReply::Lift { queen: a1, enough: false },
        HintReply::Lift { queen: h8, enough: true },
        HintReply::Solved,
        HintReply::NoSolution,
    ] {
        reads_back(&Response { id: 1, event: Event::Done(hint) });
    }
    let problem = Problem::with_blocked(8, &[1, 0, 0, 0, 0, 0, 0, 0b1000_0000]).unwrap();
    for level in [DailyLevel::Easy, DailyLevel::Medium, DailyLevel::Hard] {
        let daily = DailyQueens { day: i64::MIN, problem: problem.clone(), effort: u64::MAX, level };
        reads_back(&Response { id: 2, event: Event::Done(daily) });
    }
    let events: [Event<RankReply>; 2] = [
        Event::Progress(Progress { done: 3, total: u64::MAX, found: 1 }),
        Event::Error { message: "these queens are not a solution".into() },
    ];
    for event in events {
        reads_back(&Response { id: 12, event });
    }
}

#[test]
fn the_worker_writes_the_text_the_page_reads() {
    let lift =
        Response { id: 3, event: Event::Done(HintReply::Lift { queen: cells(["c4"])[0], enough: true }) };
    assert_eq!(
        lift.to_json().to_text(),
        r#"{"id":3,"event":{"done":{"lift":{"queen":{"file":2,"rank":3},"enough":true}}}}"#
    );
    let solved: Response<HintReply> = Response { id: 4, event: Event::Done(HintReply::Solved) };
    assert_eq!(solved.to_json().to_text(), r#"{"id":4,"event":{"done":"solved"}}"#);
    let four = Problem::with_blocked(4, &[0, 0b0101, 0, 0]).unwrap();
    let task =
        HintTask { problem: four.clone(), queens: Placement::new(&four, cells(["b4", "d3"])).unwrap() };
    assert_eq!(
        job_json(&task).to_text(),
        r#"{"type":"queens_hint","problem":{"n":4,"blocked":[0,5,0,0]},"queens":[[1,3],[3,2]]}"#
    );
    let odd = parse(r#"{"id":1,"event":{"done":{"hop":{}}}}"#).unwrap();
    assert_eq!(
        Response::<HintReply>::from_json(&odd).unwrap_err().to_string(),
        "'event': 'done': not a hint: place, lift, solved or no_solution"
    );
    let level = parse(r#"{"id":1,"event":{"done":{"day":1,"problem":{"n":8},"effort":5,"level":"tough"}}}"#);
    assert_eq!(
        Response::<DailyQueens>::from_json(&level.unwrap()).unwrap_err().to_string(),
        "'event': 'done': 'level': 'tough' is not easy, medium or hard"
    );
}

#[test]
fn a_bad_queens_task_is_refused_when_read_saying_why() {
    assert_eq!(
        refused(r#"{"type":"queens_count","problem":{"n":8},"share":4,"shares":4}"#),
        "share 4 does not exist: shares are numbered 0 to 3"
    );
    assert_eq!(
        refused(r#"{"type":"queens_list","problem":{"n":0},"limit":3}"#),
        "'problem': board size 0 is not supported: it must be between 1 and 27"
    );
    assert_eq!(
        refused(r#"{"type":"queens_rank","problem":{"n":4,"blocked":[0,0,16,0]},"columns":[1,3,0,2]}"#),
        "'problem': row 3 blocks a square outside the board (mask 0b10000)"
    );
    assert_eq!(
        refused(r#"{"type":"queens_hint","problem":{"n":4,"blocked":[0,0,1,0]},"queens":[[0,1]]}"#),
        "a queen cannot stand on a2: it is blocked"
    );
    assert_eq!(refused(r#"{"type":"queens_daily","day":"today"}"#), "'day': not a number");
    // A rank task that is read but names no solution is answered with an error, not a panic.
    let wrong = RankTask { problem: Problem::new(4).unwrap(), columns: vec![0, 1, 2, 3, 4] };
    let Event::Error { message } = run_to_event(&wrong, &mut |_| {}) else { panic!("no solution to rank") };
    assert_eq!(message, "these queens are not a solution of the 4×4 board");
}
