//! What the Solo page sends its workers and reads back, in the page's JSON:
//! the tasks as the worker's serde reads them, the replies as it writes them
//! (the tests check both against serde). Written with the page's JSON rather
//! than serde-wasm-bindgen and derived readers: the page's wasm, which the
//! first screen waits for, is 7.1 KB smaller in gzip so (197.2 → 190.1 KB).

use crate::json::{json_names, json_record, FromJson, Json, JsonError, ToJson};
use chesslab_core::{
    board::{PieceKind, Square},
    solo::{
        DeadEnd, DeadEndReply, DeadEndTask, GenerateReply, GenerateTask, Level, Move, Piece, RulesPreset,
        RunCheckTask, RunId, RunTally, SolveReply, SolveTask,
    },
};

json_names!(RulesPreset { Solitaire = "solitaire", Solo = "solo" });
json_names!(Level { Beginner = "beginner", Intermediate = "intermediate", Advanced = "advanced", Expert = "expert" });
json_names!(PieceKind {
    King = "king",
    Queen = "queen",
    Rook = "rook",
    Bishop = "bishop",
    Knight = "knight",
    Pawn = "pawn",
});

/// A square is its index, 0 to 63.
impl FromJson for Square {
    fn from_json(json: &Json) -> Result<Square, JsonError> {
        let index = u8::from_json(json)?;
        Square::try_from(index).map_err(|_| JsonError(format!("{index} is not a square")))
    }
}

impl ToJson for Square {
    fn to_json(&self) -> Json {
        u8::from(*self).to_json()
    }
}

json_record!(Move { from, to, piece, captured });
json_record!(Piece { kind, square });

json_record!(SolveTask { puzzle, played, rules, count });
json_record!(GenerateTask { level, seed, unique, rules, size, pieces });
json_record!(DeadEndTask { puzzle, played, rules });
json_record!(RunCheckTask { run, log });

/// Tagged from outside: `{"Seeded":…}` or `{"Daily":…}`.
impl ToJson for RunId {
    fn to_json(&self) -> Json {
        match self {
            RunId::Seeded(seed) => Json::fields([("Seeded", seed.to_json())]),
            RunId::Daily(day) => Json::fields([("Daily", day.to_json())]),
        }
    }
}

impl FromJson for RunId {
    fn from_json(json: &Json) -> Result<RunId, JsonError> {
        let run = json.object()?;
        match (run.get("Seeded"), run.get("Daily")) {
            (Some(seed), _) => u64::from_json(seed).map(RunId::Seeded),
            (None, Some(day)) => i64::from_json(day).map(RunId::Daily),
            (None, None) => Err(JsonError("not a seeded or a daily run".into())),
        }
    }
}

json_record!(SolveReply {
    solvable,
    moves,
    sequences(default),
    move_sets(default),
    move_sets_exact(default),
    sequences_exact(default),
});
json_record!(GenerateReply {
    code,
    level,
    seed,
    moves,
    win_chance,
    unique,
    rules(default),
    pieces(default),
    rating(default),
    effort(default),
});
json_record!(DeadEndReply { dead_end(default), ply });
json_record!(RunTally { index, solved, mistakes, hints, codes, played, undos, lost_at(default) });

/// Tagged from outside, by the variant's name in snake case.
impl FromJson for DeadEnd {
    fn from_json(json: &Json) -> Result<DeadEnd, JsonError> {
        let (name, fields) = match json {
            Json::Object(fields) if fields.len() == 1 => (&fields[0].0, fields[0].1.object()?),
            _ => return Err(JsonError("not a reason a position is lost".into())),
        };
        let read = match name.as_str() {
            "kings" => DeadEnd::Kings { squares: fields.field("squares")? },
            "no_captures" => DeadEnd::NoCaptures { pieces: fields.field("pieces")? },
            "too_few_captures" => DeadEnd::TooFewCaptures {
                pieces: fields.field("pieces")?,
                captures_left: fields.field("captures_left")?,
                spent: fields.field("spent")?,
            },
            "never_captured" => DeadEnd::NeverCaptured { pieces: fields.field("pieces")? },
            "stranded" => DeadEnd::Stranded { piece: fields.field("piece")?, spent: fields.field("spent")? },
            "searched" => DeadEnd::Searched { pieces: fields.field("pieces")? },
            other => {
                return Err(JsonError(format!(
                    "'{}' is not a reason a position is lost",
                    chesslab_core::excerpt::shorten(other)
                )))
            }
        };
        Ok(read)
    }
}

