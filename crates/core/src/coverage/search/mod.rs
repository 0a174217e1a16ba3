//! The searches behind [`solve`](super::solve()) and
//! [`unattacked`](super::unattacked()): pass 1 by folding (the seed's) or by
//! hitting the hardest square, the minimum's branch and bound, pass 2's exact
//! tally, and the symmetry that keeps one configuration per orbit (a piece
//! confined to a triangle, then comparison with the images).
//!
//! * Pass 1 of a maximum: [`folding`] (the seed's sub-spaces with weak
//!   attack) or [`hitting`] (branching on the attackers of the hardest
//!   square, bounded by attack with blocking); pass 2: [`tally`].
//! * Minimum: [`minimum`], branch and bound in square order.
//! * Symmetry: [`groups`] confines the anchor piece to a triangle of the
//!   board; [`orbit`] compares a configuration with its images.

mod folding;
mod gate;
mod groups;
mod hitting;
mod minimum;
mod orbit;
mod tally;

pub(super) use folding::Folding;
pub(super) use gate::Gate;
pub(super) use groups::{layout, layout_free, Layout};
pub(super) use hitting::Hitting;
pub(super) use minimum::Scan;
pub(super) use orbit::Orbits;
pub(super) use tally::Tally;
