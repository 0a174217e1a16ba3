//! The board kernel every family builds on: squares, bitboards, board sizes,
//! pieces, their moves and attacks, and the board's symmetries.
//!
//! Squares are numbered `rank * 8 + file` whatever the board's width, so one
//! `u64` bitboard serves every board size and a square keeps its index when
//! the board grows. The moves are written once ([`Direction`], [`KING_STEPS`],
//! [`KNIGHT_STEPS`], [`PAWN_STEPS`]) and turned into attack tables at compile
//! time ([`KING_ATTACKS`], [`RAYS`], [`LINES`], …); a family that needs tables
//! of its own (a board with holes, an n×n board) builds them from these.
//!
//! ```
//! use chesslab_core::board::{attacks, Bitboard, BoardShape, PieceKind, Square};
//!
//! let shape = BoardShape::new(8, 8).unwrap();
//! let d4 = Square::parse("d4").unwrap();
//! let rook = attacks(PieceKind::Rook, d4, shape, Bitboard::EMPTY);
//! assert_eq!(rook.to_string(), "\
//! . . . 1 . . . .
//! . . . 1 . . . .
//! . . . 1 . . . .
//! . . . 1 . . . .
//! 1 1 1 . 1 1 1 1
//! . . . 1 . . . .
//! . . . 1 . . . .
//! . . . 1 . . . .
//! ");
//! ```

mod attacks;
mod bitboard;
mod by_kind;
mod cell;
mod geometry;
mod piece;
mod shape;
mod square;
mod symmetry;
mod text;

pub use attacks::{
    attacks, between, grid_attacks, grid_lines, Rays, KING_ATTACKS, KNIGHT_ATTACKS, LINES, PAWN_ATTACKS, RAYS,
};
pub use bitboard::{Bitboard, Squares, Subsets};
pub use by_kind::ByKind;
pub use cell::{Cell, CellTextError};
pub use geometry::{step_on, Direction, KING_STEPS, KNIGHT_STEPS, PAWN_STEPS};
pub use piece::{PieceKind, ALL_PIECE_KINDS};
pub use shape::{read_sides, BoardShape, ShapeError, MAX_SIDE};
pub use square::Square;
pub use symmetry::{Symmetry, SymmetrySet};
pub use text::{write_board, BoardText, BoardTextError, Syntax, TextCell, MAX_BOARD_TEXT, MAX_WIDE_CELLS};
