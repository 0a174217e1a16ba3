//! Playing Coverage by hand, driven as the web view drives it: taps, keys,
//! the tray, Undo and Clear, the count against the solver's best, the
//! ladder, solved, the hint from the worker (run here natively), the
//! challenge, and the link of a try.

#![allow(clippy::unwrap_used)]

use proptest::prelude::*;

use super::{
    tests::{last_status, Harness},
    *,
};
use crate::{hand_play::Family, BoardPoint};
use chesslab_core::{
    board::{Cell, PieceKind},
    coverage::HintReply,
    link::Link as _,
};

fn cell(name: &str) -> Cell {
    Cell::from(Square::parse(name).unwrap())
}

impl Harness {
    fn tap(&mut self, squares: &[&str]) -> Vec<Effect> {
        let mut seen = Vec::new();
        for &square in squares {
            self.now += 10.0;
            let effects = self.page.click(cell(square), self.now);
            seen.extend(self.run(effects));
        }
        seen
    }

    fn act(&mut self, action: impl FnOnce(&mut CoveragePage, f64) -> Vec<Effect>) -> Vec<Effect> {
        self.now += 10.0;
        let effects = action(&mut self.page, self.now);
        self.run(effects)
    }

    fn state(&self) -> String {
        self.page.play_view().1.state
    }
}

fn said(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|effect| if let Effect::Announce(text) = effect { Some(text.clone()) } else { None })
        .collect()
}

/// A queen and a knight on 4×4: the solver proves 12 is the most.
fn small() -> Harness {
    let mut harness = Harness::default();
    harness.open("#/coverage?pieces=QN&board=4");
    harness
}

#[test]
fn the_page_opens_on_play_and_counts_against_the_solvers_best() {
    let mut harness = small();
    assert_eq!(harness.page.mode(), Mode::Play);
    assert_eq!(harness.state(), "0 of 16 attacked; the most is 12: 12 to go. 2 pieces to place.");
    let effects = harness.tap(&["b2"]);
    assert_eq!(
        said(&effects),
        ["Queen on b2. 11 of 16 attacked; the most is 12: 1 to go. 1 piece to place."]
    );
    assert!(effects.contains(&Effect::ReplaceAddress));
    assert_eq!(
        harness.page.link().to_fragment(),
        "#/coverage?pieces=QN&board=4&bishops=opposite&goal=max&placed=Qb2"
    );
    let (_, show) = harness.page.play_view();
    assert_eq!(
        show.tray
            .iter()
            .filter(|piece| piece.count > 0)
            .map(|piece| (piece.kind, piece.left, piece.chosen))
            .collect::<Vec<_>>(),
        [(PieceKind::Queen, 0, false), (PieceKind::Knight, 1, true)]
    );
    assert_eq!(show.goals, "Goals: 9 ✓ · 11 ✓ · 12");
    // The knight chosen next: c3 completes a best placement.
    harness.tap(&["c3"]);
    assert_eq!(harness.state(), "Solved: 12 of 16 attacked with every piece, the most there is.");
    assert!(!harness.page.play_view().1.can_hint);
    // A tap on a piece lifts it; Undo puts it back; Clear lifts all.
    harness.tap(&["c3"]);
    assert!(harness.state().starts_with("11 of 16 attacked"));
    harness.act(CoveragePage::undo);
    assert!(harness.state().starts_with("Solved"));
    harness.act(CoveragePage::clear_pieces);
    assert!(harness.state().starts_with("0 of 16"));
    harness.act(CoveragePage::undo);
    assert!(harness.state().starts_with("Solved"));
}

#[test]
fn refused_squares_are_said_and_nothing_changes() {
    let mut harness = Harness::default();
    harness.open("#/coverage?pieces=KBB&board=4");
    harness.act(|page, _| page.choose(PieceKind::Bishop));
    harness.tap(&["a1"]);
    let effects = harness.tap(&["c1"]); // dark again: the bishops stand on opposite colours
    assert_eq!(
        said(&effects),
        ["The bishops stand on opposite colours: put this one on a square of the other colour"]
    );
    assert_eq!(harness.page.play_view().0.pieces.len(), 1);
    // The king (chosen by its letter) on a1 would share the bishop's square: the tap lifts the bishop instead.
    harness.act(|page, now| page.key("k", now).unwrap());
    let effects = harness.tap(&["a1"]);
    assert_eq!(said(&effects)[0].split('.').next(), Some("Bishop lifted from a1"));
}

