//! The Coverage page model, driven as the web view drives it, with the
//! searches run here natively on small boards.

use super::*;
use crate::ProgressView;
use chesslab_core::{
    coverage::{CoverAllTask, CoverTask, UnattackedTask},
    link::Link as _,
    task::{Share, Task},
};

/// A page and a clock.
#[derive(Default)]
pub(super) struct Harness {
    pub(super) page: CoveragePage,
    pub(super) now: f64,
}

fn form(pieces: &str, side: &str, bishops: &str, goal: &str) -> CoverageForm {
    CoverageForm {
        pieces: pieces.into(),
        side: side.into(),
        bishops: bishops.into(),
        superpose: false,
        goal: goal.into(),
    }
}

impl Harness {
    /// Runs every search the effects start, as the workers would; gives every effect seen.
    pub(super) fn run(&mut self, effects: Vec<Effect>) -> Vec<Effect> {
        let mut seen = Vec::new();
        let mut queue = effects;
        while !queue.is_empty() {
            let effect = queue.remove(0);
            self.now += 100.0;
            let now = self.now;
            // Shares finish in the order dealt; later shares are dealt as workers free up.
            let more = match &effect {
                Effect::Share(worker, ticket, task) => {
                    self.page.on_share(*worker, *ticket, Event::Done(task.run(&mut |_| {}).unwrap()), now)
                }
                Effect::Hint(ticket, task) => {
                    self.page.on_hinted(*ticket, Event::Done(task.run(&mut |_| {}).unwrap()), now)
                }
                _ => Vec::new(),
            };
            queue.extend(more);
            seen.push(effect);
        }
        seen
    }

    pub(super) fn open(&mut self, fragment: &str) -> Vec<Effect> {
        let effects =
            self.page.open(Link::from_fragment(fragment).unwrap(), &CoverageForm::default(), self.now);
        self.run(effects)
    }

    fn show(&self) -> crate::ResultsView {
        self.page.view(self.now)
    }
}

pub(super) fn last_status(effects: &[Effect]) -> Message {
    effects
        .iter()
        .rev()
        .find_map(|effect| if let Effect::Status(message) = effect { Some(message.clone()) } else { None })
        .unwrap_or_default()
}

/// The ticket of the search an effect list starts.
fn started(effects: &[Effect]) -> Ticket {
    effects
        .iter()
        .find_map(|effect| match effect {
            Effect::Share(_, ticket, _) => Some(*ticket),
            _ => None,
        })
        .expect("a search starts")
}

#[test]
fn a_maximum_proves_then_lists_and_browses() {
    let mut harness = Harness::default();
    let effects = harness.open("#/coverage?pieces=KN&board=5&bishops=opposite&goal=max");
    assert!(effects.contains(&Effect::FillForm(form("KN", "5", "opposite", "max"))));
    let statuses: Vec<Message> = effects
        .iter()
        .filter_map(|e| if let Effect::Status(m) = e { Some(m.clone()) } else { None })
        .collect();
    assert_eq!(statuses[0], Message::new("Can these pieces attack every square? Searching…", Tone::Info));
    let proved = &statuses[1].text;
    assert!(proved.starts_with("Proved in "), "{proved}");
    assert!(proved.contains(" s: these pieces cannot attack all 25 squares. Listing"), "{proved}");
    assert!(statuses[2].text.starts_with("The most is "), "{}", statuses[2].text);
    assert_eq!(statuses[2].tone, Tone::Success);
    let show = harness.show();
    assert!(show.result.starts_with("Most squares attacked: "));
    assert!(show.result.ends_with(" of 25"));
    assert!(show.stats.starts_with("Proof: ") && show.stats.contains(" Listing: "), "{}", show.stats);
    assert!(!show.stats.contains("75 minutes"), "the seed's figures only for the seed's puzzle");
    assert!(show.position.starts_with("Configuration 1 of "));
    assert_eq!(show.progress, None);
    assert_eq!(harness.page.link().to_fragment(), "#/coverage?pieces=KN&board=5&bishops=opposite&goal=max");
}

