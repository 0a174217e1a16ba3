//! The Queens page model, driven as the web view drives it: actions, worker
//! events (the tasks run here, natively) and effects.

use super::*;
use crate::kept::KeptEffect;
use crate::{PagerView, Tone};
use chesslab_core::{
    link::Link as _,
    task::{Progress, Task},
};

const CSES_SAMPLE: &str = "........\n........\n..*.....\n........\n........\n.....**.\n...*....\n........";

/// A page, a clock and the browser's store of kept replies.
pub(super) struct Harness {
    pub page: QueensPage,
    pub now: f64,
    /// The replies kept ([`KeptEffect::Keep`]), by key: what survives a reload.
    pub store: std::collections::BTreeMap<String, String>,
    /// How many more shares the workers finish before the page is closed
    /// (the shares dealt after that never run); none when unlimited.
    pub shares_left: Option<usize>,
}

impl Harness {
    pub fn new(workers: usize) -> Harness {
        let store = std::collections::BTreeMap::new();
        Harness { page: QueensPage::new(workers).unwrap(), now: 0.0, store, shares_left: None }
    }

    /// The page reloaded: a new page on as many workers, the store as it was.
    pub fn reload(&mut self, workers: usize) {
        let keep_from = self.page.keep_from;
        self.page = QueensPage::new(workers).unwrap();
        self.page.keep_from = keep_from;
        self.shares_left = None;
    }

    pub fn tick(&mut self, ms: f64) -> f64 {
        self.now += ms;
        self.now
    }

    /// Runs every task the effects start, as the workers would, until none is left.
    pub fn run(&mut self, effects: Vec<Effect>) -> Vec<Effect> {
        let mut seen = Vec::new();
        let mut queue = effects;
        while !queue.is_empty() {
            let effect = queue.remove(0);
            let now = self.tick(10.0);
            match &effect {
                Effect::List(ticket, task) => {
                    let reply = task.run(&mut |_| {}).unwrap();
                    queue.extend(self.page.on_listed(*ticket, Event::Done(reply), now));
                }
                Effect::Count(worker, ticket, task) => {
                    if self.shares_left == Some(0) {
                        seen.push(effect);
                        continue;
                    }
                    self.shares_left = self.shares_left.map(|left| left - 1);
                    let reply = task.run(&mut |_| {}).unwrap();
                    queue.extend(self.page.on_counted(*worker, *ticket, Event::Done(reply), now));
                }
                Effect::Kept(KeptEffect::Restore(prefix)) => {
                    let stored = self
                        .store
                        .iter()
                        .filter(|(key, _)| key.starts_with(prefix.as_str()))
                        .map(|(key, text)| (key.clone(), text.clone()))
                        .collect();
                    queue.extend(self.page.restored(prefix, stored, now));
                }
                Effect::Kept(KeptEffect::Keep { key, text }) => {
                    self.store.insert(key.clone(), text.clone());
                }
                Effect::Kept(KeptEffect::Forget(keys)) => {
                    for key in keys {
                        self.store.remove(key);
                    }
                }
                Effect::Kept(KeptEffect::ForgetAll(prefix)) => {
                    self.store.retain(|key, _| !key.starts_with(prefix.as_str()))
                }
                Effect::Hint(ticket, task) => {
                    let reply = task.run(&mut |_| {}).unwrap();
                    queue.extend(self.page.on_hinted(*ticket, Event::Done(reply), now));
                }
                Effect::Rank(ticket, task) => {
                    let reply = task.run(&mut |_| {}).unwrap();
                    queue.extend(self.page.on_ranked(*ticket, Event::Done(reply), now));
                }
                Effect::Daily(ticket, task) => {
                    let reply = task.run(&mut |_| {}).unwrap();
                    queue.extend(self.page.on_daily(*ticket, Event::Done(reply), now));
                }
                _ => {}
            }
            seen.push(effect);
        }
        seen
    }

    pub fn open(&mut self, fragment: &str) -> Vec<Effect> {
        let link = Link::from_fragment(fragment).unwrap();
        let now = self.tick(1.0);
        let effects = self.page.open(link, now);
        self.run(effects)
    }

    pub fn count(&mut self) -> String {
        let now = self.tick(1.0);
        let effects = self.page.start_count(now);
        self.run(effects);
        self.show().result
    }

