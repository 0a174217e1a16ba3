//! A challenge run on the page: its link starts it, each puzzle is made in
//! the worker from the run's task, the dead-end check counts mistakes (with
//! the warning off too), three end the run with its card, a win moves on,
//! and another puzzle leaves the run, keeping its result.

use super::*;
use crate::solo::{ChallengeRun, NewPuzzleForm, Origin, RunEnd};
use chesslab_core::link::Link as _;
use chesslab_core::solo::{
    challenge_retry, challenge_task, ChallengeLink, DeadEndReply, GenerateReply, RunId,
};

/// `abc123` in base 36, as links write it.
const SEED: u64 = 623_698_779;

/// Any form: a run's Next puzzle does not read it.
const FORM: NewPuzzleForm<'static> =
    NewPuzzleForm { rules: "solo", level: "beginner", size: "8", pieces: "", unique: true };

/// A page that opened `#/solo/challenge?seed=abc123`, with the effects of opening it.
fn run_page() -> (SoloPage, Vec<Effect>) {
    let mut page = fresh();
    let effects = page.open_link(Link::challenge(ChallengeLink::Seeded(SEED)), NOON).unwrap();
    (page, effects)
}

/// The worker makes the puzzle the effects ask for; gives the page's effects.
fn make(page: &mut SoloPage, effects: &[Effect], now_ms: f64) -> Vec<Effect> {
    let (ticket, task) = generation(effects);
    page.generator_event(ticket, generated(&task), now_ms)
}

/// A run on its first puzzle, made, with the effects of putting it on the board.
fn playing_run() -> (SoloPage, Vec<Effect>) {
    let (mut page, effects) = run_page();
    let effects = make(&mut page, &effects, NOON + 1_000.0);
    (page, effects)
}

/// The check the effects start, answered by the worker at `now_ms`.
fn checked(page: &mut SoloPage, effects: &[Effect], now_ms: f64) -> Vec<Effect> {
    let (ticket, task) = effects.check().unwrap_or_else(|| panic!("expected a check, got {effects:?}"));
    let reply: Event<DeadEndReply> = run_to_event(&task, &mut |_| {});
    page.dead_end_event(ticket, reply, now_ms)
}

/// A legal move on the board after which no win is possible (as the check says).
fn losing_move(page: &SoloPage) -> (Square, Square) {
    let game = page.game();
    let moves = game.position().legal_moves(game.rules().rules());
    moves
        .iter()
        .map(|mv| (mv.from, mv.to))
        .find(|&(from, to)| {
            let mut trial = page.clone();
            trial.click(from, NOON);
            let effects = trial.click(to, NOON);
            checked(&mut trial, &effects, NOON);
            trial.screen(NOON).buttons.undo_suggested
                || trial.challenge_run().is_some_and(ChallengeRun::is_over)
        })
        .expect("a losing move")
}

/// Plays a losing move and hands the check's verdict back; gives the verdict's effects.
fn lose(page: &mut SoloPage, now_ms: f64) -> Vec<Effect> {
    let (from, to) = losing_move(page);
    page.click(from, now_ms);
    let effects = page.click(to, now_ms);
    checked(page, &effects, now_ms)
}

/// Plays the solver's line from the start, typed as a player would.
fn solve_by_hand(page: &mut SoloPage, now_ms: f64) {
    let game = page.game();
    let task = SolveTask { puzzle: game.code(), played: Vec::new(), rules: game.rules(), count: false };
    let Event::Done(line) = solved(&task) else { panic!("no solution") };
    for text in &line.moves {
        let effects = page.type_move(&text.to_string(), now_ms).unwrap();
        if effects.check().is_some() {
            checked(page, &effects, now_ms);
        }
    }
}