#[test]
fn the_fewest_then_each_square_left_alone_and_a_click_on_a_square() {
    let mut harness = Harness::default();
    let effects = harness.open("#/coverage?pieces=KQN&board=5&bishops=opposite&goal=min");
    assert_eq!(
        last_status(&effects),
        Message::new(
            "The fewest is 10 squares: 1 configuration up to symmetry (8 placements).",
            Tone::Success
        )
    );
    let now = harness.now;
    let effects = harness.page.search_form(&form("KQRN", "5", "opposite", "unattacked"), now);
    let effects = harness.run(effects);
    assert_eq!(
        last_status(&effects).text,
        "20 of 25 squares can be the only one left unattacked. Click a square to see how."
    );
    let first = harness.show().position;
    assert!(first.starts_with("Only ") && first.contains(" unattacked ("), "{first}");
    // Every square: its configuration, or a warning that it has none.
    let mut shown = 0;
    for (file, rank) in (0..5).flat_map(|file| (0..5).map(move |rank| (file, rank))) {
        let square = chesslab_core::board::Square::new(file, rank).unwrap();
        let warning = harness.page.pick_square(Cell::from(square));
        if warning.is_empty() {
            shown += 1;
            assert!(harness.show().position.starts_with(&format!("Only {square} unattacked")));
        } else {
            assert_eq!(
                last_status(&warning),
                Message::new(format!("No configuration leaves only {square} unattacked."), Tone::Warning)
            );
        }
    }
    assert_eq!(shown, 20);
}

#[test]
fn a_bad_piece_set_is_explained_and_nothing_starts() {
    let mut harness = Harness::default();
    let effects = harness.page.search_form(&form("KQP", "8", "opposite", "max"), 0.0);
    assert_eq!(
        effects,
        [Effect::Status(Message::new(
            "Cannot search: 'P' at character 3 is not a piece of this puzzle: use K Q R B N.",
            Tone::Error
        ))]
    );
    assert_eq!(harness.show().progress, None);
}

#[test]
fn the_first_visit_searches_the_form_and_later_visits_keep_the_page() {
    let mut harness = Harness::default();
    let effects = harness.page.open(Link::default(), &form("KNNRBB", "8", "opposite", "max"), 0.0);
    assert_eq!(
        harness.page.link().to_fragment(),
        "#/coverage?pieces=KRBBNN&board=8&bishops=opposite&goal=max"
    );
    // The link's full form replaces the short one: Back leaves the page rather than landing on
    // `#/coverage`, which would add the full form again.
    assert!(effects.contains(&Effect::ReplaceAddress));
    assert!(!effects.contains(&Effect::SetAddress));
    assert!(harness.page.open(Link::default(), &CoverageForm::default(), 1.0).is_empty());
    // The same link again (a bad link reopens the page's own) does not search again.
    let own = harness.page.link();
    assert!(harness.page.open(own, &CoverageForm::default(), 2.0).is_empty());
    assert!(harness.show().progress.is_some(), "the running search goes on");
}

#[test]
fn a_long_search_shows_progress_and_cancel_says_so_once() {
    let mut harness = Harness::default();
    let effects = harness.page.search_form(&form("KQRRBBNN", "8", "opposite", "min"), 1_000.0);
    let ticket = started(&effects);
    let progress = chesslab_core::task::Progress { done: 1, total: 4, found: 0 };
    assert!(harness.page.on_share(0, ticket, Event::Progress(progress), 1_500.0).is_empty());
    let show = harness.page.view(3_000.0);
    let text = "25% of this pass, 2.0 s on 1 worker".into();
    assert_eq!(show.progress, Some(ProgressView { fraction: 0.25, text }), "the minimum's head: one share");
    let effects = harness.page.cancel(3_000.0);
    assert_eq!(effects, [Effect::Stop, Effect::Status(Message::new("Cancelled.", Tone::Info))]);
    assert_eq!(harness.page.view(3_000.0).progress, None, "Search is enabled again");
    assert_eq!(harness.page.cancel(3_100.0), [Effect::Stop], "nothing more to say");
    // The reply of the cancelled search changes nothing.
    let settings = Settings { side: 3, pieces: "K".into(), ..Settings::default() };
    let reply = ShareTask { settings, stage: Stage::MinHead, share: Share::WHOLE }.run(&mut |_| {}).unwrap();
    assert!(harness.page.on_share(0, ticket, Event::Done(reply), 3_200.0).is_empty());
    assert_eq!(harness.page.view(3_200.0).result, "");
}