    pub fn show(&self) -> QueensShow {
        self.page.view(self.now)
    }
}

fn statuses(effects: &[Effect]) -> Vec<&Message> {
    effects.iter().filter_map(|effect| if let Effect::Status(m) = effect { Some(m) } else { None }).collect()
}

#[test]
fn n_10_counts_724_and_92_unique_and_browses_its_solutions() {
    let mut harness = Harness::new(3);
    harness.open("#/queens/10");
    assert!(harness.count().starts_with("N = 10: 724 solutions, 92 unique ("));
    assert_eq!(harness.show().position, "Solution 1 of 724");
    assert_eq!(harness.show().pager, PagerView { previous: false, next: true });
    for step in [Step::Next, Step::Next, Step::Previous] {
        harness.page.browse(step);
    }
    assert_eq!(harness.show().position, "Solution 2 of 724");
    assert_eq!(harness.show().scene.pieces.len(), 10);
}

#[test]
fn a_count_clears_the_word_on_the_link_it_was_opened_from() {
    let mut harness = Harness::new(2);
    let opened = harness.open("#/queens/8");
    assert_eq!(statuses(&opened).last().map(|m| m.text.as_str()), Some("Board opened from the link."));
    let now = harness.tick(1.0);
    let started = harness.page.start_count(now);
    assert_eq!(statuses(&started).last().map(|m| m.text.as_str()), Some(""));
}

#[test]
fn browsing_stays_inside_the_list() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/4");
    harness.page.browse(Step::Previous);
    assert_eq!(harness.show().position, "Solution 1 of 2");
    for _ in 0..5 {
        harness.page.browse(Step::Next);
    }
    assert_eq!(harness.show().position, "Solution 2 of 2");
    assert_eq!(harness.show().pager, PagerView { previous: true, next: false });
    harness.page.browse(Step::First);
    assert_eq!(harness.show().position, "Solution 1 of 2");
    harness.open("#/queens/3");
    assert_eq!(harness.show().position, "No solution.");
    harness.page.browse(Step::Next);
    assert_eq!(harness.show().pager, PagerView { previous: false, next: false });
}

#[test]
fn a_link_opened_replaces_the_address_so_back_leaves_the_page() {
    let mut harness = Harness::new(2);
    let effects = harness.open("#/queens");
    assert!(effects.contains(&Effect::ReplaceAddress), "{effects:?}");
    assert!(!effects.contains(&Effect::SetAddress), "no history entry for the link's full form");
    assert_eq!(harness.page.link().to_fragment(), "#/queens/8");
}

#[test]
fn blocking_a_square_changes_the_count_and_the_link() {
    let mut harness = Harness::new(2);
    harness.open("#/queens/8");
    assert!(harness.count().starts_with("N = 8: 92 solutions, 12 unique"));
    let a1 = Cell { file: 0, rank: 0 };
    let now = harness.tick(1.0);
    let effects = harness.page.toggle_blocked(a1, now);
    assert!(effects.contains(&Effect::SetAddress));
    assert_eq!(harness.page.link().to_fragment(), "#/queens/8?blocked=8.1");
    assert_eq!(harness.show().result, "", "the old count no longer applies");
    harness.run(effects);
    assert_eq!(harness.show().scene.blocked, [a1]);
    assert!(harness.count().starts_with("N = 8: 88 solutions"));
    let now = harness.tick(1.0);
    harness.page.toggle_blocked(a1, now);
    assert_eq!(harness.page.link().to_fragment(), "#/queens/8");
}

#[test]
fn the_cses_sample_counts_65_and_a_bad_board_is_explained_and_kept() {
    let mut harness = Harness::new(2);
    harness.open("#/queens/8");
    let effects = harness.page.use_text(CSES_SAMPLE, 1.0);
    assert_eq!(statuses(&effects), [&Message::new("Board read.", Tone::Info)]);
    harness.run(effects);
    assert!(harness.count().starts_with("N = 8: 65 solutions"));
    let effects = harness.page.use_text("...\n.#.\n...", 2.0);
    assert_eq!(effects.len(), 1, "only the message: the form keeps the text");
    let message = statuses(&effects)[0];
    assert_eq!(message.tone, Tone::Error);
    assert!(message.text.contains("line 2, column 2: '#' is not '.' or '*'"), "{}", message.text);
}

