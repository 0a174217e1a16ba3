//! Play on the Exact attack page, driven as the view drives it: taps and
//! keys, the tray, Undo, Clear, Hint, Play or Solutions, links and the
//! results table, with the worker's hint run here natively.

use proptest::prelude::*;

use super::*;
use crate::hand_play::Family;
use chesslab_core::{
    board::{PieceKind, Square},
    exact::{Fit, Hint, HintReply},
    link::Link as _,
    task::Task,
};

/// A page in Play, with a clock; the hint's task run when asked.
struct Player {
    page: ExactPage,
    now: f64,
    said: Vec<String>,
    statuses: Vec<String>,
}

impl Player {
    fn open(fragment: &str) -> Player {
        let mut player = Player {
            page: ExactPage::new(table_entries()).unwrap(),
            now: 0.0,
            said: Vec::new(),
            statuses: Vec::new(),
        };
        let effects = player.page.open(Link::from_fragment(fragment).unwrap(), 0.0);
        player.run(effects);
        player
    }

    /// Carries out the effects as the view would, running a hint's task.
    fn run(&mut self, effects: Vec<Effect>) {
        self.said.clear();
        let mut queue = effects;
        while !queue.is_empty() {
            let effect = queue.remove(0);
            self.now += 10.0;
            match effect {
                Effect::Announce(text) => self.said.push(text),
                Effect::Status(message) => self.statuses.push(message.text),
                Effect::Hint(ticket, task) => {
                    let reply = task.run(&mut |_| {}).unwrap();
                    queue.extend(self.page.on_hinted(ticket, Event::Done(reply), self.now));
                }
                _ => {}
            }
        }
    }

    fn tap(&mut self, names: &[&str]) {
        for name in names {
            self.now += 10.0;
            let effects = self.page.tap(Cell::from(Square::parse(name).unwrap()), self.now);
            self.run(effects);
        }
    }

    fn choose(&mut self, kind: PieceKind) {
        let effects = self.page.choose_piece(kind);
        self.run(effects);
    }

    fn key(&mut self, key: &str) {
        let effects = self.page.key(key, self.now).unwrap_or_default();
        self.run(effects);
    }

    fn act(&mut self, action: fn(&mut ExactPage, f64) -> Vec<Effect>) {
        self.now += 10.0;
        let effects = action(&mut self.page, self.now);
        self.run(effects);
    }

    fn show(&self) -> PlayShow {
        self.page.play_show(self.now)
    }
}

fn fits(page: &ExactPage, fit: Fit) -> usize {
    page.view(0.0).scene.counts.iter().filter(|(_, _, f)| *f == fit).count()
}

#[test]
fn the_page_opens_on_play_and_a_tap_places_the_trays_piece_with_the_counts_live() {
    let mut player = Player::open("#/exact/4x4,k=1");
    assert_eq!(player.page.mode(), Mode::Play);
    assert_eq!(
        player.show().puzzle,
        "4×4: place pieces so that every cell is attacked exactly once. The fewest pieces that do it: 4."
    );
    player.choose(PieceKind::Bishop);
    assert_eq!(player.said, ["Bishop chosen: tap a cell, or press Enter on the board, to place one."]);
    player.tap(&["b2"]);
    // A bishop on b2 attacks a1, c1, a3, c3, d4: five cells once, eleven not at all.
    assert_eq!(player.said, ["Bishop on b2. 1 piece placed: 11 cells attacked too few times."]);
    assert_eq!((fits(&player.page, Fit::Exact), fits(&player.page, Fit::Under)), (5, 11));
    assert_eq!(player.page.link().to_fragment(), "#/exact/4x4,k=1?play=Bb2");
    player.choose(PieceKind::Queen);
    player.tap(&["c3"]);
    let state = player.show().state;
    assert!(
        state.starts_with("2 pieces placed: ")
            && state.contains("attacked too often")
            && state.contains("too few"),
        "{state}"
    );
    assert!(player.show().board_text.starts_with("Pieces: queen c3, bishop b2. Attacked too often: "));
    // A tap on a piece lifts it.
    player.tap(&["c3"]);
    assert_eq!(player.said, ["Queen lifted from c3. 1 piece placed: 11 cells attacked too few times."]);
}

