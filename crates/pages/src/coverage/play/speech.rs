//! The try in words, for the state line under the board and for the live
//! region a screen reader speaks from: what stands where, how many squares
//! are attacked against the proven best, each action, the hint and the
//! solved state.

use chesslab_core::{
    board::{PieceKind, Square},
    coverage::{HintReply, Placement},
    numbers::plural,
};

/// What is known of the most squares the pieces attack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Most {
    /// Proven by the solver.
    Known(u32),
    /// The solver is looking for it.
    Finding,
    /// Not searched (the solver was asked for something else).
    Unknown,
}

/// The count against the best: "61 of 64 attacked; the most is 63: 2 to go."
#[must_use]
pub fn count(attacked: u32, squares: u32, most: Most) -> String {
    let most = match most {
        Most::Known(best) if attacked >= best => format!("the most is {best}: reached"),
        Most::Known(best) => format!("the most is {best}: {} to go", best - attacked),
        Most::Finding => "finding the most…".to_string(),
        Most::Unknown => "the most is not known yet: search for it in Solver".to_string(),
    };
    format!("{attacked} of {squares} attacked; {most}.")
}

/// The state of the try: the count, the pieces left, the challenge, or solved.
#[must_use]
pub fn state(
    placed: &Placement,
    squares: u32,
    best: Most,
    left: usize,
    challenge: Option<Square>,
    solved: bool,
) -> String {
    let attacked = placed.attacked().count();
    if solved {
        return match challenge {
            Some(square) => {
                format!("Solved: only {square} is left unattacked, {attacked} of {squares} attacked.")
            }
            None => format!("Solved: {attacked} of {squares} attacked with every piece, the most there is."),
        };
    }
    let count = count(attacked, squares, best);
    let challenge =
        challenge.map(|square| format!(" Challenge: leave only {square} unattacked.")).unwrap_or_default();
    let left = match left {
        0 => String::new(),
        left => format!(" {} to place.", plural(left as u64, "piece")),
    };
    format!("{}{left}{challenge}", crate::capitalised(&count))
}

/// A piece put on `square`, then the state: "Queen on d4. 27 of 64 attacked…".
#[must_use]
pub fn placed(kind: PieceKind, square: Square, state: &str) -> String {
    format!("{} on {square}. {state}", crate::capitalised(kind.name()))
}

/// A piece lifted from `square`, then the state.
#[must_use]
pub fn lifted(kind: PieceKind, square: Square, state: &str) -> String {
    format!("{} lifted from {square}. {state}", crate::capitalised(kind.name()))
}

/// A piece carried by the pointer: "Knight moved from a1 to b3. 40 of 64 attacked…"
#[must_use]
pub fn carried(kind: PieceKind, from: Square, to: Square, state: &str) -> String {
    format!("{} moved from {from} to {to}. {state}", crate::capitalised(kind.name()))
}

/// The board in words, for its accessible description: "8×8 board. King on
/// e1, queen on d4. Not attacked: a1, h8."
#[must_use]
pub fn board_text(placed: &Placement) -> String {
    let side = placed.side();
    let pieces: Vec<String> =
        placed.pieces().iter().map(|(kind, square)| format!("{} on {square}", kind.name())).collect();
    let pieces = if pieces.is_empty() {
        "No pieces.".to_string()
    } else {
        format!("{}.", crate::capitalised(&pieces.join(", ")))
    };
    let free: Vec<String> = placed.unattacked().squares().map(|square| square.to_string()).collect();
    let free = match free.len() {
        0 => " Every square attacked.".to_string(),
        n if n <= 8 => format!(" Not attacked: {}.", free.join(", ")),
        n => format!(" {n} squares not attacked."),
    };
    format!("{side}×{side} board. {pieces}{free}")
}

/// Where the keyboard's cursor is: "d4: queen, attacked", "e5: empty, not attacked".
#[must_use]
pub fn cursor(placed: &Placement, square: Square) -> String {
    let here: Vec<&str> = placed.at(square).map(PieceKind::name).collect();
    let what = if here.is_empty() { "empty".to_string() } else { here.join(" and ") };
    let attacked = if placed.attacked().contains(square) { "attacked" } else { "not attacked" };
    format!("{square}: {what}, {attacked}")
}

/// A tray button's text: "Rook ×2" (the pieces of its kind still to place).
#[must_use]
pub fn tray_text(piece: &crate::coverage::TrayPiece) -> String {
    format!("{} ×{}", crate::capitalised(piece.kind.name()), piece.left)
}

/// The tray's piece chosen: "Knight chosen: 2 left."
#[must_use]
pub fn chosen(kind: PieceKind, left: usize) -> String {
    format!("{} chosen: {left} left.", crate::capitalised(kind.name()))
}

/// The hint in words, toward `target` squares.
#[must_use]
pub fn hint(reply: HintReply, target: u32) -> String {
    match reply {
        HintReply::Place { kind, square } => {
            format!("Hint: a {} on {square} is in a placement of {target} with your pieces.", kind.name())
        }
        HintReply::Lift { kind, square, enough: true } => {
            format!("No placement with these pieces reaches {target}: lift the {} on {square}.", kind.name())
        }
        HintReply::Lift { kind, square, enough: false } => format!(
            "No placement with these pieces, nor with all but one, reaches {target}: lift the {} on {square} and ask again.",
            kind.name()
        ),
        HintReply::Reached => format!("Your pieces attack {target} squares already."),
        HintReply::Unreachable => format!("No placement of these pieces reaches {target}."),
    }
}
