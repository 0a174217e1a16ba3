//! Runs the parts of a split search (its [`Parts`]: an exact
//! [`Split`](chesslab_core::exact::Split), a coverage
//! [`Pass`](chesslab_core::coverage::Pass)) on a pool of threads, one part at
//! a time per thread, and joins their replies in order, so the result is
//! the same on any number of threads. The progress bar shows the parts
//! finished; Ctrl-C ends the process and with it every thread.

use std::sync::atomic::{AtomicU64, Ordering};

use chesslab_core::task::{self, Parts};
use rayon::prelude::*;

use super::{args::ThreadArgs, CommandError, Progress};

/// A pool of the threads asked for (one per core by default).
pub struct Threads {
    pool: rayon::ThreadPool,
}

impl Threads {
    /// The pool `args` asks for.
    pub fn new(args: ThreadArgs) -> Result<Threads, CommandError> {
        let mut builder = rayon::ThreadPoolBuilder::new();
        if let Some(threads) = args.threads {
            builder = builder.num_threads(usize::from(threads));
        }
        let pool =
            builder.build().map_err(|error| CommandError::input(format!("cannot start threads: {error}")))?;
        Ok(Threads { pool })
    }

    /// Runs parts `0..parts` with `run`, showing on `progress` how many are finished;
    /// the replies in part order.
    pub fn run<R: Send>(&self, parts: usize, progress: &Progress, run: impl Fn(usize) -> R + Sync) -> Vec<R> {
        let total = parts as u64;
        let done = AtomicU64::new(0);
        progress.set(task::Progress { done: 0, total, found: 0 });
        self.pool.install(|| {
            (0..parts)
                .into_par_iter()
                .map(|part| {
                    let reply = run(part);
                    let done = done.fetch_add(1, Ordering::Relaxed) + 1;
                    progress.set(task::Progress { done, total, found: 0 });
                    reply
                })
                .collect()
        })
    }

    /// Runs `run` on each of parts `0..parts`, one at a time per thread; the replies in part order.
    pub fn run_each<R: Send>(&self, parts: usize, run: impl Fn(usize) -> R + Sync + Send) -> Vec<R> {
        self.pool.install(|| (0..parts).into_par_iter().map(run).collect())
    }

    /// Runs every part of `search`, one at a time per thread, showing on
    /// `progress` how many are finished, and joins their replies in order:
    /// the reply of one run.
    pub fn run_parts<P: Parts + Sync>(&self, search: &P, progress: &Progress) -> P::Reply
    where
        P::Reply: Send,
    {
        search.join(self.run(search.len(), progress, |part| search.run(part..part + 1, &mut |_| {})))
    }
}