#[test]
fn a_run_opened_by_its_link_asks_for_puzzle_1_with_the_runs_first_task() {
    let (mut page, effects) = run_page();
    assert_eq!(generation(&effects).1, challenge_task(SEED, 0).unwrap());
    assert_eq!(effects.address().unwrap().to_fragment(), "#/solo/challenge?seed=abc123&puzzle=1");
    assert_eq!(status(&effects), "Making puzzle 1 of 30…");
    assert_eq!(page.playing_title(), "Challenge · making puzzle 1 of 30…");
    let effects = make(&mut page, &effects, NOON + 1_000.0);
    assert!(status(&effects).starts_with("Challenge puzzle 1 of 30: 5 pieces, "), "{}", status(&effects));
    assert_eq!(page.playing_title(), "Challenge · puzzle 1 of 30 · 3 mistakes left");
    assert!(matches!(page.origin(), Origin::Challenge { run: RunId::Seeded(SEED), index: 0, .. }));
    assert_eq!(page.link().to_fragment(), "#/solo/challenge?seed=abc123&puzzle=1");
    assert_eq!(page.share_link().to_fragment(), "#/solo/challenge?seed=abc123", "a run is shared whole");
    assert_eq!(page.game().rules(), RulesPreset::Solo);
    assert!(
        page.clock_text(NOON + 61_000.0).ends_with(" · run 1:01"),
        "{}",
        page.clock_text(NOON + 61_000.0)
    );
    // The run's own link again (the address bar echoing it) changes nothing.
    let effects = page.open_link(Link::challenge(ChallengeLink::Seeded(SEED)), NOON + 2_000.0).unwrap();
    assert_eq!(effects.start(), None);
    assert_eq!(effects.address(), None, "Back to the run's bare link pushes nothing: no loop");
    assert!(effects.contains(&Effect::ReplaceAddress(page.link())));
}

#[test]
fn the_same_seed_asks_for_the_same_first_task_and_a_link_without_one_gets_a_fresh_seed() {
    let (_, first) = run_page();
    let (_, again) = run_page();
    assert_eq!(generation(&first).1, generation(&again).1);
    let mut page = fresh();
    let effects = page.open_link_seeded(Link::challenge(ChallengeLink::New), 42, NOON).unwrap();
    let first = chesslab_core::solo::Puzzle::Challenge { run: RunId::Seeded(42), index: 0 };
    assert_eq!(effects.address(), Some(Link::Puzzle(first)), "the run's seed and puzzle in the address");
    assert_eq!(generation(&effects).1, challenge_task(42, 0).unwrap());
    let effects = page.open_link(Link::challenge(ChallengeLink::Daily(None)), NOON).unwrap();
    assert_eq!(effects.address().unwrap().to_fragment(), "#/solo/challenge?daily=2026-11-23&puzzle=1");
    assert_eq!(page.challenge_run().unwrap().daily, Some(20_780));
}

#[test]
fn a_puzzle_the_run_does_not_accept_is_tried_again_from_the_next_seed() {
    let (mut page, effects) = run_page();
    let (ticket, task) = generation(&effects);
    let Event::Done(reply) = generated(&task) else { panic!("no puzzle") };
    let ambiguous = GenerateReply { unique: false, ..reply };
    let effects = page.generator_event(ticket, Event::Done(ambiguous), NOON);
    assert_eq!(generation(&effects).1, challenge_retry(SEED, 0, 1).unwrap());
    assert_eq!(page.playing_title(), "Challenge · making puzzle 1 of 30…");
}

#[test]
fn a_mistake_is_counted_from_a_dead_end_verdict_even_with_the_warning_off() {
    let (mut page, effects) = run_page();
    page.set_warn_on(false);
    let effects = make(&mut page, &effects, NOON + 1_000.0);
    assert!(effects.check().is_some(), "the check runs with the warning off");
    let effects = lose(&mut page, NOON + 5_000.0);
    let text = status(&effects);
    assert!(text.starts_with("No win from here: "), "{text}");
    assert!(text.ends_with("Mistake 1 of 3: 2 mistakes left."), "{text}");
    assert_eq!(page.challenge_run().unwrap().mistakes, 1);
    assert_eq!(page.playing_title(), "Challenge · puzzle 1 of 30 · 2 mistakes left");
    assert!(page.screen(NOON + 5_000.0).buttons.undo_suggested, "the position is shown lost, to undo");
}

