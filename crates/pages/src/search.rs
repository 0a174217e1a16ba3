//! One search's lifecycle as a page sees it: start, progress, cancel, done
//! (or failed), with its elapsed time. Every page runs its searches through
//! this one type, whatever the search and however many workers it uses.
//!
//! Each start hands out a [`Ticket`]; the web layer sends it along with the
//! job and gives it back with every event, so an event of an older start (a
//! reply already on its way when the player cancelled or started again) is
//! recognised and dropped.

use super::{Message, Tone};
use chesslab_core::numbers::fixed;
use chesslab_core::task::{Event, Progress};

/// Names one start of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Ticket(u32);

/// The lifecycle of one kind of search on a page: idle, or running since a
/// time with its latest progress.
///
/// ```
/// use chesslab_core::task::{Event, Progress};
/// use chesslab_pages::{Outcome, Search};
///
/// let mut search = Search::default();
/// let ticket = search.start(1_000.0);
/// let progress = Progress { done: 1, total: 4, found: 0 };
/// assert!(matches!(search.event(ticket, Event::<u32>::Progress(progress), 1_500.0), Outcome::Running));
/// assert_eq!(search.display(2_000.0, "pass").map(|view| view.text), Some("25% of this pass, 1.0 s".to_string()));
/// match search.event(ticket, Event::Done(42), 3_500.0) {
///     Outcome::Done { reply, seconds } => assert_eq!((reply, seconds), (42, 2.5)),
///     _ => unreachable!(),
/// }
/// assert!(!search.is_running());
/// ```
#[derive(Clone, Debug, Default)]
pub struct Search {
    issued: u32,
    running: Option<Run>,
}

#[derive(Clone, Copy, Debug)]
struct Run {
    ticket: Ticket,
    started_ms: f64,
    progress: Progress,
}

/// What an event from a worker means to the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome<R> {
    /// The event belongs to a search that is no longer running: ignore it.
    Stale,
    /// The search goes on; its progress was noted (redraw the bar).
    Running,
    /// The search finished.
    Done {
        /// Its reply.
        reply: R,
        /// Seconds from start to reply.
        seconds: f64,
    },
    /// The search could not run; it is over.
    Failed {
        /// What went wrong, for a person.
        message: String,
    },
}

/// A search stopped by the player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cancelled {
    /// Seconds it ran.
    pub seconds: f64,
    /// How far it had got.
    pub progress: Progress,
}

/// How a running search shows: its bar and its line.
#[derive(Clone, Debug, PartialEq)]
pub struct ProgressView {
    /// The bar's value, from 0 to 1.
    pub fraction: f64,
    /// "N% of this pass, t s".
    pub text: String,
}

impl Search {
    /// Starts a search at `now_ms` (replacing any running one) and names it.
    pub fn start(&mut self, now_ms: f64) -> Ticket {
        self.issued = self.issued.wrapping_add(1);
        let ticket = Ticket(self.issued);
        self.running = Some(Run { ticket, started_ms: now_ms, progress: Progress::default() });
        ticket
    }

    /// Stops the running search, if any, saying how long it ran and how far it got.
    pub fn cancel(&mut self, now_ms: f64) -> Option<Cancelled> {
        self.running
            .take()
            .map(|run| Cancelled { seconds: seconds_between(run.started_ms, now_ms), progress: run.progress })
    }

    /// Whether a search runs.
    #[must_use]
    pub const fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// The running search's ticket.
    #[must_use]
    pub fn ticket(&self) -> Option<Ticket> {
        self.running.map(|run| run.ticket)
    }

    /// The running search's latest progress.
    #[must_use]
    pub fn progress(&self) -> Option<Progress> {
        self.running.map(|run| run.progress)
    }

    /// Seconds since the running search started.
    #[must_use]
    pub fn elapsed(&self, now_ms: f64) -> Option<f64> {
        self.running.map(|run| seconds_between(run.started_ms, now_ms))
    }

    /// Sets the running search's progress directly: for a search split over
    /// several workers, whose page sums their shares.
    pub fn set_progress(&mut self, progress: Progress) {
        if let Some(run) = self.running.as_mut() {
            run.progress = progress;
        }
    }

    /// Ends the running search as done at `now_ms` (a split search, once its
    /// last share is in), giving its seconds.
    pub fn finish(&mut self, now_ms: f64) -> Option<f64> {
        self.running.take().map(|run| seconds_between(run.started_ms, now_ms))
    }

    /// Folds in an `event` of the search named `ticket`, arrived at `now_ms`.
    pub fn event<R>(&mut self, ticket: Ticket, event: Event<R>, now_ms: f64) -> Outcome<R> {
        let Some(run) = self.running.as_mut().filter(|run| run.ticket == ticket) else {
            return Outcome::Stale;
        };
        match event {
            Event::Progress(progress) => {
                run.progress = progress;
                Outcome::Running
            }
            Event::Done(reply) => {
                let seconds = seconds_between(run.started_ms, now_ms);
                self.running = None;
                Outcome::Done { reply, seconds }
            }
            Event::Error { message } => {
                self.running = None;
                Outcome::Failed { message }
            }
        }
    }

