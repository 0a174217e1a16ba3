//! [`Job`]: every task a worker can run, as sent over `postMessage`: the
//! one module that names the tasks of every puzzle family. The protocol
//! itself (what a task is, its progress and events, the messages) is in
//! [`crate::task`], which names no family.
//!
//! Every job crosses as JSON text written and read by [`crate::json`] ([`job_json`] writes one,
//! [`Job`]'s `FromJson` reads it), and a worker answers in the same ([`TaskVisitor`]).
//!
//! ```
//! use chesslab_core::{job::Job, queens, task::{run_to_event, Event}};
//!
//! let job: Job = queens::ListTask { problem: queens::Problem::new(4)?, limit: 10 }.into();
//! let Job::QueensList(task) = &job else { panic!("{job:?}") };
//! let Event::Done(list) = run_to_event(task, &mut |_| {}) else { panic!("4 queens have solutions") };
//! assert_eq!(list.solutions.len(), 2);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::{
    coverage, exact,
    json::{FromJson, Json, JsonError, ToJson},
    queens, solo,
    task::Task,
};

/// Something that can be done with any task, whatever its type: a worker
/// runs it and posts its typed reply.
pub trait TaskVisitor {
    /// Called with the task inside a [`Job`].
    fn visit<T: Task>(&mut self, task: &T)
    where
        T::Reply: ToJson;
}

/// A task that a [`Job`] carries, with the name its job's `type` field gives it.
///
/// A page sends each task as its own fields and this name (which reads as the
/// [`Job`] holding the task), so its wasm does not carry the code that
/// encodes every family's tasks, only that of the tasks it sends.
///
/// Every task and its reply cross as JSON text ([`crate::json`]), each
/// declared once beside its type.
pub trait JobTask: Task<Reply: ToJson + FromJson> + ToJson + FromJson {
    /// The job's `type` for this task.
    const JOB_TYPE: &'static str;
}

/// The job that runs `task`, as JSON: its fields, `type` first, as [`Job`]'s reader takes them.
///
/// ```
/// use chesslab_core::{job::{job_json, Job}, json::FromJson, solo::{RulesPreset, SolveTask}};
///
/// let task = SolveTask { puzzle: "2Q1/2R1/N3/1P2".into(), played: vec![], rules: RulesPreset::Solo, count: true };
/// let json = job_json(&task);
/// assert_eq!(json.to_text(), r#"{"type":"solo_solve","puzzle":"2Q1/2R1/N3/1P2","played":[],"rules":"solo","count":true}"#);
/// assert_eq!(Job::from_json(&json)?, Job::SoloSolve(task));
/// # Ok::<(), chesslab_core::json::JsonError>(())
/// ```
pub fn job_json<T: JobTask>(task: &T) -> Json {
    match task.to_json() {
        Json::Object(mut fields) => {
            fields.insert(0, ("type".into(), Json::String(T::JOB_TYPE.into())));
            Json::Object(fields)
        }
        // Every task is a record; anything else is left for the reader to refuse.
        other => other,
    }
}

