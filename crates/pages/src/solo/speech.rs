//! The board and the game in words, for those who do not see the canvas:
//! the position as one line for the board's accessible description, and a
//! sentence for every event (a capture, a hint, undo, restart, automatic
//! play, a dead end, a win) for a polite live region.
//!
//! Pieces are named by kind and square ("queen c4") in reading order: ranks
//! from the top, each from the a-file, as the board is drawn and the puzzle
//! code is written; the order does not change as pieces are taken.

use crate::sentence::{capitalised, lower_first};
use chesslab_core::{
    board::{PieceKind, Square},
    numbers::plural,
    solo::{Move, Position, Rules},
};

/// The pieces by square in reading order: "queen c4, rook c3, knight a2,
/// pawn b1"; "no pieces" for an empty board. When captures are limited, a
/// piece that has captured says how many it has left: "rook c3 (1 capture left)".
#[must_use]
pub fn board_text(position: &Position, rules: Rules) -> String {
    let shape = position.shape();
    let mut pieces = Vec::new();
    for rank in (0..shape.height()).rev() {
        for square in (0..shape.width()).filter_map(|file| Square::new(file, rank)) {
            if let Some(kind) = position.piece_at(square) {
                pieces.push(piece_text(position, rules, kind, square));
            }
        }
    }
    if pieces.is_empty() {
        return "no pieces".to_string();
    }
    pieces.join(", ")
}

/// "rook c3", with the captures left when the piece has used some under a limit.
fn piece_text(position: &Position, rules: Rules, kind: PieceKind, square: Square) -> String {
    let made = position.captures_made(square);
    match rules.capture_limit {
        Some(limit) if made > 0 => match limit.saturating_sub(made) {
            0 => format!("{kind} {square} (no captures left)"),
            left => format!("{kind} {square} ({} left)", plural(u64::from(left), "capture")),
        },
        _ => format!("{kind} {square}"),
    }
}

/// "Queen c4 takes rook c3."
#[must_use]
pub(super) fn capture(mv: Move) -> String {
    format!("{} takes {} {}.", capitalized(mv.piece, mv.from), mv.captured, mv.to)
}

/// "3 pieces left."
#[must_use]
pub(super) fn pieces_left(position: &Position) -> String {
    format!("{} left.", plural(u64::from(position.piece_count()), "piece"))
}

/// A capture played (by the player or the solver) and where it leaves the game,
/// `after` being the position it leads to.
#[must_use]
pub(super) fn played(mv: Move, after: &Position, ending: Ending) -> String {
    let capture = capture(mv);
    match ending {
        Ending::Won { by_solver } => {
            let last = after.occupied().first().and_then(|square| Some((square, after.piece_at(square)?)));
            let last = last.map_or(String::new(), |(square, kind)| {
                format!(" {} is the last piece.", capitalized(kind, square))
            });
            let solved = if by_solver { "Solved by the solver." } else { "Solved!" };
            format!("{capture} {solved}{last}")
        }
        Ending::NoCaptureLeft => {
            format!("{capture} {} No capture left: undo or restart.", pieces_left(after))
        }
        Ending::Playing => format!("{capture} {}", pieces_left(after)),
    }
}

/// How a capture leaves the game, for its sentence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Ending {
    /// One piece is left.
    Won {
        /// The solver played the line (automatic play).
        by_solver: bool,
    },
    /// Pieces are left and none can capture.
    NoCaptureLeft,
    /// The game goes on.
    Playing,
}

/// "Undone: queen c4 takes rook c3. 4 pieces left." (`now` is the position after the undo).
#[must_use]
pub(super) fn undone(mv: Move, now: &Position) -> String {
    format!("Undone: {} {}", lower_first(&capture(mv)), pieces_left(now))
}

/// A puzzle put on the board (or back at its start): `note`, then its pieces:
/// "Back to the start. 4 pieces: queen c4, rook c3, knight a2, pawn b1."
#[must_use]
pub(super) fn loaded(note: &str, position: &Position, rules: Rules) -> String {
    format!("{note} {}: {}.", plural(u64::from(position.piece_count()), "piece"), board_text(position, rules))
}

/// The hint's first tier: "Hint: move the queen on c4."
#[must_use]
pub(super) fn hint_piece(mv: Move) -> String {
    format!("Hint: move the {} on {}.", mv.piece, mv.from)
}

/// The hint's second tier: "Hint: the queen on c4 takes the rook on c3."
#[must_use]
pub(super) fn hint_target(mv: Move) -> String {
    format!("Hint: the {} on {} takes the {} on {}.", mv.piece, mv.from, mv.captured, mv.to)
}

/// The hint's third tier: "Hint: the knight on a2 will be the last piece left."
#[must_use]
pub(super) fn hint_last(kind: Option<PieceKind>, square: Square) -> String {
    format!("Hint: the {} on {square} will be the last piece left.", kind.map_or("piece", PieceKind::name))
}

/// Where the keyboard's cursor is, as it moves: "c3: rook", "b2: empty";
/// "c3: rook, selected" for the selected piece and "c3: rook, can be taken"
/// for one it can capture.
#[must_use]
pub(super) fn cursor(square: Square, kind: Option<PieceKind>, selected: bool, target: bool) -> String {
    let what = kind.map_or("empty", PieceKind::name);
    let state = match (selected, target) {
        (true, _) => ", selected",
        (false, true) => ", can be taken",
        (false, false) => "",
    };
    format!("{square}: {what}{state}")
}

/// "Queen c4" from a kind and a square.
fn capitalized(kind: PieceKind, square: Square) -> String {
    format!("{} {square}", capitalised(kind.name()))
}
