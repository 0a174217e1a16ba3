//! The Exact attack page model, driven as the web view drives it: a form
//! that the effects write to, actions, and the searches run here natively.

use crate::kept::KeptEffect;
use std::collections::BTreeMap;

use super::*;
use crate::{PagerView, ProgressView};
use chesslab_core::{
    link::Link as _,
    task::{Progress, Task},
};

/// A page, its form as the effects leave it, the browser's kept replies, and a clock.
struct Harness {
    page: ExactPage,
    form: ExactForm,
    text: String,
    kept: BTreeMap<String, String>,
    now: f64,
}

/// Carries out `effect` on `kept` as the browser's storage would, if it is
/// a kept-reply effect: the page's answer (none for another effect).
fn store(
    page: &mut ExactPage,
    kept: &mut BTreeMap<String, String>,
    effect: &Effect,
    now: f64,
) -> Option<Vec<Effect>> {
    match effect {
        Effect::Kept(KeptEffect::Restore(prefix)) => {
            let stored = kept.iter().filter(|(key, _)| key.starts_with(prefix.as_str()));
            let stored = stored.map(|(key, text)| (key.clone(), text.clone())).collect();
            return Some(page.restored(prefix, stored, now));
        }
        Effect::Kept(KeptEffect::Keep { key, text }) => {
            kept.insert(key.clone(), text.clone());
        }
        Effect::Kept(KeptEffect::Forget(keys)) => kept.retain(|key, _| !keys.contains(key)),
        Effect::Kept(KeptEffect::ForgetAll(prefix)) => {
            kept.retain(|key, _| !key.starts_with(prefix.as_str()))
        }
        _ => return None,
    }
    Some(Vec::new())
}

/// The effects of starting a proof, with its [`KeptEffect::Restore`] answered from nothing kept.
fn started(page: &mut ExactPage, effects: Vec<Effect>, now: f64) -> Vec<Effect> {
    effects
        .into_iter()
        .flat_map(|effect| match effect {
            Effect::Kept(KeptEffect::Restore(prefix)) => page.restored(&prefix, Vec::new(), now),
            other => vec![other],
        })
        .collect()
}

impl Harness {
    fn new() -> Harness {
        let mut page = ExactPage::new(table_entries()).unwrap().with_workers(3);
        // The solver's views: Play is tested in `tests_play`.
        page.show_mode(Mode::Solver);
        let text = page.problem().to_text();
        Harness { page, form: ExactForm::default(), text, kept: BTreeMap::new(), now: 0.0 }
    }

    /// Carries out the effects as the view would, running the searches; gives the statuses.
    fn run(&mut self, effects: Vec<Effect>) -> Vec<Message> {
        let mut statuses = Vec::new();
        let mut queue = effects;
        while !queue.is_empty() {
            let effect = queue.remove(0);
            self.now += 100.0;
            let now = self.now;
            match effect {
                Effect::Status(message) => statuses.push(message),
                Effect::ShowProblem(shown) => {
                    self.form.columns = shown.columns;
                    self.form.rows = shown.rows;
                    self.form.k = shown.k.unwrap_or_else(|| self.form.k.clone());
                    self.form.mode = shown.mode;
                    self.form.pieces = shown.pieces;
                    self.text = shown.text;
                }
                Effect::ShowCap(cap) => self.form.max = cap,
                Effect::Minimize(worker, ticket, task) | Effect::Count(worker, ticket, task) => {
                    // Shares finish in the order dealt; later shares are dealt as workers free up.
                    let more =
                        self.page.on_share(worker, ticket, Event::Done(task.run(&mut |_| {}).unwrap()), now);
                    if more.contains(&Effect::Stop) {
                        // The proof is over: the workers still on later caps are stopped.
                        queue.retain(|effect| !matches!(effect, Effect::Minimize(..) | Effect::Count(..)));
                    }
                    queue.extend(more);
                }
                Effect::SetAddress | Effect::Stop => {}
                other => {
                    let more = store(&mut self.page, &mut self.kept, &other, now).unwrap_or_default();
                    queue.extend(more);
                }
            }
        }
        statuses
    }

    fn open(&mut self, fragment: &str) -> Vec<Message> {
        let effects = self.page.open(Link::from_fragment(fragment).unwrap(), self.now);
        self.run(effects)
    }

    fn search(&mut self, find: Find) -> Vec<Message> {
        let effects = self.page.search_form(find, &self.form.clone(), self.now);
        self.run(effects)
    }

    fn edit(&mut self, edit: Edit) -> Vec<Message> {
        let effects = self.page.edit(&self.form.clone(), edit, self.now);
        self.run(effects)
    }

