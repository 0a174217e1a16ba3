//! Boards up to 8×8: squares, bitboards, board sizes, pieces and their attacks.
//!
//! Squares are numbered `rank * 8 + file` whatever the board's width, so one
//! `u64` bitboard serves every board size and a square keeps its index when
//! the board grows.

mod attacks;
mod bitboard;
mod cell;
mod piece;
mod shape;
mod square;

pub use attacks::attacks;
pub use bitboard::{Bitboard, Squares};
pub use cell::{Cell, CellTextError};
pub use piece::{PieceKind, ALL_PIECE_KINDS};
pub use shape::{BoardShape, ShapeError, MAX_SIDE};
pub use square::Square;