#[test]
fn moves_on_from_a_lost_line_count_nothing_more_and_losing_again_after_undo_counts() {
    let (mut page, _) = playing_run();
    lose(&mut page, NOON + 5_000.0);
    // Playing on from the lost position: still one mistake.
    if let Some(mv) = page.game().position().legal_moves(page.game().rules().rules()).iter().next() {
        page.click(mv.from, NOON);
        let effects = page.click(mv.to, NOON);
        checked(&mut page, &effects, NOON + 6_000.0);
    }
    assert_eq!(page.challenge_run().unwrap().mistakes, 1);
    page.restart(NOON + 7_000.0);
    lose(&mut page, NOON + 8_000.0);
    assert_eq!(page.challenge_run().unwrap().mistakes, 2);
}

#[test]
fn three_mistakes_end_the_run_with_its_card_and_the_best_run_stored() {
    let (mut page, _) = playing_run();
    lose(&mut page, NOON + 5_000.0);
    page.undo(NOON + 6_000.0);
    lose(&mut page, NOON + 7_000.0);
    page.undo(NOON + 8_000.0);
    let effects = lose(&mut page, NOON + 90_000.0);
    assert!(effects.contains(&Effect::SaveRecord));
    assert_eq!(status(&effects), "Out of mistakes: 0 of 30 solved.");
    let run = page.challenge_run().unwrap();
    assert_eq!((run.end, run.mistakes), (Some(RunEnd::OutOfMistakes), 3));
    let card = page.win_screen(NOON + 95_000.0).expect("the end card");
    assert_eq!(card.title, "Out of mistakes");
    assert_eq!(card.stats, ["Solved: 0 of 30", "Mistakes: 3", "Time: 1:30", "Hints: 0"]);
    assert_eq!((card.next_label.as_str(), card.shareable, card.again), ("New run", true, false));
    let share = page.share_text("https://example.org/", NOON + 95_000.0).unwrap();
    assert_eq!(
        share,
        "Chess Puzzle Lab challenge · 0/30 solved · 3 mistakes · 1:30 · 0 hints\n\
         https://example.org/#/solo/challenge?seed=abc123"
    );
    assert!(!share.contains(&page.game().code()), "no spoilers");
    assert_eq!(page.playing_title(), "Challenge over · 0 of 30 solved");
    let best = &page.record().best_runs;
    assert_eq!((best.len(), best[0].seed, best[0].mistakes, best[0].ms), (1, SEED, 3, 90_000));
    // The clock stopped with the run; no more mistakes are counted; the game's controls are off.
    assert!(page.clock_text(NOON + 200_000.0).ends_with("run 1:30"));
    let buttons = page.screen(NOON).buttons;
    assert!(!buttons.undo && !buttons.restart && !buttons.hint && !buttons.auto_solve && !buttons.count);
    let moves = page.game().played().len();
    for refused in [page.undo(NOON + 96_000.0), page.hint(NOON + 96_000.0), page.restart(NOON + 96_000.0)] {
        assert!(status(&refused).starts_with("The run is over"), "{}", status(&refused));
    }
    assert_eq!(page.game().played().len(), moves, "the lost run cannot be played on");
    page.close_win();
    assert!(page.win_screen(NOON).is_none());
    // New run: a fresh seed, puzzle 1.
    let effects = page.next_puzzle(&FORM, 99, NOON + 100_000.0);
    assert_eq!(generation(&effects).1, challenge_task(99, 0).unwrap());
    assert_eq!(page.challenge_run().unwrap().mistakes, 0);
}

#[test]
fn a_win_moves_to_puzzle_2_and_a_hint_is_counted() {
    let (mut page, _) = playing_run();
    let effects = page.hint(NOON + 2_000.0);
    answer(&mut page, &effects, NOON + 2_100.0);
    assert_eq!(page.challenge_run().unwrap().hints, 1);
    solve_by_hand(&mut page, NOON + 3_000.0);
    let run = page.challenge_run().unwrap();
    assert_eq!((run.solved, run.index, run.hints), (1, 1, 1));
    let win = page.win_screen(NOON + 20_000.0).expect("the win card");
    assert_eq!(win.next_label, "Next puzzle (2 of 30)");
    // Nothing is being made until Next puzzle is pressed: the heading says the puzzle is solved.
    assert_eq!(page.playing_title(), "Challenge · puzzle 1 of 30 solved");
    let effects = page.next_puzzle(&FORM, 5, NOON + 21_000.0);
    assert_eq!(generation(&effects).1, challenge_task(SEED, 1).unwrap());
    assert_eq!(page.playing_title(), "Challenge · making puzzle 2 of 30…");
    make(&mut page, &effects, NOON + 22_000.0);
    assert_eq!(page.playing_title(), "Challenge · puzzle 2 of 30 · 3 mistakes left");
    assert!(matches!(page.origin(), Origin::Challenge { index: 1, .. }));
}

