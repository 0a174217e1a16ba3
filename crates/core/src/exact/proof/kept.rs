//! A minimum proof's finished shares kept between visits ([`KeptReply`]),
//! so that a proof stopped by a reload (or a Cancel) goes on where it
//! stopped: [`MinShares::keep_stored`](crate::exact::MinShares::keep_stored) takes
//! them back, and the shares they answer are not dealt again.
//!
//! Each reply is one short text (JSON) under its own key, `problem shares
//! cap share` ([`KeptReply::key`]), so every key of a problem starts with
//! [`kept_prefix`] and storing a share is one write. The share layout (how
//! many shares a cap is cut into, which depends on the workers) is in the
//! key: the replies of another layout are never mixed in. What is stored is
//! untrusted (storage gets edited and corrupted): a text is refused
//! ([`KeptError`]) unless it is the reply its key names, of the proof being
//! run, with counts that agree and examples that solve the problem within
//! the cap, as a reply line's are checked.

use crate::exact::{
    placement::Placement,
    problem::Problem,
    proof::part_line::LineError,
    proof::reply_line::{check_example, check_reply},
    reply::ShareReply,
    MAX_BROWSED,
};
use crate::json::{json_record, parse, FromJson, ToJson};

/// The longest kept text read: a reply with [`MAX_BROWSED`] examples of an
/// 8×8 board fits well within.
pub const MAX_KEPT_TEXT: usize = 64 * 1024;

/// One finished share of a minimum proof, as the page keeps it.
///
/// ```
/// use chesslab_core::exact::{KeptReply, ShareReply};
///
/// let kept = KeptReply {
///     problem: "4x4,k=2".into(),
///     shares: 48,
///     cap: 5,
///     share: 17,
///     reply: ShareReply { nodes: 1234, ..ShareReply::empty() },
/// };
/// assert_eq!(kept.key(), "4x4,k=2 48 5 17");
/// assert!(kept.key().starts_with(&chesslab_core::exact::kept_prefix("4x4,k=2")));
/// assert_eq!(KeptReply::read(&kept.to_text()), Ok(kept));
/// assert!(KeptReply::read("{\"problem\":").is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptReply {
    /// The problem's text form.
    pub problem: String,
    /// How many shares each cap is cut into.
    pub shares: u32,
    /// The piece cap searched.
    pub cap: u32,
    /// Which share of the cap, from 0.
    pub share: u32,
    /// What the share found.
    pub reply: ShareReply,
}

// The text kept: the same JSON serde wrote before, so replies kept then still read.
json_record!(KeptReply { problem, shares, cap, share, reply });

/// The start of every key under which a share of `problem`'s proof is kept
/// (`problem` is a problem's text form, which has no spaces).
#[must_use]
pub fn kept_prefix(problem: &str) -> String {
    format!("{problem} ")
}

impl KeptReply {
    /// The key it is kept under: the problem, the layout, the cap and the share.
    #[must_use]
    pub fn key(&self) -> String {
        format!("{}{} {} {}", kept_prefix(&self.problem), self.shares, self.cap, self.share)
    }

    /// The text kept.
    #[must_use]
    pub fn to_text(&self) -> String {
        self.to_json().to_text()
    }

    /// Reads a kept text (not yet checked against a proof: see
    /// [`MinShares::keep_stored`](crate::exact::MinShares::keep_stored)).
    ///
    /// # Errors
    /// A text too long, or one that is not a kept reply.
    pub fn read(text: &str) -> Result<KeptReply, KeptError> {
        KeptError::check_length(text.len(), MAX_KEPT_TEXT)?;
        parse(text)
            .and_then(|json| KeptReply::from_json(&json))
            .map_err(|error| KeptError::Unreadable(error.to_string()))
    }
}

/// Why a kept reply of a proof was refused.
pub type KeptError = crate::task::kept::KeptError<LineError>;

