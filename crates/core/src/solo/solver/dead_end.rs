//! "No win from here", and why, in words a player understands.
//!
//! The reasons are the cheapest of the solver's proofs (see [`super::prune`]),
//! each stated as a fact about named pieces so that the page can mark them:
//! two kings that may not be captured; no capture possible at all; too few
//! captures left for the pieces still to be taken; pieces that nobody can
//! ever capture again (found, as in the capture-graph test, from where each
//! piece could ever stand and capture, [`super::reach`]): two of them can
//! never both be the last piece, and one that can make no more captures
//! cannot be the last piece either. When none of these holds but the full
//! search finds no win, the reason says only that ([`DeadEnd::Searched`]).

use std::fmt;

use arrayvec::ArrayVec;

use super::{
    node::{Limits, SearchPosition},
    prune::captures_left,
    reach::{reach, Reach},
    Solver,
};
use crate::{
    board::{PieceKind, Square},
    json::{json_record, FromJson, Json, JsonError, ToJson},
    solo::{Position, Rules},
};

/// A piece and where it stands, written "the knight on a2".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Its kind.
    pub kind: PieceKind,
    /// Its square.
    pub square: Square,
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {} on {}", self.kind, self.square)
    }
}

/// Why a position can no longer be won (see the module note); its
/// [`Display`](fmt::Display) is the sentence a player reads after "No win from here: ".
/// In JSON tagged from outside by the variant's name in snake case, as [`crate::task::Event`] is
/// (`{"stranded":{"piece":…,"spent":true}}`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeadEnd {
    /// Two or more kings, and kings may not be captured: each stays to the end.
    Kings {
        /// Where the kings stand.
        squares: Vec<Square>,
    },
    /// No capture is possible, and more than one piece is left.
    NoCaptures {
        /// How many pieces are left.
        pieces: u32,
    },
    /// The pieces left need more captures than they have left between them.
    TooFewCaptures {
        /// How many pieces are left (they need one capture fewer).
        pieces: u32,
        /// The captures the pieces may still make, added up.
        captures_left: u32,
        /// The pieces that have none left.
        spent: Vec<Square>,
    },
    /// Pieces (two or more) that nobody can ever capture again: each would
    /// have to be the last piece.
    NeverCaptured {
        /// The pieces.
        pieces: Vec<Piece>,
    },
    /// A piece that nobody can ever capture again, so it must be the last,
    /// and that can make no more captures, so it cannot be.
    Stranded {
        /// The piece.
        piece: Piece,
        /// Whether it has no captures left (else it has nothing it could ever capture).
        spent: bool,
    },
    /// Only the full search proved it: no quicker reason was found.
    Searched {
        /// How many pieces are left.
        pieces: u32,
    },
}

impl DeadEnd {
    /// The squares of the pieces the reason names, for marking.
    #[must_use]
    pub fn squares(&self) -> Vec<Square> {
        match self {
            DeadEnd::Kings { squares } | DeadEnd::TooFewCaptures { spent: squares, .. } => squares.clone(),
            DeadEnd::NeverCaptured { pieces } => pieces.iter().map(|piece| piece.square).collect(),
            DeadEnd::Stranded { piece, .. } => vec![piece.square],
            DeadEnd::NoCaptures { .. } | DeadEnd::Searched { .. } => Vec::new(),
        }
    }

    /// A reason `position` is lost under `rules` found by the quick tests
    /// alone (microseconds, no search), or `None` when they prove nothing.
    #[must_use]
    pub fn found_at_once(position: &Position, rules: Rules) -> Option<DeadEnd> {
        let pieces = position.piece_count();
        if pieces <= 1 {
            return None;
        }
        let kings = position.pieces_of(PieceKind::King);
        if !rules.kings_capturable && kings.count() > 1 {
            return Some(DeadEnd::Kings { squares: kings.squares().collect() });
        }
        if position.legal_moves(rules).is_empty() {
            return Some(DeadEnd::NoCaptures { pieces });
        }
        if let Some(limit) = rules.capture_limit {
            let left = |square| u32::from(limit.saturating_sub(position.captures_made(square)));
            let captures_left: u32 = position.occupied().squares().map(left).sum();
            if captures_left + 1 < pieces {
                let spent = position.occupied().squares().filter(|&square| left(square) == 0).collect();
                return Some(DeadEnd::TooFewCaptures { pieces, captures_left, spent });
            }
        }
        never_captured(position, rules)
    }
}

