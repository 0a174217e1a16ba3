//! Playing a board by hand (Coverage, Exact attack): what both pages do when
//! a person plays, in one part each page holds ([`HandPlay`]): the try (the
//! pieces placed) and its Undo steps, pieces pressed, dragged and dropped
//! ([`TrayDrag`]), the hint asked of a worker and its Cancel, each change
//! followed by the effects it asks for, in order. A family supplies what
//! differs ([`Family`]): its try's type ([`Try`]: which piece a press
//! holds), its hint; the effects come in the page's own type ([`HandEffect`]).

mod tray_drag;

pub use tray_drag::{Drop, TrayDrag};

use crate::{BoardPoint, Outcome, Overlay, Search, Ticket, Tone};
use chesslab_core::{
    board::{Cell, PieceKind},
    task::Event,
};

/// A family's try (its placement type): the pieces on a board, as a press
/// sees them, and the worker's hint about it.
pub trait Try: Clone + std::fmt::Debug {
    /// The worker's hint about a try.
    type HintReply: Copy + std::fmt::Debug;

    /// The piece a press on `cell` holds (the top of a stack), if any.
    fn held_at(&self, cell: Cell) -> Option<PieceKind>;
    /// The board's width and height, in squares.
    fn board(&self) -> (u8, u8);
}

/// A family's page played by hand: its hand-play part, and when a press may hold a piece.
pub trait Family {
    /// The try: the pieces placed.
    type Try: Try;

    /// The page's hand-play part.
    fn hand(&mut self) -> &mut HandPlay<Self::Try>;
    /// Whether a press may hold a piece now: the one on a square (`tray`
    /// `None`), or one of the tray's kind (the puzzle has one to place).
    fn may_hold(&self, tray: Option<PieceKind>) -> bool;

    /// The pointer pressed at `point` of the board: the piece there, if
    /// any, is held while the page is played by hand (the answer: whether one is).
    fn press(&mut self, point: BoardPoint) -> bool {
        let may = self.may_hold(None);
        self.hand().press(point, may)
    }

    /// The pointer pressed the tray's `kind`: one is held if the puzzle has
    /// one to place (the answer: whether one is).
    fn press_tray(&mut self, kind: PieceKind) -> bool {
        let may = self.may_hold(Some(kind));
        self.hand().press_tray(kind, may)
    }
}

/// The effects the hand-play part asks for, in its page's own effect type
/// (written once for every page by the `hand_effects!` macro).
pub trait HandEffect: Sized {
    /// The address follows the try (replacing it: a try is not a visit).
    fn replace_address() -> Self;
    /// The hint's worker stops.
    fn stop_hint() -> Self;
    /// `sentence` is said to a screen reader.
    fn announce(sentence: String) -> Self;
    /// The page's status line says `text` in `tone`.
    fn status(text: String, tone: Tone) -> Self;

    /// A change refused: why, shown and said.
    fn refused(why: String) -> Vec<Self> {
        vec![Self::status(why.clone(), Tone::Error), Self::announce(why)]
    }
}

/// Implements [`HandEffect`] for a page's effect type, whose variants
/// `Status(Message)`, `Announce(String)`, `ReplaceAddress` and `StopHint` are
/// what the hand-play part asks for.
macro_rules! hand_effects {
    ($effect:ident) => {
        impl $crate::hand_play::HandEffect for $effect {
            fn replace_address() -> $effect {
                $effect::ReplaceAddress
            }

            fn stop_hint() -> $effect {
                $effect::StopHint
            }

            fn announce(sentence: String) -> $effect {
                $effect::Announce(sentence)
            }

            fn status(text: String, tone: $crate::Tone) -> $effect {
                $effect::Status($crate::Message::new(text, tone))
            }
        }
    };
}
pub(crate) use hand_effects;

/// A board played by hand: the try (`T`, a family's placement) and its
/// history, the piece the pointer holds, the hint.
#[derive(Clone, Debug)]
pub struct HandPlay<T: Try> {
    placed: T,
    /// The tries before each change, for Undo.
    history: Vec<T>,
    /// The hint being looked for (a reply to an older try is dropped).
    pub hint_search: Search,
    /// The hint shown (for the try on the board).
    pub hint: Option<T::HintReply>,
    /// A piece held by the pointer.
    drag: TrayDrag,
}

impl<T: Try> HandPlay<T> {
    /// `placed` to play on: no history, no hint, nothing held.
    pub fn new(placed: T) -> HandPlay<T> {
        HandPlay {
            placed,
            history: Vec::new(),
            hint_search: Search::default(),
            hint: None,
            drag: TrayDrag::default(),
        }
    }

    /// A new try, `placed`: no history, no hint.
    pub fn reset(&mut self, placed: T) {
        self.placed = placed;
        self.history.clear();
        self.hint = None;
    }

    /// Makes `placed` the try, keeping the one before for Undo; the hint about the old one goes.
    pub fn change(&mut self, placed: T) {
        let before = std::mem::replace(&mut self.placed, placed);
        self.history.push(before);
        self.hint = None;
    }

