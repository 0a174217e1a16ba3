//! What the Exact attack page shows: the problem or a placement with its
//! counts, the progress or result, the statistics, the browsing row.

use super::{
    found::{problem_scene, solution_scene},
    shares, ExactPage,
};
use crate::{ResultsView, Scene};
use chesslab_core::exact::{Mode, Placement};

/// The home page's picture: a 4×4 board with every cell attacked exactly twice by six pieces.
const PREVIEW: &str = "K2R/1N2/4/QQR1";

impl ExactPage {
    /// What the page shows at `now_ms`.
    #[must_use]
    pub fn view(&self, now_ms: f64) -> ResultsView {
        let examples = self.found.examples();
        let shown =
            self.pager.at().and_then(|at| examples.get(at)).and_then(|code| Placement::parse(code).ok());
        let scene = match &shown {
            Some(placement) => solution_scene(placement, self.problem.mode()),
            None => problem_scene(&self.problem),
        };
        let label = shown.map_or_else(|| self.problem.to_text(), |placement| placement.to_string());
        let position = match (examples.len(), self.pager.at()) {
            (listed, Some(at)) if listed > 0 => format!("Placement {} of {listed} listed", at + 1),
            _ => String::new(),
        };
        ResultsView {
            scene,
            board_label: format!("Exact attack board: {label}"),
            progress: self
                .search
                .dealt()
                .zip(self.search.elapsed(now_ms))
                .map(|(dealt, elapsed)| shares::display(dealt, elapsed)),
            result: self.found.result_text(),
            stats: self.found.stats_text(),
            pager: self.pager.view(),
            position,
        }
    }

    /// The home page's picture: six pieces attacking every cell of 4×4 exactly twice.
    #[must_use]
    pub fn preview() -> Scene {
        Placement::parse(PREVIEW)
            .map(|placement| solution_scene(&placement, Mode::EveryCell))
            .unwrap_or_default()
    }
}