#[test]
fn the_keyboard_moves_chooses_and_places() {
    let mut harness = small();
    let effects = harness.act(|page, now| page.key("ArrowUp", now).unwrap());
    assert_eq!(said(&effects), ["a2: empty, not attacked"]);
    harness.act(|page, now| page.key("n", now).unwrap());
    let effects = harness.act(|page, now| page.key("Enter", now).unwrap());
    assert!(said(&effects)[0].starts_with("Knight on a2."), "{effects:?}");
    assert_eq!(harness.page.play_view().0.cursor, Some(cell("a2")));
    assert!(harness.page.key("Escape", harness.now).is_none());
}

#[test]
fn a_hint_places_toward_the_best_or_names_a_piece_to_lift() {
    let mut harness = small();
    harness.tap(&["a1"]); // a queen in the corner is in no placement of 12
    let effects = harness.act(CoveragePage::hint);
    assert!(effects.iter().any(|effect| matches!(effect, Effect::Hint(_, task) if !task.best.is_empty())));
    assert_eq!(
        harness.page.play.hand.hint,
        Some(HintReply::Lift { kind: PieceKind::Queen, square: Square::parse("a1").unwrap(), enough: true })
    );
    assert!(said(&effects)
        .contains(&"No placement with these pieces reaches 12: lift the queen on a1.".to_string()));
    harness.tap(&["a1"]);
    harness.act(CoveragePage::hint);
    let Some(HintReply::Place { kind, square }) = harness.page.play.hand.hint else {
        panic!("{:?}", harness.page.play.hand.hint)
    };
    // Following the hints solves the puzzle.
    harness.act(|page, _| page.choose(kind));
    harness.tap(&[&square.to_string()]);
    harness.act(CoveragePage::hint);
    let Some(HintReply::Place { kind, square }) = harness.page.play.hand.hint else { panic!() };
    harness.act(|page, _| page.choose(kind));
    harness.tap(&[&square.to_string()]);
    assert!(harness.state().starts_with("Solved"), "{}", harness.state());
}

#[test]
fn a_challenge_comes_from_the_solvers_table_and_is_solved() {
    // K, Q, R and N on 5×5 can leave 20 of the 25 squares alone.
    let mut harness = Harness::default();
    harness.open("#/coverage?pieces=KQRN&board=5");
    let effects = harness.act(CoveragePage::next_challenge);
    let Some(square) = harness.page.play.challenge else { panic!("{effects:?}") };
    assert!(harness.state().ends_with(&format!("Challenge: leave only {square} unattacked.")));
    assert!(harness.page.link().to_fragment().ends_with(&format!("&goal=max&leave={square}")));
    // The hint leads to a placement leaving only that square.
    for _ in 0..4 {
        harness.act(CoveragePage::hint);
        let Some(HintReply::Place { kind, square }) = harness.page.play.hand.hint else {
            panic!("{:?}", harness.page.play.hand.hint)
        };
        harness.act(|page, _| page.choose(kind));
        harness.tap(&[&square.to_string()]);
    }
    assert_eq!(harness.state(), format!("Solved: only {square} is left unattacked, 24 of 25 attacked."));
    harness.act(CoveragePage::next_challenge);
    assert_ne!(harness.page.play.challenge, Some(square));
    harness.act(CoveragePage::end_challenge);
    assert_eq!(harness.page.play.challenge, None);
}

#[test]
fn a_tries_link_reopens_the_same_try() {
    let mut harness = small();
    harness.tap(&["b2", "c4"]);
    let link = harness.page.link().to_fragment();
    let state = harness.state();
    let mut again = Harness::default();
    again.open(&link);
    assert_eq!(again.state(), state);
    assert_eq!(again.page.link().to_fragment(), link);
}