    /// Goes back to the try before the last change; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(before) = self.history.pop() else { return false };
        self.placed = before;
        self.hint = None;
        true
    }

    /// The pieces placed.
    pub const fn placed(&self) -> &T {
        &self.placed
    }

    /// Whether there is a change to undo.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// The player changed the try (`said` tells how): the old message and
    /// hint go, the address follows.
    pub fn changed<E: HandEffect>(&mut self, said: String, now_ms: f64) -> Vec<E> {
        let mut effects = vec![E::status(String::new(), Tone::Info)];
        effects.extend(self.try_changed(now_ms));
        effects.push(E::announce(said));
        effects
    }

    /// The try stepped back (Undo) or was cleared, if `said` tells how:
    /// the hint about the old one goes, the address follows, the step is said.
    pub fn stepped<E: HandEffect>(&mut self, said: Option<String>, now_ms: f64) -> Vec<E> {
        let Some(said) = said else { return Vec::new() };
        let mut effects = self.try_changed(now_ms);
        effects.push(E::announce(said));
        effects
    }

    /// The try changed: the hint about the old one goes, the address follows.
    pub fn try_changed<E: HandEffect>(&mut self, now_ms: f64) -> Vec<E> {
        let mut effects = self.stop_hint(now_ms);
        effects.push(E::replace_address());
        effects
    }

    /// A hint is looked for from `now_ms` on (the one shown goes): its ticket.
    pub fn start_hint(&mut self, now_ms: f64) -> Ticket {
        let ticket = self.hint_search.start(now_ms);
        self.hint = None;
        ticket
    }

    /// A hint event: the reply is kept and said as `words` tells (its text
    /// and tone); a stale reply is dropped.
    pub fn hinted<E: HandEffect>(
        &mut self,
        ticket: Ticket,
        event: Event<T::HintReply>,
        now_ms: f64,
        words: impl FnOnce(T::HintReply) -> (String, Tone),
    ) -> Vec<E> {
        match self.hint_search.event(ticket, event, now_ms) {
            Outcome::Done { reply, .. } => {
                self.hint = Some(reply);
                let (text, tone) = words(reply);
                vec![E::status(text.clone(), tone), E::announce(text)]
            }
            Outcome::Failed { message } => {
                vec![E::status(format!("The hint failed: {message}"), Tone::Error)]
            }
            Outcome::Stale | Outcome::Running => Vec::new(),
        }
    }

    /// Cancel beside Hint.
    pub fn cancel_hint<E: HandEffect>(&mut self, now_ms: f64) -> Vec<E> {
        let mut effects = self.stop_hint(now_ms);
        if !effects.is_empty() {
            effects.push(E::status("Hint cancelled.".to_string(), Tone::Info));
            effects.push(E::announce("Hint cancelled.".to_string()));
        }
        effects
    }

    /// The hint's worker could not start.
    pub fn hint_not_started<E: HandEffect>(&mut self, now_ms: f64) -> Vec<E> {
        self.hint_search.cancel(now_ms);
        vec![E::status("Cannot start the worker for the hint.".to_string(), Tone::Error)]
    }

    /// Stops the hint, if one is looked for.
    pub fn stop_hint<E: HandEffect>(&mut self, now_ms: f64) -> Vec<E> {
        match self.hint_search.cancel(now_ms) {
            Some(_) => vec![E::stop_hint()],
            None => Vec::new(),
        }
    }

    /// A press at `point` of the board, while `playing`: the piece of the
    /// try there, if any, is held (the answer: whether one is).
    pub fn press(&mut self, point: BoardPoint, playing: bool) -> bool {
        if playing {
            let (width, height) = self.placed.board();
            let placed = &self.placed;
            self.drag.press_board(point, width, height, |cell| placed.held_at(cell));
        }
        self.drag.holding()
    }

    /// A press on the tray's `kind`, when it `may` be placed (the answer: whether one is held).
    pub fn press_tray(&mut self, kind: PieceKind, may: bool) -> bool {
        if may {
            let (width, height) = self.placed.board();
            self.drag.press_tray(kind, width, height);
        }
        self.drag.holding()
    }

    /// The pointer moved to `point`; tells whether the board must be redrawn.
    pub fn drag_to(&mut self, point: BoardPoint) -> bool {
        self.drag.pointer_move(point)
    }

    /// The pointer released at `point` at `now_ms`: what the drag did, if anything.
    pub fn release(&mut self, point: BoardPoint, now_ms: f64) -> Option<Drop> {
        self.drag.release(point, now_ms)
    }

    /// The browser took the pointer away: the held piece goes back.
    pub fn cancel_drag(&mut self) {
        self.drag.cancel();
    }

    /// Whether a tap at `now_ms` is the click that ends a drop (not a tap).
    pub fn click_ends_drop(&mut self, now_ms: f64) -> bool {
        self.drag.click_ends_drop(now_ms)
    }

    /// What to draw over the board while a piece is held.
    pub fn overlay(&self) -> Overlay {
        self.drag.overlay()
    }
}
