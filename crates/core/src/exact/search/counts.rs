//! The piece-first search's partial placement ([`PartialPlacement`]) and its attack
//! counts ([`Counts`]), seen from each target cell along its eight lines.
//!
//! Along one line from a target only the nearest piece can attack it (a
//! slider sliding along that line, or a king or pawn next to it), so each
//! direction adds at most one attack; knights add one each. A direction is
//! *definite* when its nearest non-empty cell holds such a piece, *possible*
//! when some undecided cell up to the first piece could still be one (or
//! that piece is a slider waiting for the cells before it to stay empty:
//! *pending*, an attack that needs no new piece).
//!
//! The node keeps each target's line states ([`PartialPlacement::lines`])
//! and the role masks of its cells, and updates them incrementally: a
//! decided or narrowed cell marks itself dirty, and
//! [`PartialPlacement::refresh`] recomputes only the lines that reach it
//! before their first piece. Nodes are copied on descent (no undo).

use super::reach::{
    bit, direction, nearest, sliders, Reach, DIAGONAL_SLIDERS, EMPTY, LEAPERS, ORTHOGONAL_SLIDERS,
};
use crate::board::PieceKind;
use crate::exact::cell_set::CellSet;

/// A partial placement: each cell is empty, holds a piece, or is undecided
/// with a domain of values it may still take.
#[derive(Clone, Copy, Debug)]
pub(super) struct PartialPlacement<M: CellSet> {
    /// Cells holding a piece.
    pub(super) occupied: M,
    /// Cells decided empty.
    pub(super) empty: M,
    /// 0 = no piece, else 1 + [`crate::board::PieceKind::index`].
    pub(super) kinds: M::PerCell<u8>,
    /// Per undecided cell, the values left (see [`super::reach`]).
    pub(super) domains: M::PerCell<u8>,
    /// Pieces placed.
    pub(super) placed: u32,
    /// Roles of the placed pieces.
    placed_roles: Roles<M>,
    /// Roles the undecided cells' domains allow.
    open_roles: Roles<M>,
    /// Per target, the state of its eight lines: bit `d` when direction `d`
    /// is definite, bit `8 + d` when it is pending, bit `16 + d` when it is
    /// possible (open or pending). Valid once [`PartialPlacement::refresh`] ran.
    lines: M::PerCell<u32>,
    /// Cells decided or narrowed since the lines were last refreshed.
    dirty: M,
}

impl<M: CellSet> PartialPlacement<M> {
    /// The root: every cell of `reach`'s board undecided, any allowed value.
    pub(super) fn root(reach: &Reach<M>) -> PartialPlacement<M> {
        let mut domains = M::per_cell(0u8);
        for cell in reach.board.cells() {
            domains[cell] = reach.allowed;
        }
        PartialPlacement {
            occupied: M::EMPTY,
            empty: M::EMPTY,
            kinds: M::per_cell(0),
            domains,
            placed: 0,
            placed_roles: Roles::default(),
            open_roles: Roles::of(reach.board, |cell| domains[cell]),
            lines: M::per_cell(0),
            dirty: reach.board,
        }
    }

    /// The undecided cells of `board`.
    #[inline]
    pub(super) fn undecided(&self, board: M) -> M {
        board & !self.occupied & !self.empty
    }

    /// Decides `cell` to the single value `value` (a domain bit).
    pub(super) fn assign(&mut self, cell: usize, value: u8) {
        let bit = M::cell(cell);
        self.domains[cell] = value;
        if value == EMPTY {
            self.empty |= bit;
        } else {
            self.occupied |= bit;
            self.kinds[cell] = value.trailing_zeros() as u8;
            self.placed += 1;
            self.placed_roles.put(cell, value);
        }
        self.open_roles.put(cell, 0);
        self.dirty |= bit;
    }

    /// Narrows `cell`'s domain to `domain` (a subset of it), assigning the
    /// value when one is left; whether the domain changed.
    pub(super) fn narrow(&mut self, cell: usize, domain: u8) -> bool {
        if domain == self.domains[cell] {
            return false;
        }
        self.domains[cell] = domain;
        if domain.count_ones() == 1 {
            self.assign(cell, domain);
        } else {
            self.open_roles.put(cell, domain);
            self.dirty |= M::cell(cell);
        }
        true
    }