impl ToJson for DeadEnd {
    fn to_json(&self) -> Json {
        let (name, fields) = match self {
            DeadEnd::Kings { squares } => ("kings", Json::fields([("squares", squares.to_json())])),
            DeadEnd::NoCaptures { pieces } => ("no_captures", Json::fields([("pieces", pieces.to_json())])),
            DeadEnd::TooFewCaptures { pieces, captures_left, spent } => (
                "too_few_captures",
                Json::fields([
                    ("pieces", pieces.to_json()),
                    ("captures_left", captures_left.to_json()),
                    ("spent", spent.to_json()),
                ]),
            ),
            DeadEnd::NeverCaptured { pieces } => {
                ("never_captured", Json::fields([("pieces", pieces.to_json())]))
            }
            DeadEnd::Stranded { piece, spent } => {
                ("stranded", Json::fields([("piece", piece.to_json()), ("spent", spent.to_json())]))
            }
            DeadEnd::Searched { pieces } => ("searched", Json::fields([("pieces", pieces.to_json())])),
        };
        Json::fields([(name, fields)])
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use std::fmt::Debug;

    use super::*;
    use crate::json::parse;
    use chesslab_core::task::{run_to_event, Event, Progress, Response};

    /// What the worker's serde writes reads here as `value`, and what is written here serde reads as `value`.
    fn both_ways<T>(value: &T)
    where
        T: serde::Serialize + serde::de::DeserializeOwned + FromJson + ToJson + PartialEq + Debug,
    {
        let by_serde = serde_json::to_string(value).unwrap();
        assert_eq!(&T::from_json(&parse(&by_serde).unwrap()).unwrap(), value, "{by_serde}");
        let ours = value.to_json().to_text();
        assert_eq!(&serde_json::from_str::<T>(&ours).unwrap(), value, "{ours}");
    }

    fn square(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn tasks_and_replies_read_and_write_as_the_workers_serde_does() {
        let solve = SolveTask {
            puzzle: "2Q1/2R1/N3/1P2".into(),
            played: vec![],
            rules: RulesPreset::Solitaire,
            count: true,
        };
        let Event::Done(reply) = run_to_event(&solve, &mut |_| {}) else { panic!("no solve") };
        assert!(reply.sequences.is_some() && !reply.moves.is_empty());
        both_ways(&reply);
        let played = SolveTask {
            played: reply.moves[..1].to_vec(),
            count: false,
            rules: RulesPreset::Solo,
            ..solve.clone()
        };
        both_ways(&played);
        let Event::Done(reply) = run_to_event(&played, &mut |_| {}) else { panic!("no solve") };
        both_ways(&reply);

        for generate in [
            GenerateTask {
                level: Level::Beginner,
                seed: 7,
                unique: false,
                rules: RulesPreset::Solitaire,
                size: 4,
                pieces: None,
            },
            GenerateTask {
                level: Level::Expert,
                seed: u64::MAX,
                unique: true,
                rules: RulesPreset::Solo,
                size: 8,
                pieces: Some(16),
            },
        ] {
            both_ways(&generate);
        }
        let small = GenerateTask {
            level: Level::Intermediate,
            seed: 11,
            unique: false,
            rules: RulesPreset::Solitaire,
            size: 4,
            pieces: None,
        };
        let Event::Done(made) = run_to_event(&small, &mut |_| {}) else { panic!("no puzzle") };
        both_ways(&made);

        let dead_end =
            DeadEndTask { puzzle: "R3/4/4/3R".into(), played: vec![], rules: RulesPreset::Solitaire };
        both_ways(&dead_end);
        let Event::Done(verdict) = run_to_event(&dead_end, &mut |_| {}) else { panic!("no verdict") };
        assert!(verdict.dead_end.is_some(), "{verdict:?}");
        both_ways(&verdict);

        for run in [RunId::Seeded(u64::MAX), RunId::Daily(-3)] {
            let check = RunCheckTask { run, log: vec![vec!["Qa1xh8".into()], vec![]] };
            both_ways(&check);
        }
        let check = RunCheckTask { run: RunId::Seeded(623_698_779), log: vec![vec![]] };
        let Event::Done(tally) = run_to_event(&check, &mut |_| {}) else { panic!("no tally") };
        both_ways(&tally);
    }

    #[test]
    fn every_reason_a_position_is_lost_reads_and_writes_as_serde_does() {
        let piece = Piece { kind: PieceKind::Knight, square: square("b1") };
        for reason in [
            DeadEnd::Kings { squares: vec![square("a1"), square("h8")] },
            DeadEnd::NoCaptures { pieces: 3 },
            DeadEnd::TooFewCaptures { pieces: 4, captures_left: 2, spent: vec![square("c3")] },
            DeadEnd::NeverCaptured {
                pieces: vec![piece, Piece { kind: PieceKind::King, square: square("e1") }],
            },
            DeadEnd::Stranded { piece, spent: true },
            DeadEnd::Searched { pieces: 5 },
        ] {
            both_ways(&reason);
            both_ways(&DeadEndReply { dead_end: Some(reason), ply: 2 });
        }
    }

    #[test]
    fn events_read_as_the_worker_writes_them() {
        let events: [Event<RunTally>; 3] = [
            Event::Progress(Progress { done: 3, total: u64::MAX, found: 0 }),
            Event::Done(RunTally::default()),
            Event::Error { message: "the \"solver\" stopped".into() },
        ];
        for event in events {
            let response = Response { id: 12, event };
            let by_serde = serde_json::to_string(&response).unwrap();
            assert_eq!(
                Response::<RunTally>::from_json(&parse(&by_serde).unwrap()).unwrap(),
                response,
                "{by_serde}"
            );
        }
        let odd = parse(r#"{"id":1,"event":{"finished":{}}}"#).unwrap();
        assert_eq!(
            Response::<RunTally>::from_json(&odd).unwrap_err().to_string(),
            "'event': not progress, done or error"
        );
    }
}
