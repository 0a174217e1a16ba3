//! A Rush on the page: its link starts it on the ramp's first puzzle, a win
//! moves on at once, a capture that loses costs 10 s and fails the puzzle
//! (the next comes after the reason is shown), the clock stops while the
//! page is hidden, the stored run is checked and taken up, and the end card
//! lists the failed puzzles.

use super::*;
use crate::solo::{Origin, StoredRush, MOVE_ON_MS};
use chesslab_core::link::Link as _;
use chesslab_core::solo::{DeadEndReply, RushLink, RushMode, RushTally, Solver};

/// The check the effects start, answered by the worker at `now_ms`.
fn checked(page: &mut SoloPage, effects: &[Effect], now_ms: f64) -> Vec<Effect> {
    let (ticket, task) = effects.check().unwrap_or_else(|| panic!("expected a check, got {effects:?}"));
    let reply: Event<DeadEndReply> = run_to_event(&task, &mut |_| {});
    page.dead_end_event(ticket, reply, now_ms)
}

/// Plays `mv` on the board at `now_ms` and answers its check, if one starts.
fn play(page: &mut SoloPage, mv: chesslab_core::solo::Move, now_ms: f64) -> Vec<Effect> {
    page.click(mv.from, now_ms);
    let effects = page.click(mv.to, now_ms);
    if effects.check().is_some() {
        return checked(page, &effects, now_ms);
    }
    effects
}

/// Solves the puzzle on the board, one capture a second from `now_ms`; gives the time after.
fn solve(page: &mut SoloPage, mut now_ms: f64) -> f64 {
    let game = page.game();
    let line = Solver::new(game.rules().rules()).solve(game.position()).unwrap();
    for mv in line {
        play(page, mv, now_ms);
        now_ms += 1_000.0;
    }
    now_ms
}

/// A capture on the board after which no win is left.
fn blunder(page: &SoloPage) -> Option<chesslab_core::solo::Move> {
    let game = page.game();
    let rules = game.rules().rules();
    let mut solver = Solver::new(rules);
    game.position()
        .legal_moves(rules)
        .iter()
        .copied()
        .find(|&mv| solver.dead_end(&game.position().play(mv)).is_some())
}

/// Opens `link`, handing the page each pack file it asks for (a Rush's puzzles are the packs'); gives the last effects.
fn open(page: &mut SoloPage, link: RushLink) -> Vec<Effect> {
    let mut effects = page.open_link(Link::Rush(link), NOON).unwrap();
    while let Some(pack) = effects.iter().find_map(|effect| match effect {
        Effect::FetchPack(pack) => Some(*pack),
        _ => None,
    }) {
        effects = page.pack_arrived(pack, Ok(pack.data()), NOON);
    }
    effects
}

fn index(page: &SoloPage) -> usize {
    match page.origin() {
        Origin::Rush { index, .. } => index,
        other => panic!("not a Rush puzzle: {other:?}"),
    }
}