/// The seed's 63: K, Q, two rooks, two bishops and two knights placed by taps.
#[test]
fn a_63_square_coverage_by_the_eight_pieces_is_solved() {
    let mut harness = Harness::default();
    harness.open("#/coverage?pieces=KQRRBBNN");
    harness.tap(&["f3", "a1", "h8", "b7", "e4", "f4", "c5", "b3"]);
    assert_eq!(harness.state(), "Solved: 63 of 64 attacked with every piece, the most there is.");
    assert_eq!(harness.page.play_view().1.goals, "Goals: 60 ✓ · 62 ✓ · 63 ✓");
}

proptest! {
    /// Any text after `placed=` is read or refused, never a panic; what is read writes back the same.
    #[test]
    fn any_link_text_is_read_or_refused(text in ".{0,60}", squares in "([KQRBNkqrbnP][a-i][0-9],?){0,10}") {
        for candidate in [text, squares] {
            let fragment = format!("#/coverage?placed={candidate}");
            if let Ok(link) = Link::from_fragment(&fragment) {
                let again = Link::from_fragment(&link.to_fragment()).unwrap();
                prop_assert_eq!(again, link);
            }
        }
    }
}

/// The centre of `square` on a 4×4 board, in the board's coordinates (a pointer there).
fn point(square: &str) -> BoardPoint {
    BoardPoint::centre(cell(square), 4)
}

impl Harness {
    /// A drag from `from` (a square, or the tray's piece) to `to` (`None`: off the board), then the browser's click.
    fn drag(&mut self, from: Result<&str, PieceKind>, to: Option<&str>) -> Vec<Effect> {
        let held = match from {
            Ok(square) => self.page.press(point(square)),
            Err(kind) => {
                let held = self.page.press_tray(kind);
                self.page.play.hand.drag_to(BoardPoint { x: 2.0, y: 5.0 }); // the tray, under the board
                held
            }
        };
        assert!(held, "a piece is held");
        let end = to.map_or(BoardPoint { x: 2.0, y: 5.5 }, point);
        assert!(self.page.play.hand.drag_to(end));
        assert!(self.page.play.hand.overlay().floating.is_some(), "the piece follows the pointer");
        let effects = self.act(|page, now| page.release(end, now));
        if let Some(square) = to {
            assert_eq!(
                self.act(|page, now| page.click(cell(square), now)),
                [],
                "the drop's click is not a tap"
            );
        }
        effects
    }
}

#[test]
fn pieces_are_dragged_from_the_tray_between_squares_and_off_the_board_each_an_undo_step() {
    let mut harness = small();
    let effects = harness.drag(Err(PieceKind::Knight), Some("c3"));
    assert_eq!(
        said(&effects),
        ["Knight on c3. 4 of 16 attacked; the most is 12: 8 to go. 1 piece to place."]
    );
    harness.drag(Err(PieceKind::Queen), Some("a1"));
    let effects = harness.drag(Ok("a1"), Some("b2"));
    assert_eq!(
        said(&effects),
        ["Queen moved from a1 to b2. Solved: 12 of 16 attacked with every piece, the most there is."]
    );
    assert_eq!(
        harness.page.link().to_fragment(),
        "#/coverage?pieces=QN&board=4&bishops=opposite&goal=max&placed=Qb2,Nc3"
    );
    let effects = harness.drag(Ok("c3"), None);
    assert_eq!(
        said(&effects),
        ["Knight lifted from c3. 11 of 16 attacked; the most is 12: 1 to go. 1 piece to place."]
    );
    harness.act(CoveragePage::undo);
    assert!(harness.state().starts_with("Solved"));
    harness.act(CoveragePage::undo);
    assert_eq!(
        harness.page.play_view().0.pieces,
        [(cell("a1"), PieceKind::Queen), (cell("c3"), PieceKind::Knight)]
    );
    // A tray piece with none left is not held; a press on an empty square holds nothing.
    harness.act(CoveragePage::clear_pieces);
    harness.drag(Err(PieceKind::Queen), Some("d4"));
    assert!(!harness.page.press_tray(PieceKind::Queen));
    assert!(!harness.page.press(point("a2")));
}

#[test]
fn a_drop_where_the_piece_may_not_stand_is_refused_in_words_and_changes_nothing() {
    let mut harness = Harness::default();
    harness.open("#/coverage?pieces=KBB&board=4");
    harness.drag(Err(PieceKind::Bishop), Some("a1"));
    harness.drag(Err(PieceKind::Bishop), Some("a2"));
    let effects = harness.drag(Ok("a2"), Some("c1"));
    assert_eq!(
        said(&effects),
        ["The bishops stand on opposite colours: put this one on a square of the other colour"]
    );
    assert_eq!(harness.page.play_view().0.pieces.len(), 2);
    assert!(harness.page.play.hand.overlay().floating.is_none(), "the piece went back");
}