#[test]
fn a_stale_proof_is_dropped_when_a_new_search_started() {
    let mut harness = Harness::default();
    let effects = harness.page.search_form(&form("KN", "5", "opposite", "max"), 0.0);
    let Some(Effect::Share(worker, old, task)) = effects.into_iter().find(|e| matches!(e, Effect::Share(..)))
    else {
        panic!("a proof starts")
    };
    let new = started(&harness.page.search_form(&form("KQN", "5", "opposite", "min"), 10.0));
    assert!(harness.page.on_share(worker, old, Event::Done(task.run(&mut |_| {}).unwrap()), 20.0).is_empty());
    assert_ne!(old, new);
    assert!(harness.show().progress.is_some());
    let failed = harness.page.on_share(0, new, Event::Error { message: "no memory".into() }, 30.0);
    assert_eq!(failed[0], Effect::Stop, "a failed share stops the other workers");
    assert_eq!(last_status(&failed), Message::new("The search failed: no memory", Tone::Error));
    assert_eq!(harness.page.view(30.0).progress, None);
}

#[test]
fn browsing_stays_inside_the_configurations_and_a_worker_that_cannot_start_is_explained() {
    let mut harness = Harness::default();
    harness.open("#/coverage?pieces=KQN&board=5&bishops=opposite&goal=min");
    harness.page.browse(Step::Previous);
    assert!(harness.show().position.starts_with("Configuration 1 of "));
    for _ in 0..20 {
        harness.page.browse(Step::Next);
    }
    assert!(!harness.show().pager.next);
    let effects = harness.page.search_form(&form("KQN", "5", "opposite", "max"), 0.0);
    assert!(harness.show().progress.is_some());
    assert!(effects.contains(&Effect::Stop));
    let effects = harness.page.not_started("no workers here", 1.0);
    assert_eq!(last_status(&effects), Message::new("Cannot start the solver: no workers here", Tone::Error));
    assert_eq!(harness.show().progress, None);
    assert_eq!(harness.show().position, "");
}

/// Runs the search the effects start on a page of `workers` workers, each
/// finished share picked by `pick` among those running (as workers that
/// finish in any order): the other effects.
fn run_out_of_order(
    page: &mut CoveragePage,
    effects: Vec<Effect>,
    pick: &mut dyn FnMut(usize) -> usize,
) -> Vec<Effect> {
    let mut running: Vec<(usize, Ticket, ShareTask)> = Vec::new();
    let mut out = Vec::new();
    let mut take = |effects: Vec<Effect>, running: &mut Vec<(usize, Ticket, ShareTask)>| {
        for effect in effects {
            match effect {
                Effect::Share(worker, ticket, task) => {
                    assert!(running.iter().all(|(busy, ..)| *busy != worker), "worker {worker} is free");
                    running.push((worker, ticket, task));
                }
                other => out.push(other),
            }
        }
    };
    take(effects, &mut running);
    let mut now = 0.0;
    while !running.is_empty() {
        let (worker, ticket, task) = running.remove(pick(running.len()));
        now += 10.0;
        let reply = task.run(&mut |_| {}).unwrap();
        take(page.on_share(worker, ticket, Event::Done(reply), now), &mut running);
        assert!(now < 1_000_000.0, "the search ends");
    }
    out
}

fn page(workers: usize) -> CoveragePage {
    CoveragePage::default().with_workers(workers)
}