#[test]
fn auto_solve_is_off_in_a_run() {
    let (mut page, _) = playing_run();
    assert!(!page.screen(NOON).buttons.auto_solve);
    let effects = page.auto_solve(NOON + 1_000.0);
    assert_eq!(effects.start(), None);
    assert_eq!(status(&effects), "No auto-solve in a challenge run: Hint shows the way (and counts).");
}

#[test]
fn another_puzzle_leaves_the_run_keeping_its_result() {
    let (mut page, _) = playing_run();
    solve_by_hand(&mut page, NOON + 3_000.0);
    let effects =
        page.open_link(Link::puzzle("2Q1/2R1/N3/1P2", RulesPreset::Solitaire), NOON + 60_000.0).unwrap();
    assert!(effects.contains(&Effect::SaveRecord));
    assert_eq!(page.challenge_run(), None);
    assert_eq!(page.playing_title(), "Shared puzzle · Classic rules");
    let best = &page.record().best_runs;
    assert_eq!((best.len(), best[0].solved), (1, 1));
}

#[test]
fn a_run_whose_puzzle_was_cancelled_asks_for_it_again_when_its_link_is_opened() {
    let (mut page, _) = run_page();
    page.cancel(NOON + 100.0);
    let effects = page.open_link(Link::challenge(ChallengeLink::Seeded(SEED)), NOON + 200.0).unwrap();
    assert_eq!(generation(&effects).1, challenge_task(SEED, 0).unwrap());
    assert_eq!(page.challenge_run().unwrap().started_ms, NOON, "the same run goes on");
}

/// A page after a reload: the stored run (as stored text) given before any link is opened.
fn reloaded(stored: &str, now_ms: f64) -> SoloPage {
    let mut page = SoloPage::new(crate::solo::PlayerRecord::default(), now_ms);
    page.restore(crate::solo::Stored::Run(crate::solo::StoredRun::from_storage(stored).unwrap()));
    page
}

/// The run check the effects start, answered by the worker at `now_ms`.
fn run_checked(page: &mut SoloPage, effects: &[Effect], now_ms: f64) -> Vec<Effect> {
    let Some(Start::RunCheck(ticket, task)) = effects.start() else {
        panic!("expected a run check: {effects:?}")
    };
    page.run_check_event(ticket, run_to_event(&task, &mut |_| {}), now_ms)
}

/// The stored text of the page's run.
fn stored(page: &SoloPage) -> String {
    page.stored_run().unwrap().to_storage()
}

#[test]
fn a_reload_mid_run_checks_the_stored_run_and_takes_it_up_with_its_moves_mistakes_and_clock() {
    let (mut page, effects) = playing_run();
    assert!(effects.contains(&Effect::SaveRun), "stored from its first puzzle");
    let effects = lose(&mut page, NOON + 5_000.0);
    assert!(effects.contains(&Effect::SaveRun));
    let played = page.game().played().to_vec();
    assert_eq!(page.challenge_run().unwrap().mistakes, 1);

    let later = NOON + 65_000.0;
    let mut again = reloaded(&stored(&page), later);
    let asked = again
        .open_link(Link::from_fragment("#/solo/challenge?seed=abc123&puzzle=1").unwrap(), later)
        .unwrap();
    assert!(status(&asked).starts_with("Checking your run"), "{}", status(&asked));
    let effects = run_checked(&mut again, &asked, later);
    let effects = make(&mut again, &effects, later);
    assert!(
        status(&effects).starts_with("Your run is back: puzzle 1 of 30, 1 move played"),
        "{}",
        status(&effects)
    );
    assert_eq!(again.game().played(), &played[..]);
    let run = again.challenge_run().unwrap();
    assert_eq!((run.index, run.mistakes, run.started_ms), (0, 1, NOON), "the run clock did not restart");
    assert!(again.clock_text(later).ends_with("run 1:05"), "{}", again.clock_text(later));
    // The lost line is not counted again when its verdict comes back.
    checked(&mut again, &effects, later);
    assert_eq!(again.challenge_run().unwrap().mistakes, 1);
    // `#/solo` after a reload goes back to the run too.
    let mut at_solo = reloaded(&stored(&page), later);
    at_solo.restore(crate::solo::Stored::Games(page.saved_games().clone()));
    let asked = at_solo.open_link(Link::Current, later).unwrap();
    assert!(matches!(asked.start(), Some(Start::RunCheck(..))), "{asked:?}");
}