/// Checks `reply`, kept as a share's of cap `cap` of `problem`'s proof, as a reply line is checked.
pub(in crate::exact) fn check_kept(problem: &Problem, cap: u32, reply: &ShareReply) -> Result<(), KeptError> {
    if !reply.complete {
        return Err(KeptError::Unfinished);
    }
    let examples = reply.examples.len();
    if examples > MAX_BROWSED || examples as u64 > reply.total {
        return Err(KeptError::Examples { examples, most: MAX_BROWSED });
    }
    let by_pieces: Vec<(u32, u64)> = (0u32..)
        .zip(&reply.by_pieces)
        .filter(|&(_, &count)| count > 0)
        .map(|(pieces, &count)| (pieces, count))
        .collect();
    let placements = reply
        .examples
        .iter()
        .map(|code| Placement::parse(code).map_err(|error| LineError::Example { code: code.clone(), error }))
        .collect::<Result<Vec<_>, _>>()
        .map_err(KeptError::Line)?;
    check_reply(problem, cap, &by_pieces, (reply.total, reply.unique), placements.first())
        .map_err(KeptError::Line)?;
    for placement in placements.iter().skip(1) {
        check_example(problem, cap, &by_pieces, placement).map_err(KeptError::Line)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use proptest::prelude::*;

    use crate::exact::{KeptError, KeptReply};
    use crate::{
        exact::{MinShares, Problem, ShareReply, Solver, MAX_BROWSED},
        task::{Shares, Task},
    };

    /// Runs `proof` to its outcome, two shares running at a time, the newest
    /// and the oldest finishing in turn; gives the cap and share of each share it ran.
    fn run(proof: &mut MinShares) -> Vec<(u32, u32)> {
        let (mut running, mut ran) = (Vec::new(), Vec::new());
        while proof.outcome().is_none() {
            while running.len() < 2 {
                let Some(task) = proof.deal() else { break };
                running.push(task);
            }
            let task = if ran.len() % 2 == 0 { running.pop().unwrap() } else { running.remove(0) };
            proof.finish(&task, task.run(&mut |_| {}).unwrap());
            ran.push((task.cap.unwrap(), task.share.index()));
            assert!(ran.len() < 10_000);
        }
        ran
    }

    /// The replies of `problem`'s proof in `shares` shares a cap, run to its end.
    fn every_reply(problem: &Problem, shares: u32) -> Vec<KeptReply> {
        let mut proof = MinShares::new(problem, shares);
        run(&mut proof);
        proof.finished().collect()
    }

    #[test]
    fn a_proof_fed_a_stored_subset_of_its_replies_gives_one_runs_reply() {
        for (text, shares) in [("4x4,k=2", 4), ("4x4,k=3,vacant", 5), ("5x5,k=1", 3), ("3x3,k=1", 2)] {
            let problem = Problem::parse(text).unwrap();
            let whole = Solver::new(&problem).with_max_examples(MAX_BROWSED).minimum(&mut |_| {});
            let replies = every_reply(&problem, shares);
            for keep_every in [1, 2, 3, 7] {
                let mut proof = MinShares::new(&problem, shares);
                let mut nodes = 0;
                let kept: Vec<_> = replies.iter().step_by(keep_every).cloned().collect();
                for reply in &kept {
                    nodes += reply.reply.nodes;
                    proof.keep_stored(&reply.key(), &reply.to_text()).unwrap();
                }
                // A reply kept twice counts once.
                proof.keep(kept[0].clone()).unwrap();
                assert_eq!(proof.resumed(), (u32::try_from(kept.len()).unwrap(), nodes), "{text}");
                let ran = run(&mut proof);
                assert_eq!(proof.outcome(), Some(whole.clone()), "{text}, every {keep_every}th kept");
                assert!(
                    ran.iter()
                        .all(|&(cap, share)| !kept.iter().any(|kept| (kept.cap, kept.share) == (cap, share))),
                    "{text}: the kept shares are not run again"
                );
                assert_eq!(
                    ran.is_empty(),
                    keep_every == 1,
                    "{text}: nothing left to run with every reply kept"
                );
            }
        }
    }

    #[test]
    fn a_foreign_or_corrupt_kept_reply_is_refused_and_changes_nothing() {
        let problem = Problem::parse("4x4,k=2").unwrap();
        let replies = every_reply(&problem, 4);
        let good = replies.iter().find(|kept| kept.reply.total > 0).unwrap().clone();
        let first = replies[0].clone();
        let edited = |edit: &dyn Fn(&mut KeptReply)| {
            let mut kept = good.clone();
            edit(&mut kept);
            kept
        };
        let cases: Vec<(KeptReply, &str)> = vec![
            (edited(&|kept| kept.problem = "4x4,k=3".into()), "a kept reply of 4x4,k=3, not of 4x4,k=2"),
            (edited(&|kept| kept.shares = 8), "a kept reply of a search dealt in 8 shares, not 4"),
            (edited(&|kept| kept.share = 4), "share: share 4 does not exist: shares are numbered 0 to 3"),
            (edited(&|kept| kept.cap = 17), "cap 17 is not one of the proof's caps"),
            (
                edited(&|kept| kept.reply.complete = false),
                "the kept reply is of a search that did not finish",
            ),
            (edited(&|kept| kept.reply.total += 1), "the counts disagree: found= is not the sum of pieces="),
            (edited(&|kept| kept.reply.unique = kept.reply.total + 1), "unique= is more than found="),
            (edited(&|kept| kept.reply.examples[0] = "4/4/4/4".into()), "does not solve 4x4,k=2"),
            (edited(&|kept| kept.reply.examples[0] = "4/4/9Z".into()), "example='4/4/9Z'"),
            (edited(&|kept| kept.reply.examples.push(kept.reply.examples[0].clone())), "lists 19 examples"),
            (edited(&|kept| *kept.reply.examples.last_mut().unwrap() = "4/4/4/4".into()), "does not solve"),
            (edited(&|kept| kept.reply.examples.clear()), "placements were found but example= is '-'"),
        ];
        for (kept, said) in cases {
            let mut proof = MinShares::new(&problem, 4);
            let error = proof.keep_stored(&kept.key(), &kept.to_text()).unwrap_err();
            assert!(error.to_string().contains(said), "{error} (expected {said})");
            assert_eq!(proof.resumed(), (0, 0));
            assert_eq!(proof.finished().count(), 0, "nothing kept");
        }
        let mut proof = MinShares::new(&problem, 4);
        let refused = [
            (first.key(), "{\"problem\":\"4x4,k=2\"".to_string()),
            (first.key(), String::new()),
            (first.key(), "x".repeat(crate::exact::MAX_KEPT_TEXT + 1)),
            (replies[1].key(), first.to_text()),
            ("4x4,k=2 4 0 0".to_string(), "[1,2,3]".to_string()),
        ];
        for (key, text) in refused {
            assert!(proof.keep_stored(&key, &text).is_err(), "{key}: {text:.40}");
        }
        assert!(matches!(
            proof.keep_stored(&replies[1].key(), &first.to_text()),
            Err(KeptError::OtherKey(_))
        ));
        assert_eq!(proof.resumed(), (0, 0));
        assert!(proof.keep_stored(&good.key(), &good.to_text()).is_ok(), "the good one is taken");
    }

    #[test]
    fn a_reply_of_another_proof_or_layout_is_not_kept_for_this_one() {
        let problem = Problem::parse("4x4,k=2").unwrap();
        let mut proof = MinShares::new(&problem, 4);
        let task = proof.deal().unwrap();
        let reply = task.run(&mut |_| {}).unwrap();
        let kept = proof.kept_reply(&task, &reply).unwrap();
        assert_eq!((kept.cap, kept.share, kept.shares), (task.cap.unwrap(), 0, 4));
        assert!(kept.key().starts_with(&proof.kept_prefix()));
        let other = MinShares::new(&problem, 5);
        assert_eq!(other.kept_reply(&task, &reply), None, "another layout");
        let other = MinShares::new(&Problem::parse("4x4,k=1").unwrap(), 4);
        assert_eq!(other.kept_reply(&task, &reply), None, "another problem");
    }

    proptest! {
        #[test]
        fn reading_any_kept_text_never_panics(key in "\\PC{0,30}", text in "\\PC{0,200}") {
            let mut proof = MinShares::new(&Problem::parse("3x3,k=1").unwrap(), 3);
            let _ = proof.keep_stored(&key, &text);
        }

        #[test]
        fn reading_an_edited_kept_reply_never_panics(at in 0usize..400, byte in any::<u8>(), cut in 0usize..400) {
            let problem = Problem::parse("3x3,k=1").unwrap();
            let kept = KeptReply {
                problem: problem.to_text(),
                shares: 3,
                cap: 2,
                share: 1,
                reply: ShareReply { total: 12, unique: 4, by_pieces: vec![0, 0, 12], examples: vec!["2B/1K1/3".into()], nodes: 99, complete: true },
            };
            let mut bytes = kept.to_text().into_bytes();
            if let Some(slot) = bytes.get_mut(at) {
                *slot = byte;
            }
            bytes.truncate(cut.max(1));
            let text = String::from_utf8_lossy(&bytes);
            let mut proof = MinShares::new(&problem, 3);
            let _ = proof.keep_stored(&kept.key(), &text);
        }
    }
}
