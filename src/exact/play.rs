//! Play's elements on the Exact attack page: the Play/Solutions switch,
//! the tray, Undo, Clear, Hint, the texts and the live region; drawn from
//! the page model's [`PlayShow`].

use web_sys::{HtmlButtonElement, HtmlElement};

use super::super::dom::{self, Dom, WebError};
use chesslab_core::board::{PieceKind, ALL_PIECE_KINDS};
use chesslab_pages::exact::{ids::play, Mode, PlayShow};

/// Play's elements, and the switch between Play and Solutions.
pub struct PlayControls(play::Play<Dom>);

impl PlayControls {
    /// Binds every element by its id.
    ///
    /// # Errors
    /// When the page lacks one of them, or it is of another kind.
    pub fn find() -> Result<PlayControls, WebError> {
        dom::bind(play::Play::find).map(PlayControls)
    }

    /// Play and Solutions, each with its mode.
    pub fn modes(&self) -> [(&HtmlButtonElement, Mode); 2] {
        [(&self.0.mode_play, Mode::Play), (&self.0.mode_solutions, Mode::Solver)]
    }

    /// Undo, Clear, Hint and Cancel.
    pub fn buttons(&self) -> [&HtmlButtonElement; 4] {
        [&self.0.undo, &self.0.clear_pieces, &self.0.hint, &self.0.hint_cancel]
    }

    /// The board's description in words.
    pub fn board_text(&self) -> &HtmlElement {
        &self.0.board_text
    }

    /// The live region.
    pub fn announce(&self) -> &HtmlElement {
        &self.0.announce
    }
    /// The tray's buttons, each with its piece, in K Q R B N P order.
    pub fn tray(&self) -> [(&HtmlButtonElement, PieceKind); 6] {
        let buttons = [
            &self.0.tray_king,
            &self.0.tray_queen,
            &self.0.tray_rook,
            &self.0.tray_bishop,
            &self.0.tray_knight,
            &self.0.tray_pawn,
        ];
        let mut kinds = ALL_PIECE_KINDS.into_iter();
        buttons.map(|button| (button, kinds.next().unwrap_or(PieceKind::King)))
    }

    /// Shows Play or Solutions, and Play's texts and buttons.
    pub fn render(&self, mode: Mode, play: &PlayShow) {
        let playing = mode == Mode::Play;
        for (button, pressed) in [(&self.0.mode_play, playing), (&self.0.mode_solutions, !playing)] {
            let _ = button.set_attribute("aria-pressed", if pressed { "true" } else { "false" });
        }
        dom::set_visible(&self.0.play, playing);
        dom::set_visible(&self.0.solutions, !playing);
        dom::set_text(&self.0.puzzle, &play.puzzle);
        dom::set_text(&self.0.play_state, &play.state);
        dom::set_text(&self.0.board_text, &play.board_text);
        for ((button, kind), &(_, allowed)) in self.tray().into_iter().zip(&play.tray) {
            button.set_disabled(!allowed);
            let chosen = kind == play.piece;
            let _ = button.set_attribute("aria-pressed", if chosen { "true" } else { "false" });
        }
        self.0.undo.set_disabled(!play.can_undo);
        self.0.clear_pieces.set_disabled(!play.can_clear);
        self.0.hint.set_disabled(!play.can_hint);
        dom::set_visible(&self.0.hint_cancel, play.searching.is_some());
        // The line under Hint: the search's progress, why there is no hint here, or that it is slow.
        let hint_line = play.searching.as_deref().or(play.no_hint.as_deref()).or(play.slow_hint.as_deref());
        dom::set_visible(&self.0.hint_progress, hint_line.is_some());
        dom::set_text(&self.0.hint_progress, hint_line.unwrap_or_default());
    }
}