#[test]
fn a_stored_run_edited_by_hand_is_kept_aside_said_and_the_run_starts_again() {
    let (mut page, _) = playing_run();
    lose(&mut page, NOON + 5_000.0);
    let text = stored(&page);
    for (edited, why) in [
        (text.replace("\"mistakes\":1", "\"mistakes\":0"), "it claims 0 mistakes, its moves make 1"),
        (
            text.replace(&format!("\"started_ms\":{NOON}"), &format!("\"started_ms\":{}", NOON + 60_000.0)),
            "its clock starts at no real time",
        ),
    ] {
        assert_ne!(edited, text, "{why}");
        let mut again = reloaded(&edited, NOON + 6_000.0);
        let asked = again.open_link(Link::challenge(ChallengeLink::Seeded(SEED)), NOON + 6_000.0).unwrap();
        let effects = run_checked(&mut again, &asked, NOON + 6_000.0);
        assert!(effects.contains(&Effect::KeepRunAside(edited.clone())), "kept aside, as it was");
        assert!(status(&effects).contains(why), "{}", status(&effects));
        assert!(status(&effects).contains("the run starts again from puzzle 1"));
        assert_eq!(generation(&effects).1, challenge_task(SEED, 0).unwrap());
        assert_eq!(again.challenge_run().unwrap().mistakes, 0);
    }
    let mut edited = page.stored_run().unwrap();
    edited.log[0][0] = "Ka1xh8".into();
    let moved = edited.to_storage();
    let mut again = reloaded(&moved, NOON + 6_000.0);
    let asked = again.open_link(Link::challenge(ChallengeLink::Seeded(SEED)), NOON + 6_000.0).unwrap();
    let effects = run_checked(&mut again, &asked, NOON + 6_000.0);
    assert!(status(&effects).contains("is not a capture there"), "{}", status(&effects));
}

#[test]
fn a_run_over_stays_over_after_a_reload_with_its_end_card() {
    let (mut page, _) = playing_run();
    for at in [5_000.0, 7_000.0] {
        lose(&mut page, NOON + at);
        page.undo(NOON + at + 500.0);
    }
    lose(&mut page, NOON + 9_000.0);
    assert!(page.challenge_run().unwrap().is_over());
    let mut again = reloaded(&stored(&page), NOON + 20_000.0);
    let asked = again.open_link(Link::challenge(ChallengeLink::Seeded(SEED)), NOON + 20_000.0).unwrap();
    let effects = run_checked(&mut again, &asked, NOON + 20_000.0);
    assert!(
        status(&effects).starts_with("Your run is back, and over: Out of mistakes."),
        "{}",
        status(&effects)
    );
    assert_eq!(again.win_screen(NOON + 20_000.0).unwrap().title, "Out of mistakes");
    assert!(again.record().best_runs.is_empty(), "its result was stored when it ended, not again");
}

#[test]
fn a_move_waits_for_the_verdict_on_the_last_one() {
    let (mut page, _) = playing_run();
    let (from, to) = losing_move(&page);
    page.click(from, NOON);
    let effects = page.click(to, NOON);
    let held = page.undo(NOON + 10.0);
    assert_eq!(status(&held), "One moment: your last move is being checked.");
    checked(&mut page, &effects, NOON + 20.0);
    assert!(status(&page.undo(NOON + 30.0)).starts_with("Took back"));
}