#[test]
fn searches_split_over_workers_finishing_in_any_order_give_one_runs_replies() {
    let mut rng = chesslab_core::rng::Rng::new(8);
    for (pieces, side, workers) in [("QRN", "5", 3), ("KN", "5", 2), ("RRB", "4", 1), ("KQRN", "6", 2)] {
        let settings = Settings { pieces: pieces.into(), side: side.parse().unwrap(), ..Settings::default() };
        for goal in ["max", "min", "unattacked"] {
            let mut page = page(workers);
            let effects = page.search_form(&form(pieces, side, "opposite", goal), 0.0);
            let dealt = effects.iter().filter(|effect| matches!(effect, Effect::Share(..))).count();
            let label = format!("{pieces} {side} {goal} on {workers}");
            assert_eq!(
                dealt,
                if goal == "min" { 1 } else { workers },
                "{label}: the minimum's head is one share"
            );
            let out = run_out_of_order(&mut page, effects, &mut |running| rng.below(running));
            assert!(
                out.iter().all(|effect| !matches!(effect, Effect::Status(m) if m.tone == Tone::Error)),
                "{label}"
            );
            assert_eq!(page.view(0.0).progress, None, "{label}");
            match (&page.found, goal) {
                (Found::Best { proof, reply, .. }, "max") => {
                    let whole = CoverTask { settings: settings.clone(), objective: Objective::Max };
                    assert_eq!(reply, &whole.run(&mut |_| {}).unwrap(), "{label}");
                    let all = CoverAllTask { settings: settings.clone() }.run(&mut |_| {}).unwrap();
                    let proof = proof.as_ref().map_or(reply, |(proof, _)| proof);
                    assert_eq!(proof.stats, all.stats, "{label}: the proof's pass");
                }
                (Found::Best { proof: None, reply, .. }, "min") => {
                    let task = CoverTask { settings: settings.clone(), objective: Objective::Min };
                    let threads = task.run_by(&mut |pass| pass.run_parts(&mut |_| {})).unwrap();
                    assert_eq!(reply, &threads, "{label}: the command line's reply");
                    let whole = task.run(&mut |_| {}).unwrap();
                    assert_eq!(reply, &CoverReply { stats: reply.stats, ..whole }, "{label}");
                }
                (Found::Table { reply, .. }, "unattacked") => {
                    let whole = UnattackedTask { settings: settings.clone() }.run(&mut |_| {}).unwrap();
                    assert_eq!(reply, &whole, "{label}");
                }
                _ => panic!("{label}: found the wrong thing"),
            }
        }
    }
}

#[test]
fn a_maximums_listing_takes_over_the_proofs_pass_and_its_time() {
    let mut page = page(2);
    let mut queue = page.search_form(&form("QRN", "5", "opposite", "max"), 0.0);
    // Every share of the proof, all in by 1.5 s; the listing's first shares come with the last.
    let mut listing = Vec::new();
    while let Some(effect) = queue.pop() {
        match effect {
            Effect::Share(worker, ticket, task) if task.stage == (Stage::Max { slack: 0 }) => {
                let reply = task.run(&mut |_| {}).unwrap();
                queue.extend(page.on_share(worker, ticket, Event::Done(reply), 1_500.0));
            }
            other => listing.push(other),
        }
    }
    let proved = |effect: &Effect| matches!(effect, Effect::Status(said) if said.text.starts_with("Proved in 1.50 s: these pieces cannot attack all 25"));
    assert!(listing.iter().any(proved), "{listing:?}");
    let shares: Vec<_> = listing.iter().filter(|effect| matches!(effect, Effect::Share(..))).collect();
    assert_eq!(shares.len(), 2);
    assert!(
        shares.iter().all(
            |effect| matches!(effect, Effect::Share(_, _, task) if task.stage == Stage::Max { slack: 1 })
        ),
        "the listing starts at the next slack: the proof's pass is not run again"
    );
    // The listing's 1 s of its own and the proof's 1.5 s.
    let mut queue = listing;
    while let Some(effect) = queue.pop() {
        if let Effect::Share(worker, ticket, task) = effect {
            let reply = task.run(&mut |_| {}).unwrap();
            queue.extend(page.on_share(worker, ticket, Event::Done(reply), 2_500.0));
        }
    }
    let Found::Best { proof: Some((_, proved)), reply, seconds } = &page.found else { panic!("listed") };
    assert_eq!((*proved, *seconds, reply.best), (1.5, 2.5, Some(22)));
    let whole =
        CoverTask { settings: page.settings.clone(), objective: Objective::Max }.run(&mut |_| {}).unwrap();
    assert_eq!(reply, &whole, "the same statistics as one run: the proof's pass counts in the listing");
}

