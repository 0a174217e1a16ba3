//! Play's elements on the Exact attack page: the Play/Solutions switch,
//! the tray, Undo, Clear, Hint, the texts and the live region; drawn from
//! the page model's [`PlayShow`].

use web_sys::{HtmlButtonElement, HtmlElement};

use super::super::dom::{self, page_elements};
use chesslab_core::board::{PieceKind, ALL_PIECE_KINDS};
use chesslab_pages::exact::{ids::controls, Mode, PlayShow};

page_elements! {
    /// Play's elements, and the switch between Play and Solutions.
    pub struct PlayControls {
        mode_play: HtmlButtonElement = controls::MODE_PLAY,
        mode_solutions: HtmlButtonElement = controls::MODE_SOLUTIONS,
        play: HtmlElement = controls::PLAY,
        solutions: HtmlElement = controls::SOLUTIONS,
        puzzle: HtmlElement = controls::PUZZLE,
        king: HtmlButtonElement = controls::TRAY_KING,
        queen: HtmlButtonElement = controls::TRAY_QUEEN,
        rook: HtmlButtonElement = controls::TRAY_ROOK,
        bishop: HtmlButtonElement = controls::TRAY_BISHOP,
        knight: HtmlButtonElement = controls::TRAY_KNIGHT,
        pawn: HtmlButtonElement = controls::TRAY_PAWN,
        state: HtmlElement = controls::PLAY_STATE,
        undo: HtmlButtonElement = controls::UNDO,
        clear: HtmlButtonElement = controls::CLEAR_PIECES,
        hint: HtmlButtonElement = controls::HINT,
        hint_cancel: HtmlButtonElement = controls::HINT_CANCEL,
        hint_progress: HtmlElement = controls::HINT_PROGRESS,
        board_text: HtmlElement = controls::BOARD_TEXT,
        announce: HtmlElement = controls::ANNOUNCE,
    }
}

impl PlayControls {
    /// Play and Solutions, each with its mode.
    pub fn modes(&self) -> [(&HtmlButtonElement, Mode); 2] {
        [(&self.mode_play, Mode::Play), (&self.mode_solutions, Mode::Solver)]
    }

    /// Undo, Clear, Hint and Cancel.
    pub fn buttons(&self) -> [&HtmlButtonElement; 4] {
        [&self.undo, &self.clear, &self.hint, &self.hint_cancel]
    }

    /// The board's description in words.
    pub fn board_text(&self) -> &HtmlElement {
        &self.board_text
    }

    /// The live region.
    pub fn announce(&self) -> &HtmlElement {
        &self.announce
    }
    /// The tray's buttons, each with its piece, in K Q R B N P order.
    pub fn tray(&self) -> [(&HtmlButtonElement, PieceKind); 6] {
        let buttons = [&self.king, &self.queen, &self.rook, &self.bishop, &self.knight, &self.pawn];
        let mut kinds = ALL_PIECE_KINDS.into_iter();
        buttons.map(|button| (button, kinds.next().unwrap_or(PieceKind::King)))
    }

    /// Shows Play or Solutions, and Play's texts and buttons.
    pub fn render(&self, mode: Mode, play: &PlayShow) {
        let playing = mode == Mode::Play;
        for (button, pressed) in [(&self.mode_play, playing), (&self.mode_solutions, !playing)] {
            let _ = button.set_attribute("aria-pressed", if pressed { "true" } else { "false" });
        }
        dom::set_visible(&self.play, playing);
        dom::set_visible(&self.solutions, !playing);
        dom::set_text(&self.puzzle, &play.puzzle);
        dom::set_text(&self.state, &play.state);
        dom::set_text(&self.board_text, &play.board_text);
        for ((button, kind), &(_, allowed)) in self.tray().into_iter().zip(&play.tray) {
            button.set_disabled(!allowed);
            let chosen = kind == play.piece;
            let _ = button.set_attribute("aria-pressed", if chosen { "true" } else { "false" });
        }
        self.undo.set_disabled(!play.can_undo);
        self.clear.set_disabled(!play.can_clear);
        self.hint.set_disabled(!play.can_hint);
        dom::set_visible(&self.hint_cancel, play.searching.is_some());
        dom::set_visible(&self.hint_progress, play.searching.is_some());
        dom::set_text(&self.hint_progress, play.searching.as_deref().unwrap_or_default());
    }
}