    fn click(&mut self, square: &str) -> Vec<Message> {
        let square = chesslab_core::board::Square::parse(square).unwrap();
        let effects = self.page.click_cell(Cell::from(square), &self.form.clone(), self.now);
        self.run(effects)
    }

    fn show(&self) -> crate::ResultsView {
        self.page.view(self.now)
    }

    fn fragment(&self) -> String {
        self.page.link().to_fragment()
    }
}

fn last(statuses: &[Message]) -> &str {
    statuses.last().map_or("", |message| message.text.as_str())
}

#[test]
fn fewest_pieces_on_4x4_k_2_proven_and_browsed_with_the_counts_drawn() {
    let mut harness = Harness::new();
    harness.open("#/exact/4x4,k=2?find=min");
    let statuses = harness.search(Find::Min);
    assert_eq!(statuses[0], Message::new("Proving the fewest pieces…", Tone::Info));
    assert_eq!(
        last(&statuses),
        "Proven: the fewest pieces is 6. 20 placements with 6 pieces, 4 up to symmetry."
    );
    let show = harness.show();
    assert_eq!(show.result, "Fewest pieces: 6");
    assert!(show.stats.starts_with("Search: ") && show.stats.ends_with(" s here."), "{}", show.stats);
    assert_eq!(show.position, "Placement 1 of 20 listed");
    assert_eq!(show.scene.pieces.len(), 6);
    assert_eq!(show.scene.badges.len(), 16, "every cell's attack count");
    harness.page.browse(Step::Next);
    assert_eq!(harness.show().position, "Placement 2 of 20 listed");
    assert_ne!(harness.show().board_label, show.board_label, "the board shows the next placement");
    assert_eq!(harness.fragment(), "#/exact/4x4,k=2?find=min");
}

#[test]
fn browsing_stays_inside_the_placements() {
    let mut harness = Harness::new();
    harness.open("#/exact/4x4,k=2?find=min");
    harness.search(Find::Min);
    harness.page.browse(Step::Previous);
    assert_eq!(harness.show().pager, PagerView { previous: false, next: true });
    for _ in 0..30 {
        harness.page.browse(Step::Next);
    }
    assert_eq!(harness.show().position, "Placement 20 of 20 listed");
    assert_eq!(harness.show().pager, PagerView { previous: true, next: false });
    harness.page.browse(Step::First);
    assert_eq!(harness.show().position, "Placement 1 of 20 listed");
}

#[test]
fn all_solutions_with_a_cap_and_a_bad_cap_and_a_bad_text_are_explained_and_kept() {
    let mut harness = Harness::new();
    let statuses = harness.open("#/exact/3x3,k=1?find=all&max=3");
    assert_eq!(harness.form.max, "3");
    assert!(last(&statuses).starts_with("48 solutions with at most 3 pieces"), "{}", last(&statuses));
    assert_eq!(harness.show().result, "By number of pieces — 2 pieces: 12, 3 pieces: 36");
    harness.form.max = "0".into();
    let statuses = harness.search(Find::All);
    assert_eq!(statuses, [Message::new("Cannot count: '0' is not a piece count from 1 to 64.", Tone::Error)]);
    assert_eq!(harness.form.max, "0");
    let effects = harness.page.open_text("3x3,k=1,pieces=QX", 0.0);
    assert_eq!(effects.len(), 1, "only the message: the box keeps the text");
    let statuses = harness.run(effects);
    assert!(last(&statuses).starts_with("Cannot read the problem: 'X' is not a piece letter"));
    let statuses = harness.run(harness.page.clone().open_text("3x3,k=1,pieces=Q", 0.0));
    assert_eq!(last(&statuses), "Problem opened.");
}

#[test]
fn the_form_and_clicks_shape_the_board() {
    let mut harness = Harness::new();
    harness.open("#/exact");
    harness.form.columns = "3".into();
    harness.edit(Edit::Size);
    harness.form.rows = "2".into();
    harness.edit(Edit::Size);
    harness.form.k = "1".into();
    harness.edit(Edit::K);
    harness.form.mode = "vacant".into();
    harness.edit(Edit::Mode);
    harness.form.pieces[5] = false;
    harness.edit(Edit::Pieces);
    assert_eq!(harness.text, "3x2,k=1,vacant,pieces=KQRBN");
    harness.click("b2");
    assert_eq!(harness.text, "3x2,cells=1-1/111,vacant,pieces=KQRBN");
    harness.form.tool = "set".into();
    harness.form.k = "2".into();
    assert!(harness.edit(Edit::K).is_empty(), "with the set tool, k waits for a click");
    harness.click("a1");
    assert_eq!(harness.text, "3x2,cells=1-1/211,vacant,pieces=KQRBN");
    for piece in 0..4 {
        harness.form.pieces[piece] = false;
        harness.edit(Edit::Pieces);
    }
    assert_eq!(harness.text, "3x2,cells=1-1/211,vacant,pieces=N");
    harness.form.pieces[4] = false;
    let statuses = harness.edit(Edit::Pieces);
    assert_eq!(
        statuses,
        [Message::new(
            "Cannot change the board: no piece is allowed: choose at least one of K Q R B N P.",
            Tone::Error
        )]
    );
    assert!(harness.form.pieces[4], "the refused change is undone on the form");
    let statuses = harness.search(Find::Min);
    let said = last(&statuses);
    assert!(said.starts_with("Proven: the fewest pieces is ") || said.starts_with("No placement"), "{said}");
    assert_eq!(harness.fragment(), "#/exact/3x2,cells=1-1/211,vacant,pieces=N?find=min");
}

