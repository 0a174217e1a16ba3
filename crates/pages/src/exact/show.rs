//! What the Exact attack page shows: in Play the try (pieces, each counted
//! cell's count and how it fits, the hint, the cursor) and its words; in
//! Solutions the problem or a placement with its counts, the progress or
//! result, the statistics, the browsing row.

use super::{
    found::{grid_scene, problem_scene, solution_scene},
    play::speech,
    shares, ExactPage, Mode as PageMode,
};
use crate::{ResultsView, Scene};
use chesslab_core::{
    board::{Cell, PieceKind},
    exact::{counted_cells, Hint, Mode, Placement},
};

/// What Play shows beside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayShow {
    /// The puzzle in words, with the fewest pieces when known.
    pub puzzle: String,
    /// The try's state in words.
    pub state: String,
    /// The board in words (its accessible description).
    pub board_text: String,
    /// The tray: each piece, whether the puzzle allows it, and the one chosen.
    pub tray: Vec<(PieceKind, bool)>,
    /// The tray's piece.
    pub piece: PieceKind,
    /// Undo can be pressed.
    pub can_undo: bool,
    /// Clear can be pressed.
    pub can_clear: bool,
    /// Hint can be pressed.
    pub can_hint: bool,
    /// The hint is being looked for: its line (Cancel shows).
    pub searching: Option<String>,
    /// Why Hint has no quick answer on this puzzle (Hint is off), said before it is pressed.
    pub no_hint: Option<String>,
    /// That Hint will first prove the fewest pieces (a puzzle the page knows nothing of).
    pub slow_hint: Option<String>,
}

/// The home page's picture: a 4×4 board with every cell attacked exactly twice by six pieces.
const PREVIEW: &str = "K2R/1N2/4/QQR1";

impl ExactPage {
    /// What the page shows at `now_ms`.
    #[must_use]
    pub fn view(&self, now_ms: f64) -> ResultsView {
        let examples = self.found.examples();
        let shown =
            self.pager.at().and_then(|at| examples.get(at)).and_then(|code| Placement::parse(code).ok());
        let scene = match (&shown, self.mode) {
            (_, PageMode::Play) => self.play_scene(),
            (Some(placement), PageMode::Solver) => solution_scene(placement, self.problem.mode()),
            (None, PageMode::Solver) => problem_scene(&self.problem),
        };
        let label = match (shown, self.mode) {
            (_, PageMode::Play) => format!(
                "{}×{} board to play on: tap a cell to place the {} or to lift a piece",
                self.problem.width(),
                self.problem.height(),
                self.play.piece.name()
            ),
            (shown, PageMode::Solver) => {
                let label = shown.map_or_else(|| self.problem.to_text(), |placement| placement.to_string());
                format!("Exact attack board: {label}")
            }
        };
        let position = match (examples.len(), self.pager.at()) {
            (listed, Some(at)) if listed > 0 => format!("Placement {} of {listed} listed", at + 1),
            _ => String::new(),
        };
        ResultsView {
            scene,
            board_label: label,
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

    /// The try on the board: its pieces, each counted cell's count and fit,
    /// the hint's cell, the cursor.
    fn play_scene(&self) -> Scene {
        let placed = self.play.placed();
        let pieces = placed
            .on_squares()
            .filter_map(|square| Some((Cell::from(square), placed.piece_at(square)?)))
            .collect();
        let counts = counted_cells(&self.problem, placed)
            .into_iter()
            .map(|cell| (Cell::from(cell.square), cell.count, cell.fit))
            .collect();
        let hint = match self.play.hand.hint.map(|reply| reply.hint) {
            Some(Hint::Place { square, .. } | Hint::Lift { square, .. } | Hint::Stray { square, .. }) => {
                vec![Cell::from(square)]
            }
            _ => Vec::new(),
        };
        Scene { pieces, counts, hint, cursor: self.play.shown_cursor(), ..grid_scene(self.problem.grid()) }
    }

    /// Play's texts and buttons at `now_ms`.
    #[must_use]
    pub fn play_show(&self, now_ms: f64) -> PlayShow {
        let placed = self.play.placed();
        let solved = self.problem.is_solved_by(placed);
        let searching = self.play.hand.hint_search.is_running().then(|| {
            let progress = self.play.hand.hint_search.progress().map_or(0.0, |progress| progress.fraction());
            let seconds = self.play.hand.hint_search.elapsed(now_ms).unwrap_or(0.0);
            format!("Looking for a hint… {:.0}% ({seconds:.1} s)", progress * 100.0)
        });
        let no_hint = self.no_quick_hint();
        PlayShow {
            puzzle: self.puzzle_text(),
            state: self.play_state(),
            board_text: speech::board_text(&self.problem, placed),
            tray: chesslab_core::board::ALL_PIECE_KINDS
                .into_iter()
                .map(|kind| (kind, self.problem.pieces().contains(kind)))
                .collect(),
            piece: self.play.piece,
            can_undo: self.play.hand.can_undo(),
            can_clear: placed.piece_count() > 0,
            can_hint: !solved && searching.is_none() && no_hint.is_none(),
            searching,
            no_hint,
            slow_hint: self.slow_hint(),
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
