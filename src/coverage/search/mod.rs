//! The searches behind [`solve`](super::solve) and
//! [`unattacked`](super::unattacked): pass 1 by folding (the seed's) or by
//! hitting the hardest square, the minimum's branch and bound, pass 2's exact
//! tally, and the symmetry that keeps one configuration per orbit (a piece
//! confined to a triangle, then comparison with the images).

mod folding;
mod groups;
mod hitting;
mod minimum;
mod orbit;
mod tally;

pub(super) use folding::Folding;
pub(super) use groups::{layout, Layout};
pub(super) use hitting::Hitting;
pub(super) use minimum::Scan;
pub(super) use orbit::Orbits;
pub(super) use tally::Tally;
