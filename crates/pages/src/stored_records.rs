//! Every record the pages keep in the browser, held to one rule: whatever a
//! reader accepts is written back in a form it accepts again, as the same
//! record (read → write → read is the identity), or the first read refuses.
//! A record that reads but writes back unreadable is set aside on the next
//! visit, and the player starts anew (a best time of `1e400` was read as
//! infinity and written back as `null`).
//!
//! Each record's text is a full sample, as the page stores it, changed in a
//! few places the way storage gets edited or damaged: a number past `f64` or
//! `u64`, a string with control characters, a field dropped, doubled or
//! renamed, an item dropped or doubled, a value made `null`. The changes are
//! driven by a list of choices, so a failure shrinks to the fewest.

#![allow(clippy::unwrap_used)]

use std::fmt::Debug;

use chesslab_core::{
    exact::{KeptReply, ShareReply},
    json::{parse, Json},
    queens::ReplyLine,
    solo::{Level, PackName, PuzzleId},
};
use proptest::{prelude::*, test_runner::TestCaseError};

use crate::{
    settings::Settings,
    solo::{ChallengeRun, PackProgress, PlayerRecord, RunResult, SavedGame, SavedGames, StoredRun},
};

/// Numbers as storage may hold them: past `f64` and the whole types, below the smallest
/// `f64`, negative zero, whole numbers written as floats, days that are no date.
const NUMBERS: [&str; 22] = [
    "1e400",
    "-1e400",
    "1e-400",
    "-0",
    "0",
    "-1",
    "0.5",
    "1.0",
    "1.5E3",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "9223372036854775807",
    "-9223372036854775808",
    "20782",
    "2932897",
    "1.7976931348623157e308",
    "-1.7976931348623157e308",
    "5e-324",
    "123456789012345678901234567890",
    "3",
];

/// Strings as storage may hold them: control and invisible characters, escapes, other
/// records' names and links.
const STRINGS: [&str; 20] = [
    "",
    "\u{0}\u{1b}[2J\n",
    "é🎉\u{10ffff}",
    "\u{feff}",
    "\"\\/",
    "#/solo/pack/solo-5",
    "#/solo/R1R1/4/4/B1B1",
    "#/solo/challenge?daily=2026-11-25",
    "beginner",
    "expert",
    "other",
    "3",
    "solo-3",
    "Qc4xc3",
    "undo",
    "hint",
    "Finished",
    "Left",
    "gave_up",
    "failed",
];

/// The least choice that changes a part (about one part in eight changes).
const CHANGE: usize = 224;

/// The choices that drive the changes, taken one at a time; once they run out nothing more
/// changes (a choice below [`CHANGE`] changes nothing either, so shrinking leads to the sample).
struct Choices<'a>(std::slice::Iter<'a, u8>);

impl Choices<'_> {
    fn next(&mut self) -> usize {
        usize::from(self.0.next().copied().unwrap_or(0))
    }
}

/// `json` with some of its parts changed by `choices`.
fn changed(json: &Json, choices: &mut Choices) -> Json {
    let choice = choices.next();
    if choice >= 250 {
        return [Json::Null, Json::Array(vec![]), Json::Object(vec![]), Json::Bool(true)][choice % 4].clone();
    }
    match json {
        Json::Number(_) if choice >= CHANGE => Json::Number(NUMBERS[choice % NUMBERS.len()].to_string()),
        Json::String(_) if choice >= CHANGE => Json::String(STRINGS[choice % STRINGS.len()].to_string()),
        Json::Bool(value) if choice >= CHANGE => Json::Bool(!value),
        Json::Null if choice >= CHANGE => Json::Number(NUMBERS[choice % NUMBERS.len()].to_string()),
        Json::Array(items) => {
            let mut items: Vec<Json> = items.iter().map(|item| changed(item, choices)).collect();
            let at = choices.next();
            if !items.is_empty() && choice >= CHANGE {
                match choice % 2 {
                    0 => drop(items.remove(at % items.len())),
                    _ => items.push(items[at % items.len()].clone()),
                }
            }
            Json::Array(items)
        }
        Json::Object(fields) => {
            let mut fields: Vec<(String, Json)> =
                fields.iter().map(|(name, value)| (name.clone(), changed(value, choices))).collect();
            let at = choices.next();
            if !fields.is_empty() && choice >= CHANGE {
                let at = at % fields.len();
                match choice % 3 {
                    0 => drop(fields.remove(at)),
                    1 => fields[at].0 = STRINGS[choice % STRINGS.len()].to_string(),
                    _ => {
                        let (name, value) = fields[at].clone();
                        fields.push((name, changed(&value, choices)));
                    }
                }
            }
            Json::Object(fields)
        }
        other => other.clone(),
    }
}