/// The capture-graph reasons: pieces no other piece could ever capture on a
/// square they could ever stand on (kings too, when they may not be taken).
fn never_captured(position: &Position, rules: Rules) -> Option<DeadEnd> {
    let limits = Limits::of(rules);
    let node = SearchPosition::from_position(position, limits);
    let capturable = node.capturable(limits);
    let mut pieces = ArrayVec::<(Piece, u32, Reach), 64>::new();
    for square in position.occupied() {
        let index = usize::from(square.index());
        let (kind, left) = (node.kind_at(index), captures_left(&node, limits, index));
        let piece = Piece { kind, square };
        pieces.push((piece, left, reach(kind, index, left, capturable, 0)));
    }
    let never: Vec<&(Piece, u32, Reach)> = pieces
        .iter()
        .filter(|(piece, _, reach)| {
            capturable >> piece.square.index() & 1 == 0
                || pieces.iter().all(|(other, _, from)| other == piece || from.capture & reach.stand == 0)
        })
        .collect();
    match never.as_slice() {
        [] => None,
        [(piece, left, reach)] => {
            (reach.capture == 0).then_some(DeadEnd::Stranded { piece: *piece, spent: *left == 0 })
        }
        more => Some(DeadEnd::NeverCaptured { pieces: more.iter().map(|(piece, _, _)| *piece).collect() }),
    }
}

impl Solver {
    /// Whether a win is still possible from `position`: `None` when it is
    /// (or the puzzle is won), else why not — a quick reason
    /// ([`DeadEnd::found_at_once`]) when there is one, else the search's
    /// verdict ([`DeadEnd::Searched`]). What the search learns stays in this
    /// solver, so asking after every move of a game costs little.
    pub fn dead_end(&mut self, position: &Position) -> Option<DeadEnd> {
        if position.piece_count() <= 1 {
            return None;
        }
        if let Some(reason) = DeadEnd::found_at_once(position, self.rules()) {
            return Some(reason);
        }
        (!self.is_solvable(position)).then_some(DeadEnd::Searched { pieces: position.piece_count() })
    }
}

/// "two", "three", … for small counts, digits beyond.
fn number(count: usize) -> String {
    const WORDS: [&str; 11] =
        ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
    WORDS.get(count).map_or_else(|| count.to_string(), |word| (*word).to_string())
}

/// "A", "A and B", "A, B and C".
fn listed(pieces: &[Piece]) -> String {
    let names: Vec<String> = pieces.iter().map(ToString::to_string).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

impl fmt::Display for DeadEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeadEnd::Kings { squares } => {
                write!(f, "{} kings are left, and kings cannot be captured", number(squares.len()))
            }
            DeadEnd::NoCaptures { pieces } => {
                write!(f, "no capture is possible, and {} pieces are left", number(*pieces as usize))
            }
            DeadEnd::TooFewCaptures { pieces, captures_left, .. } => {
                let left = match captures_left {
                    0 => "none are left".to_string(),
                    1 => "only one is left".to_string(),
                    n => format!("only {} are left between them", number(*n as usize)),
                };
                let needed = number(*pieces as usize - 1);
                write!(
                    f,
                    "the {} pieces left need {needed} more captures, but {left}",
                    number(*pieces as usize)
                )
            }
            DeadEnd::NeverCaptured { pieces } => {
                write!(f, "{} can no longer be captured, and only one piece may be left", listed(pieces))
            }
            DeadEnd::Stranded { piece, spent } => {
                let captured = if piece.kind == PieceKind::King { "cannot" } else { "can no longer" };
                if *spent {
                    write!(
                        f,
                        "{piece} has no captures left and {captured} be captured, and other pieces remain"
                    )
                } else {
                    write!(f, "{piece} {captured} be captured and can make no more captures, and other pieces remain")
                }
            }
            DeadEnd::Searched { .. } => {
                f.write_str("every sequence of captures from here ends with more than one piece")
            }
        }
    }
}

json_record!(Piece { kind, square });

/// Tagged from outside, by the variant's name in snake case.
impl FromJson for DeadEnd {
    fn from_json(json: &Json) -> Result<DeadEnd, JsonError> {
        let (name, Some(fields)) = json.variant("a reason a position is lost")? else {
            return Err(JsonError("not a reason a position is lost".into()));
        };
        let read = match name {
            "kings" => DeadEnd::Kings { squares: fields.field("squares")? },
            "no_captures" => DeadEnd::NoCaptures { pieces: fields.field("pieces")? },
            "too_few_captures" => DeadEnd::TooFewCaptures {
                pieces: fields.field("pieces")?,
                captures_left: fields.field("captures_left")?,
                spent: fields.field("spent")?,
            },
            "never_captured" => DeadEnd::NeverCaptured { pieces: fields.field("pieces")? },
            "stranded" => DeadEnd::Stranded { piece: fields.field("piece")?, spent: fields.field("spent")? },
            "searched" => DeadEnd::Searched { pieces: fields.field("pieces")? },
            other => {
                return Err(JsonError(format!(
                    "'{}' is not a reason a position is lost",
                    crate::excerpt::shorten(other)
                )))
            }
        };
        Ok(read)
    }
}

