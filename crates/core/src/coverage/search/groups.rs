//! How a problem's pieces become search *groups*: identical pieces that
//! share one domain of squares.
//!
//! Bishops are split by colour (a light group and a dark group), one
//! *variant* per split the bishop rule allows, so the colour rule becomes
//! plain domains. One piece that is unique in the set (the *anchor*, the
//! strongest such: Q, R, B, K, N in that order) is confined to the
//! fundamental triangle, which removes most of the board's symmetry; the
//! rest is handled by [`super::orbit`].

use arrayvec::ArrayVec;

use crate::{
    board::PieceKind,
    coverage::{
        geometry::Geometry,
        problem::{BishopRule, Problem},
    },
};

/// Identical pieces and the squares they may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Group {
    /// Their kind.
    pub kind: PieceKind,
    /// How many pieces.
    pub count: u8,
    /// Allowed squares.
    pub domain: u64,
}

/// One way of splitting the bishops by colour: the groups to place.
pub(crate) type Variant = ArrayVec<Group, 6>;

/// Everything the searches need to know about the pieces.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    /// Disjoint cases whose placements together are all the placements (anchor in the triangle).
    pub variants: Vec<Variant>,
    /// The kind confined to the triangle, if some kind occurs once.
    pub anchor: Option<PieceKind>,
}

/// Order in which groups are listed: strong attackers first.
const ORDER: [PieceKind; 5] =
    [PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::Knight, PieceKind::King];

pub(crate) fn layout(problem: &Problem, geometry: &Geometry) -> Layout {
    layout_with(problem, geometry, true)
}

/// The groups with every piece free to use the whole board (its colour
/// allowing): for searches that keep pieces placed by hand, which break the symmetry.
pub(crate) fn layout_free(problem: &Problem, geometry: &Geometry) -> Layout {
    layout_with(problem, geometry, false)
}

fn layout_with(problem: &Problem, geometry: &Geometry, anchored: bool) -> Layout {
    let pieces = problem.pieces();
    let count = |kind: PieceKind| pieces.count(kind) as u8;
    let anchor = [PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop, PieceKind::King, PieceKind::Knight]
        .into_iter()
        .find(|&k| anchored && count(k) == 1);
    let domain = |kind: PieceKind| if Some(kind) == anchor { geometry.triangle } else { geometry.board };
    let bishops = count(PieceKind::Bishop);
    let light_counts: Vec<u8> = match (bishops, problem.bishops()) {
        (0 | 1, _) => vec![],
        (b, BishopRule::Opposite) => (1..b).collect(),
        (b, BishopRule::Same) => vec![0, b],
        (b, BishopRule::Any) => (0..=b).collect(),
    };
    let base = |with_bishops: &dyn Fn(&mut Variant)| {
        let mut variant = Variant::new();
        for kind in ORDER {
            if kind == PieceKind::Bishop {
                with_bishops(&mut variant);
            } else if count(kind) > 0 {
                variant.push(Group { kind, count: count(kind), domain: domain(kind) });
            }
        }
        variant
    };
    let variants = if light_counts.is_empty() {
        vec![base(&|v: &mut Variant| {
            if bishops > 0 {
                v.push(Group { kind: PieceKind::Bishop, count: bishops, domain: domain(PieceKind::Bishop) });
            }
        })]
    } else {
        light_counts
            .into_iter()
            .map(|light| {
                base(&|v: &mut Variant| {
                    for (n, is_light) in [(light, true), (bishops - light, false)] {
                        if n > 0 {
                            v.push(Group {
                                kind: PieceKind::Bishop,
                                count: n,
                                domain: geometry.colour(is_light),
                            });
                        }
                    }
                })
            })
            .collect()
    };
    Layout { variants, anchor }
}

/// Total pieces of a variant.
pub(crate) fn piece_count(variant: &Variant) -> usize {
    variant.iter().map(|g| usize::from(g.count)).sum()
}
