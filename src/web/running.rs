//! A search running in a worker, as a page shows it: when it started, how far
//! it has got, its progress bar and Cancel button, and the fold of its events
//! into "still running" or "done, in so many seconds".

use std::cell::RefMut;

use web_sys::{HtmlButtonElement, HtmlElement};

use super::{
    dom,
    registry::View,
    shell::{PageShell, Tone},
};
use crate::job::{Event, Progress};

/// The running search, if any: its start (page milliseconds) and last progress.
#[derive(Clone, Copy, Debug, Default)]
pub struct Running(Option<(f64, Progress)>);

/// The elements that show a running search.
pub struct ProgressDisplay<'a> {
    /// The `<progress>` bar.
    pub bar: &'a HtmlElement,
    /// The Cancel button.
    pub cancel: &'a HtmlElement,
    /// The line that shows "N% of this pass, t s", then the result.
    pub line: &'a HtmlElement,
    /// What one run of the search is called in that line ("pass", "round").
    pub unit: &'a str,
    /// The buttons that start a search: disabled while one runs.
    pub starters: &'a [&'a HtmlButtonElement],
}

impl Running {
    /// Notes that a search starts now.
    pub fn start(&mut self) {
        self.0 = Some((dom::now_ms(), Progress::default()));
    }

    /// Notes that no search runs (cancelled, or replaced).
    pub fn stop(&mut self) {
        self.0 = None;
    }

    /// Whether a search runs.
    pub const fn is_on(&self) -> bool {
        self.0.is_some()
    }

    /// Folds a worker event in: progress is noted, a failure is reported in
    /// the status line; a finished search gives its reply and seconds.
    pub fn take<R>(&mut self, shell: &PageShell, event: Event<R>) -> Option<(R, f64)> {
        match event {
            Event::Progress(progress) => {
                if let Some((_, last)) = self.0.as_mut() {
                    *last = progress;
                }
                None
            }
            Event::Done(reply) => {
                let started = self.0.take().map_or_else(dom::now_ms, |(started, _)| started);
                Some((reply, (dom::now_ms() - started) / 1000.0))
            }
            Event::Error { message } => {
                self.0 = None;
                shell.status(&format!("The search failed: {message}"), Tone::Error);
                None
            }
        }
    }

    /// Shows the bar and Cancel while the search runs, with the share done
    /// and the time so far in the line, and the start buttons disabled; else
    /// `result` in the line.
    pub fn show(&self, display: &ProgressDisplay<'_>, result: &str) {
        dom::set_visible(display.cancel, self.is_on());
        dom::set_visible(display.bar, self.is_on());
        for button in display.starters {
            button.set_disabled(self.is_on());
        }
        match self.0 {
            Some((started, progress)) => {
                let _ = display.bar.set_attribute("value", &format!("{:.4}", progress.fraction()));
                let elapsed = (dom::now_ms() - started) / 1000.0;
                let percent = progress.fraction() * 100.0;
                dom::set_text(
                    display.line,
                    &format!("{percent:.0}% of this {}, {elapsed:.1} s", display.unit),
                );
            }
            None => dom::set_text(display.line, result),
        }
    }
}

/// A view that runs searches in workers: given its [`Running`], how to stop
/// its workers and how to redraw, it gets Cancel, stop and the fold of
/// worker events (reported in its shell's status line).
pub trait Searching: View {
    /// The view's running search, borrowed for a moment.
    fn running(&self) -> RefMut<'_, Running>;
    /// Stops every worker the view runs.
    fn stop_workers(&self);
    /// Redraws the view.
    fn redraw(&self);

    /// Stops the workers and forgets the running search.
    fn stop(&self) {
        self.stop_workers();
        self.running().stop();
    }

    /// Stops the search and says so, if one was running.
    fn cancel(&self) {
        let was_running = self.running().is_on();
        self.stop();
        if was_running {
            self.shell().status("Cancelled.", Tone::Info);
        }
        self.redraw();
    }

    /// Notes progress (and redraws), or takes the finished search's reply and seconds.
    fn finished<R>(&self, event: Event<R>) -> Option<(R, f64)> {
        let done = self.running().take(self.shell(), event);
        if done.is_none() {
            self.redraw();
        }
        done
    }
}
