//! The Exact attack form: board size, k, mode, pieces, the click tool, the
//! problem's text, the piece cap; reading it into a problem and showing a problem on it.

use web_sys::{EventTarget, HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlSelectElement};

use super::super::{dom::page_elements, progress::ProgressDisplay};
use crate::{
    board::ALL_PIECE_KINDS,
    exact::{parse_max_pieces, Find, Mode, PieceSet, Problem, ProblemError, ProblemTextError, Search, MAX_K},
    pages::ProgressView,
};

/// The view's controls; the shell adds the title, status line and share row.
pub const CONTROLS: &str = r#"
<form id="exact-form" class="exact-form">
<div class="row">
  <label>Columns <select id="exact-columns">
    <option>1</option><option>2</option><option>3</option><option>4</option><option selected>5</option><option>6</option><option>7</option><option>8</option>
  </select></label>
  <label>Rows <select id="exact-rows">
    <option>1</option><option>2</option><option>3</option><option>4</option><option selected>5</option><option>6</option><option>7</option><option>8</option>
  </select></label>
  <label>k <input id="exact-k" type="number" min="0" max="16" value="2" inputmode="numeric" /></label>
</div>
<div class="row">
  <label>Attacked exactly k times:
    <select id="exact-mode">
      <option value="every">every cell</option>
      <option value="vacant">only the vacant cells</option>
    </select>
  </label>
</div>
<fieldset class="row exact-pieces">
  <legend>Pieces allowed</legend>
  <label class="check"><input id="exact-piece-k" type="checkbox" checked /> ♔ King</label>
  <label class="check"><input id="exact-piece-q" type="checkbox" checked /> ♕ Queen</label>
  <label class="check"><input id="exact-piece-r" type="checkbox" checked /> ♖ Rook</label>
  <label class="check"><input id="exact-piece-b" type="checkbox" checked /> ♗ Bishop</label>
  <label class="check"><input id="exact-piece-n" type="checkbox" checked /> ♘ Knight</label>
  <label class="check"><input id="exact-piece-p" type="checkbox" checked /> ♙ Pawn</label>
</fieldset>
<div class="row">
  <label>A click on a cell
    <select id="exact-tool">
      <option value="switch">switches it off or on</option>
      <option value="set">sets its count to k</option>
    </select>
  </label>
</div>
<div class="row">
  <label for="exact-text">Problem</label>
  <input id="exact-text" type="text" spellcheck="false" autocomplete="off" maxlength="200" />
  <button id="exact-open" type="button">Open</button>
</div>
<div class="row">
  <button id="exact-min" type="submit" class="primary">Fewest pieces</button>
  <button id="exact-all" type="button">All solutions</button>
  <label>with at most <input id="exact-max" type="number" min="1" max="64" placeholder="any" inputmode="numeric" /> pieces</label>
  <button id="exact-cancel" type="button" class="danger" hidden>Cancel</button>
</div>
</form>
<progress id="exact-progress" max="1" value="0" hidden></progress>
<p id="exact-result" class="result" aria-live="polite"></p>
<p id="exact-stats" class="note"></p>
"#;