#[test]
fn a_long_count_shows_progress_and_cancels_with_how_far_it_got() {
    let mut harness = Harness::new(2);
    harness.open("#/queens/17");
    let effects = harness.page.start_count(1_000.0);
    let (worker, ticket) = match effects.get(1) {
        Some(Effect::Count(worker, ticket, _)) => (*worker, *ticket),
        other => panic!("a share is dealt: {other:?}"),
    };
    assert_eq!(effects.iter().filter(|effect| matches!(effect, Effect::Count(..))).count(), 2);
    assert!(harness.page.view(1_000.0).counting);
    let progress = Progress { done: 1, total: 2, found: 40 };
    assert!(harness.page.on_counted(worker, ticket, Event::Progress(progress), 3_000.0).is_empty());
    let show = harness.page.view(3_000.0);
    assert_eq!(show.result, "3% done, 40 solutions so far, 2.0 s, about 62 s left");
    assert!((show.progress - 0.5 / 16.0).abs() < 1e-12);
    assert_eq!(harness.page.cancel_count(5_000.0), [Effect::StopCount]);
    let show = harness.page.view(5_000.0);
    assert_eq!(show.result, "Cancelled after 4.0 s, 3% counted (40 solutions so far).");
    assert!(!show.counting, "Count is enabled again");
    // A reply already on its way when Cancel was pressed changes nothing.
    let late = chesslab_core::queens::CountReply { n: 17, total: 1, unique: 1 };
    assert!(harness.page.on_counted(worker, ticket, Event::Done(late), 5_100.0).is_empty());
    assert_eq!(harness.page.view(5_200.0).result, show.result);
    // Enter in the size box takes the size and counts.
    let effects = harness.page.enter_size("6", 6_000.0);
    harness.run(effects);
    assert!(harness.show().result.starts_with("N = 6: 4 solutions, 1 unique"));
    harness.open("#/queens/1");
    assert!(harness.count().starts_with("N = 1: 1 solution, 1 unique"), "one solution, in the singular");
    harness.open("#/queens/14");
    assert!(harness.count().starts_with("N = 14: 365\u{202f}596 solutions, 45\u{202f}752 unique"), "grouped");
}

#[test]
fn a_reply_of_a_replaced_count_is_dropped() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/6");
    let first = harness.page.start_count(0.0);
    let Some(Effect::Count(_, old, task)) = first.get(1).cloned() else { panic!("dealt") };
    harness.page.start_count(10.0);
    let reply = task.run(&mut |_| {}).unwrap();
    assert!(harness.page.on_counted(0, old, Event::Done(reply), 20.0).is_empty());
    assert!(harness.page.view(20.0).counting, "the new count still runs");
    assert_eq!(harness.page.view(20.0).result, "0% done, 0 solutions so far, 0.0 s");
}

#[test]
fn a_failed_worker_ends_the_count_and_one_that_cannot_start_says_so() {
    let mut harness = Harness::new(2);
    harness.open("#/queens/8");
    let effects = harness.page.start_count(0.0);
    let Some(Effect::Count(_, ticket, _)) = effects.get(1).cloned() else { panic!("dealt") };
    let error = Event::Error { message: "out of memory".into() };
    assert_eq!(harness.page.on_counted(1, ticket, error, 5.0), [Effect::StopCount]);
    assert_eq!(harness.page.view(5.0).result, "The count failed: out of memory");
    assert!(!harness.page.view(5.0).counting);
    harness.page.start_count(10.0);
    let effects = harness.page.count_not_started(11.0);
    assert_eq!(statuses(&effects), [&Message::new("Cannot start the workers.", Tone::Error)]);
    assert!(!harness.page.view(11.0).counting);
}