#[test]
fn four_bishops_in_the_centre_are_recognised_as_solved_with_the_proven_minimum() {
    let mut player = Player::open("#/exact/4x4,k=1");
    player.choose(PieceKind::Bishop);
    player.tap(&["b2", "c2", "b3", "c3"]);
    assert_eq!(player.show().state, "Solved with 4 pieces — the proven minimum!");
    assert_eq!(fits(&player.page, Fit::Exact), 16);
    assert!(!player.show().can_hint);
    assert_eq!(player.page.link().to_fragment(), "#/exact/4x4,k=1?play=Bb3,Bc3,Bb2,Bc2");
}

#[test]
fn a_solution_with_more_pieces_than_the_minimum_says_so() {
    // 3×3, every cell once: two pieces at least; this one uses more.
    let player = Player::open("#/exact/3x3,k=1?play=Bc3,Kb2");
    assert_eq!(player.show().state, "Solved with 2 pieces — the proven minimum!");
    let mut player = Player::open("#/exact/2x2,k=2,vacant");
    assert!(player.show().puzzle.contains("every empty cell is attacked exactly twice"));
    player.choose(PieceKind::Rook);
    player.tap(&["a1", "b2", "a2"]);
    assert_eq!(player.show().state, "Solved with 3 pieces — the proven minimum is 2: try with fewer.");
}

#[test]
fn undo_and_clear_step_back_and_lift_everything() {
    let mut player = Player::open("#/exact/4x4,k=1");
    player.choose(PieceKind::Knight);
    player.tap(&["a1", "d4"]);
    player.act(ExactPage::undo);
    assert!(player.said[0].starts_with("Undone. 1 piece placed"));
    assert_eq!(player.page.link().to_fragment(), "#/exact/4x4,k=1?play=Na1");
    player.act(ExactPage::clear_pieces);
    assert_eq!(player.said, ["Every piece lifted. No piece placed yet: 16 cells to attack."]);
    assert!(!player.show().can_clear);
    player.act(ExactPage::undo);
    assert_eq!(player.page.link().to_fragment(), "#/exact/4x4,k=1?play=Na1");
}

#[test]
fn the_hint_places_a_piece_of_a_minimal_placement_or_says_which_to_lift() {
    let mut player = Player::open("#/exact/4x4,k=1");
    player.act(ExactPage::hint);
    let Some(HintReply { hint: Hint::Place { square, kind }, minimum: Some(4) }) = player.page.play.hand.hint
    else {
        panic!("{:?}", player.page.play.hand.hint)
    };
    assert_eq!(
        player.said,
        ["Looking for a hint…".to_string(), format!("Hint: a {} on {square}.", kind.name())]
    );
    assert_eq!(player.page.view(0.0).scene.hint, [Cell::from(square)]);
    // A queen in a corner is in no placement of four pieces: lift it.
    let mut player = Player::open("#/exact/4x4,k=1?play=Qa4");
    player.act(ExactPage::hint);
    assert_eq!(
        player.said.last().map(String::as_str),
        Some("No placement with these pieces reaches the minimum of 4: lift the queen on a4.")
    );
    // Following hints from an empty board solves it.
    let mut player = Player::open("#/exact/3x3,k=2");
    for _ in 0..10 {
        player.act(ExactPage::hint);
        match player.page.play.hand.hint.map(|reply| reply.hint) {
            Some(Hint::Place { square, kind }) => {
                player.choose(kind);
                player.tap(&[&square.to_string()]);
            }
            other => panic!("{other:?}"),
        }
        if player.page.problem().is_solved_by(player.page.play.placed()) {
            break;
        }
    }
    assert!(player.show().state.starts_with("Solved with 4 pieces"), "{}", player.show().state);
}