    /// Brings the line states up to date with the cells changed since the
    /// last refresh: only the lines on which a changed cell lies at or
    /// before the first piece.
    pub(super) fn refresh(&mut self, reach: &Reach<M>) {
        if self.dirty.is_empty() {
            return;
        }
        let view = RoleMasks::of(self, reach.board);
        let mut affected = [M::EMPTY; 8];
        let cells = self.dirty;
        self.dirty = M::EMPTY;
        for cell in cells.cells() {
            for (d, targets) in affected.iter_mut().enumerate() {
                *targets |= reach.ray_to_stop(cell, OPPOSITE[d], self.occupied);
            }
        }
        for (d, &targets) in affected.iter().enumerate() {
            for t in targets.cells() {
                let line = reach.line_at(t, d, self, &view);
                let pending = line.pending.is_some();
                let bits = u32::from(line.definite)
                    | u32::from(pending) << 8
                    | u32::from(!line.open.is_empty() || pending) << 16;
                self.lines[t] = self.lines[t] & !(0x01_0101 << d) | bits << d;
            }
        }
    }
}

/// The index of the direction opposite each direction.
const OPPOSITE: [usize; 8] = {
    let mut table = [0; 8];
    let mut d = 0;
    while d < 8 {
        table[d] = direction(d).opposite().index();
        d += 1;
    }
    table
};

/// Per attack role, the cells whose piece has it (`placed`) or whose domain allows it (`open`).
#[derive(Clone, Copy, Debug)]
pub(super) struct Roles<M> {
    /// Sliders along orthogonal lines (queen, rook), along diagonals (queen, bishop).
    pub(super) orthogonal: M,
    pub(super) diagonal: M,
    pub(super) king: M,
    pub(super) pawn: M,
    pub(super) knight: M,
}

impl<M: CellSet> Default for Roles<M> {
    fn default() -> Self {
        let none = M::EMPTY;
        Roles { orthogonal: none, diagonal: none, king: none, pawn: none, knight: none }
    }
}

impl<M: CellSet> Roles<M> {
    fn of(cells: M, value: impl Fn(usize) -> u8) -> Roles<M> {
        let mut roles = Roles::default();
        for cell in cells.cells() {
            let v = value(cell);
            let bit_if = |kinds: u8| if v & kinds != 0 { M::cell(cell) } else { M::EMPTY };
            roles.orthogonal |= bit_if(ORTHOGONAL_SLIDERS);
            roles.diagonal |= bit_if(DIAGONAL_SLIDERS);
            roles.king |= bit_if(bit(PieceKind::King));
            roles.pawn |= bit_if(bit(PieceKind::Pawn));
            roles.knight |= bit_if(bit(PieceKind::Knight));
        }
        roles
    }

    /// Sets `cell`'s bits to the roles of the values `value` (none when 0).
    fn put(&mut self, cell: usize, value: u8) {
        let cell_bit = M::cell(cell);
        let put = |mask: &mut M, kinds: u8| {
            if value & kinds != 0 {
                *mask |= cell_bit;
            } else {
                *mask &= !cell_bit;
            }
        };
        put(&mut self.orthogonal, ORTHOGONAL_SLIDERS);
        put(&mut self.diagonal, DIAGONAL_SLIDERS);
        put(&mut self.king, bit(PieceKind::King));
        put(&mut self.pawn, bit(PieceKind::Pawn));
        put(&mut self.knight, bit(PieceKind::Knight));
    }

    /// Cells that attack (could attack) a target from direction `d` whose adjacent cell is `next`.
    #[inline]
    fn along(&self, d: usize, next: M) -> M {
        let direction = direction(d);
        let line = if direction.is_diagonal() { self.diagonal } else { self.orthogonal };
        // A pawn attacks diagonally upward: from the cells diagonally below the
        // target, the diagonals that decrease the index.
        let pawn = if direction.is_diagonal() && !direction.increases_index() { self.pawn } else { M::EMPTY };
        line | next & (self.king | pawn)
    }
}

