//! The N-queens jobs a worker or the command line runs: count a share of the
//! solutions, and list solutions for the solution browser.

use super::{count_part_with_progress, listing, parts, CountReply, Part, PartialCount, Problem};
use crate::{
    json::{json_record, FromJson, Json, JsonError, ToJson},
    task::{Progress, Share, Task},
};

/// Count one share of a problem's parts (every `of`-th part from the
/// share's index, [`Share::stride`]), so several workers can share a count:
/// the shares' replies add up to the whole count ([`CountShares`](super::CountShares)).
/// Sent as `{"problem": …, "share": 1, "shares": 4}`, the share fields
/// optional (the whole count) and checked when read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountTask {
    /// The board and its blocked squares.
    pub problem: Problem,
    /// Which share of the count.
    pub share: Share,
}

impl CountTask {
    /// The count of the whole `problem`, as one share.
    #[must_use]
    pub fn whole(problem: Problem) -> CountTask {
        CountTask { problem, share: Share::WHOLE }
    }
}

// By hand: the share is two fields in JSON, each checked against the other when read.
impl FromJson for CountTask {
    fn from_json(json: &Json) -> Result<CountTask, JsonError> {
        let object = json.object()?;
        let problem = object.field("problem")?;
        let share = Share::new(object.field_or("share", 0)?, object.field_or("shares", 1)?)
            .map_err(|error| JsonError(error.to_string()))?;
        Ok(CountTask { problem, share })
    }
}

impl ToJson for CountTask {
    fn to_json(&self) -> Json {
        Json::fields([
            ("problem", self.problem.to_json()),
            ("share", self.share.index().to_json()),
            ("shares", self.share.of().to_json()),
        ])
    }
}

/// List the first solutions of a problem, in lexicographic order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListTask {
    /// The board and its blocked squares.
    pub problem: Problem,
    /// The most solutions to list.
    pub limit: usize,
}

json_record!(ListTask { problem, limit });

/// The answer to a [`ListTask`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListReply {
    /// Board size.
    pub n: usize,
    /// Solutions, each the queen's column in every row from the top.
    pub solutions: Vec<Vec<u8>>,
    /// Whether these are all the solutions (false when the limit cut the list).
    pub complete: bool,
}

json_record!(ListReply { n, solutions, complete });

impl Task for CountTask {
    type Reply = CountReply;
    type Error = std::convert::Infallible;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<CountReply, Self::Error> {
        Ok(count_share(&parts(&self.problem), self.share, progress))
    }
}

/// The units of work of one part in a count's [`Progress`] (a part of a large board reports its
/// share as it runs).
const PART_UNITS: u64 = 1 << 20;

/// Counts share `share` of the parts `all` of a count (every `of`-th part,
/// [`Share::stride`]); `progress` hears of the share's parts.
pub(super) fn count_share(all: &[Part], share: Share, progress: &mut dyn FnMut(Progress)) -> CountReply {
    let mine: Vec<_> = share.stride(all.len()).filter_map(|part| all.get(part)).collect();
    // Each part is PART_UNITS units of work, so that the share a running part reports moves the whole.
    let total = mine.len() as u64 * PART_UNITS;
    let mut sum = PartialCount::default();
    for (done, part) in mine.iter().enumerate() {
        let before = done as u64 * PART_UNITS;
        progress(Progress { done: before, total, found: sum.total });
        let found = sum.total;
        sum += count_part_with_progress(part, &mut |share, so_far| {
            let within = ((share * PART_UNITS as f64) as u64).min(PART_UNITS - 1);
            progress(Progress { done: before + within, total, found: found.saturating_add(so_far.total) });
        });
    }
    progress(Progress { done: total, total, found: sum.total });
    let n = all.first().map_or(0, Part::n);
    CountReply { n, total: sum.total, unique: sum.unique }
}

impl Task for ListTask {
    type Reply = ListReply;
    type Error = std::convert::Infallible;

    fn run(&self, progress: &mut dyn FnMut(Progress)) -> Result<ListReply, Self::Error> {
        // One more than asked tells whether the list is complete.
        let (mut solutions, stopped) = listing::solutions_within(
            &self.problem,
            self.limit.saturating_add(1),
            listing::MAX_LISTING_BYTES,
            progress,
        );
        let complete = !stopped && solutions.len() <= self.limit;
        solutions.truncate(self.limit);
        Ok(ListReply { n: self.problem.n(), solutions, complete })
    }
}