/// The squares a page's challenge goes through, one press after another, from its first.
fn challenge_squares(harness: &mut Harness) -> Vec<Square> {
    let mut squares = Vec::new();
    harness.act(CoveragePage::next_challenge);
    while let Some(square) = harness.page.play.challenge.filter(|square| !squares.contains(square)) {
        squares.push(square);
        harness.act(CoveragePage::next_challenge);
    }
    squares.sort_by_key(|square| square.index());
    squares
}

#[test]
fn a_challenge_starts_at_once_on_a_clear_board_with_plays_words_only() {
    // K, R and N on 4×4 attack at most 15 squares: each best configuration leaves one alone.
    let mut harness = Harness::default();
    harness.open("#/coverage?pieces=KRN&board=4");
    harness.tap(&["a1", "c3"]);
    harness.now += 10.0;
    let effects = harness.page.next_challenge(harness.now);
    assert!(!effects.iter().any(|effect| matches!(effect, Effect::Share(..))), "no search: {effects:?}");
    let Some(square) = harness.page.play.challenge else { panic!("{effects:?}") };
    assert!(harness.page.play.placed().pieces().is_empty(), "the challenge starts on a clear board");
    assert_eq!(
        last_status(&effects),
        Message::new("", Tone::Info),
        "no solver's words left in the status line"
    );
    assert!(harness.state().starts_with("0 of 16 attacked"), "{}", harness.state());
    assert!(harness.state().ends_with(&format!("Challenge: leave only {square} unattacked.")));
    harness.act(CoveragePage::undo);
    assert_eq!(harness.page.play.placed().pieces().len(), 2, "Undo brings the pieces back");
    // The squares read from the best are those the solver's table finds, square by square.
    let from_best = challenge_squares(&mut harness);
    let mut table = Harness::default();
    table.open("#/coverage?pieces=KRN&board=4&goal=unattacked");
    assert!(table.page.play.lonely.is_some());
    let searched = challenge_squares(&mut table);
    assert_eq!(from_best.len(), 8, "{from_best:?}");
    assert_eq!(from_best, searched);
}

#[test]
fn a_challenge_asked_while_the_best_is_proven_starts_when_it_comes() {
    let mut harness = Harness::default();
    let effects = harness.page.open(
        Link::from_fragment("#/coverage?pieces=KRN&board=4").unwrap(),
        &CoverageForm::default(),
        0.0,
    );
    let asked = harness.page.next_challenge(1.0);
    assert_eq!(said(&asked), ["Finding the squares that can be left alone…"]);
    assert!(!asked.iter().any(|effect| matches!(effect, Effect::Share(..))), "no second search");
    assert_eq!(harness.page.play.challenge, None);
    let seen = harness.run(effects);
    assert!(harness.page.play.challenge.is_some(), "{seen:?}");
    assert_eq!(last_status(&seen), Message::new("", Tone::Info), "Play's words last");
}

#[test]
fn a_challenge_on_pieces_that_cover_the_board_searches_the_table_in_plays_words() {
    // Five queens cover every square of 5×5: the best says nothing of one square left alone.
    let mut harness = Harness::default();
    harness.open("#/coverage?pieces=QQQQQ&board=5");
    assert_eq!(harness.page.play.best.as_ref().map(|best| best.value), Some(25));
    let effects = harness.act(CoveragePage::next_challenge);
    assert!(effects.iter().any(|effect| matches!(effect, Effect::Share(..))), "the table is searched");
    let statuses: Vec<String> = effects
        .iter()
        .filter_map(
            |effect| if let Effect::Status(message) = effect { Some(message.text.clone()) } else { None },
        )
        .collect();
    assert!(
        statuses.iter().all(|text| !text.contains("Click a square") && !text.starts_with("Searching")),
        "{statuses:?}"
    );
    assert!(!harness.page.link().to_fragment().contains("goal=unattacked"), "the page's goal stays");
}