#[test]
fn a_rush_climbs_costs_ten_seconds_a_mistake_and_resumes_after_a_reload() {
    let mut page = fresh();
    let record_before = page.record().clone();
    open(&mut page, RushLink::seeded(RushMode::Three, 7));
    assert_eq!(page.screen(NOON).clock, "3:00 left · 0 solved · combo 0");
    assert_eq!(page.link().to_fragment(), "#/solo/rush?mode=3&seed=7");
    // The clock waits for the first capture; each win moves on at once.
    let mut now = solve(&mut page, NOON + 60_000.0);
    assert_eq!(index(&page), 1);
    while blunder(&page).is_none() {
        now = solve(&mut page, now);
    }
    let before = index(&page);
    let solved = page.stored_rush(now).unwrap().run.solved;
    let mv = blunder(&page).unwrap();
    let effects = play(&mut page, mv, now);
    let status = effects.status().unwrap().text;
    assert!(status.starts_with("Mistake (−10 s): "), "{status}");
    let buttons = page.screen(now).buttons;
    assert!(!buttons.undo && !buttons.undo_suggested && !buttons.hint, "no help in a Rush: {buttons:?}");
    // The board stays with its reason, and takes no capture, until the next puzzle comes.
    assert_eq!(index(&page), before);
    let refused = page.type_move("a1b2", now + 10.0).unwrap_err();
    assert!(refused.contains("next one comes in a moment"), "{refused}");
    assert_eq!(page.next_tick(), Some(now + MOVE_ON_MS));
    page.tick(now + MOVE_ON_MS);
    assert_eq!(index(&page), before + 1);
    let run = page.stored_rush(now + MOVE_ON_MS).unwrap().run;
    assert_eq!((run.solved, run.wrong, run.combo, run.failed.clone()), (solved, 1, 0, vec![before]));
    let played = run.played_ms;
    assert_eq!(run.left_ms(), Some(180_000.0 - 10_000.0 + run.bonus_ms - played));

    // A Rush's wins and mistakes leave the puzzle rating as it was.
    assert_eq!(
        (&page.record().rating, &page.record().rating_history),
        (&record_before.rating, &record_before.rating_history)
    );

    // Hidden for an hour: the clock stands still.
    page.set_in_sight(false, now + MOVE_ON_MS + 1_000.0);
    page.set_in_sight(true, now + 3_600_000.0);
    let stored = page.stored_rush(now + 3_600_000.0).unwrap();
    assert!((stored.run.played_ms - played - 1_000.0).abs() < 1.0, "{}", stored.run.played_ms);

    // A reload: the stored run is checked by the worker, then taken up where it was.
    let text = stored.to_storage();
    let mut again = fresh();
    again.restore(crate::solo::Stored::Rush(StoredRush::from_storage(&text).unwrap()));
    let effects = open(&mut again, RushLink::seeded(RushMode::Three, 7));
    let Some(Start::RushCheck(ticket, task)) = effects.start() else { panic!("{effects:?}") };
    let tally: Event<RushTally> = run_to_event(&task, &mut |_| {});
    let effects = again.rush_check_event(ticket, tally, NOON + 10.0);
    assert!(effects.status().unwrap().text.starts_with("Your Rush is back"), "{effects:?}");
    assert_eq!(index(&again), before + 1);
    assert_eq!(again.stored_rush(NOON + 10.0).unwrap().run, stored.run);

    // An edited one is kept aside and the run starts again.
    let edited = text.replace(&format!("\"solved\":{solved}"), &format!("\"solved\":{}", solved + 5));
    let mut cheat = fresh();
    cheat.restore(crate::solo::Stored::Rush(StoredRush::from_storage(&edited).unwrap()));
    let effects = open(&mut cheat, RushLink::seeded(RushMode::Three, 7));
    let Some(Start::RushCheck(ticket, task)) = effects.start() else { panic!("{effects:?}") };
    let effects = cheat.rush_check_event(ticket, run_to_event(&task, &mut |_| {}), NOON);
    assert!(effects.iter().any(|effect| matches!(effect, Effect::KeepRushAside(_))));
    assert!(effects.status().unwrap().text.contains("does not check"), "{effects:?}");
    assert_eq!(index(&cheat), 0);
}

#[test]
fn a_streak_ends_at_its_first_mistake_with_the_failed_puzzle_on_its_card() {
    let mut page = fresh();
    open(&mut page, RushLink::seeded(RushMode::Streak, 3));
    assert!(page.screen(NOON).buttons.skip);
    page.act(crate::solo::Action::Skip, NOON);
    assert_eq!(index(&page), 1);
    assert!(!page.screen(NOON).buttons.skip, "one skip only");
    let mut now = NOON + 1_000.0;
    while blunder(&page).is_none() {
        now = solve(&mut page, now);
    }
    let failed = page.puzzle();
    let mv = blunder(&page).unwrap();
    play(&mut page, mv, now);
    let card = page.screen(now).win.unwrap();
    assert_eq!(card.title, "Streak over");
    assert_eq!(
        card.links,
        [(
            format!("Try again: {} puzzle {}", failed_title(&failed), failed_number(&failed)),
            Link::Puzzle(failed.clone()).to_fragment()
        )]
    );
    assert!(card.stats.iter().any(|line| line.starts_with("Best today: ")), "{:?}", card.stats);
    assert_eq!(page.stored_rush(now), None, "a run over is not kept to take up");
    let share = page.share_text("https://example.org/", now).unwrap();
    assert!(share.contains("https://example.org/#/solo/rush?mode=streak&seed=3&race="), "{share}");
    assert!(page.rush_bests().best_of(RushMode::Streak, None).is_some());
    // The failed puzzle's link opens it in its pack (the board shows it already, in the run).
    let mut opened = page.clone();
    opened.open_link(Link::Puzzle(failed.clone()), now).unwrap();
    assert!(matches!(opened.origin(), Origin::Pack { .. }), "{:?}", opened.origin());
    // Play again waits 900 ms after the end, then starts a new Streak.
    let form =
        crate::solo::NewPuzzleForm { rules: "solo", level: "beginner", size: "8", pieces: "", unique: true };
    page.act(crate::solo::Action::NextPuzzle(&form, 99), now + 100.0);
    assert!(page.screen(now + 100.0).win.is_some(), "too soon");
    page.act(crate::solo::Action::NextPuzzle(&form, 99), now + 1_000.0);
    assert_eq!((index(&page), page.link().to_fragment()), (0, "#/solo/rush?mode=streak&seed=2r".to_string()));
}

fn failed_title(puzzle: &chesslab_core::solo::Puzzle) -> &'static str {
    match puzzle {
        chesslab_core::solo::Puzzle::Pack(id) => id.pack.title(),
        _ => "",
    }
}

fn failed_number(puzzle: &chesslab_core::solo::Puzzle) -> u16 {
    match puzzle {
        chesslab_core::solo::Puzzle::Pack(id) => id.number,
        _ => 0,
    }
}