/// Declares [`Job`]: one variant per task type and its `type` name, with
/// `From`, [`JobTask`], dispatch and [`Job`]'s reader (by its `type`).
macro_rules! job_list {
    ($($(#[$doc:meta])* $variant:ident($task:ty) = $name:literal,)*) => {
        /// Every task a worker can run, as sent over `postMessage` (JSON text,
        /// [`job_json`] writes one).
        ///
        /// ```
        /// use chesslab_core::{job::{job_json, Job}, json::{parse, FromJson}, solo};
        ///
        /// let task =
        ///     solo::DeadEndTask { puzzle: "R3/4/4/3R".into(), played: vec![], rules: solo::RulesPreset::Solo };
        /// let text = job_json(&task).to_text();
        /// assert!(text.starts_with(r#"{"type":"solo_dead_end""#), "{text}");
        /// assert_eq!(Job::from_json(&parse(&text)?)?, Job::from(task));
        /// # Ok::<(), Box<dyn std::error::Error>>(())
        /// ```
        #[derive(Clone, Debug, PartialEq)]
        pub enum Job {
            $($(#[$doc])* $variant($task),)*
        }

        impl Job {
            /// Hands the task inside to `visitor`, with its own type.
            pub fn visit(&self, visitor: &mut impl TaskVisitor) {
                match self {
                    $(Job::$variant(task) => visitor.visit(task),)*
                }
            }
        }

        /// A job by its `type`, then its task's fields.
        impl FromJson for Job {
            fn from_json(json: &Json) -> Result<Job, JsonError> {
                let name: String = json.object()?.field("type")?;
                match name.as_str() {
                    $($name => <$task>::from_json(json).map(Job::$variant),)*
                    _ => Err(JsonError(format!("'{}' is not a job", crate::excerpt::shorten(&name)))),
                }
            }
        }

        $(impl From<$task> for Job {
            fn from(task: $task) -> Job {
                Job::$variant(task)
            }
        }

        impl JobTask for $task {
            const JOB_TYPE: &'static str = $name;
        })*
    };
}

job_list! {
    /// Solve a Solo Chess position.
    SoloSolve(solo::SolveTask) = "solo_solve",
    /// Generate a Solo Chess puzzle.
    SoloGenerate(solo::GenerateTask) = "solo_generate",
    /// Whether a Solo Chess game can still be won, and if not why.
    SoloDeadEnd(solo::DeadEndTask) = "solo_dead_end",
    /// Check a stored challenge run against its seed.
    SoloRunCheck(solo::RunCheckTask) = "solo_run_check",
    /// Check a stored Rush against its seed.
    SoloRushCheck(solo::RushCheckTask) = "solo_rush_check",
    /// Count one share of an N-queens problem's solutions.
    QueensCount(queens::CountTask) = "queens_count",
    /// List N-queens solutions for the browser.
    QueensList(queens::ListTask) = "queens_list",
    /// A hint for a try at N queens.
    QueensHint(queens::HintTask) = "queens_hint",
    /// A solution's place among all N-queens solutions.
    QueensRank(queens::RankTask) = "queens_rank",
    /// Make the day's Queens puzzle.
    QueensDaily(queens::DailyTask) = "queens_daily",
    /// Find the configurations covering the most (or fewest) squares.
    Cover(coverage::CoverTask) = "cover",
    /// Prove whether a piece set can attack every square.
    CoverAll(coverage::CoverAllTask) = "cover_all",
    /// For every square, a configuration leaving only it unattacked.
    CoverUnattacked(coverage::UnattackedTask) = "cover_unattacked",
    /// Run one share of one pass of a split coverage search.
    CoverShare(coverage::ShareTask) = "cover_share",
    /// A hint for a coverage try: a piece to place, or one to lift.
    CoverHint(coverage::HintTask) = "cover_hint",
    /// Prove the fewest pieces attacking every cell exactly k times.
    ExactMin(exact::MinTask) = "exact_min",
    /// Count every exact-attack solution.
    ExactCount(exact::CountTask) = "exact_count",
    /// Run one share of a split exact-attack search.
    ExactShare(exact::ShareTask) = "exact_share",
    /// A hint for a try at an exact-attack puzzle.
    ExactHint(exact::HintTask) = "exact_hint",
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::task::run_to_event;

    #[test]
    fn a_job_names_its_task_and_reads_back() {
        let list = queens::ListTask { problem: queens::Problem::new(6).unwrap(), limit: 3 };
        let text = job_json(&list).to_text();
        assert_eq!(text, r#"{"type":"queens_list","problem":{"n":6,"blocked":[]},"limit":3}"#);
        assert_eq!(job(&text), Ok(Job::from(list)));
    }

    #[test]
    fn a_jobs_type_is_its_tasks_job_type() {
        let list = queens::ListTask { problem: queens::Problem::new(6).unwrap(), limit: 3 };
        let text = job_json(&list).to_text();
        assert!(text.starts_with(&format!(r#"{{"type":"{}""#, queens::ListTask::JOB_TYPE)), "{text}");
        let count = exact::CountTask { problem: "3x3,k=1".into(), max_pieces: None };
        let text = job_json(&count).to_text();
        assert!(text.starts_with(&format!(r#"{{"type":"{}""#, exact::CountTask::JOB_TYPE)), "{text}");
    }

    #[test]
    fn visiting_a_job_runs_its_own_task_type() {
        struct Runner(Vec<String>);
        impl TaskVisitor for Runner {
            fn visit<T: Task>(&mut self, task: &T)
            where
                T::Reply: ToJson,
            {
                self.0.push(run_to_event(task, &mut |_| {}).to_json().to_text());
            }
        }
        let mut runner = Runner(Vec::new());
        Job::from(queens::ListTask { problem: queens::Problem::new(4).unwrap(), limit: 10 })
            .visit(&mut runner);
        let bad = solo::SolveTask {
            puzzle: "9/4".into(),
            played: Vec::new(),
            rules: Default::default(),
            count: false,
        };
        Job::from(bad).visit(&mut runner);
        assert_eq!(runner.0[0], r#"{"done":{"n":4,"solutions":[[1,3,0,2],[2,0,3,1]],"complete":true}}"#);
        assert!(
            runner.0[1].starts_with(r#"{"error":{"message":"bad puzzle code: rank 1"#),
            "{}",
            runner.0[1]
        );
        let unread = job(r#"{"type":"queens_list","problem":{"n":99},"limit":1}"#);
        assert!(unread.unwrap_err().contains("board size 99"));
    }

    /// The job a message's JSON text holds, read as the worker reads it, or why it is refused.
    fn job(text: &str) -> Result<Job, String> {
        Job::from_text(text).map_err(|error| error.to_string())
    }

    /// Asserts that the job `json` is refused with a message containing `says`.
    fn assert_refused(json: &str, says: &str) {
        match job(json) {
            Ok(job) => panic!("{json} was read as {job:?}"),
            Err(message) => assert!(message.contains(says), "{json}: {message}"),
        }
    }

    /// A Solo job on the 4×4 puzzle `2Q1/2R1/N3/1P2` with `played`, as JSON text.
    fn played(kind: &str, played: &[&str]) -> String {
        let played = played.join(",");
        format!(r#"{{"type":"{kind}","puzzle":"2Q1/2R1/N3/1P2","played":[{played}]}}"#)
    }

    #[test]
    fn solo_tasks_replay_their_moves_when_read() {
        assert_refused(r#"{"type":"solo_solve","puzzle":"9/4"}"#, "bad puzzle code");
        // Moves cross as themselves: squares by index (c4 is 26), pieces by name; each checked legal.
        let queen_takes_rook = r#"{"from":26,"to":18,"piece":"queen","captured":"rook"}"#;
        let to_h8 = r#"{"from":18,"to":63,"piece":"queen","captured":"rook"}"#;
        let off_the_board = r#"{"from":70,"to":18,"piece":"queen","captured":"rook"}"#;
        let knight_from_b4 = r#"{"from":25,"to":18,"piece":"knight","captured":"rook"}"#;
        for (job, says) in [
            (played("solo_solve", &[queen_takes_rook, to_h8]), "move 2: Qc3xh8 is not a legal capture"),
            (played("solo_solve", &[off_the_board]), "square index 70 is not below 64"),
            (played("solo_dead_end", &[knight_from_b4]), "move 1: Nb4xc3 is not a legal capture"),
        ] {
            assert_refused(&job, says);
        }
        let good = played("solo_solve", &[queen_takes_rook]);
        let Ok(Job::SoloSolve(read)) = job(&good) else { panic!("{good}") };
        // The fields left out are their defaults.
        assert_eq!((read.played.len(), read.rules, read.count), (1, solo::RulesPreset::Solitaire, false));
    }

    #[test]
    fn a_solo_generate_task_is_checked_when_read() {
        let json = r#"{"type":"solo_generate","level":"beginner","seed":1,"unique":false,"size":12}"#;
        assert_refused(json, "the board size must be from 4 to 8, not 12");
        let json = r#"{"type":"solo_generate","level":"beginner","seed":1,"unique":true,"pieces":200}"#;
        assert_refused(json, "200");
        let json = r#"{"type":"solo_generate","level":"expert","seed":18446744073709551615,"unique":true}"#;
        let Ok(Job::SoloGenerate(read)) = job(json) else { panic!("{json}") };
        assert_eq!((read.seed, read.size, read.pieces), (u64::MAX, 4, None), "the size is 4 unless given");
    }

    #[test]
    fn a_queens_count_task_is_checked_when_read() {
        let share = |share, shares| {
            format!(r#"{{"type":"queens_count","problem":{{"n":8}},"share":{share},"shares":{shares}}}"#)
        };
        assert_refused(&share(3, 3), "share 3 does not exist: shares are numbered 0 to 2");
        assert_refused(&share(0, 0), "shares is 0");
        assert_refused(&share(-1, 3), "'share': -1 is not a whole number");
        assert_refused(r#"{"type":"queens_count","problem":{"n":40}}"#, "'problem': board size 40");
        assert_refused(r#"{"type":"queens_count"}"#, "'problem' is missing");
        let Ok(Job::QueensCount(task)) = job(&share(2, 3)) else { panic!("a count") };
        assert_eq!((task.share.index(), task.share.of()), (2, 3));
        let Ok(Job::QueensCount(whole)) = job(r#"{"type":"queens_count","problem":{"n":8}}"#) else {
            panic!("a count")
        };
        assert_eq!(whole.share, crate::task::Share::WHOLE, "the share fields are optional");
    }

    #[test]
    fn a_queens_list_task_is_checked_when_read() {
        assert_refused(r#"{"type":"queens_list","problem":{"n":99},"limit":1}"#, "board size 99");
        assert_refused(
            r#"{"type":"queens_list","problem":{"n":3,"blocked":[0,8,0]},"limit":1}"#,
            "row 2 blocks a square outside the board",
        );
        assert_refused(r#"{"type":"queens_list","problem":{"n":3,"blocked":[0]},"limit":1}"#, "has 1 rows");
    }

    #[test]
    fn a_queens_hint_task_is_checked_when_read() {
        let hint =
            |queens: &str| format!(r#"{{"type":"queens_hint","problem":{{"n":4}},"queens":{queens}}}"#);
        assert_refused(&hint("[[0,0],[0,0]]"), "a1 is given twice");
        assert_refused(&hint("[[4,0]]"), "off the 4×4 board");
        assert_refused(&hint("[[0,0,0]]"), "'queens': item 1: not a [file, rank] pair");
        assert_refused(&hint("[[0,256]]"), "256 is not a whole number from 0 to 255");
        let Ok(Job::QueensHint(read)) = job(r#"{"type":"queens_hint","problem":{"n":4}}"#) else {
            panic!("a hint")
        };
        assert!(read.queens.is_empty(), "no queens unless given");
    }

    #[test]
    fn a_cover_task_is_checked_when_read() {
        let json = r#"{"type":"cover","settings":{"pieces":"KQ","side":9},"objective":"max"}"#;
        assert_refused(json, "settings: a board side of 9 is not supported");
        let json = r#"{"type":"cover","settings":{"pieces":"KQ","side":4},"objective":"most"}"#;
        assert_refused(json, "'objective': 'most' is not one of: max, min");
        let json =
            r#"{"type":"cover","settings":{"pieces":"KQ","side":4,"bishops":"Same"},"objective":"MIN"}"#;
        let Ok(Job::Cover(read)) = job(json) else { panic!("{json}") };
        // Names read in any case, as typed on the command line; the fields left out are their defaults.
        assert_eq!(
            (read.objective, read.settings.bishops),
            (coverage::Objective::Min, coverage::BishopRule::Same)
        );
        assert!(!read.settings.superpose);
    }

    #[test]
    fn a_cover_all_task_is_checked_when_read() {
        assert_refused(
            r#"{"type":"cover_all","settings":{"pieces":"KQX","side":5}}"#,
            "settings: 'X' at character 3",
        );
    }

    #[test]
    fn a_cover_unattacked_task_is_checked_when_read() {
        assert_refused(
            r#"{"type":"cover_unattacked","settings":{"pieces":"KQ","side":2}}"#,
            "settings: a board side of 2",
        );
    }

    #[test]
    fn a_cover_share_task_is_checked_when_read() {
        // A slack past the board's squares overflowed the hitting search's bound.
        let json = r#"{"settings":{"pieces":"bb","side":3},"stage":{"pass":"max","slack":4294967290},"share":0,"shares":0}"#;
        let message = coverage::ShareTask::from_text(json).unwrap_err();
        assert_eq!(
            message.to_string(),
            "slack 4294967290 is out of range: from 0 to 9, the squares of a 3×3 board"
        );
        let task = |stage: &str, share: u32, shares: u32| {
            format!(
                r#"{{"type":"cover_share","settings":{{"pieces":"KQ","side":4}},"stage":{stage},"share":{share},"shares":{shares}}}"#
            )
        };
        assert_refused(&task(r#"{"pass":"max","slack":17}"#, 0, 1), "slack 17 is out of range: from 0 to 16");
        assert_refused(&task(r#"{"pass":"min_rest","bound":17}"#, 0, 1), "bound 17 is out of range");
        assert_refused(&task(r#"{"pass":"max","slack":16}"#, 0, 0), "shares is 0");
        assert_refused(&task(r#"{"pass":"unattacked"}"#, 4, 4), "share 4 does not exist");
        assert_refused(&task(r#"{"pass":"widest"}"#, 0, 1), "'stage': 'pass': 'widest' is not max, min_head");
        assert_refused(
            &task(r#"{"pass":"max","slack":1}"#, 0, 1).replace(r#""side":4"#, r#""side":20"#),
            "settings: ",
        );
        let Ok(Job::CoverShare(read)) = job(&task(r#"{"pass":"max","slack":16}"#, 1, 2)) else {
            panic!("a share")
        };
        assert_eq!(read.stage, coverage::Stage::Max { slack: 16 });
        assert_eq!((read.share.index(), read.share.of()), (1, 2));
        let Ok(Job::CoverShare(rest)) = job(&task(r#"{"pass":"min_rest"}"#, 0, 1)) else { panic!("a share") };
        assert_eq!(rest.stage, coverage::Stage::MinRest { bound: None }, "a bound left out is none");
    }

    #[test]
    fn a_cover_hint_task_is_checked_when_read() {
        let hint = |fields: &str| {
            format!(r#"{{"type":"cover_hint","settings":{{"pieces":"QN","side":4}},{fields}}}"#)
        };
        assert_refused(&hint(r#""target":12,"placed":"Qb2,Qc2""#), "the set has 1 queen");
        assert_refused(&hint(r#""target":12,"leave":"z9""#), "z9");
        assert_refused(&hint(r#""placed":"Qb2""#), "'target' is missing");
        let Ok(Job::CoverHint(read)) = job(&hint(r#""target":12,"leave":"d4""#)) else { panic!("a hint") };
        // The pieces placed and the known best are none when left out.
        assert_eq!(
            (read.placed.pieces().len(), read.leave, read.best.len()),
            (0, crate::board::Square::parse("d4"), 0)
        );
    }

    #[test]
    fn a_coverage_share_with_a_huge_slack_run_in_code_still_finds_the_maximum() {
        // Made in code, not read: the search's arithmetic saturates rather than overflows.
        let settings = coverage::Settings { pieces: "KQ".into(), side: 4, ..coverage::Settings::default() };
        let stage = coverage::Stage::Max { slack: u32::MAX - 5 };
        let task = coverage::ShareTask { settings, stage, share: crate::task::Share::WHOLE };
        assert_eq!(task.run(&mut |_| {}).unwrap().best, Some(15));
    }

    #[test]
    fn an_exact_min_task_is_checked_when_read() {
        let json = r#"{"type":"exact_min","problem":"3x3,k=99"}"#;
        assert_refused(json, "problem: a cell cannot be attacked 99 times: the most is 16");
        assert_refused(r#"{"type":"exact_min"}"#, "'problem' is missing");
    }

    #[test]
    fn an_exact_count_task_is_checked_when_read() {
        assert_refused(
            r#"{"type":"exact_count","problem":"3x3,k=1","max_pieces":65}"#,
            "max_pieces 65 is out of range",
        );
        assert_refused(
            r#"{"type":"exact_count","problem":"3x3,k=1","max_pieces":0}"#,
            "max_pieces 0 is out of range",
        );
        assert_refused(r#"{"type":"exact_count","problem":"0x3,k=1"}"#, "problem: ");
        assert_refused(r#"{"type":"exact_count","problem":"3x3,k=1","max_pieces":-1}"#, "'max_pieces': ");
        let Ok(Job::ExactCount(read)) = job(r#"{"type":"exact_count","problem":"3x3,k=1"}"#) else {
            panic!("a count")
        };
        assert_eq!(read.max_pieces, None, "the cap may be left out");
    }

    #[test]
    fn an_exact_share_task_is_checked_when_read() {
        let task = |cap: &str, share: u32, shares: u32| {
            format!(
                r#"{{"type":"exact_share","problem":"4x4,k=2","cap":{cap},"share":{share},"shares":{shares}}}"#
            )
        };
        assert_refused(&task("65", 0, 1), "cap 65 is out of range: a piece cap is from 0 to 64");
        assert_refused(&task("7", 2, 2), "share 2 does not exist: shares are numbered 0 to 1");
        assert_refused(&task("7", 0, 0), "shares is 0");
        assert_refused(&task("null", 0, 1).replace("k=2", "k=99"), "problem: ");
        assert_refused(r#"{"type":"exact_share","problem":"4x4,k=2","share":0}"#, "'shares' is missing");
        let Ok(Job::ExactShare(read)) = job(&task("null", 1, 2)) else { panic!("a share") };
        assert_eq!((read.cap, read.share.index(), read.share.of()), (None, 1, 2));
        let uncapped = r#"{"type":"exact_share","problem":"4x4,k=2","share":0,"shares":1}"#;
        let Ok(Job::ExactShare(read)) = job(uncapped) else { panic!("a share") };
        assert_eq!(read.cap, None, "the cap may be left out");
    }

    #[test]
    fn an_exact_hint_task_is_checked_when_read() {
        let hint = |fields: &str| format!(r#"{{"type":"exact_hint","problem":"4x4,k=1",{fields}}}"#);
        assert_refused(&hint(r#""placed":"3/3/3""#), "placed: the try is not on the problem's board");
        assert_refused(&hint(r#""placed":"4/X3/4/4""#), "placed: ");
        assert_refused(&hint(r#""placed":"4/4/4/4","minimum":1000"#), "minimum 1000 is out of range");
        assert_refused(&hint(r#""placed":"4/4/4/4","known":["4/4/4/4","4/4/4/Y3"]"#), "known: item 2: ");
        let many = vec![r#""4/4/4/4""#; exact::MAX_BROWSED + 1].join(",");
        let too_many = hint(&format!(r#""placed":"4/4/4/4","minimum":4,"known":[{many}]"#));
        assert_refused(&too_many, "known: 1001 placements, at most 1000");
        assert_refused(
            r#"{"type":"exact_hint","problem":"4x4,k=99","placed":"4/4/4/4"}"#,
            "problem: a cell cannot be attacked 99 times",
        );
        let Ok(Job::ExactHint(read)) = job(&hint(r#""placed":"4/1B2/4/4""#)) else { panic!("a hint") };
        assert_eq!((read.minimum, read.known.len(), read.placed.piece_count()), (None, 0, 1));
    }

    #[test]
    fn share_tasks_read_back_as_written() {
        let share = crate::task::Share::new(1, 3).unwrap();
        let count = queens::CountTask { problem: queens::Problem::new(8).unwrap(), share };
        let text = job_json(&count).to_text();
        assert!(text.contains(r#""share":1,"shares":3"#), "{text}");
        assert_eq!(job(&text), Ok(Job::from(count)));
        let exact = exact::ShareTask { problem: "4x4,k=2".into(), cap: Some(7), share };
        let text = job_json(&exact).to_text();
        assert!(text.contains(r#""share":1,"shares":3"#), "{text}");
        assert_eq!(job(&text), Ok(Job::ExactShare(exact)));
    }

    #[test]
    fn a_coverage_share_task_reads_back_as_written() {
        let share = crate::task::Share::new(1, 3).unwrap();
        let stages = [
            coverage::Stage::Max { slack: 2 },
            coverage::Stage::MinHead,
            coverage::Stage::MinRest { bound: Some(40) },
            coverage::Stage::MinRest { bound: None },
            coverage::Stage::Unattacked,
        ];
        for stage in stages {
            let task = coverage::ShareTask { settings: coverage::Settings::default(), stage, share };
            let text = job_json(&task).to_text();
            assert!(text.starts_with(r#"{"type":"cover_share","settings":{"#), "{text}");
            assert!(text.ends_with(r#","share":1,"shares":3}"#), "{text}");
            assert_eq!(job(&text), Ok(Job::CoverShare(task)));
        }
    }
}
