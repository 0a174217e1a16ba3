//! Configurations up to the eight symmetries of the board.
//!
//! The searches confine one unique piece (the *anchor*, see [`super::groups`]) to
//! the fundamental triangle, so they list exactly the placements whose
//! anchor lies there. A listed placement `p` represents its orbit when its
//! sorted code is the smallest among the codes of its images `g(p)` that are
//! listed too (those whose anchor lands in the triangle): exactly one
//! listed member of every orbit passes, which is what the counts need.

use arrayvec::ArrayVec;

use crate::{
    board::PieceKind,
    coverage::{geometry::Geometry, problem::MAX_PIECES},
};

/// A placement as sorted `kind * 64 + square` numbers: equal codes = equal placements.
pub(crate) type Code = ArrayVec<u16, MAX_PIECES>;

/// The sorted code of (kind, square index) pairs.
pub(crate) fn code(pieces: &[(PieceKind, u8)]) -> Code {
    let mut code: Code = pieces.iter().map(|&(k, s)| k.index() as u16 * 64 + u16::from(s)).collect();
    code.sort_unstable();
    code
}

/// The code of the image of `pieces` under symmetry `g`.
pub(crate) fn image(geometry: &Geometry, g: usize, pieces: &[(PieceKind, u8)]) -> Code {
    let map = &geometry.sym[g % 8];
    let mut code: Code =
        pieces.iter().map(|&(k, s)| k.index() as u16 * 64 + u16::from(map[usize::from(s) % 64])).collect();
    code.sort_unstable();
    code
}

/// Decides which listed placements represent their orbits.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Orbits<'a> {
    geometry: &'a Geometry,
    /// The kind confined to the triangle, if any.
    anchor: Option<PieceKind>,
}

impl<'a> Orbits<'a> {
    pub(crate) fn new(geometry: &'a Geometry, anchor: Option<PieceKind>) -> Orbits<'a> {
        Orbits { geometry, anchor }
    }

    /// The orbit size (1 to 8) when `pieces` represents its orbit, else `None`.
    pub(crate) fn representative(&self, pieces: &[(PieceKind, u8)]) -> Option<u32> {
        let own = code(pieces);
        let anchor_square = self.anchor.and_then(|a| pieces.iter().find(|p| p.0 == a)).map(|p| p.1);
        let mut fixed = 0;
        for g in 0..8 {
            let listed = anchor_square
                .is_none_or(|s| self.geometry.triangle >> self.geometry.sym[g][usize::from(s) % 64] & 1 == 1);
            let other = image(self.geometry, g, pieces);
            if listed && other < own {
                return None;
            }
            fixed += u32::from(other == own);
        }
        Some(8 / fixed.max(1))
    }

    /// The distinct images of `pieces` (its whole orbit), each as pairs.
    pub(crate) fn orbit(&self, pieces: &[(PieceKind, u8)]) -> Vec<Vec<(PieceKind, u8)>> {
        let mut seen: Vec<Code> = Vec::with_capacity(8);
        let mut members = Vec::with_capacity(8);
        for g in 0..8 {
            let other = image(self.geometry, g, pieces);
            if !seen.contains(&other) {
                members.push(
                    other
                        .iter()
                        .filter_map(|&c| Some((PieceKind::from_index(usize::from(c / 64))?, (c % 64) as u8)))
                        .collect(),
                );
                seen.push(other);
            }
        }
        members
    }
}
