//! A long count's finished shares kept between visits: kept as they come
//! in, read back when the same count starts again (after a reload), the
//! damaged ones refused, and forgotten once the count is over.

use super::{tests::Harness, *};
use crate::kept::KeptEffect;
use chesslab_core::{
    queens::{count, kept_key, CountReply, PartLine, ReplyLine},
    task::Share,
};

/// A harness whose counts keep their shares from N = `keep_from` (N = 18 takes a minute).
fn keeping(workers: usize, keep_from: usize) -> Harness {
    let mut harness = Harness::new(workers);
    harness.page.keep_from = keep_from;
    harness
}

/// The shares the effects give to workers, as (share index, of).
fn dealt(effects: &[Effect]) -> Vec<(u32, u32)> {
    effects
        .iter()
        .filter_map(|effect| match effect {
            Effect::Count(_, _, task) => Some((task.share.index(), task.share.of())),
            _ => None,
        })
        .collect()
}

#[test]
fn a_count_stopped_by_a_reload_goes_on_from_its_kept_shares_with_one_runs_result() {
    for fragment in ["#/queens/11", "#/queens/10?blocked=1.1,4.6,9.2"] {
        let mut harness = keeping(2, 10);
        harness.open(fragment);
        let whole = count(harness.page.problem());
        let prefix = format!("{} ", harness.page.problem().to_text());
        // Five shares finish, then the page is reloaded.
        harness.shares_left = Some(5);
        let now = harness.tick(1.0);
        let effects = harness.page.start_count(now);
        assert_eq!(
            effects,
            [Effect::StopCount, Effect::Kept(KeptEffect::Restore(prefix.clone())), cleared_status()],
            "asks for kept shares first"
        );
        harness.run(effects);
        assert_eq!(harness.store.len(), 5, "{fragment}: each finished share is kept");
        assert!(harness.store.keys().all(|key| key.starts_with(&prefix)), "{:?}", harness.store);
        let kept_total: u64 =
            harness.store.values().map(|text| text.parse::<ReplyLine>().unwrap().total()).sum();

        harness.reload(2);
        harness.open(fragment);
        let now = harness.tick(1.0);
        let effects = harness.page.start_count(now);
        let Some(asked) = effects.iter().find_map(|effect| match effect {
            Effect::Kept(KeptEffect::Restore(asked)) => Some(asked.clone()),
            _ => None,
        }) else {
            panic!("{effects:?}")
        };
        let stored = harness.store.clone().into_iter().collect();
        let effects = harness.page.restored(&asked, stored, now);
        assert_eq!(dealt(&effects).len(), 2, "one share for each worker");
        assert!(dealt(&effects)
            .iter()
            .all(|&(index, of)| of == 16 && !harness.store.contains_key(&format!("{prefix}16 {index}"))));
        let show = harness.page.view(now);
        assert!(show.counting);
        assert!((show.progress - 5.0 / 16.0).abs() < 1e-12, "not back at 0: {}", show.progress);
        let expected = format!(
            "31% done, {} solutions so far, 0.0 s; resumed: 5 shares kept from an earlier run",
            chesslab_core::numbers::grouped(kept_total)
        );
        assert_eq!(show.result, expected);
        harness.run(effects);
        let result = harness.show().result;
        let (total, unique) = (chesslab_core::numbers::plural(whole.total, "solution"), whole.unique);
        assert!(result.starts_with(&format!("N = {}: {total}, {unique} unique (", whole.n)), "{result}");
        assert!(result.ends_with("; going on from 5 of 16 shares kept from an earlier run)"), "{result}");
        assert!(harness.store.is_empty(), "a finished count's shares are forgotten");
    }
}

#[test]
fn counts_below_the_threshold_keep_nothing() {
    let mut harness = Harness::new(2);
    harness.open("#/queens/10");
    let started = harness.page.start_count(1.0);
    let effects = harness.run(started);
    assert!(!effects.iter().any(|effect| matches!(
        effect,
        Effect::Kept(KeptEffect::Restore(_))
            | Effect::Kept(KeptEffect::Keep { .. })
            | Effect::Kept(KeptEffect::Forget(_))
            | Effect::Kept(KeptEffect::ForgetAll(_))
    )));
    assert!(harness.show().result.starts_with("N = 10: 724 solutions, 92 unique ("));
    assert_eq!(KEEP_FROM_N, 18);
}

/// The line of share `index` of 16 of the 18×18 count, with made-up counts.
fn line_18(index: u32, total: u64) -> (String, String) {
    let problem = Problem::new(18).unwrap();
    let split = CountShares::new(problem.clone(), 16).split();
    let part = PartLine::new(problem, Share::new(index, 16).unwrap(), split).unwrap();
    let line = ReplyLine::new(part, total, total / 8).unwrap();
    (kept_key(line.part()), line.to_string())
}