/// One direction from a target.
#[derive(Clone, Copy, Debug)]
pub(super) struct Line<M> {
    /// The nearest cell that is not empty, if any.
    pub(super) first: Option<usize>,
    /// That cell holds a piece that attacks the target.
    pub(super) definite: bool,
    /// Undecided cells up to the first piece that could attack the target.
    pub(super) open: M,
    /// The first piece, when it is a slider whose ray waits on undecided cells.
    pub(super) pending: Option<usize>,
}

/// Roles of the placed pieces and of the undecided cells' domains.
#[derive(Clone, Copy, Debug)]
pub(super) struct RoleMasks<M> {
    pub(super) placed: Roles<M>,
    pub(super) open: Roles<M>,
    pub(super) undecided: M,
}

impl<M: CellSet> RoleMasks<M> {
    #[inline]
    pub(super) fn of(node: &PartialPlacement<M>, board: M) -> RoleMasks<M> {
        RoleMasks { placed: node.placed_roles, open: node.open_roles, undecided: node.undecided(board) }
    }
}

impl<M: CellSet> Reach<M> {
    /// Direction `d` from target `t` in `node`.
    #[inline]
    pub(super) fn line_at(
        &self,
        t: usize,
        d: usize,
        node: &PartialPlacement<M>,
        view: &RoleMasks<M>,
    ) -> Line<M> {
        let mut line = Line { first: None, definite: false, open: M::EMPTY, pending: None };
        let ray = self.rays[t][d];
        let stops = ray & !node.empty;
        if stops.is_empty() {
            return line;
        }
        let first = nearest(stops, d);
        line.first = Some(first);
        let next = M::cell(nearest(ray, d));
        if node.occupied.has(first) {
            line.definite = view.placed.along(d, next).has(first);
            return line;
        }
        let pieces = ray & node.occupied;
        let segment = if pieces.is_empty() {
            ray
        } else {
            let piece = nearest(pieces, d);
            if view.placed.along(d, next).has(piece) {
                line.pending = Some(piece);
            }
            ray & !self.rays[piece][d]
        };
        line.open = segment & view.undecided & view.open.along(d, next);
        line
    }
}

/// Attack counts of a node, per cell.
#[derive(Clone, Debug)]
pub(super) struct Counts<M: CellSet> {
    /// Attacks that stay whatever the undecided cells become.
    pub(super) definite: M::PerCell<u8>,
    /// Further attacks the cell could still get (at most one per direction, one per knight cell).
    pub(super) possible: M::PerCell<u8>,
    /// Of those, the ones a placed slider can bring (no new piece needed).
    pub(super) pending: M::PerCell<u8>,
}

impl<M: CellSet> Counts<M> {
    /// Every count 0.
    pub(super) fn zero() -> Counts<M> {
        Counts { definite: M::per_cell(0), possible: M::per_cell(0), pending: M::per_cell(0) }
    }
}

impl<M: CellSet> Reach<M> {
    /// Writes the attack counts of `node`, whose lines are refreshed, into
    /// `counts` (every cell of the board; the others stay as they are). In
    /// place, not returned: a returned `Counts` is copied whole right after
    /// its bytes are written, and that copy stalls on the store buffer.
    pub(super) fn count_into(&self, node: &PartialPlacement<M>, view: &RoleMasks<M>, counts: &mut Counts<M>) {
        let knight = LEAPERS.iter().position(|&kind| kind == PieceKind::Knight).unwrap_or(1);
        for t in self.board.cells() {
            let jumps = self.leapt[knight][t];
            let lines = node.lines[t];
            let count = |shift: u32| (lines >> shift & 0xff).count_ones() as u8;
            counts.definite[t] = (jumps & view.placed.knight).len() as u8 + count(0);
            counts.pending[t] = count(8);
            counts.possible[t] = (jumps & view.undecided & view.open.knight).len() as u8 + count(16);
        }
    }

    /// What a piece of `domain` on `cell` could attack, its rays stopping at `occupied`.
    pub(super) fn could_attack(&self, cell: usize, domain: u8, occupied: M) -> M {
        let mut set = M::EMPTY;
        for (i, &leaper) in LEAPERS.iter().enumerate() {
            if domain & bit(leaper) != 0 {
                set |= self.leaps[i][cell];
            }
        }
        for d in 0..8 {
            if sliders(d) & domain != 0 {
                set |= self.ray_to_stop(cell, d, occupied);
            }
        }
        set
    }
}