/// `text` (JSON) with some of its parts changed by `choices`.
fn changed_text(text: &str, choices: &[u8]) -> String {
    changed(&parse(text).unwrap(), &mut Choices(choices.iter())).to_text()
}

/// Read → write → read is the identity for `text`, or the first read refuses it.
fn reads_back<T: PartialEq + Debug, E: Debug>(
    text: &str,
    read: impl Fn(&str) -> Result<T, E>,
    write: impl Fn(&T) -> String,
) -> Result<(), TestCaseError> {
    let Ok(first) = read(text) else { return Ok(()) };
    let written = write(&first);
    match read(&written) {
        Ok(again) => prop_assert_eq!(again, first, "read {}, wrote {}", text, written),
        Err(error) => prop_assert!(false, "read {text}, wrote {written}, which is refused: {error:?}"),
    }
    Ok(())
}

/// A player's record with every field filled.
fn player_record() -> String {
    let mut record = PlayerRecord::from_storage(
        r##"{"best_seconds":{"beginner":42.5,"expert":0.1},"attempted":["pack:solo-3"],"solved_by_level":{"3":1},
            "to_retry":[{"link":"#/solo/R1R1/4/4/B1B1","title":"Shared puzzle · Classic rules","reason":"gave_up"}]}"##,
    )
    .unwrap();
    record.record_win(Some(Level::Beginner), 30.5, 0, 20_780);
    record.record_win(None, 12.0, 1, 20_781);
    record.record_hint();
    let puzzle = crate::solo::RatedPuzzle::challenge(1, 0, 2.0);
    record.record_rated(&puzzle, true, 1_795_435_200_000.0);
    record.record_run(RunResult {
        seed: u64::MAX,
        daily: Some(20_782),
        solved: 17,
        mistakes: 2,
        hints: 3,
        ms: 760_000,
        ended_ms: 1_795_435_260_000.5,
    });
    record.to_storage()
}

/// Games in progress, with one set aside.
fn saved_games() -> String {
    let mut saved = SavedGames::default();
    let game = |number: u32, clock_ms| SavedGame {
        puzzle: format!("#/solo/pack/solo-{number}"),
        moves: vec!["Qd4xd7".into(), "Qd7xb7".into()],
        hints: 1,
        undos: 2,
        clock_ms,
    };
    saved.put(game(5, Some(12_000.5)));
    saved.put(game(6, None));
    saved.set_current(&chesslab_core::solo::Puzzle::from_fragment("#/solo/pack/solo-5").unwrap());
    let text = saved.to_storage();
    // One set aside: a clock that is no time.
    text.replacen("\"games\":[", &format!("\"games\":[{},", game_json(7)), 1)
}