#[test]
fn a_hint_for_an_older_try_is_dropped_and_cancel_stops_it() {
    let mut page = ExactPage::new(table_entries()).unwrap();
    page.open(Link::from_fragment("#/exact/4x4,k=1").unwrap(), 0.0);
    let effects = page.hint(1.0);
    let Some(Effect::Hint(ticket, task)) =
        effects.iter().find(|effect| matches!(effect, Effect::Hint(..))).cloned()
    else {
        panic!("{effects:?}")
    };
    assert!(page.play_show(2.0).searching.is_some());
    let effects = page.tap(Cell::from(Square::parse("a1").unwrap()), 3.0);
    assert!(effects.contains(&Effect::StopHint));
    let reply = task.run(&mut |_| {}).unwrap();
    assert!(page.on_hinted(ticket, Event::Done(reply), 4.0).is_empty(), "a stale hint is dropped");
    assert_eq!(page.play.hand.hint, None);
    page.hint(5.0);
    let effects = page.play.hand.cancel_hint(6.0);
    assert!(
        effects.contains(&Effect::StopHint) && effects.contains(&Effect::Announce("Hint cancelled.".into()))
    );
}

#[test]
fn the_keyboard_moves_a_cursor_chooses_the_piece_and_places_it() {
    let mut player = Player::open("#/exact/3x3,k=1");
    player.key("ArrowUp");
    assert_eq!(player.said, ["a2: empty, attacked 0 of 1, too few."]);
    assert_eq!(player.page.view(0.0).scene.cursor, Some(Cell { file: 0, rank: 1 }));
    player.key("ArrowRight");
    player.key("k");
    assert_eq!(player.said, ["King chosen: tap a cell, or press Enter on the board, to place one."]);
    player.key("Enter");
    assert_eq!(player.said, ["King on b2. 1 piece placed: 1 cell attacked too few times."]);
    player.key("ArrowRight");
    assert_eq!(player.said, ["c2: empty, attacked 1 of 1, right."]);
    player.key("ArrowRight"); // the edge: it stays
    assert_eq!(player.said, ["c2: empty, attacked 1 of 1, right."]);
    player.page.blur();
    assert_eq!(player.page.view(0.0).scene.cursor, None);
    assert!(player.page.key("x", 0.0).is_none(), "not the board's key");
}

#[test]
fn pieces_the_puzzle_does_not_allow_and_switched_off_cells_are_refused_in_words() {
    let mut player = Player::open("#/exact/3x2,cells=1-1/111,pieces=KN");
    assert_eq!(player.show().tray.iter().filter(|(_, allowed)| *allowed).count(), 2);
    player.choose(PieceKind::Queen);
    assert_eq!(player.said, ["No queen in this puzzle: it allows KN."]);
    player.tap(&["b2"]);
    assert_eq!(player.said, ["b2 is switched off: no piece may stand there."]);
    assert_eq!(player.page.play.placed().piece_count(), 0);
}

#[test]
fn play_and_solutions_switch_with_the_link_following() {
    let mut player = Player::open("#/exact/4x4,k=2?play=Ka1");
    let effects = player.page.show_mode(Mode::Solver);
    assert_eq!(effects, [Effect::ReplaceAddress]);
    assert_eq!(player.page.link().to_fragment(), "#/exact/4x4,k=2?find=min");
    // In Solutions a click switches a cell off, as before.
    assert!(player.page.view(0.0).board_label.starts_with("Exact attack board"));
    player.page.show_mode(Mode::Play);
    assert_eq!(player.page.link().to_fragment(), "#/exact/4x4,k=2?play=Ka1");
    // A search link opens Solutions.
    let player = Player::open("#/exact/4x4,k=2?find=min");
    assert_eq!(player.page.mode(), Mode::Solver);
}

#[test]
fn a_table_entry_opens_as_a_puzzle_to_play_in_play() {
    let mut player = Player::open("#/exact/4x4,k=1?play=Bb2");
    let problem = Problem::parse("5x5,k=2,vacant").unwrap();
    let effects = player.page.open_table_entry(&problem, 1.0);
    player.run(effects);
    assert_eq!(player.page.problem(), &problem);
    assert_eq!(player.page.play.placed().piece_count(), 0);
    assert_eq!(player.page.link().to_fragment(), "#/exact/5x5,k=2,vacant");
    assert!(player.show().puzzle.ends_with("The fewest pieces that do it: 5."));
    assert!(
        player.said[0].starts_with("5×5: place pieces so that every empty cell is attacked exactly twice.")
    );
}