/// The view asks one question when a worker does not start; the model knows
/// whether the count had begun (nothing counted: no count) or was under way (it failed).
#[test]
fn a_worker_that_does_not_start_stops_the_count_at_its_start_or_fails_it_later() {
    let mut harness = Harness::new(2);
    harness.open("#/queens/8");
    harness.page.start_count(0.0);
    let effects = harness.page.count_worker_not_started(1.0);
    assert_eq!(statuses(&effects), [&Message::new("Cannot start the workers.", Tone::Error)]);
    assert!(!harness.page.view(1.0).counting);

    let effects = harness.page.start_count(2.0);
    let Some(Effect::Count(worker, ticket, task)) = effects.get(1).cloned() else { panic!("dealt") };
    let reply = task.run(&mut |_| {}).unwrap();
    let next = harness.page.on_counted(worker, ticket, Event::Done(reply), 3.0);
    assert!(next.iter().any(|effect| matches!(effect, Effect::Count(..))), "the worker gets its next share");
    assert_eq!(harness.page.count_worker_not_started(4.0), [Effect::StopCount]);
    assert_eq!(harness.page.view(4.0).result, "The count failed: a worker could not start");
}

#[test]
fn large_boards_show_a_placement_at_once_while_the_list_is_built() {
    let mut harness = Harness::new(1);
    let effects = harness.page.open(Link::from_fragment("#/queens/27").unwrap(), 0.0);
    assert!(effects.iter().any(|effect| matches!(effect, Effect::List(..))));
    // The page opens on Play; Solutions shows the listed placements.
    assert!(harness.page.view(0.0).scene.pieces.is_empty());
    harness.page.show_mode(Mode::Solver);
    let show = harness.page.view(0.0);
    assert_eq!(show.position, "One placement (explicit construction); listing…");
    assert_eq!(show.scene.pieces.len(), 27);
    assert_eq!(show.pager, PagerView { previous: false, next: false }, "no browsing while listing");
    assert!(effects.contains(&Effect::FillForm {
        size: "27".into(),
        text: format_board(harness.page.problem()),
        rows: 16
    }));
}

#[test]
fn a_bad_link_while_a_count_runs_keeps_the_board_and_the_count() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/12");
    harness.page.start_count(0.0);
    // The router opens the page's own link when a link is bad.
    let own = harness.page.link();
    assert!(harness.page.open(own, 10.0).is_empty());
    assert!(harness.page.view(10.0).counting);
    assert_eq!(harness.page.problem().n(), 12);
    // A link without a board keeps the board too.
    assert!(harness.page.open(Link::default(), 20.0).is_empty());
}

#[test]
fn the_size_box_refuses_what_is_not_a_size_and_ignores_the_same_size() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/8");
    let effects = harness.page.change_size("30", 1.0);
    assert_eq!(statuses(&effects), [&Message::new("N must be a whole number from 1 to 27.", Tone::Error)]);
    assert!(harness.page.change_size(" 8 ", 2.0).is_empty());
    let effects = harness.page.change_size("5", 3.0);
    assert!(effects.contains(&Effect::SetAddress));
    let effects = harness.page.clear_blocked(4.0);
    assert_eq!(statuses(&effects), [&Message::new("Blocked squares cleared.", Tone::Info)]);
}

#[test]
fn listing_progress_a_stale_listing_and_a_failed_one() {
    let mut harness = Harness::new(1);
    let first = harness.page.open(Link::from_fragment("#/queens/8").unwrap(), 0.0);
    let Some(Effect::List(old, task)) = first.iter().find(|e| matches!(e, Effect::List(..))).cloned() else {
        panic!("listed")
    };
    let progress = Progress { done: 1, total: 4, found: 0 };
    harness.page.on_listed(old, Event::Progress(progress), 5.0);
    assert_eq!(harness.page.view(5.0).position, "Listing solutions… 25%");
    let second = harness.page.change_size("6", 6.0);
    let Some(Effect::List(new, _)) = second.iter().find(|e| matches!(e, Effect::List(..))).cloned() else {
        panic!("listed")
    };
    let stale = task.run(&mut |_| {}).unwrap();
    assert!(harness.page.on_listed(old, Event::Done(stale), 7.0).is_empty());
    assert_eq!(harness.page.view(7.0).position, "Listing solutions… 0%", "the 8×8 list is not shown on 6×6");
    let effects = harness.page.on_listed(new, Event::Error { message: "gone".into() }, 8.0);
    assert_eq!(statuses(&effects), [&Message::new("Listing failed: gone", Tone::Error)]);
    assert_eq!(harness.page.view(8.0).position, "No solution.");
}
