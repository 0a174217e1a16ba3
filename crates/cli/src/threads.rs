//! Runs the parts of a split search (its [`Parts`]: an exact
//! [`Split`](chesslab_core::exact::Split), a coverage
//! [`Pass`](chesslab_core::coverage::Pass)) on a pool of threads, one part at
//! a time per thread, and joins their replies in order, so the result is
//! the same on any number of threads. The progress bar shows the parts
//! finished; Ctrl-C ends the process and with it every thread.

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

    /// Runs parts `0..parts` with `run`, which reports each part's progress
    /// to the tracker it is given, showing on `progress` the parts finished
    /// and those running; the replies in part order.
    pub fn run<R: Send>(
        &self,
        parts: usize,
        progress: &Progress,
        run: impl Fn(usize, &mut dyn FnMut(task::Progress)) -> R + Sync,
    ) -> Vec<R> {
        progress.begin("searching".to_string(), 0, parts as u64, false);
        self.pool.install(|| {
            (0..parts)
                .into_par_iter()
                .map(|part| {
                    let mut within = progress.within_part();
                    let reply = run(part, &mut |report| within.report(report));
                    drop(within);
                    progress.part_done(0, 0);
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
        search.join(self.run(search.len(), progress, |part, report| search.run(part..part + 1, report)))
    }
}
