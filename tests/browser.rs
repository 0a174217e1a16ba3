//! Browser tests: the core and the worker protocol really run as wasm in
//! headless Chromium (`wasm-bindgen-test-runner` with chromedriver).
#![cfg(target_arch = "wasm32")]
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)] // tests fail loudly

use chess_puzzle_lab::job_codec::{decode, encode};
use chesslab_core::{
    job::Job,
    json::{parse, FromJson, ToJson},
    queens,
    solo::{
        generate, parse_code, parse_move, GenerateTask, Level, Move, Rules, RulesPreset, RunCheckTask, RunId,
        SolveReply, SolveTask, Solver,
    },
    task::{run_to_event, Event, Request, Response},
};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn the_seed_example_is_solved_in_wasm() {
    let position = parse_code("00q000r0k0000p00").unwrap();
    let line = Solver::new(Rules::SOLITAIRE).solve(&position).unwrap();
    let text: Vec<String> = line.iter().map(ToString::to_string).collect();
    assert_eq!(text, ["Qc4xc3", "Na2xc3", "Nc3xb1"]);
}

#[wasm_bindgen_test]
fn generation_in_wasm_matches_the_native_expectations() {
    let puzzle = generate(GenerateTask {
        level: Level::Expert,
        seed: 3,
        unique: true,
        rules: RulesPreset::Solitaire,
        ..GenerateTask::default()
    })
    .unwrap();
    assert!(puzzle.unique);
    let position = parse_code(&puzzle.code).unwrap();
    assert!(Solver::new(Rules::SOLITAIRE).is_solvable(&position));
}

/// The capture written `text` on the seed's example puzzle.
fn first_capture(text: &str) -> Move {
    parse_move(text, &parse_code("2Q1/2R1/N3/1P2").unwrap(), Rules::SOLITAIRE).unwrap()
}

/// A message that is JSON text, read as the worker reads it.
fn read_text<T: FromJson>(message: &wasm_bindgen::JsValue) -> T {
    T::from_json(&parse(&message.as_string().expect("JSON text")).unwrap()).unwrap()
}

/// A task as the page writes it (JSON text, with 64-bit numbers exact)
/// reads in the worker as the [`Job`] holding it.
#[wasm_bindgen_test]
fn a_task_sent_by_the_page_reads_as_its_job_in_the_worker() {
    let task = GenerateTask { seed: u64::MAX - 1, ..GenerateTask::default() };
    let back: Request<Job> = read_text(&encode(3, &task));
    assert_eq!(back, Request { id: 3, job: Job::SoloGenerate(task) });
    let solve = SolveTask {
        puzzle: "2Q1/2R1/N3/1P2".into(),
        played: vec![first_capture("Qc4xc3")],
        rules: RulesPreset::Solitaire,
        count: false,
    };
    let back: Request<Job> = read_text(&encode(4, &solve));
    assert_eq!(back, Request { id: 4, job: Job::SoloSolve(solve) });
    let check = RunCheckTask { run: RunId::Seeded(u64::MAX), log: vec![vec!["Qa1xh8".into()]] };
    let back: Request<Job> = read_text(&encode(5, &check));
    assert_eq!(back, Request { id: 5, job: Job::SoloRunCheck(check) });
    let list = queens::ListTask { problem: queens::Problem::new(6).unwrap(), limit: 3 };
    let back: Request<Job> = read_text(&encode(6, &list));
    assert_eq!(back, Request { id: 6, job: Job::QueensList(list) });
}

/// A reply as the worker writes it (JSON text) reads in the Solo page, progress and all.
#[wasm_bindgen_test]
fn a_reply_from_the_worker_reads_in_the_solo_page() {
    let task = GenerateTask { seed: u64::MAX - 1, ..GenerateTask::default() };
    let response = Response { id: 9, event: run_to_event(&task, &mut |_| {}) };
    let value = wasm_bindgen::JsValue::from_str(&response.to_json().to_text());
    assert_eq!(decode::<GenerateTask>(&value).unwrap(), response);
    let progress: Response<SolveReply> = Response {
        id: 2,
        event: Event::Progress(chesslab_core::task::Progress { done: 1, total: u64::MAX, found: 0 }),
    };
    let value = wasm_bindgen::JsValue::from_str(&progress.to_json().to_text());
    assert_eq!(decode::<SolveTask>(&value).unwrap(), progress);
    let not_text = wasm_bindgen::JsValue::from_f64(1.0);
    assert!(decode::<SolveTask>(&not_text).is_err());
}

/// A request survives the trip through JavaScript values both ways, as it
/// does through `postMessage`: moves cross as themselves, typed.
#[wasm_bindgen_test]
fn requests_and_responses_cross_the_js_boundary() {
    let solve = SolveTask {
        puzzle: "2Q1/2R1/N3/1P2".into(),
        played: vec![first_capture("Qc4xc3")],
        rules: RulesPreset::Solitaire,
        count: true,
    };
    let back: Request<Job> = read_text(&encode(7, &solve));
    let Job::SoloSolve(task) = &back.job else { panic!("unexpected {back:?}") };
    let response = Response { id: back.id, event: run_to_event(task, &mut |_| {}) };
    let value = wasm_bindgen::JsValue::from_str(&response.to_json().to_text());
    let back = decode::<SolveTask>(&value).unwrap();
    assert_eq!(back, response);
    let Event::Done(outcome) = back.event else { panic!("unexpected {back:?}") };
    let line: Vec<String> = outcome.moves.iter().map(ToString::to_string).collect();
    assert_eq!(line, ["Na2xc3", "Nc3xb1"]);
    assert_eq!(outcome.sequences, Some(1));
}

/// Counts beyond 2^53 cross exactly: numbers are JSON text, never JavaScript numbers.
#[wasm_bindgen_test]
fn counts_beyond_two_to_the_53_cross_exactly() {
    let count = queens::CountReply { n: 27, total: u64::MAX - 12, unique: (1 << 53) + 1 };
    let response = Response { id: 1, event: Event::Done(count) };
    let value = wasm_bindgen::JsValue::from_str(&response.to_json().to_text());
    assert_eq!(decode::<queens::CountTask>(&value).unwrap().event, Event::Done(count));
}

#[wasm_bindgen_test]
fn bad_jobs_become_error_events_not_panics() {
    let task = SolveTask {
        puzzle: "2Q1/2R1/N3/1P2".into(),
        // A move read in another position: not legal here.
        played: vec![Move {
            to: chesslab_core::board::Square::parse("b1").unwrap(),
            ..first_capture("Qc4xc3")
        }],
        rules: RulesPreset::Solitaire,
        count: false,
    };
    let Event::Error { message } = run_to_event(&task, &mut |_| {}) else { panic!("expected an error") };
    assert!(message.contains("move 1"), "{message}");
    assert!(Request::<Job>::from_text("not a request").is_err());
    let garbage = wasm_bindgen::JsValue::from_f64(1.0);
    assert!(decode::<SolveTask>(&garbage).is_err());
}
