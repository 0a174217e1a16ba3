//! What the player does in Play: a tap or a key on the board, the tray,
//! Undo, Clear, Hint and its Cancel, Play or Solutions; and the worker's
//! hint.

use super::{
    play::{speech, Tap},
    status, Effect, ExactPage, Mode,
};
use crate::{board_key::BoardKey, hand_play::HandEffect, Ticket, Tone};
use chesslab_core::{
    board::{Cell, PieceKind},
    exact::{Hint, HintReply, HintTask, Try},
    task::Event,
};

impl ExactPage {
    /// Opens a try to play: its problem on the board (and the form), its pieces placed.
    pub(super) fn open_try(&mut self, try_: Try, now_ms: f64) -> Vec<Effect> {
        self.mode = Mode::Play;
        let mut effects = self.set_problem(try_.problem, now_ms);
        self.play.reset(&self.problem, &try_.placed);
        effects.extend(self.play.hand.try_changed(now_ms));
        effects.push(status(String::new(), Tone::Info));
        let said = format!("{} {}", self.puzzle_text(), self.play_state());
        effects.push(Effect::Announce(said));
        effects
    }

    /// A tap on `cell` in Play (the mouse's: the keyboard cursor hides):
    /// places the tray's piece, or lifts the piece there.
    pub fn tap(&mut self, cell: Cell, now_ms: f64) -> Vec<Effect> {
        if self.play.hand.click_ends_drop(now_ms) {
            return Vec::new();
        }
        self.play.cursor().point_at(cell);
        self.activate(cell, now_ms)
    }

    /// A key on the board in Play: arrows move the cursor (saying the cell
    /// and its count), Enter or Space taps its cell, a piece letter (K Q R
    /// B N P) chooses the tray's piece. `None`: not the board's key.
    pub fn key(&mut self, key: &str, now_ms: f64) -> Option<Vec<Effect>> {
        if self.mode != Mode::Play {
            return None;
        }
        let mut letters = key.chars();
        if let (Some(letter), None) = (letters.next(), letters.next()) {
            if let Some(kind) = PieceKind::from_letter(letter) {
                return Some(self.choose_piece(kind));
            }
        }
        let (df, dr) = match BoardKey::read(key)? {
            BoardKey::Move(df, dr) => (df, dr),
            BoardKey::Tap => {
                let cell = self.play.cursor().keyboard_cell();
                return Some(self.activate(cell, now_ms));
            }
        };
        let (width, height) = (self.problem.width().into(), self.problem.height().into());
        let cell = self.play.cursor().move_by(df.into(), dr.into(), width, height);
        let said = cell.square().map(|square| speech::cell(&self.problem, self.play.placed(), square));
        Some(said.map(Effect::Announce).into_iter().collect())
    }

    /// The board lost the focus: the keyboard cursor hides.
    pub fn blur(&mut self) {
        self.play.cursor().blur();
    }

    /// The tray: `kind` is what a tap places next.
    pub fn choose_piece(&mut self, kind: PieceKind) -> Vec<Effect> {
        if !self.problem.pieces().contains(kind) {
            let text = format!("No {} in this puzzle: it allows {}.", kind.name(), self.problem.pieces());
            return vec![status(text.clone(), Tone::Warning), Effect::Announce(text)];
        }
        self.play.piece = kind;
        vec![Effect::Announce(speech::chosen(kind))]
    }

    /// A tap on `cell`, however it came.
    fn activate(&mut self, cell: Cell, now_ms: f64) -> Vec<Effect> {
        let tapped = self.play.tap(&self.problem, cell);
        self.changed_by_hand(tapped, now_ms)
    }

    /// The player changed the try, or could not: the message, the hint and
    /// the address follow, and what happened is said.
    pub(super) fn changed_by_hand(&mut self, tapped: Result<Tap, String>, now_ms: f64) -> Vec<Effect> {
        let tap = match tapped {
            Ok(tap) => tap,
            Err(why) => return Effect::refused(why),
        };
        let state = self.play_state();
        let said = match tap {
            Tap::Placed(square, kind) => speech::placed(square, kind, &state),
            Tap::Lifted(square, kind) => speech::lifted(square, kind, &state),
            Tap::Carried(from, to, kind) => speech::carried(from, to, kind, &state),
        };
        self.play.hand.changed(said, now_ms)
    }

    /// Undo: the try before the last change.
    pub fn undo(&mut self, now_ms: f64) -> Vec<Effect> {
        let said = self.play.hand.undo().then(|| format!("Undone. {}", self.play_state()));
        self.play.hand.stepped(said, now_ms)
    }

    /// Clear: every piece lifted (Undo brings them back).
    pub fn clear_pieces(&mut self, now_ms: f64) -> Vec<Effect> {
        let said = self.play.clear().then(|| format!("Every piece lifted. {}", self.play_state()));
        self.play.hand.stepped(said, now_ms)
    }

    /// The try in words (what is placed, counted against the fewest pieces).
    #[must_use]
    pub fn play_state(&self) -> String {
        speech::state(&self.problem, self.play.placed(), self.minimum())
    }

    /// Hint: the worker looks for a piece to place, or one to lift.
    pub fn hint(&mut self, now_ms: f64) -> Vec<Effect> {
        if self.problem.is_solved_by(self.play.placed()) {
            return vec![Effect::Announce(speech::hint(Hint::Solved, self.minimum()))];
        }
        if let Some(why) = self.no_quick_hint() {
            return Effect::refused(why);
        }
        let mut effects = self.play.hand.stop_hint(now_ms);
        let ticket = self.play.hand.start_hint(now_ms);
        let minimum = self.minimum();
        let known = if minimum.is_some() { self.known_minimal() } else { Vec::new() };
        let task =
            HintTask { problem: self.problem.clone(), placed: self.play.placed().clone(), minimum, known };
        let looking = if task.minimum.is_some() {
            "Looking for a hint…"
        } else {
            "Looking for a hint: first the fewest pieces are proven…"
        };
        effects.push(Effect::Hint(ticket, task));
        effects.push(Effect::Announce(looking.to_string()));
        effects
    }

    /// A hint event.
    pub fn on_hinted(&mut self, ticket: Ticket, event: Event<HintReply>, now_ms: f64) -> Vec<Effect> {
        self.play.hand.hinted(ticket, event, now_ms, |reply| {
            let tone = if matches!(reply.hint, Hint::NoSolution) { Tone::Warning } else { Tone::Info };
            (speech::hint(reply.hint, reply.minimum), tone)
        })
    }

    /// Play or Solutions; the address follows (the link of a try, or of a search).
    pub fn show_mode(&mut self, mode: Mode) -> Vec<Effect> {
        if self.mode == mode {
            return Vec::new();
        }
        self.mode = mode;
        vec![Effect::ReplaceAddress]
    }

    /// The puzzle in words ([`speech::puzzle`]), with the target: the fewest
    /// pieces when proven, else what the results table knows of it.
    #[must_use]
    pub fn puzzle_text(&self) -> String {
        let puzzle = speech::puzzle(&self.problem, self.minimum());
        match self.unproven_target() {
            Some(bounds) => format!("{puzzle} {bounds}"),
            None => puzzle,
        }
    }
}