#[test]
fn the_results_table_opens_a_proven_minimum_at_once() {
    let mut harness = Harness::new();
    harness.open("#/exact");
    let problem = Problem::parse("5x5,k=2").unwrap();
    let effects = harness.page.open_table_entry(&problem, 0.0);
    assert!(!effects.iter().any(|effect| matches!(effect, Effect::Minimize(..) | Effect::Count(..))));
    let statuses = harness.run(effects);
    assert!(last(&statuses).starts_with("From the results table: the fewest is 8 pieces, proven in "));
    assert!(last(&statuses).contains(" s (native)."));
    assert_eq!(harness.text, "5x5,k=2");
    assert!(harness.show().board_label.starts_with("Exact attack board: "));
    assert_eq!(harness.show().scene.pieces.len(), 8);
    assert!(harness.show().stats.ends_with(" natively, when the table was made."));
    assert_eq!(harness.fragment(), "#/exact/5x5,k=2?find=min");
}

#[test]
fn a_bounded_entry_of_the_results_table_opens_its_best_placement_and_bounds() {
    let entries = table_entries();
    let Some(entry) =
        entries.iter().find(|entry| entry.status == exact::EntryStatus::Bounded && entry.example.is_some())
    else {
        return; // every entry proven: nothing bounded to open
    };
    let (lower, upper) = (entry.lower_bound, entry.upper_bound.unwrap());
    let mut harness = Harness::new();
    harness.open("#/exact");
    let problem = Problem::parse(&entry.problem).unwrap();
    let effects = harness.page.open_table_entry(&problem, 0.0);
    assert!(!effects.iter().any(|effect| matches!(effect, Effect::Minimize(..) | Effect::Count(..))));
    let statuses = harness.run(effects);
    let said = last(&statuses);
    assert!(
        said.starts_with(&format!(
            "From the results table: at least {lower} pieces (proven), at most {upper} (the placement shown). Run “Fewest pieces” to search on."
        )),
        "{said}"
    );
    if let Some(found_by) = entry.found_by {
        assert!(said.contains(&format!(" The placement shown was found by {}.", found_by.words())), "{said}");
    }
    let show = harness.show();
    assert_eq!(show.board_label, format!("Exact attack board: {}", entry.example.as_deref().unwrap()));
    assert_eq!(
        show.result,
        format!("At least {lower} pieces, at most {upper} (the best placement found; search cut off)")
    );
    assert_eq!(show.scene.pieces.len(), upper as usize);
    assert_eq!(show.position, "Placement 1 of 1 listed");
    assert!(show.stats.ends_with(" natively, when the table was made."), "{}", show.stats);
    assert_eq!(harness.fragment(), format!("#/exact/{}?find=min", entry.problem));
}

