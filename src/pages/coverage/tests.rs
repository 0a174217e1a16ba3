//! The Coverage page model, driven as the web view drives it, with the
//! searches run here natively on small boards.

use super::*;
use crate::{job::Task, pages::ProgressView, route::Link as _};

/// A page and a clock.
#[derive(Default)]
struct Harness {
    page: CoveragePage,
    now: f64,
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
    fn run(&mut self, effects: Vec<Effect>) -> Vec<Effect> {
        let mut seen = Vec::new();
        let mut queue = effects;
        while !queue.is_empty() {
            let effect = queue.remove(0);
            self.now += 100.0;
            let now = self.now;
            let more = match &effect {
                Effect::Prove(ticket, task) => {
                    self.page.on_proved(*ticket, Event::Done(task.run(&mut |_| {}).unwrap()), now)
                }
                Effect::Search(ticket, task) => {
                    self.page.on_searched(*ticket, Event::Done(task.run(&mut |_| {}).unwrap()), now)
                }
                Effect::Tabulate(ticket, task) => {
                    self.page.on_tabulated(*ticket, Event::Done(task.run(&mut |_| {}).unwrap()), now)
                }
                _ => Vec::new(),
            };
            queue.extend(more);
            seen.push(effect);
        }
        seen
    }

    fn open(&mut self, fragment: &str) -> Vec<Effect> {
        let effects =
            self.page.open(Link::from_fragment(fragment).unwrap(), &CoverageForm::default(), self.now);
        self.run(effects)
    }

    fn show(&self) -> crate::pages::ResultsView {
        self.page.view(self.now)
    }
}

fn last_status(effects: &[Effect]) -> Message {
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
            Effect::Prove(ticket, _) | Effect::Search(ticket, _) | Effect::Tabulate(ticket, _) => {
                Some(*ticket)
            }
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
    assert!(
        proved.starts_with("Proved in 0.40 s: these pieces cannot attack all 25 squares. Listing"),
        "{proved}"
    );
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
        let square = crate::board::Square::new(file, rank).unwrap();
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
            "Cannot search: 'P' at position 3 is not a piece of this puzzle: use K Q R B N.",
            Tone::Error
        ))]
    );
    assert_eq!(harness.show().progress, None);
}

#[test]
fn the_first_visit_searches_the_form_and_later_visits_keep_the_page() {
    let mut harness = Harness::default();
    let effects = harness.page.open(Link { setup: None }, &form("KNNRBB", "8", "opposite", "max"), 0.0);
    assert_eq!(
        harness.page.link().to_fragment(),
        "#/coverage?pieces=KRBBNN&board=8&bishops=opposite&goal=max"
    );
    assert!(effects.contains(&Effect::SetAddress));
    assert!(harness.page.open(Link { setup: None }, &CoverageForm::default(), 1.0).is_empty());
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
    let progress = crate::job::Progress { done: 1, total: 4, found: 0 };
    assert!(harness.page.on_searched(ticket, Event::Progress(progress), 1_500.0).is_empty());
    let show = harness.page.view(3_000.0);
    assert_eq!(show.progress, Some(ProgressView { fraction: 0.25, text: "25% of this pass, 2.0 s".into() }));
    let effects = harness.page.cancel(3_000.0);
    assert_eq!(effects, [Effect::Stop, Effect::Status(Message::new("Cancelled.", Tone::Info))]);
    assert_eq!(harness.page.view(3_000.0).progress, None, "Search is enabled again");
    assert_eq!(harness.page.cancel(3_100.0), [Effect::Stop], "nothing more to say");
    // The reply of the cancelled search changes nothing.
    let reply = CoverTask {
        settings: Settings { side: 3, pieces: "K".into(), ..Settings::default() },
        objective: Objective::Min,
    }
    .run(&mut |_| {})
    .unwrap();
    assert!(harness.page.on_searched(ticket, Event::Done(reply), 3_200.0).is_empty());
    assert_eq!(harness.page.view(3_200.0).result, "");
}

#[test]
fn a_stale_proof_is_dropped_when_a_new_search_started() {
    let mut harness = Harness::default();
    let old = started(&harness.page.search_form(&form("KN", "5", "opposite", "max"), 0.0));
    let task = CoverAllTask { settings: Settings { pieces: "KN".into(), side: 5, ..Settings::default() } };
    let new = started(&harness.page.search_form(&form("KQN", "5", "opposite", "min"), 10.0));
    assert!(harness.page.on_proved(old, Event::Done(task.run(&mut |_| {}).unwrap()), 20.0).is_empty());
    assert_ne!(old, new);
    assert!(harness.show().progress.is_some());
    let failed = harness.page.on_searched(new, Event::Error { message: "no memory".into() }, 30.0);
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
