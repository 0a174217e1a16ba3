//! A count's finished shares kept between visits, so that a long count
//! stopped by a reload (or a Cancel) goes on where it stopped:
//! [`CountShares::keep_stored`] takes them back, and the shares they answer
//! are not dealt again.
//!
//! Each finished share is its reply line ([`ReplyLine`], the text a
//! `chesslab part` run prints) under its own key, `problem shares share`
//! ([`kept_key`]), so every key of a problem starts with [`kept_prefix`] and
//! keeping a share is one write. How many shares the count is dealt in
//! (which depends on the workers) is in the key and the line: the replies of
//! another layout are never mixed in. What is stored is untrusted (storage
//! gets edited and corrupted): a text is refused ([`KeptError`]) unless it
//! reads as a reply line (whose counts are checked against the board), is
//! the one its key names, and answers a share of the count being run, cut
//! into the parts this program cuts it into.

use super::{part_line::LineError, CountShares, PartLine, Problem, ReplyLine};
use crate::task::Cut;

/// The longest kept text read: a reply line is well under 200 bytes.
pub const MAX_KEPT_TEXT: usize = 1024;

/// The start of every key under which a share of `problem`'s count is kept
/// (a problem's text form has no spaces).
///
/// ```
/// use chesslab_core::queens::{kept_prefix, Problem};
///
/// assert_eq!(kept_prefix(&Problem::new(18)?), "18 ");
/// # Ok::<(), chesslab_core::queens::ProblemError>(())
/// ```
#[must_use]
pub fn kept_prefix(problem: &Problem) -> String {
    format!("{} ", problem.to_text())
}

/// The key the reply to `part` is kept under: the problem, the shares, the share.
///
/// ```
/// use chesslab_core::queens::{kept_key, PartLine};
///
/// let part: PartLine = "queens-part v1 18 part=3/16 split=2000".parse()?;
/// assert_eq!(kept_key(&part), "18 16 3");
/// # Ok::<(), chesslab_core::queens::LineError>(())
/// ```
#[must_use]
pub fn kept_key(part: &PartLine) -> String {
    let share = part.cut().share;
    format!("{}{} {}", kept_prefix(part.problem()), share.of(), share.index())
}

/// Why a kept reply of a count was refused.
pub type KeptError = crate::task::kept::KeptError<LineError>;

impl CountShares {
    /// The start of the keys of the replies this count keeps ([`kept_key`]).
    #[must_use]
    pub fn kept_prefix(&self) -> String {
        kept_prefix(self.problem())
    }

    /// The reply to `task`, one of this count's shares, as a line to keep
    /// (none for a share of another count, or counts that cannot be).
    #[must_use]
    pub fn kept_reply(&self, task: &super::CountTask, reply: &super::CountReply) -> Option<ReplyLine> {
        let ours = task.problem == *self.problem() && task.share.of() == self.shares();
        let part = PartLine::new(task.problem.clone(), task.share, self.split()).ok().filter(|_| ours)?;
        ReplyLine::new(part, reply.total, reply.unique).ok()
    }