#[test]
fn a_long_search_cancels_and_a_change_of_board_stops_it() {
    let mut harness = Harness::new();
    let effects = harness.page.open_text("7x7,k=2", 0.0);
    harness.run(effects);
    let effects = harness.page.search_form(Find::All, &ExactForm::default(), 1_000.0);
    let shares: Vec<_> = effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Count(worker, ticket, task) => Some((*worker, *ticket, task.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(shares.iter().map(|(worker, ..)| *worker).collect::<Vec<_>>(), [0, 1, 2], "a count starts");
    assert!(shares.iter().all(|(.., task)| task.share.of() == 3 * SHARES_PER_WORKER && task.cap.is_none()));
    let ticket = shares[0].1;
    let progress = Progress { done: 3, total: 10, found: 0 };
    assert!(harness.page.on_share(2, ticket, Event::Progress(progress), 1_500.0).is_empty());
    let shown = harness.page.view(2_000.0).progress;
    let fraction = 0.3 / f64::from(3 * SHARES_PER_WORKER);
    let text = format!(
        "{:.0}% of this round (0 solutions so far: 0 of 48 shares in), 0 nodes at 0/s, 1.0 s on 3 workers",
        fraction * 100.0
    );
    assert_eq!(shown, Some(ProgressView { fraction, text }));
    let effects = harness.page.cancel(2_000.0);
    assert_eq!(effects, [Effect::Stop, Effect::Status(Message::new("Cancelled.", Tone::Info))]);
    assert_eq!(harness.page.view(2_000.0).progress, None, "Cancel hides");
    // The answer of the cancelled count, already on its way, changes nothing.
    let late = ShareReply { total: 9, complete: true, ..ShareReply::default() };
    assert!(harness.page.on_share(0, ticket, Event::Done(late), 2_100.0).is_empty());
    assert_eq!(harness.page.view(2_100.0).result, "");
    // Changing the board while a search runs stops it: its answer would be for another problem.
    harness.page.search_form(Find::All, &ExactForm::default(), 3_000.0);
    assert!(harness.page.view(3_000.0).progress.is_some());
    let form = ExactForm { columns: "7".into(), rows: "6".into(), ..ExactForm::default() };
    let effects = harness.page.edit(&form, Edit::Size, 3_100.0);
    assert!(effects.contains(&Effect::Stop));
    assert_eq!(harness.page.view(3_100.0).progress, None);
    harness.run(effects);
    assert_eq!(harness.text, "7x6,k=2");
}

#[test]
fn a_bad_link_while_a_search_runs_keeps_it_and_a_failure_is_said() {
    let mut harness = Harness::new();
    let effects = harness.page.open_text("7x7,k=2", 0.0);
    harness.run(effects);
    let effects = harness.page.search_form(Find::All, &ExactForm::default(), 0.0);
    let Some(Effect::Count(_, ticket, _)) = effects.iter().find(|e| matches!(e, Effect::Count(..))).cloned()
    else {
        panic!("a count starts")
    };
    // The router reopens the page's own link after a bad one.
    let own = harness.page.link();
    assert_eq!(own.to_fragment(), "#/exact/7x7,k=2?find=all");
    assert!(harness.page.open(own, 10.0).is_empty());
    assert!(harness.page.view(10.0).progress.is_some(), "the search goes on");
    let failed = harness.page.on_share(1, ticket, Event::Error { message: "out of memory".into() }, 20.0);
    let said = Effect::Status(Message::new("The search failed: out of memory", Tone::Error));
    assert_eq!(failed, [Effect::Stop, said], "the count's other workers are stopped");
    assert_eq!(harness.page.view(20.0).progress, None);
}

#[test]
fn a_reply_of_a_replaced_search_is_dropped_and_a_worker_that_cannot_start_is_said() {
    let mut harness = Harness::new();
    harness.open("#/exact/4x4,k=2?find=min");
    let first = harness.page.search_form(Find::Min, &ExactForm::default(), 0.0);
    let first = started(&mut harness.page, first, 0.0);
    let Some(Effect::Minimize(worker, old, task)) =
        first.iter().find(|e| matches!(e, Effect::Minimize(..))).cloned()
    else {
        panic!("a proof starts")
    };
    harness.page.search_form(Find::All, &ExactForm::default(), 10.0);
    let reply = task.run(&mut |_| {}).unwrap();
    assert!(harness.page.on_share(worker, old, Event::Done(reply), 20.0).is_empty());
    assert!(harness.page.view(20.0).progress.is_some(), "the count still runs");
    let effects = harness.page.not_started("no workers here", 30.0);
    assert_eq!(
        effects,
        [Effect::Stop, Effect::Status(Message::new("Cannot start the solver: no workers here", Tone::Error))],
        "the count's workers that did start are stopped"
    );
    assert_eq!(harness.page.view(30.0).progress, None);
}

#[test]
fn the_first_link_always_runs_and_later_the_idle_form_is_not_searched_again() {
    let mut harness = Harness::new();
    let effects = harness.page.open(Link::from_fragment("#/exact/5x5,k=2?find=all").unwrap(), 0.0);
    assert!(effects.iter().any(|effect| matches!(effect, Effect::Count(..))));
    let mut fresh = Harness::new();
    fresh.open("#/exact");
    let again = fresh.page.link();
    assert!(fresh.page.open(again, 1.0).is_empty(), "the problem on the form, never run: nothing to do");
}

/// Runs the proof or count the effects start, its shares finishing newest
/// and oldest in turn (as workers that finish in any order): the other effects.
fn run_out_of_order(page: &mut ExactPage, effects: Vec<Effect>) -> Vec<Effect> {
    let mut running: Vec<(usize, Ticket, ShareTask)> = Vec::new();
    let mut out = Vec::new();
    let mut take = |effects: Vec<Effect>, running: &mut Vec<_>| {
        for effect in effects {
            match effect {
                Effect::Minimize(worker, ticket, task) | Effect::Count(worker, ticket, task) => {
                    running.push((worker, ticket, task));
                }
                other => out.push(other),
            }
        }
    };
    take(started(page, effects, 0.0), &mut running);
    let mut now = 0.0;
    while !running.is_empty() {
        let (worker, ticket, task) =
            if now % 20.0 == 0.0 { running.remove(0) } else { running.pop().unwrap() };
        now += 10.0;
        let reply = task.run(&mut |_| {}).unwrap();
        let more = page.on_share(worker, ticket, Event::Done(reply), now);
        if more.contains(&Effect::Stop) {
            running.clear();
        }
        take(more, &mut running);
        assert!(now < 100_000.0, "the proof ends");
    }
    out
}

#[test]
fn a_proof_split_over_workers_finishing_in_any_order_gives_one_runs_reply() {
    for (text, workers) in [("4x4,k=2", 3), ("4x4,k=3,vacant", 2), ("3x3,k=1", 1), ("2x2,k=3", 2)] {
        let mut page = ExactPage::new(Vec::new()).unwrap().with_workers(workers);
        page.open_text(text, 0.0);
        let effects = page.search_form(Find::Min, &ExactForm::default(), 0.0);
        let effects = started(&mut page, effects, 0.0);
        let dealt = effects.iter().filter(|effect| matches!(effect, Effect::Minimize(..))).count();
        assert_eq!(dealt, workers, "{text}: one share per worker at the start");
        let out = run_out_of_order(&mut page, effects);
        assert!(out.contains(&Effect::Stop), "{text}: the workers still on later caps are stopped");
        let whole = chesslab_core::exact::Solver::new(&Problem::parse(text).unwrap())
            .with_max_examples(chesslab_core::exact::MAX_BROWSED)
            .minimum(&mut |_| {});
        let Found::Min { outcome, from_table: false, .. } = &page.found else { panic!("{text}: proven") };
        assert_eq!(outcome, &whole, "{text}");
        assert_eq!(page.view(1.0).progress, None, "{text}");
    }
}

#[test]
fn a_split_proof_shows_one_progress_and_cancel_stops_every_worker() {
    let mut harness = Harness::new();
    let effects = harness.page.open_text("5x5,k=3", 0.0);
    harness.run(effects);
    let effects = harness.page.search_form(Find::Min, &ExactForm::default(), 1_000.0);
    let effects = started(&mut harness.page, effects, 1_000.0);
    let shares: Vec<_> = effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Minimize(worker, ticket, task) => Some((*worker, *ticket, task.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(shares.iter().map(|(worker, ..)| *worker).collect::<Vec<_>>(), [0, 1, 2]);
    assert!(shares.iter().all(|(_, _, task)| task.share.of() == 3 * SHARES_PER_WORKER));
    let ticket = shares[0].1;
    let cap = shares[0].2.cap.unwrap();
    let progress = Progress { done: 1, total: 2, found: 0 };
    assert!(harness.page.on_share(1, ticket, Event::Progress(progress), 1_500.0).is_empty());
    let shown = harness.page.view(2_000.0).progress.expect("the proof runs");
    assert_eq!(
        shown,
        ProgressView {
            fraction: 0.5 / f64::from(3 * SHARES_PER_WORKER),
            text: format!(
                "{:.0}% of this round (trying {cap} pieces, none with fewer: 0 of 48 shares in), 0 nodes at 0/s, \
                 1.0 s on 3 workers",
                50.0 / f64::from(3 * SHARES_PER_WORKER)
            ),
        }
    );
    let effects = harness.page.cancel(2_000.0);
    let said = format!("Cancelled after 1.0 s: no placement has fewer than {cap} pieces.");
    assert_eq!(effects, [Effect::Stop, Effect::Status(Message::new(said, Tone::Info))]);
    assert_eq!(harness.page.view(2_000.0).progress, None, "Cancel hides the bar");
    // A share's reply already on its way deals nothing more and shows nothing.
    let late = ShareReply { complete: true, ..ShareReply::default() };
    assert!(harness.page.on_share(0, ticket, Event::Done(late), 2_100.0).is_empty());
    assert_eq!(harness.page.view(2_100.0).result, "");
    assert_eq!(harness.page.cancel(2_200.0), [Effect::Stop], "nothing more to cancel");
}

#[test]
fn a_share_of_a_replaced_proof_is_dropped_and_a_failed_share_stops_the_proof() {
    let mut harness = Harness::new();
    let effects = harness.page.open_text("5x5,k=3", 0.0);
    harness.run(effects);
    let first = harness.page.search_form(Find::Min, &ExactForm::default(), 0.0);
    let first = started(&mut harness.page, first, 0.0);
    let Some(Effect::Minimize(_, old, _)) = first.iter().find(|e| matches!(e, Effect::Minimize(..))).cloned()
    else {
        panic!("a proof starts")
    };
    let second = harness.page.search_form(Find::Min, &ExactForm::default(), 10.0);
    let second = started(&mut harness.page, second, 10.0);
    let Some(Effect::Minimize(_, new, _)) =
        second.iter().find(|e| matches!(e, Effect::Minimize(..))).cloned()
    else {
        panic!("a proof starts again")
    };
    assert_ne!(old, new);
    // Empty replies from the first proof would settle its first caps: they must not count here.
    let empty = ShareReply { complete: true, ..ShareReply::default() };
    for worker in 0..3 {
        assert!(harness.page.on_share(worker, old, Event::Done(empty.clone()), 20.0).is_empty());
    }
    let shown = harness.page.view(30.0).progress.expect("the second proof runs");
    assert_eq!(shown.fraction, 0.0, "nothing of the old proof counted");
    // A worker that holds no share of this proof is not one of its workers.
    assert!(harness.page.on_share(7, new, Event::Done(empty), 40.0).is_empty());
    assert_eq!(harness.page.view(40.0).progress.map(|shown| shown.fraction), Some(0.0));
    let failed = harness.page.on_share(2, new, Event::Error { message: "out of memory".into() }, 50.0);
    assert_eq!(
        failed,
        [Effect::Stop, Effect::Status(Message::new("The search failed: out of memory", Tone::Error))]
    );
    assert_eq!(harness.page.view(50.0).progress, None);
    let not_started = harness.page.search_form(Find::Min, &ExactForm::default(), 60.0);
    let not_started = started(&mut harness.page, not_started, 60.0);
    assert!(not_started.iter().any(|effect| matches!(effect, Effect::Minimize(..))));
    assert_eq!(
        harness.page.not_started("no workers here", 70.0),
        [Effect::Stop, Effect::Status(Message::new("Cannot start the solver: no workers here", Tone::Error))],
        "the workers that did start are stopped"
    );
}

#[test]
fn a_count_split_over_workers_finishing_in_any_order_gives_one_runs_reply() {
    let cases =
        [("3x3,k=1", 2, None), ("4x4,k=2", 3, Some(7)), ("4x4,k=2,vacant", 2, Some(6)), ("2x2,k=3", 1, None)];
    for (text, workers, max_pieces) in cases {
        let mut page = ExactPage::new(Vec::new()).unwrap().with_workers(workers);
        page.open_text(text, 0.0);
        let form = ExactForm {
            max: max_pieces.map(|max: u32| max.to_string()).unwrap_or_default(),
            ..ExactForm::default()
        };
        let effects = page.search_form(Find::All, &form, 0.0);
        let dealt = effects.iter().filter(|effect| matches!(effect, Effect::Count(..))).count();
        assert_eq!(dealt, workers, "{text}: one share per worker at the start");
        let out = run_out_of_order(&mut page, effects);
        let whole = chesslab_core::exact::Solver::new(&Problem::parse(text).unwrap())
            .with_max_examples(chesslab_core::exact::MAX_BROWSED)
            .count(max_pieces, &mut |_| {});
        let Found::Count { outcome, .. } = &page.found else { panic!("{text}: counted, {out:?}") };
        assert_eq!(outcome, &whole, "{text}");
        assert_eq!(page.view(1.0).progress, None, "{text}");
        assert!(out
            .iter()
            .any(|effect| matches!(effect, Effect::Status(message) if message.tone != Tone::Error)));
    }
}

#[test]
fn a_split_count_sums_its_workers_progress_and_drops_a_reply_of_no_share() {
    let mut harness = Harness::new();
    let effects = harness.page.open_text("6x6,k=2", 0.0);
    harness.run(effects);
    let effects = harness.page.search_form(Find::All, &ExactForm::default(), 0.0);
    let Some(Effect::Count(_, ticket, task)) =
        effects.iter().find(|e| matches!(e, Effect::Count(..))).cloned()
    else {
        panic!("a count starts")
    };
    let shares = f64::from(task.share.of());
    let half = Progress { done: 1, total: 2, found: 0 };
    harness.page.on_share(0, ticket, Event::Progress(half), 10.0);
    harness.page.on_share(1, ticket, Event::Progress(half), 10.0);
    assert_eq!(harness.page.view(10.0).progress.map(|shown| shown.fraction), Some(1.0 / shares));
    // Worker 0's share is in: the next share goes to it, and the solutions found show.
    let reply = ShareReply { total: 5, complete: true, ..ShareReply::default() };
    let more = harness.page.on_share(0, ticket, Event::Done(reply.clone()), 20.0);
    assert!(
        matches!(more.as_slice(), [Effect::Count(0, again, next)] if *again == ticket && next.share.index() == 3)
    );
    let shown = harness.page.view(20.0).progress.unwrap();
    assert_eq!(shown.fraction, 1.5 / shares);
    assert!(shown.text.contains("(5 solutions so far: 1 of 48 shares in)"), "{}", shown.text);
    // A worker that holds no share of this count is not one of its workers.
    assert!(harness.page.on_share(7, ticket, Event::Done(reply), 30.0).is_empty());
    assert!(harness
        .page
        .view(30.0)
        .progress
        .unwrap()
        .text
        .contains("(5 solutions so far: 1 of 48 shares in)"));
}

/// Starts a proof of `text` on `harness`'s page and runs `shares` of its
/// shares (in the order dealt), keeping their replies as the browser would;
/// gives the effects still to carry out (the shares not run).
fn run_part_of_proof(harness: &mut Harness, text: &str, shares: usize) -> Vec<Effect> {
    let effects = harness.page.open_text(text, 0.0);
    harness.run(effects);
    let mut queue = harness.page.search_form(Find::Min, &harness.form.clone(), 0.0);
    let mut ran = 0;
    while ran < shares {
        let effect = queue.remove(0);
        let now = harness.now;
        match effect {
            Effect::Minimize(worker, ticket, task) => {
                ran += 1;
                queue.extend(harness.page.on_share(
                    worker,
                    ticket,
                    Event::Done(task.run(&mut |_| {}).unwrap()),
                    now,
                ));
            }
            other => {
                queue.extend(store(&mut harness.page, &mut harness.kept, &other, now).unwrap_or_default())
            }
        }
    }
    // The browser stores what the shares run asked for; the other shares never finish.
    let now = harness.now;
    queue
        .into_iter()
        .filter(|effect| store(&mut harness.page, &mut harness.kept, effect, now).is_none())
        .collect()
}

#[test]
fn a_proof_stopped_by_a_reload_goes_on_where_it_stopped_with_one_runs_reply() {
    let problem = Problem::parse("5x5,k=1").unwrap();
    let whole = chesslab_core::exact::Solver::new(&problem)
        .with_max_examples(chesslab_core::exact::MAX_BROWSED)
        .minimum(&mut |_| {});
    let mut before = Harness::new();
    run_part_of_proof(&mut before, "5x5,k=1", 20);
    assert_eq!(before.kept.len(), 20, "every finished share is kept");
    // The reload: a new page, the same browser storage.
    let mut after = Harness::new();
    after.kept = std::mem::take(&mut before.kept);
    let effects = after.page.open_text("5x5,k=1", 0.0);
    after.run(effects);
    let effects = after.page.search_form(Find::Min, &after.form.clone(), 0.0);
    assert!(
        matches!(effects.as_slice(), [Effect::Stop, Effect::Status(_), Effect::Kept(KeptEffect::Restore(prefix)), Effect::SetAddress] if prefix == "5x5,k=1 ")
    );
    let mut queue = effects;
    let mut statuses = Vec::new();
    let mut shown = None;
    while !queue.is_empty() {
        let effect = queue.remove(0);
        match effect {
            Effect::Status(message) => statuses.push(message),
            Effect::Minimize(worker, ticket, task) => {
                assert!(
                    !after.kept.contains_key(&format!(
                        "5x5,k=1 48 {} {}",
                        task.cap.unwrap(),
                        task.share.index()
                    )),
                    "a kept share runs again"
                );
                shown = shown.or_else(|| after.page.view(1_000.0).progress);
                queue.extend(after.page.on_share(
                    worker,
                    ticket,
                    Event::Done(task.run(&mut |_| {}).unwrap()),
                    2_000.0,
                ));
            }
            other => {
                queue.extend(store(&mut after.page, &mut after.kept, &other, 2_000.0).unwrap_or_default())
            }
        }
    }
    assert_eq!(
        statuses[1],
        Message::new("Proving the fewest pieces, resumed: 20 shares kept from an earlier run…", Tone::Info)
    );
    let shown = shown.unwrap().text;
    assert!(shown.contains(" nodes; resumed: 20 shares kept from an earlier run, then "), "{shown}");
    assert!(shown.contains(" nodes/s for ") && shown.ends_with(" s on 3 workers"), "{shown}");
    let Found::Min { outcome, .. } = &after.page.found else { panic!("proven: {statuses:?}") };
    assert_eq!(outcome, &whole, "the min, counts, examples and nodes of one run");
    let stats = after.page.view(3_000.0).stats;
    assert!(stats.ends_with(" s here, going on from 20 shares kept from an earlier run."), "{stats}");
    assert!(after.kept.is_empty(), "a finished proof's replies are forgotten");
}

#[test]
fn a_cancelled_proof_keeps_its_replies_and_unusable_ones_are_removed() {
    let mut harness = Harness::new();
    let left = run_part_of_proof(&mut harness, "5x5,k=1", 5);
    assert!(left.iter().any(|effect| matches!(effect, Effect::Minimize(..))));
    let cancelled = harness.page.cancel(100.0);
    harness.run(cancelled);
    assert_eq!(harness.kept.len(), 5, "a cancelled proof's replies stay");
    // Another problem's replies, another layout's, and a damaged text.
    let good = harness.kept.iter().next().map(|(key, text)| (key.clone(), text.clone())).unwrap();
    let layout = good.0.replacen(" 48 ", " 16 ", 1);
    harness.kept.insert(layout.clone(), good.1.replace("\"shares\":48", "\"shares\":16"));
    harness.kept.insert("5x5,k=1 48 3 7".into(), "{\"problem\":".into());
    harness.kept.insert("4x4,k=1 48 2 0".into(), "not read for 5x5".into());
    let effects = harness.page.search_form(Find::Min, &harness.form.clone(), 200.0);
    let Some(Effect::Kept(KeptEffect::Restore(prefix))) =
        effects.iter().find(|effect| matches!(effect, Effect::Kept(KeptEffect::Restore(_)))).cloned()
    else {
        panic!("a proof asks for its kept replies")
    };
    // The browser answers late, after a Cancel: the answer is dropped.
    harness.page.cancel(210.0);
    assert!(harness.page.restored(&prefix, vec![good.clone()], 220.0).is_empty());
    assert_eq!(harness.page.view(220.0).progress, None);
    let effects = harness.page.search_form(Find::Min, &harness.form.clone(), 300.0);
    let stored: Vec<_> = harness
        .kept
        .iter()
        .filter(|(key, _)| key.starts_with(&prefix))
        .map(|(k, t)| (k.clone(), t.clone()))
        .collect();
    assert!(effects.contains(&Effect::Kept(KeptEffect::Restore(prefix.clone()))));
    let answer = harness.page.restored(&prefix, stored, 310.0);
    let Some(Effect::Kept(KeptEffect::Forget(removed))) = answer.first() else { panic!("{answer:?}") };
    assert_eq!(removed, &vec![layout, "5x5,k=1 48 3 7".to_string()]);
    assert!(answer.contains(&Effect::Status(Message::new(
        "Proving the fewest pieces, resumed: 5 shares kept from an earlier run…",
        Tone::Info
    ))));
    assert!(answer.iter().any(|effect| matches!(effect, Effect::Minimize(..))));
}

#[test]
fn a_proof_whose_every_share_is_kept_is_over_at_once() {
    let mut harness = Harness::new();
    harness.open("#/exact/4x4,k=2?find=min");
    let mut proof = chesslab_core::exact::MinShares::new(harness.page.problem(), 3 * SHARES_PER_WORKER);
    while proof.outcome().is_none() {
        let task = proof.deal().unwrap();
        let reply = task.run(&mut |_| {}).unwrap();
        proof.finish(&task, reply);
    }
    harness.kept = proof.finished().map(|kept| (kept.key(), kept.to_text())).collect();
    let statuses = harness.search(Find::Min);
    assert_eq!(
        last(&statuses),
        "Proven: the fewest pieces is 6. 20 placements with 6 pieces, 4 up to symmetry."
    );
    assert!(harness.kept.is_empty());
}

#[test]
fn an_entry_proven_by_a_ledger_says_where_its_bound_comes_from() {
    let entries = table_entries();
    let Some(entry) =
        entries.iter().find(|entry| entry.ledger.is_some() && entry.outcome.min_pieces.is_none())
    else {
        panic!("the shipped table rests on a proof ledger");
    };
    let mut harness = Harness::new();
    harness.open("#/exact");
    let effects = harness.page.open_table_entry(&Problem::parse(&entry.problem).unwrap(), 0.0);
    let statuses = harness.run(effects);
    let said = last(&statuses);
    assert!(said.contains(&format!("data/proofs/{}", entry.ledger.as_deref().unwrap())), "{said}");
    if entry.proven {
        assert!(
            said.starts_with(&format!("From the results table: the fewest is {} pieces", entry.lower_bound))
        );
    }
}