    /// Folds in `event` as [`Search::event`] does and keeps what a page acts
    /// on: the finished search's reply and seconds.
    ///
    /// # Errors
    /// `Err(Some(message))`, the line to show, when the search failed;
    /// `Err(None)` while it runs or when the event is stale.
    pub fn settle<R>(
        &mut self,
        ticket: Ticket,
        event: Event<R>,
        now_ms: f64,
    ) -> Result<(R, f64), Option<Message>> {
        match self.event(ticket, event, now_ms) {
            Outcome::Done { reply, seconds } => Ok((reply, seconds)),
            Outcome::Failed { message } => {
                Err(Some(Message::new(format!("The search failed: {message}"), Tone::Error)))
            }
            Outcome::Stale | Outcome::Running => Err(None),
        }
    }

    /// The Cancel button: stops the running search, giving the line that
    /// says so if one was running.
    pub fn cancelled_by_player(&mut self, now_ms: f64) -> Option<Message> {
        self.cancel(now_ms).map(|_| Message::new("Cancelled.", Tone::Info))
    }

    /// The bar and line of the running search at `now_ms`, where one run of
    /// the search is called `unit` ("pass", "round").
    #[must_use]
    pub fn display(&self, now_ms: f64, unit: &str) -> Option<ProgressView> {
        self.running.map(|run| {
            let fraction = run.progress.fraction();
            let elapsed = seconds_between(run.started_ms, now_ms);
            ProgressView {
                fraction,
                text: format!("{}% of this {unit}, {} s", fixed(fraction * 100.0, 0), fixed(elapsed, 1)),
            }
        })
    }
}

/// Seconds from `start_ms` to `end_ms`, never negative (a clock may step back).
fn seconds_between(start_ms: f64, end_ms: f64) -> f64 {
    ((end_ms - start_ms) / 1000.0).max(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn progress(done: u64) -> Progress {
        Progress { done, total: 10, found: 0 }
    }

    #[test]
    fn a_reply_for_a_stale_job_is_dropped() {
        let mut search = Search::default();
        let old = search.start(0.0);
        let new = search.start(10.0);
        assert_eq!(search.event(old, Event::Done(1), 20.0), Outcome::Stale);
        assert!(search.is_running(), "the stale reply does not end the new search");
        assert_eq!(search.event(new, Event::Done(2), 1_010.0), Outcome::Done { reply: 2, seconds: 1.0 });
    }

    #[test]
    fn cancel_during_progress_reports_how_far_it_got_and_later_events_are_stale() {
        let mut search = Search::default();
        let ticket = search.start(0.0);
        assert_eq!(search.event::<()>(ticket, Event::Progress(progress(3)), 100.0), Outcome::Running);
        assert_eq!(search.cancel(2_000.0), Some(Cancelled { seconds: 2.0, progress: progress(3) }));
        assert!(!search.is_running());
        assert_eq!(search.cancel(3_000.0), None, "nothing left to cancel");
        assert_eq!(search.event::<()>(ticket, Event::Progress(progress(4)), 2_100.0), Outcome::Stale);
        assert_eq!(search.event(ticket, Event::Done(()), 2_200.0), Outcome::Stale);
        assert_eq!(search.display(2_300.0, "pass"), None);
    }

    #[test]
    fn a_failure_ends_the_search_with_its_message() {
        let mut search = Search::default();
        let ticket = search.start(0.0);
        let outcome = search.event::<()>(ticket, Event::Error { message: "no memory".into() }, 5.0);
        assert_eq!(outcome, Outcome::Failed { message: "no memory".into() });
        assert!(!search.is_running());
    }

    #[test]
    fn display_shows_share_and_time_and_a_split_search_sets_its_own_progress() {
        let mut search = Search::default();
        assert_eq!(search.display(0.0, "pass"), None);
        search.start(500.0);
        search.set_progress(progress(5));
        let view = search.display(2_000.0, "round");
        assert_eq!(view, Some(ProgressView { fraction: 0.5, text: "50% of this round, 1.5 s".into() }));
        assert_eq!(search.elapsed(1_500.0), Some(1.0));
        assert_eq!(search.finish(4_500.0), Some(4.0));
        assert_eq!(search.finish(5_000.0), None);
    }

    #[test]
    fn settle_keeps_the_reply_and_words_a_failure_and_cancel_says_so_once() {
        let mut search = Search::default();
        let ticket = search.start(0.0);
        assert_eq!(search.settle::<u8>(ticket, Event::Progress(progress(1)), 10.0), Err(None));
        assert_eq!(search.settle(ticket, Event::Done(7), 2_000.0), Ok((7, 2.0)));
        assert_eq!(search.settle(ticket, Event::Done(8), 2_100.0), Err(None), "stale");
        let ticket = search.start(3_000.0);
        let failed = search.settle::<u8>(ticket, Event::Error { message: "no memory".into() }, 3_100.0);
        assert_eq!(failed, Err(Some(Message::new("The search failed: no memory", Tone::Error))));
        search.start(4_000.0);
        assert_eq!(search.cancelled_by_player(4_500.0), Some(Message::new("Cancelled.", Tone::Info)));
        assert_eq!(search.cancelled_by_player(4_600.0), None, "nothing left to cancel");
    }

    #[test]
    fn time_never_runs_backwards() {
        let mut search = Search::default();
        let ticket = search.start(1_000.0);
        assert_eq!(search.event(ticket, Event::Done(()), 900.0), Outcome::Done { reply: (), seconds: 0.0 });
    }
}
