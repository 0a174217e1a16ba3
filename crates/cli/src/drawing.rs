//! Placements drawn as text for the terminal, one rank a line from the top.

use chesslab_core::{board::Square, coverage, exact};

/// A placement beyond 8×8 drawn as [`exact()`] draws one, from its cells by rank from the top.
pub(super) fn wide_exact(board: &[Vec<exact::WideCell>]) -> String {
    let rank = |cells: &Vec<exact::WideCell>| -> String {
        let cells: Vec<String> = cells.iter().map(exact::WideCell::to_string).collect();
        cells.join(" ") + "\n"
    };
    board.iter().map(rank).collect()
}

/// A placement drawn as text: pieces by letter, other cells by their attack
/// count, switched-off cells `-`.
pub(super) fn exact(placement: &exact::Placement) -> String {
    let counts = placement.attack_counts();
    let mut text = String::new();
    for rank in (0..placement.height()).rev() {
        let cells: Vec<String> = (0..placement.width())
            .filter_map(|file| Square::new(file, rank))
            .map(|square| match placement.piece_at(square) {
                _ if !placement.is_on(square) => "-".to_string(),
                Some(kind) => kind.letter().to_string(),
                None => counts[usize::from(square.index())].to_string(),
            })
            .collect();
        text.push_str(&cells.join(" "));
        text.push('\n');
    }
    text
}

/// A placement drawn as text: pieces by letter, attacked squares `x`, unattacked `.`.
pub(super) fn coverage(placement: &coverage::Placement) -> String {
    let side = placement.side();
    let attacked = placement.attacked();
    let mut text = String::new();
    for rank in (0..side).rev() {
        for file in 0..side {
            let Some(square) = Square::new(file as u8, rank as u8) else { continue };
            let piece =
                placement.pieces().iter().find(|(_, at)| *at == square).map(|(kind, _)| kind.letter());
            text.push(piece.unwrap_or(if attacked.contains(square) { 'x' } else { '.' }));
        }
        text.push('\n');
    }
    text
}