/// A game on pack puzzle `number` whose clock runs backwards.
fn game_json(number: u32) -> String {
    format!(r##"{{"puzzle":"#/solo/pack/solo-{number}","moves":[],"hints":0,"undos":0,"clock_ms":-5}}"##)
}

/// A challenge run under way: seeded, or the daily run of a day.
fn stored_run(daily: bool) -> String {
    let mut run = match daily {
        true => ChallengeRun::start_daily(20_782, 1_795_435_200_000.0),
        false => ChallengeRun::start(623_698_779, 1_795_435_200_000.0),
    };
    run.solved(1_795_435_210_000.0);
    run.hint();
    run.mistake(1_795_435_220_000.0);
    let log = vec![vec!["Qc4xc3".into(), "undo".into(), "restart".into()], vec!["hint".into()]];
    StoredRun { run, log, clock_ms: Some(1500.5) }.to_storage()
}

/// Progress through both packs.
fn pack_progress() -> String {
    let mut progress = PackProgress::new();
    progress.record_win(PuzzleId { pack: PackName::Solo, number: 3 }, true, 9_000);
    progress.record_win(PuzzleId { pack: PackName::Solitaire, number: 17 }, false, 12_000);
    progress.to_storage()
}

/// A finished share of a minimum proof, as the Exact page keeps it.
fn kept_reply() -> String {
    let reply = ShareReply {
        total: 12,
        unique: 3,
        by_pieces: vec![0, 0, 4, 8],
        examples: vec!["Q3/4/4/4".into()],
        nodes: 1_234,
        complete: true,
    };
    KeptReply { problem: "4x4,k=2".into(), shares: 48, cap: 5, share: 17, reply }.to_text()
}

#[test]
fn every_sample_reads_as_stored_so_that_the_changes_test_something() {
    assert!(PlayerRecord::from_storage(&player_record()).is_ok());
    for daily in [false, true] {
        assert!(StoredRun::from_storage(&stored_run(daily)).is_ok());
    }
    assert_eq!(SavedGames::from_storage(&saved_games()).unwrap().set_aside_games().len(), 1);
    assert!(PackProgress::from_storage(&pack_progress()).is_ok());
    assert!(KeptReply::read(&kept_reply()).is_ok());
}

#[test]
fn a_number_past_f64_reads_as_the_largest_and_is_stored_again_as_it_was_read() {
    let record =
        PlayerRecord::from_storage(r#"{"best_seconds":{"expert":1e400},"solved":{"expert":5}}"#).unwrap();
    assert_eq!((record.best_seconds.get("expert"), record.total_solved()), (Some(&f64::MAX), 5));
    let again = PlayerRecord::from_storage(&record.to_storage()).unwrap();
    assert_eq!(again, record, "the progress is kept: {}", record.to_storage());
    // The next win is the best time.
    let mut record = again;
    record.record_win(Some(Level::Expert), 95.0, 0, 20_782);
    assert_eq!(record.best_seconds.get("expert"), Some(&95.0));
    let run =
        r#"{"run":{"seed":1,"index":0,"solved":0,"mistakes":0,"hints":0,"started_ms":-1e400},"log":[[]]}"#;
    let run = StoredRun::from_storage(run).unwrap();
    assert_eq!(run.run.started_ms, -f64::MAX);
    assert_eq!(StoredRun::from_storage(&run.to_storage()), Ok(run));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn the_player_record_reads_back(choices in prop::collection::vec(any::<u8>(), 0..160)) {
        let text = changed_text(&player_record(), &choices);
        reads_back(&text, PlayerRecord::from_storage, PlayerRecord::to_storage)?;
    }

    #[test]
    fn the_saved_games_read_back(choices in prop::collection::vec(any::<u8>(), 0..80)) {
        let text = changed_text(&saved_games(), &choices);
        reads_back(&text, SavedGames::from_storage, SavedGames::to_storage)?;
    }

    #[test]
    fn a_challenge_run_reads_back(daily: bool, choices in prop::collection::vec(any::<u8>(), 0..60)) {
        let text = changed_text(&stored_run(daily), &choices);
        reads_back(&text, StoredRun::from_storage, StoredRun::to_storage)?;
    }

    #[test]
    fn the_pack_progress_reads_back(choices in prop::collection::vec(any::<u8>(), 0..30)) {
        let text = changed_text(&pack_progress(), &choices);
        reads_back(&text, PackProgress::from_storage, PackProgress::to_storage)?;
    }

    #[test]
    fn a_kept_proof_share_reads_back(choices in prop::collection::vec(any::<u8>(), 0..40)) {
        let text = changed_text(&kept_reply(), &choices);
        reads_back(&text, KeptReply::read, KeptReply::to_text)?;
    }

    #[test]
    fn the_settings_read_back(
        entries in prop::collection::vec(
            (
                prop::sample::select(&["theme", "board", "sound", "warn", " sound ", "later", "", "=", "theme=dark"][..]),
                prop::sample::select(&["dark", "light", "system", "contrast", "brown", "blue", "green", "on", "off", " on", "", "=", "\u{1b}[2J"][..]),
                prop::sample::select(&["=", "", "==", " = "][..]),
            ),
            0..6,
        ),
    ) {
        let text: Vec<String> = entries.iter().map(|(name, value, sign)| format!("{name}{sign}{value}")).collect();
        reads_back(&text.join(";"), Settings::from_storage, Settings::to_storage)?;
    }

    #[test]
    fn a_kept_queens_share_reads_back(
        changes in prop::collection::vec((0usize..7, prop::sample::select(&NUMBERS[..])), 0..3),
    ) {
        let mut words: Vec<String> =
            "queens-reply v1 8 part=0/1 split=37 total=92 unique=12".split(' ').map(String::from).collect();
        for (at, number) in changes {
            words[at] = match words[at].split_once('=') {
                Some((name, _)) => format!("{name}={number}"),
                None => number.to_string(),
            };
        }
        let read = |text: &str| text.parse::<ReplyLine>();
        reads_back(&words.join(" "), read, ReplyLine::to_string)?;
    }
}