#[test]
fn n_18_keeps_its_shares_refuses_damaged_ones_and_ends_from_them() {
    let mut harness = Harness::new(2);
    harness.open("#/queens/18");
    let effects = harness.page.start_count(1.0);
    assert_eq!(
        effects,
        [Effect::StopCount, Effect::Kept(KeptEffect::Restore("18 ".into())), cleared_status()]
    );
    assert!(harness.page.view(1.0).counting, "Cancel shows while the kept shares are read");
    // Twelve good lines (shares 0 to 12 but 3), and damaged or foreign texts.
    let mut stored: Vec<(String, String)> =
        (0..13).filter(|&index| index != 3).map(|index| line_18(index, 1000 + u64::from(index))).collect();
    let (_, good) = line_18(14, 5);
    let damaged = [
        ("18 16 14".to_string(), good[..good.len() - 4].to_string()),
        ("18 16 15".to_string(), good.replace("unique=0", "unique=99999999999999999999")),
        ("18 16 99".to_string(), "queens-reply v1 18 part=99/16".to_string()),
        ("18 8 1".to_string(), "\u{0}{\"total\":".to_string()),
        ("18 16 3".to_string(), line_18(4, 1004).1),
        ("18 16 13".to_string(), format!("{}{}", line_18(13, 1013).1, " ".repeat(2000))),
    ];
    stored.extend(damaged.iter().cloned());
    let effects = harness.page.restored("18 ", stored, 2.0);
    let refused: Vec<String> = damaged.iter().map(|(key, _)| key.clone()).collect();
    assert_eq!(
        effects.first(),
        Some(&Effect::Kept(KeptEffect::Forget(refused))),
        "every damaged text is removed"
    );
    // Share 3's and 13's texts are damaged: 12 shares kept, 4 to run.
    assert_eq!(dealt(&effects), [(3, 16), (13, 16)]);
    let show = harness.page.view(2.0);
    assert!((show.progress - 12.0 / 16.0).abs() < 1e-12);
    assert!(show.result.ends_with("; resumed: 12 shares kept from an earlier run"), "{}", show.result);
    let ticket = match &effects[1] {
        Effect::Count(_, ticket, _) => *ticket,
        other => panic!("{other:?}"),
    };
    // A share's reply (made up: an 18×18 share takes seconds) is kept under its key.
    let reply = CountReply { n: 18, total: 7, unique: 1 };
    let effects = harness.page.on_counted(0, ticket, Event::Done(reply), 3_000.0);
    let (key, text) = line_18(3, 7);
    assert_eq!(
        effects[0],
        Effect::Kept(KeptEffect::Keep { key, text: text.replace("unique=0", "unique=1") })
    );
    assert_eq!(dealt(&effects), [(14, 16)]);
    // Progress of the running shares moves the bar on from the kept ones, with an estimate at this run's pace.
    let show = harness.page.view(4_000.0);
    let expected =
        "81% done, 12\u{202f}082 solutions so far, 4.0 s, about 12 s left; resumed: 12 shares kept";
    assert!(show.result.starts_with(expected), "{}", show.result);
    // Cancel keeps what is in, for the next Count.
    assert_eq!(harness.page.cancel_count(5_000.0), [Effect::StopCount]);
    let said = harness.page.view(5_000.0).result;
    let expected = "Cancelled after 5.0 s, 81% counted (12\u{202f}082 solutions so far). \
        13 finished shares of 16 kept: Count goes on from them.";
    assert_eq!(said, expected);
}

#[test]
fn a_count_whose_every_share_is_kept_is_over_at_once() {
    let mut harness = Harness::new(2);
    harness.open("#/queens/18");
    harness.page.start_count(1.0);
    let stored = (0..16).map(|index| line_18(index, 8)).collect();
    let effects = harness.page.restored("18 ", stored, 2.0);
    assert_eq!(effects, [Effect::Kept(KeptEffect::ForgetAll("18 ".into()))]);
    let show = harness.page.view(3.0);
    assert!(!show.counting);
    assert_eq!(
        show.result,
        "N = 18: 128 solutions, 16 unique (0.00 s; going on from 16 of 16 shares kept from an earlier run)"
    );
}

#[test]
fn an_answer_for_a_count_that_no_longer_waits_is_dropped() {
    let mut harness = Harness::new(1);
    harness.open("#/queens/18");
    harness.page.start_count(1.0);
    // Cancel while the kept shares are read: the answer starts nothing.
    assert_eq!(harness.page.cancel_count(2.0), [Effect::StopCount]);
    assert_eq!(harness.page.view(2.0).result, "Cancelled.");
    assert!(!harness.page.view(2.0).counting);
    assert!(harness.page.restored("18 ", vec![line_18(0, 1)], 3.0).is_empty());
    // A new board while they are read: the answer for the old one starts nothing either.
    harness.page.start_count(4.0);
    harness.open("#/queens/19");
    assert!(harness.page.restored("18 ", Vec::new(), 5.0).is_empty());
    assert!(!harness.page.view(5.0).counting);
    // A late answer of an earlier count leaves the count that waits waiting for its own.
    let effects = harness.page.start_count(6.0);
    assert!(effects.contains(&Effect::Kept(KeptEffect::Restore("19 ".into()))));
    assert!(harness.page.restored("18 ", Vec::new(), 7.0).is_empty());
    assert!(harness.page.view(7.0).counting);
    assert_eq!(dealt(&harness.page.restored("19 ", Vec::new(), 8.0)), [(0, 8)]);
}

#[test]
fn a_worker_that_cannot_start_a_resumed_count_stops_it_without_failing_it() {
    let mut harness = Harness::new(2);
    harness.open("#/queens/18");
    harness.page.start_count(1.0);
    let effects = harness.page.restored("18 ", vec![line_18(0, 3)], 2.0);
    assert_eq!(dealt(&effects), [(1, 16), (2, 16)]);
    let effects = harness.page.count_worker_not_started(3.0);
    assert!(effects.contains(&Effect::StopCount));
    assert!(!harness.page.view(3.0).counting);
    assert_ne!(harness.page.view(3.0).result, "The count failed: a worker could not start");
}

/// What a count's start says in the status line: nothing (its result line speaks).
fn cleared_status() -> Effect {
    Effect::Status(crate::Message::new(String::new(), crate::Tone::Info))
}