    /// Every reply in, in share order, as lines to keep.
    pub fn finished(&self) -> impl Iterator<Item = ReplyLine> + '_ {
        self.replies_in().filter_map(|(share, reply)| {
            let part = PartLine::new(self.problem().clone(), share, self.split()).ok()?;
            ReplyLine::new(part, reply.total, reply.unique).ok()
        })
    }

    /// Takes in `text`, a reply line kept under `key` by an earlier run of
    /// this count: the share it answers is not dealt.
    ///
    /// ```
    /// use chesslab_core::{queens::{count, CountShares, Problem}, task::{Shares, Task}};
    ///
    /// let problem = Problem::new(10)?;
    /// let mut stopped = CountShares::new(problem.clone(), 4);
    /// for _ in 0..3 {
    ///     let task = stopped.deal().ok_or("a share")?;
    ///     stopped.finish(&task, task.run(&mut |_| {})?);
    /// }
    /// let mut resumed = CountShares::new(problem.clone(), 4);
    /// for line in stopped.finished() {
    ///     resumed.keep_stored(&chesslab_core::queens::kept_key(line.part()), &line.to_string())?;
    /// }
    /// assert_eq!(resumed.resumed(), 3);
    /// let last = resumed.deal().ok_or("the last share")?;
    /// assert_eq!((last.share.index(), resumed.deal()), (3, None));
    /// resumed.finish(&last, last.run(&mut |_| {})?);
    /// assert_eq!(resumed.outcome(), Some(count(&problem)));
    /// assert!(resumed.keep_stored("10 4 0", "queens-reply v1 10 part=0/4 split=").is_err());
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    /// A text too long or that is not a reply line (or whose counts do not
    /// fit the board), one stored under another key, or the reply of
    /// another problem, share layout or split; the count is then unchanged.
    pub fn keep_stored(&mut self, key: &str, text: &str) -> Result<(), KeptError> {
        KeptError::check_length(text.len(), MAX_KEPT_TEXT)?;
        let line: ReplyLine = text.parse().map_err(KeptError::Line)?;
        let part = line.part();
        if kept_key(part) != key {
            return Err(KeptError::OtherKey(key.to_string()));
        }
        if part.problem() != self.problem() {
            let (expected, found) = (self.problem().to_text(), part.problem().to_text());
            return Err(KeptError::OtherProblem { expected, found });
        }
        let Cut { share, split } = part.cut();
        if share.of() != self.shares() {
            return Err(KeptError::OtherLayout { expected: self.shares(), found: share.of() });
        }
        if split != self.split() {
            return Err(KeptError::OtherSplit { expected: self.split(), found: split });
        }
        self.keep(share, line.count());
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;
    use crate::{
        queens::{count, CountTask},
        task::{Share, Shares, Task},
    };

    /// A count of `problem` in `shares` shares with the shares `done` run.
    fn partly_run(problem: &Problem, shares: u32, done: usize) -> CountShares {
        let mut count = CountShares::new(problem.clone(), shares);
        for _ in 0..done {
            let task = count.deal().unwrap();
            count.finish(&task, task.run(&mut |_| {}).unwrap());
        }
        count
    }

    fn kept(count: &CountShares) -> Vec<(String, String)> {
        count.finished().map(|line| (kept_key(line.part()), line.to_string())).collect()
    }

    #[test]
    fn a_resumed_count_equals_one_run_with_and_without_blocked_squares() {
        let blocked = Problem::parse_text("9,blocked=1.1,4.6,9.2").unwrap();
        for problem in [Problem::new(11).unwrap(), blocked] {
            for done in 0..=6 {
                let stopped = partly_run(&problem, 6, done);
                let mut resumed = CountShares::new(problem.clone(), 6);
                for (key, text) in kept(&stopped) {
                    resumed.keep_stored(&key, &text).unwrap();
                }
                assert_eq!(resumed.resumed(), u32::try_from(done).unwrap());
                assert!((resumed.fraction() - done as f64 / 6.0).abs() < 1e-12);
                while let Some(task) = resumed.deal() {
                    resumed.finish(&task, task.run(&mut |_| {}).unwrap());
                }
                assert_eq!(resumed.outcome(), Some(count(&problem)), "{} after {done}", problem.to_text());
            }
        }
    }

    #[test]
    fn a_reply_kept_twice_counts_once() {
        let stopped = partly_run(&Problem::new(8).unwrap(), 4, 1);
        let mut resumed = CountShares::new(Problem::new(8).unwrap(), 4);
        let (key, text) = kept(&stopped).remove(0);
        resumed.keep_stored(&key, &text).unwrap();
        resumed.keep_stored(&key, &text).unwrap();
        assert_eq!(resumed.resumed(), 1);
        assert_eq!(resumed.found(), stopped.found());
    }

    #[test]
    fn damaged_or_foreign_texts_are_refused_and_change_nothing() {
        let problem = Problem::new(8).unwrap();
        let stopped = partly_run(&problem, 4, 2);
        let (key, text) = kept(&stopped).remove(1);
        assert_eq!(key, "8 4 1");
        let split = stopped.split();
        let huge = format!("queens-reply v1 8 part=1/4 split={split} total=99999999999 unique=1");
        let cases: [(String, String, &str); 11] = [
            (key.clone(), text[..text.len() - 3].to_string(), "cannot be read"),
            (key.clone(), String::new(), "cannot be read"),
            (key.clone(), "x".repeat(MAX_KEPT_TEXT + 1), "bytes long"),
            (key.clone(), huge, "at most 40320 solutions"),
            (key.clone(), text.replace("unique=", "unique=9"), "unique is more than total"),
            ("8 4 2".into(), text.clone(), "not its key"),
            ("9 4 1".into(), text.replace(" 8 ", " 9 "), "not of 8"),
            ("8 5 1".into(), text.replace("/4", "/5"), "dealt in 5 shares, not 4"),
            (key.clone(), text.replace(&format!("split={split}"), "split=7"), "cut into 7 parts"),
            (key.clone(), "queens-part v1 8 part=1/4 split=7".into(), "cannot be read"),
            (key.clone(), "exact-reply v1 3x3,k=1 cap=2 part=0/4000000000".into(), "cannot be read"),
        ];
        for (key, text, why) in cases {
            let mut resumed = CountShares::new(problem.clone(), 4);
            let error = resumed.keep_stored(&key, &text).unwrap_err();
            assert!(error.to_string().contains(why), "{key} {text}: {error}");
            assert_eq!((resumed.resumed(), resumed.found()), (0, 0));
        }
    }

    #[test]
    fn the_kept_reply_names_the_share_of_this_count_only() {
        let problem = Problem::new(7).unwrap();
        let count = CountShares::new(problem.clone(), 3);
        let task = CountTask { problem: problem.clone(), share: Share::new(2, 3).unwrap() };
        let reply = task.run(&mut |_| {}).unwrap();
        let line = count.kept_reply(&task, &reply).unwrap();
        assert_eq!(kept_key(line.part()), "7 3 2");
        assert_eq!(line.count(), reply);
        let other = CountTask { problem: Problem::new(8).unwrap(), ..task.clone() };
        assert_eq!(count.kept_reply(&other, &reply), None);
        let layout = CountTask { share: Share::new(2, 4).unwrap(), ..task };
        assert_eq!(count.kept_reply(&layout, &reply), None);
    }
}