#[test]
fn changing_the_problem_keeps_the_pieces_that_still_fit() {
    let mut player = Player::open("#/exact/4x4,k=1?play=Bb2,Pd4");
    player.page.show_mode(Mode::Solver);
    let form = ExactForm::default();
    let effects = player.page.click_cell(Cell::from(Square::parse("d4").unwrap()), &form, 1.0);
    player.run(effects);
    player.page.show_mode(Mode::Play);
    assert_eq!(player.page.link().to_fragment(), "#/exact/4x4,cells=111-/1111/1111/1111?play=Bb2");
}

proptest! {
    #[test]
    fn play_links_round_trip(picks in prop::collection::vec((0u8..5, 0u8..5, 0usize..6), 0..12)) {
        let problem = Problem::parse("5x5,k=2").unwrap();
        let mut placed = play::empty_on(&problem);
        for (file, rank, kind) in picks {
            placed.set(Square::new(file, rank).unwrap(), chesslab_core::board::PieceKind::from_index(kind));
        }
        let link = Link { search: None, play: Some(exact::Try { problem, placed }) };
        prop_assert_eq!(Link::from_fragment(&link.to_fragment()).unwrap(), link);
    }

    #[test]
    fn any_play_text_is_read_or_refused_and_never_panics(text in "[KQRBNPkqrbnpa-i0-9,%x -]{0,60}") {
        let read = Link::from_fragment(&format!("#/exact/5x5,k=2?play={text}"));
        if let Ok(link) = read {
            let again = Link::from_fragment(&link.to_fragment()).unwrap();
            prop_assert_eq!(again, link);
        }
    }
}

impl Player {
    /// A drag from `from` (a cell, or the tray's piece) to `to` (`None`: off the board), then the browser's click.
    fn drag(&mut self, from: Result<&str, PieceKind>, to: Option<&str>) {
        let height = self.page.problem().height();
        let point = |name: &str| crate::BoardPoint::centre(Cell::from(Square::parse(name).unwrap()), height);
        let held = match from {
            Ok(name) => self.page.press(point(name)),
            Err(kind) => {
                let held = self.page.press_tray(kind);
                self.page.play.hand.drag_to(crate::BoardPoint { x: 2.0, y: 5.0 }); // the tray, under the board
                held
            }
        };
        assert!(held, "a piece is held");
        let end = to.map_or(crate::BoardPoint { x: -1.0, y: 0.5 }, point);
        assert!(self.page.play.hand.drag_to(end));
        self.now += 10.0;
        let effects = self.page.release(end, self.now);
        self.run(effects);
        if let Some(name) = to {
            let said = self.said.clone();
            self.tap(&[name]);
            assert_eq!(self.said, Vec::<String>::new(), "the drop's click is not a tap");
            self.said = said;
        }
    }
}

#[test]
fn pieces_are_dragged_from_the_tray_between_cells_onto_others_and_off_the_board() {
    let mut player = Player::open("#/exact/4x4,k=1");
    player.drag(Err(PieceKind::Bishop), Some("b2"));
    assert_eq!(player.said, ["Bishop on b2. 1 piece placed: 11 cells attacked too few times."]);
    player.drag(Err(PieceKind::Knight), Some("a1"));
    player.drag(Ok("a1"), Some("c2"));
    assert!(player.said[0].starts_with("Knight moved from a1 to c2. 2 pieces placed"), "{:?}", player.said);
    // Dropped on a piece, it takes that cell: the bishop goes.
    player.drag(Ok("c2"), Some("b2"));
    assert_eq!(player.page.link().to_fragment(), "#/exact/4x4,k=1?play=Nb2");
    player.drag(Ok("b2"), None);
    assert_eq!(player.said, ["Knight lifted from b2. No piece placed yet: 16 cells to attack."]);
    // Each drag is one step back.
    player.act(ExactPage::undo);
    player.act(ExactPage::undo);
    assert_eq!(player.page.link().to_fragment(), "#/exact/4x4,k=1?play=Bb2,Nc2");
    player.choose(PieceKind::Bishop);
    player.drag(Err(PieceKind::Bishop), Some("b3"));
    player.drag(Err(PieceKind::Bishop), Some("c3"));
    player.drag(Ok("c2"), None);
    player.drag(Err(PieceKind::Bishop), Some("c2"));
    assert_eq!(player.show().state, "Solved with 4 pieces — the proven minimum!");
}