#[test]
fn a_split_search_sums_its_workers_progress_and_a_failed_share_stops_it() {
    let mut page = page(3);
    let effects = page.search_form(&form("KQRRBBNN", "8", "opposite", "unattacked"), 1_000.0);
    let ticket = started(&effects);
    let shares = f64::from(3 * SHARES_PER_WORKER);
    assert!(effects
        .iter()
        .any(|effect| matches!(effect, Effect::Share(_, _, task) if f64::from(task.share.of()) == shares)));
    let half = chesslab_core::task::Progress { done: 1, total: 2, found: 0 };
    for worker in 0..3 {
        assert!(page.on_share(worker, ticket, Event::Progress(half), 1_100.0).is_empty());
    }
    let shown = page.view(2_000.0).progress.unwrap();
    assert_eq!(shown.fraction, 1.5 / shares);
    assert_eq!(shown.text, format!("{:.0}% of this pass, 1.0 s on 3 workers", 150.0 / shares));
    // A worker that holds no share of this search is not one of its workers.
    assert!(page.on_share(5, ticket, Event::Done(ShareReply::default()), 2_100.0).is_empty());
    assert_eq!(page.view(2_100.0).progress.map(|shown| shown.fraction), Some(1.5 / shares));
    let failed = page.on_share(1, ticket, Event::Error { message: "out of memory".into() }, 2_200.0);
    assert_eq!(
        failed,
        [Effect::Stop, Effect::Status(Message::new("The search failed: out of memory", Tone::Error))]
    );
    assert_eq!(page.view(2_200.0).progress, None);
    assert!(page.on_share(0, ticket, Event::Done(ShareReply::default()), 2_300.0).is_empty(), "stale");
    // A worker that cannot start stops those that did.
    page.search_form(&form("KQRRBBNN", "8", "opposite", "max"), 3_000.0);
    let effects = page.not_started("no workers here", 3_100.0);
    assert_eq!(
        effects,
        [Effect::Stop, Effect::Status(Message::new("Cannot start the solver: no workers here", Tone::Error))]
    );
}

#[test]
fn cancel_keeps_the_result_shown_before_the_cancelled_search() {
    let mut harness = Harness::default();
    harness.open("#/coverage?pieces=QN&board=4");
    let shown = harness.show();
    assert!(shown.result.starts_with("Most squares attacked: 12 of 16"), "{}", shown.result);
    let link = harness.page.link().to_fragment();
    harness.page.browse(Step::Next);
    let at = harness.page.view(harness.now).position;
    // Another set, another goal: the search starts, and is cancelled before it ends.
    let effects = harness.page.search_form(&form("KQRN", "5", "any", "unattacked"), harness.now);
    started(&effects);
    assert_eq!(harness.show().result, "", "a running search shows its progress");
    let effects = harness.page.cancel(harness.now + 50.0);
    assert_eq!(
        effects,
        [
            Effect::Stop,
            Effect::FillForm(form("QN", "4", "opposite", "max")),
            Effect::ReplaceAddress,
            Effect::Status(Message::new("Cancelled: the result shown before stays.", Tone::Info)),
        ]
    );
    let after = harness.show();
    assert_eq!((after.result, after.stats, after.position), (shown.result, shown.stats, at));
    assert_eq!(harness.page.link().to_fragment(), link);
    assert!(harness.page.play.best.is_some(), "Play counts against the best of its pieces again");
    // With nothing shown before, Cancel only says so.
    let mut fresh = Harness::default();
    fresh.page.search_form(&form("KQRRBBNN", "8", "opposite", "min"), 0.0);
    assert_eq!(
        fresh.page.cancel(10.0),
        [Effect::Stop, Effect::Status(Message::new("Cancelled.", Tone::Info))]
    );
}