page_elements! {
    /// The form's elements.
    pub struct Controls {
        columns: HtmlSelectElement = "exact-columns",
        rows: HtmlSelectElement = "exact-rows",
        k: HtmlInputElement = "exact-k",
        mode: HtmlSelectElement = "exact-mode",
        king: HtmlInputElement = "exact-piece-k",
        queen: HtmlInputElement = "exact-piece-q",
        rook: HtmlInputElement = "exact-piece-r",
        bishop: HtmlInputElement = "exact-piece-b",
        knight: HtmlInputElement = "exact-piece-n",
        pawn: HtmlInputElement = "exact-piece-p",
        tool: HtmlSelectElement = "exact-tool",
        text: HtmlInputElement = "exact-text",
        run: HtmlButtonElement = "exact-min",
        all: HtmlButtonElement = "exact-all",
        max: HtmlInputElement = "exact-max",
        cancel: HtmlButtonElement = "exact-cancel",
        progress: HtmlElement = "exact-progress",
        result: HtmlElement = "exact-result",
        stats: HtmlElement = "exact-stats",
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

impl Controls {
    /// The controls whose change edits the problem, with what they edit.
    pub fn edits(&self) -> Vec<(&EventTarget, Edit)> {
        let mut edits: Vec<(&EventTarget, Edit)> = vec![
            (&self.columns, Edit::Size),
            (&self.rows, Edit::Size),
            (&self.k, Edit::K),
            (&self.mode, Edit::Mode),
        ];
        edits.extend(self.piece_boxes().into_iter().map(|(input, _)| (input.as_ref(), Edit::Pieces)));
        edits
    }

    fn piece_boxes(&self) -> [(&HtmlInputElement, usize); 6] {
        [
            (&self.king, 0),
            (&self.queen, 1),
            (&self.rook, 2),
            (&self.bishop, 3),
            (&self.knight, 4),
            (&self.pawn, 5),
        ]
    }

    /// The form's k, clamped to 0..=16 (an empty or bad box counts as 0).
    pub fn k(&self) -> u8 {
        self.k.value().trim().parse::<u8>().map_or(0, |k| k.min(MAX_K))
    }

    /// The click tool chosen.
    pub fn tool(&self) -> Tool {
        if self.tool.value() == "set" {
            Tool::SetCount
        } else {
            Tool::Switch
        }
    }

    /// The piece cap for "All solutions": `None` when the box is empty.
    ///
    /// # Errors
    /// A message when the box holds something other than a count from 1 to 64.
    pub fn max_pieces(&self) -> Result<Option<u32>, String> {
        let text = self.max.value();
        if text.trim().is_empty() {
            Ok(None)
        } else {
            parse_max_pieces(&text).map(Some).map_err(|error| error.to_string())
        }
    }

    /// The problem in the text box.
    ///
    /// # Errors
    /// The parser's message; the box keeps the text.
    pub fn text_problem(&self) -> Result<Problem, ProblemTextError> {
        Problem::parse(&self.text.value())
    }

    /// `current` changed by the control `edit`.
    ///
    /// # Errors
    /// When the change makes no valid problem (e.g. no piece allowed).
    pub fn edited(&self, current: &Problem, edit: Edit) -> Result<Problem, ProblemError> {
        match edit {
            Edit::Size => {
                let side = |select: &HtmlSelectElement| select.value().parse::<usize>().unwrap_or(5);
                current.resized(side(&self.columns), side(&self.rows), self.k())
            }
            Edit::K => current.with_uniform_k(self.k()),
            Edit::Mode => {
                let mode = if self.mode.value() == "vacant" { Mode::VacantCells } else { Mode::EveryCell };
                Ok(current.clone().with_mode(mode))
            }
            Edit::Pieces => {
                let pieces = self
                    .piece_boxes()
                    .into_iter()
                    .filter(|(input, _)| input.checked())
                    .filter_map(|(_, index)| ALL_PIECE_KINDS.get(index).copied())
                    .fold(PieceSet::EMPTY, PieceSet::with);
                current.clone().with_pieces(pieces)
            }
        }
    }

    /// Shows `problem` on every control (the k box shows its count when uniform).
    pub fn show_problem(&self, problem: &Problem) {
        self.columns.set_value(&problem.width().to_string());
        self.rows.set_value(&problem.height().to_string());
        if let Some(k) = problem.uniform_k() {
            self.k.set_value(&k.to_string());
        }
        self.mode.set_value(if problem.mode() == Mode::VacantCells { "vacant" } else { "every" });
        for (input, index) in self.piece_boxes() {
            let allowed = ALL_PIECE_KINDS.get(index).is_some_and(|&kind| problem.pieces().contains(kind));
            input.set_checked(allowed);
        }
        self.text.set_value(&problem.to_text());
    }

    /// Shows a search's piece cap.
    pub fn show_search(&self, search: &Search) {
        let cap = match search.find {
            Find::All => search.max_pieces.map(|max| max.to_string()).unwrap_or_default(),
            Find::Min => String::new(),
        };
        self.max.set_value(&cap);
    }

    /// Shows the running search (buttons, bar, Cancel, its progress), or `result` when none runs.
    pub fn render_progress(&self, running: Option<&ProgressView>, result: &str) {
        ProgressDisplay {
            bar: &self.progress,
            cancel: &self.cancel,
            line: &self.result,
            starters: &[&self.run, &self.all],
        }
        .show(running, result);
    }

    /// The statistics line.
    pub fn stats(&self) -> &HtmlElement {
        &self.stats
    }
}
