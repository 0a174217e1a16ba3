//! What the Queens page shows: in Play the try (queens, the squares they
//! attack, the queens in conflict, the hint, the cursor) and its words; in
//! Solutions the board with a solution, the count's line and bar, the
//! browsing row.

use super::{count_text, play::speech, Mode, QueensPage};
use crate::{PagerView, Scene};
use chesslab_core::{
    board::{Cell, PieceKind},
    calendar::date_text,
    queens::{blocked_cells, HintReply, Problem},
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
    /// Play or Solutions.
    pub mode: Mode,
    /// What Play shows.
    pub play: PlayShow,
}

/// What Play shows beside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayShow {
    /// The daily's title ("Daily Queens · 2026-11-27 · medium"), on a daily's board.
    pub daily: Option<String>,
    /// The try's state in words.
    pub state: String,
    /// The board in words (its accessible description).
    pub board_text: String,
    /// Undo can be pressed.
    pub can_undo: bool,
    /// Clear can be pressed.
    pub can_clear: bool,
    /// Hint can be pressed.
    pub can_hint: bool,
    /// A search about the try runs (the hint, a solved try's place): Cancel shows.
    pub searching: bool,
    /// Taps block squares.
    pub blocking: bool,
    /// "Block squares" can be switched on (not on a daily).
    pub can_block: bool,
    /// What blocked squares are, when the board has some or taps block them,
    /// and why Block squares is off on a daily (empty: nothing to say).
    pub block_note: String,
    /// A solved daily: its result can be shared.
    pub solved_daily: bool,
}

impl QueensPage {
    /// What the page shows at `now_ms`.
    #[must_use]
    pub fn view(&self, now_ms: f64) -> QueensShow {
        let n = self.problem.n();
        let shown = self.pager.at().and_then(|at| self.solutions.get(at));
        let size = n as u8;
        let blocked: Vec<Cell> = blocked_cells(&self.problem).collect();
        let scene = match self.mode {
            Mode::Play => self.play_scene(blocked.clone()),
            Mode::Solver => Scene {
                width: size,
                height: size,
                pieces: shown.map(|columns| queens_on(columns, n)).unwrap_or_default(),
                blocked: blocked.clone(),
                ..Scene::default()
            },
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
        let board_label = match (self.mode, self.play.blocking) {
            (Mode::Play, false) => format!("{n}×{n} board to play on: tap a square to place or lift a queen"),
            _ => format!("{n}×{n} board; tap a square to block it or free it"),
        };
        QueensShow {
            scene,
            board_label,
            mode: self.mode,
            play: self.play_show(&blocked),
            counting: self.count.is_running() || self.restoring.is_some(),
            progress,
            result,
            pager: if listing { PagerView { previous: false, next: false } } else { self.pager.view() },
            position,
        }
    }

    /// The try on the board: queens, the squares they attack (shaded), the
    /// queens that attack each other, the hint's square, the cursor.
    fn play_scene(&self, blocked: Vec<Cell>) -> Scene {
        let n = self.problem.n();
        let queens = self.play.queens();
        let hint = match self.play.hint {
            Some(HintReply::Place(cell) | HintReply::Lift { queen: cell, .. }) => vec![cell],
            _ => Vec::new(),
        };
        let shaded = queens.attacked_squares(n).into_iter().filter(|cell| !blocked.contains(cell)).collect();
        Scene {
            width: n as u8,
            height: n as u8,
            pieces: queens.queens().iter().map(|&cell| (cell, PieceKind::Queen)).collect(),
            blocked,
            shaded,
            conflicts: queens.attacked_queens(),
            hint,
            cursor: self.play.cursor(),
            ..Scene::default()
        }
    }

    /// Play's texts and buttons.
    fn play_show(&self, blocked: &[Cell]) -> PlayShow {
        let queens = self.play.queens();
        let solved = queens.is_solution(&self.problem);
        let daily = self
            .daily
            .as_ref()
            .map(|daily| format!("Daily Queens · {} · {}", date_text(daily.day), daily.level.name()));
        PlayShow {
            daily,
            state: self.play_state(),
            board_text: speech::board_text(&self.problem, queens, blocked),
            can_undo: self.play.can_undo(),
            can_clear: !queens.is_empty(),
            can_hint: !solved && !self.play.hint_search.is_running(),
            searching: self.play.hint_search.is_running() || self.play.rank_search.is_running(),
            blocking: self.play.blocking,
            can_block: self.daily.is_none(),
            block_note: self.block_note(!blocked.is_empty()),
            solved_daily: solved && self.daily.is_some(),
        }
    }

    /// Play's note on blocked squares: only what playing this board needs
    /// (`blocked`: the board has some).
    fn block_note(&self, blocked: bool) -> String {
        let blocking = self.play.blocking;
        let parts = [
            (
                blocked || blocking,
                "Blocked squares (dark, crossed) take no queen, but a queen attacks across them.",
            ),
            (blocking, "A tap blocks a square or frees it."),
            (self.daily.is_some(), super::playing::NO_BLOCKING_ON_DAILY),
        ];
        let said: Vec<&str> = parts.iter().filter(|(shown, _)| *shown).map(|&(_, text)| text).collect();
        said.join(" ")
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
