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

/// A partial placement: each cell is empty, holds a piece, or is undecided
/// with a domain of values it may still take.
#[derive(Clone, Copy, Debug)]
pub(super) struct PartialPlacement {
    /// Cells holding a piece.
    pub(super) occupied: u64,
    /// Cells decided empty.
    pub(super) empty: u64,
    /// 0 = no piece, else 1 + [`crate::board::PieceKind::index`].
    pub(super) kinds: [u8; 64],
    /// Per undecided cell, the values left (see [`super::reach`]).
    pub(super) domains: [u8; 64],
    /// Pieces placed.
    pub(super) placed: u32,
    /// Roles of the placed pieces.
    placed_roles: Roles,
    /// Roles the undecided cells' domains allow.
    open_roles: Roles,
    /// Per target, the state of its eight lines: bit `d` when direction `d`
    /// is definite, bit `8 + d` when it is pending, bit `16 + d` when it is
    /// possible (open or pending). Valid once [`PartialPlacement::refresh`] ran.
    lines: [u32; 64],
    /// Cells decided or narrowed since the lines were last refreshed.
    dirty: u64,
}

impl PartialPlacement {
    /// The root: every cell of `reach`'s board undecided, any allowed value.
    pub(super) fn root(reach: &Reach) -> PartialPlacement {
        let domains =
            std::array::from_fn(|cell| if reach.board >> cell & 1 == 1 { reach.allowed } else { 0 });
        PartialPlacement {
            occupied: 0,
            empty: 0,
            kinds: [0; 64],
            domains,
            placed: 0,
            placed_roles: Roles::default(),
            open_roles: Roles::of(reach.board, |cell| domains[cell]),
            lines: [0; 64],
            dirty: reach.board,
        }
    }

    /// The undecided cells of `board`.
    pub(super) fn undecided(&self, board: u64) -> u64 {
        board & !self.occupied & !self.empty
    }

    /// Decides `cell` to the single value `value` (a domain bit).
    pub(super) fn assign(&mut self, cell: usize, value: u8) {
        let bit = 1u64 << cell;
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
            self.dirty |= 1 << cell;
        }
        true
    }

    /// Brings the line states up to date with the cells changed since the
    /// last refresh: only the lines on which a changed cell lies at or
    /// before the first piece.
    pub(super) fn refresh(&mut self, reach: &Reach) {
        if self.dirty == 0 {
            return;
        }
        let view = RoleMasks::of(self, reach.board);
        let mut affected = [0u64; 8];
        let mut cells = self.dirty;
        self.dirty = 0;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            for (d, targets) in affected.iter_mut().enumerate() {
                *targets |= reach.ray_to_stop(cell, OPPOSITE[d], self.occupied);
            }
        }
        for (d, &targets) in affected.iter().enumerate() {
            let mut targets = targets;
            while targets != 0 {
                let t = targets.trailing_zeros() as usize;
                targets &= targets - 1;
                let line = reach.line_at(t, d, self, &view);
                let pending = line.pending.is_some();
                let bits = u32::from(line.definite)
                    | u32::from(pending) << 8
                    | u32::from(line.open != 0 || pending) << 16;
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
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Roles {
    /// Sliders along orthogonal lines (queen, rook), along diagonals (queen, bishop).
    pub(super) orthogonal: u64,
    pub(super) diagonal: u64,
    pub(super) king: u64,
    pub(super) pawn: u64,
    pub(super) knight: u64,
}

impl Roles {
    fn of(cells: u64, value: impl Fn(usize) -> u8) -> Roles {
        let mut roles = Roles::default();
        let mut cells = cells;
        while cells != 0 {
            let cell = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let v = value(cell);
            let bit_if = |kinds: u8| if v & kinds != 0 { 1u64 << cell } else { 0 };
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
        let cell_bit = 1u64 << cell;
        let put = |mask: &mut u64, kinds: u8| {
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
    fn along(&self, d: usize, next: u64) -> u64 {
        let direction = direction(d);
        let line = if direction.is_diagonal() { self.diagonal } else { self.orthogonal };
        // A pawn attacks diagonally upward: from the cells diagonally below the
        // target, the diagonals that decrease the index.
        let pawn = if direction.is_diagonal() && !direction.increases_index() { self.pawn } else { 0 };
        line | next & (self.king | pawn)
    }
}

/// One direction from a target.
#[derive(Clone, Copy, Debug)]
pub(super) struct Line {
    /// The nearest cell that is not empty, if any.
    pub(super) first: Option<usize>,
    /// That cell holds a piece that attacks the target.
    pub(super) definite: bool,
    /// Undecided cells up to the first piece that could attack the target.
    pub(super) open: u64,
    /// The first piece, when it is a slider whose ray waits on undecided cells.
    pub(super) pending: Option<usize>,
}

/// Roles of the placed pieces and of the undecided cells' domains.
#[derive(Clone, Copy, Debug)]
pub(super) struct RoleMasks {
    pub(super) placed: Roles,
    pub(super) open: Roles,
    pub(super) undecided: u64,
}

impl RoleMasks {
    pub(super) fn of(node: &PartialPlacement, board: u64) -> RoleMasks {
        RoleMasks { placed: node.placed_roles, open: node.open_roles, undecided: node.undecided(board) }
    }
}

impl Reach {
    /// Direction `d` from target `t` in `node`.
    pub(super) fn line_at(&self, t: usize, d: usize, node: &PartialPlacement, view: &RoleMasks) -> Line {
        let mut line = Line { first: None, definite: false, open: 0, pending: None };
        let ray = self.rays[t][d];
        let stops = ray & !node.empty;
        if stops == 0 {
            return line;
        }
        let first = nearest(stops, d);
        line.first = Some(first);
        let next = 1u64 << nearest(ray, d);
        if node.occupied >> first & 1 == 1 {
            line.definite = view.placed.along(d, next) >> first & 1 == 1;
            return line;
        }
        let pieces = ray & node.occupied;
        let segment = if pieces == 0 {
            ray
        } else {
            let piece = nearest(pieces, d);
            if view.placed.along(d, next) >> piece & 1 == 1 {
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
pub(super) struct Counts {
    /// Attacks that stay whatever the undecided cells become.
    pub(super) definite: [u8; 64],
    /// Further attacks the cell could still get (at most one per direction, one per knight cell).
    pub(super) possible: [u8; 64],
    /// Of those, the ones a placed slider can bring (no new piece needed).
    pub(super) pending: [u8; 64],
}

impl Reach {
    /// The attack counts of `node`, whose lines are refreshed.
    pub(super) fn counts(&self, node: &PartialPlacement, view: &RoleMasks) -> Counts {
        let mut counts = Counts { definite: [0; 64], possible: [0; 64], pending: [0; 64] };
        let knight = LEAPERS.iter().position(|&kind| kind == PieceKind::Knight).unwrap_or(1);
        let mut cells = self.board;
        while cells != 0 {
            let t = cells.trailing_zeros() as usize;
            cells &= cells - 1;
            let jumps = self.leapt[knight][t];
            let lines = node.lines[t];
            let count = |shift: u32| (lines >> shift & 0xff).count_ones() as u8;
            counts.definite[t] = (jumps & view.placed.knight).count_ones() as u8 + count(0);
            counts.pending[t] = count(8);
            counts.possible[t] = (jumps & view.undecided & view.open.knight).count_ones() as u8 + count(16);
        }
        counts
    }

    /// What a piece of `domain` on `cell` could attack, its rays stopping at `occupied`.
    pub(super) fn could_attack(&self, cell: usize, domain: u8, occupied: u64) -> u64 {
        let mut set = 0u64;
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