impl ToJson for DeadEnd {
    fn to_json(&self) -> Json {
        let (name, fields) = match self {
            DeadEnd::Kings { squares } => ("kings", Json::fields([("squares", squares.to_json())])),
            DeadEnd::NoCaptures { pieces } => ("no_captures", Json::fields([("pieces", pieces.to_json())])),
            DeadEnd::TooFewCaptures { pieces, captures_left, spent } => (
                "too_few_captures",
                Json::fields([
                    ("pieces", pieces.to_json()),
                    ("captures_left", captures_left.to_json()),
                    ("spent", spent.to_json()),
                ]),
            ),
            DeadEnd::NeverCaptured { pieces } => {
                ("never_captured", Json::fields([("pieces", pieces.to_json())]))
            }
            DeadEnd::Stranded { piece, spent } => {
                ("stranded", Json::fields([("piece", piece.to_json()), ("spent", spent.to_json())]))
            }
            DeadEnd::Searched { pieces } => ("searched", Json::fields([("pieces", pieces.to_json())])),
        };
        Json::fields([(name, fields)])
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::panic)]

    use std::collections::HashSet;

    use super::*;
    use crate::{
        board::BoardShape,
        rng::Rng,
        solo::{parse_code, solver::trying_all::TryingAll},
    };

    /// What can happen to the piece that starts on a square, over every
    /// sequence of captures (found by trying them all, following the piece).
    #[derive(Default)]
    struct Fate {
        captured: bool,
        captures: bool,
    }

    fn fate(position: &Position, rules: Rules, square: Square) -> Fate {
        fn walk(
            position: &Position,
            rules: Rules,
            at: Square,
            seen: &mut HashSet<(Position, Square)>,
            fate: &mut Fate,
        ) {
            if !seen.insert((*position, at)) {
                return;
            }
            for mv in position.legal_moves(rules) {
                fate.captured |= mv.to == at;
                fate.captures |= mv.from == at;
                if mv.to != at {
                    walk(&position.play(mv), rules, if mv.from == at { mv.to } else { at }, seen, fate);
                }
            }
        }
        let mut found = Fate::default();
        walk(position, rules, square, &mut HashSet::new(), &mut found);
        found
    }

    /// Every reason's claim holds on `position`, checked by trying every line.
    fn check_claim(reason: &DeadEnd, position: &Position, rules: Rules) {
        let pieces = position.piece_count();
        match reason {
            DeadEnd::Kings { squares } => {
                assert!(!rules.kings_capturable && squares.len() > 1);
                assert!(squares.iter().all(|&s| position.piece_at(s) == Some(PieceKind::King)));
            }
            DeadEnd::NoCaptures { pieces: n } => {
                assert!(position.legal_moves(rules).is_empty() && *n == pieces && pieces > 1);
            }
            DeadEnd::TooFewCaptures { pieces: n, captures_left, spent } => {
                let limit = rules.capture_limit.unwrap();
                let left: u32 = position
                    .occupied()
                    .squares()
                    .map(|s| u32::from(limit.saturating_sub(position.captures_made(s))))
                    .sum();
                assert_eq!((*n, *captures_left), (pieces, left));
                assert!(left + 1 < pieces);
                assert!(spent.iter().all(|&s| position.captures_made(s) >= limit));
            }
            DeadEnd::NeverCaptured { pieces: named } => {
                assert!(named.len() > 1);
                for piece in named {
                    assert_eq!(position.piece_at(piece.square), Some(piece.kind));
                    assert!(
                        !fate(position, rules, piece.square).captured,
                        "{piece} is captured in\n{position}"
                    );
                }
            }
            DeadEnd::Stranded { piece, spent } => {
                assert_eq!(position.piece_at(piece.square), Some(piece.kind));
                let fate = fate(position, rules, piece.square);
                assert!(!fate.captured && !fate.captures, "{piece} in\n{position}");
                assert_eq!(*spent, !rules.may_capture(position.captures_made(piece.square)));
                assert!(pieces > 1);
            }
            DeadEnd::Searched { pieces: n } => assert_eq!(*n, pieces),
        }
    }

    /// On small crowded boards, after a few random captures, under three rule
    /// sets: every reason given is true and the position really is lost, a
    /// position without a reason can be won, and every kind of reason occurs.
    #[test]
    fn every_reason_is_true_and_the_position_really_is_lost() {
        let mut rng = Rng::new(0x0DEA_DE2D);
        let rule_sets =
            [Rules::SOLO, Rules::SOLITAIRE, Rules { capture_limit: Some(1), kings_capturable: false }];
        let mut seen = [0usize; 6];
        for round in 0..3000 {
            let rules = rule_sets[round % 3];
            let shape = BoardShape::new(3 + round % 3, 3 + round / 3 % 3).unwrap();
            let mut position = Position::empty(shape);
            for _ in 0..4 + round % 5 {
                let square = Square::new(
                    rng.below(shape.width().into()) as u8,
                    rng.below(shape.height().into()) as u8,
                );
                if let Some(square) = square {
                    position = position.with_piece(square, crate::board::ALL_PIECE_KINDS[rng.below(6)]);
                }
            }
            for _ in 0..rng.below(3) {
                if let Some(&mv) = rng.choose(&position.legal_moves(rules)) {
                    position = position.play(mv);
                }
            }
            let reason = Solver::new(rules).dead_end(&position);
            let winnable = TryingAll::new(rules).winnable(&position);
            let Some(reason) = reason else {
                assert!(winnable, "no reason given, yet lost:\n{position}");
                continue;
            };
            assert!(!winnable, "{reason}, yet winnable:\n{position}");
            check_claim(&reason, &position, rules);
            let kind = match reason {
                DeadEnd::Kings { .. } => 0,
                DeadEnd::NoCaptures { .. } => 1,
                DeadEnd::TooFewCaptures { .. } => 2,
                DeadEnd::NeverCaptured { .. } => 3,
                DeadEnd::Stranded { .. } => 4,
                DeadEnd::Searched { .. } => 5,
            };
            seen[kind] += 1;
        }
        assert!(seen.iter().all(|&n| n >= 20), "{seen:?}");
    }

    #[test]
    fn reasons_read_as_sentences_and_name_their_squares() {
        let reason = |code: &str| DeadEnd::found_at_once(&parse_code(code).unwrap(), Rules::SOLO).unwrap();
        let square = |name: &str| Square::parse(name).unwrap();
        let kings = reason("K2K/4/4/R3");
        assert_eq!(kings.to_string(), "two kings are left, and kings cannot be captured");
        assert_eq!(kings.squares(), [square("a4"), square("d4")]);
        assert_eq!(reason("N3/4/4/3N").to_string(), "no capture is possible, and two pieces are left");
        // The two rooks can take each other, but nothing can ever
        // reach the knight on a1, nor can it take anything.
        let stranded = reason("3R/3R/4/N3");
        assert_eq!(
            stranded.to_string(),
            "the knight on a1 can no longer be captured and can make no more captures, and other pieces remain"
        );
        assert_eq!(stranded.squares(), [square("a1")]);
        let piece = |kind, name| Piece { kind, square: square(name) };
        let spent = DeadEnd::Stranded { piece: piece(PieceKind::Rook, "h1"), spent: true };
        assert_eq!(
            spent.to_string(),
            "the rook on h1 has no captures left and can no longer be captured, and other pieces remain"
        );
        let king = DeadEnd::Stranded { piece: piece(PieceKind::King, "e1"), spent: true };
        assert_eq!(
            king.to_string(),
            "the king on e1 has no captures left and cannot be captured, and other pieces remain"
        );
        let two = DeadEnd::NeverCaptured {
            pieces: vec![
                piece(PieceKind::Knight, "a2"),
                piece(PieceKind::Pawn, "c3"),
                piece(PieceKind::Rook, "h1"),
            ],
        };
        assert_eq!(
            two.to_string(),
            "the knight on a2, the pawn on c3 and the rook on h1 can no longer be captured, and only one piece may be left"
        );
        let budget = DeadEnd::TooFewCaptures { pieces: 5, captures_left: 3, spent: vec![square("b2")] };
        assert_eq!(
            budget.to_string(),
            "the five pieces left need four more captures, but only three are left between them"
        );
        assert_eq!(
            DeadEnd::Searched { pieces: 3 }.to_string(),
            "every sequence of captures from here ends with more than one piece"
        );
    }
}
