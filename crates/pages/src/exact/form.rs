//! The Exact attack form as the page model reads it: board size, k, mode,
//! pieces, the click tool, the problem's text and the piece cap, and the
//! change one control makes to the problem (the core's [`Problem`] edits).

use chesslab_core::{
    board::ALL_PIECE_KINDS,
    exact::{parse_max_pieces, AllowedKinds, BadMaxPieces, Mode, Problem, ProblemError, MAX_K},
};

/// What the form's controls hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExactForm {
    /// The columns select.
    pub columns: String,
    /// The rows select.
    pub rows: String,
    /// The k box.
    pub k: String,
    /// `every` or `vacant`.
    pub mode: String,
    /// The piece boxes, in [`ALL_PIECE_KINDS`] order.
    pub pieces: [bool; 6],
    /// `switch` or `set`.
    pub tool: String,
    /// The piece-cap box.
    pub max: String,
}

impl Default for ExactForm {
    /// The form as the template has it.
    fn default() -> ExactForm {
        ExactForm {
            columns: "5".into(),
            rows: "5".into(),
            k: "2".into(),
            mode: "every".into(),
            pieces: [true; 6],
            tool: "switch".into(),
            max: String::new(),
        }
    }
}

/// What a click on a cell does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    /// Switches the cell off, or back on.
    Switch,
    /// Gives the cell the form's k.
    SetCount,
}

/// Which control changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Columns or rows.
    Size,
    /// k: every switched-on cell gets it.
    K,
    /// Every cell or the vacant ones.
    Mode,
    /// The pieces allowed.
    Pieces,
}

impl ExactForm {
    /// The form's k, clamped to 0..=16 (an empty or bad box counts as 0).
    #[must_use]
    pub fn k(&self) -> u8 {
        self.k.trim().parse::<u8>().map_or(0, |k| k.min(MAX_K))
    }

    /// The click tool chosen.
    #[must_use]
    pub fn tool(&self) -> Tool {
        if self.tool == "set" {
            Tool::SetCount
        } else {
            Tool::Switch
        }
    }

    /// The piece cap for "All solutions": `None` when the box is empty.
    ///
    /// # Errors
    /// [`BadMaxPieces`] when the box holds something other than a count from 1 to 64.
    pub fn max_pieces(&self) -> Result<Option<u32>, BadMaxPieces> {
        if self.max.trim().is_empty() {
            Ok(None)
        } else {
            parse_max_pieces(&self.max).map(Some)
        }
    }

    /// `current` changed by the control `edit`.
    ///
    /// # Errors
    /// When the change makes no valid problem (e.g. no piece allowed).
    pub fn edited(&self, current: &Problem, edit: Edit) -> Result<Problem, ProblemError> {
        match edit {
            Edit::Size => {
                let side = |text: &str| text.parse::<usize>().unwrap_or(5);
                current.resized(side(&self.columns), side(&self.rows), self.k())
            }
            Edit::K => current.with_uniform_k(self.k()),
            Edit::Mode => {
                let mode = if self.mode == "vacant" { Mode::VacantCells } else { Mode::EveryCell };
                Ok(current.clone().with_mode(mode))
            }
            Edit::Pieces => {
                let pieces = ALL_PIECE_KINDS
                    .into_iter()
                    .zip(self.pieces)
                    .filter(|&(_, allowed)| allowed)
                    .fold(AllowedKinds::EMPTY, |set, (kind, _)| set.with(kind));
                current.clone().with_pieces(pieces)
            }
        }
    }
}

/// A problem as the form shows it: the controls it sets (the tool and the
/// cap are left as they are).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProblemOnForm {
    /// The columns select.
    pub columns: String,
    /// The rows select.
    pub rows: String,
    /// The k box, when every cell has the same count (else the box keeps its value).
    pub k: Option<String>,
    /// `every` or `vacant`.
    pub mode: String,
    /// The piece boxes, in [`ALL_PIECE_KINDS`] order.
    pub pieces: [bool; 6],
    /// The problem's text.
    pub text: String,
}

impl ProblemOnForm {
    /// How the form shows `problem`.
    #[must_use]
    pub fn of(problem: &Problem) -> ProblemOnForm {
        ProblemOnForm {
            columns: problem.width().to_string(),
            rows: problem.height().to_string(),
            k: problem.uniform_k().map(|k| k.to_string()),
            mode: if problem.mode() == Mode::VacantCells { "vacant" } else { "every" }.into(),
            pieces: ALL_PIECE_KINDS.map(|kind| problem.pieces().contains(kind)),
            text: problem.to_text(),
        }
    }
}
