//! What the Queens page shows: the board with a solution and the blocked
//! squares, the count's line and bar, the browsing row.

use super::{count_text, QueensPage};
use crate::{PagerView, Scene};
use chesslab_core::{
    board::{Cell, PieceKind},
    queens::{blocked_cells, Problem},
};

/// Everything the Queens page draws.
#[derive(Clone, Debug, PartialEq)]
pub struct QueensShow {
    /// The board.
    pub scene: Scene,
    /// The board's label for screen readers.
    pub board_label: String,
    /// Whether a count runs: Cancel and the bar show, Count is disabled.
    pub counting: bool,
    /// The bar's value while counting.
    pub progress: f64,
    /// The result line: the count's progress, or its result.
    pub result: String,
    /// The browsing buttons that can be pressed.
    pub pager: PagerView,
    /// The line beside them.
    pub position: String,
}

impl QueensPage {
    /// What the page shows at `now_ms`.
    #[must_use]
    pub fn view(&self, now_ms: f64) -> QueensShow {
        let n = self.problem.n();
        let shown = self.pager.at().and_then(|at| self.solutions.get(at));
        let size = n as u8;
        let scene = Scene {
            width: size,
            height: size,
            pieces: shown.map(|columns| queens_on(columns, n)).unwrap_or_default(),
            blocked: blocked_cells(&self.problem).collect(),
            ..Scene::default()
        };
        let (progress, result) = match (self.count.dealt(), self.count.elapsed(now_ms)) {
            (Some(run), Some(elapsed)) => (run.fraction(), count_text(run, elapsed)),
            _ => (0.0, self.result.clone()),
        };
        let listing = self.listing.is_running();
        let listed = self.solutions.len();
        let at = self.pager.at().unwrap_or(0) + 1;
        let position = match (listed, listing) {
            (0, true) => format!(
                "Listing solutions… {:.0}%",
                self.listing.progress().map_or(0.0, |progress| progress.fraction()) * 100.0
            ),
            (0, false) => "No solution.".to_string(),
            (_, true) => "One placement (explicit construction); listing…".to_string(),
            _ if self.listing_complete => format!("Solution {at} of {listed}"),
            _ => format!("Solution {at} of the first {listed}"),
        };
        QueensShow {
            scene,
            board_label: format!("{n}×{n} board; click a square to block it"),
            counting: self.count.is_running(),
            progress,
            result,
            pager: if listing { PagerView { previous: false, next: false } } else { self.pager.view() },
            position,
        }
    }

    /// The home page's picture: the first solution of the 6-queens puzzle.
    #[must_use]
    pub fn preview() -> Scene {
        let Ok(problem) = Problem::new(6) else { return Scene::default() };
        let pieces = chesslab_core::queens::solutions(&problem, 1)
            .first()
            .map(|columns| queens_on(columns, 6))
            .unwrap_or_default();
        Scene { width: 6, height: 6, pieces, ..Scene::default() }
    }
}

/// The queens of a solution (each row's column, rows from the top) as board pieces.
fn queens_on(columns: &[u8], n: usize) -> Vec<(Cell, PieceKind)> {
    columns
        .iter()
        .enumerate()
        .filter_map(|(row, &col)| Some((Cell::from_top(row, usize::from(col), n)?, PieceKind::Queen)))
        .collect()
}
