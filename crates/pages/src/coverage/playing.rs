//! What the player does in Play: a tap or a key on the board, the tray,
//! Undo, Clear, Hint and its Cancel, a "leave only this square" challenge;
//! the worker's hint; and what Play shows.

use super::{
    play::{speech, Best},
    status, CoveragePage, Effect, Goal,
};
use crate::{board_key::BoardKey, hand_play::HandEffect, Mode, Scene, Ticket, Tone};
use chesslab_core::{
    board::{Cell, PieceKind},
    coverage::{HintReply, HintTask, Placement, Settings, KINDS},
    task::Event,
};

/// One kind in the tray.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrayPiece {
    /// The kind.
    pub kind: PieceKind,
    /// How many the set holds (0: its button hides).
    pub count: usize,
    /// How many are still to place.
    pub left: usize,
    /// Whether a tap places this kind.
    pub chosen: bool,
}

/// What Play shows beside the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayShow {
    /// The try's state in words.
    pub state: String,
    /// The ladder of goals, reached or not ("Goals: 60 ✓ · 62 · 63").
    pub goals: String,
    /// The board in words (its accessible description).
    pub board_text: String,
    /// The tray, kind by kind in the order K Q R B N.
    pub tray: Vec<TrayPiece>,
    /// Undo can be pressed.
    pub can_undo: bool,
    /// Clear can be pressed.
    pub can_clear: bool,
    /// Hint can be pressed.
    pub can_hint: bool,
    /// The hint is being looked for: Cancel shows.
    pub searching: bool,
    /// The challenge's line, if one is played.
    pub challenge: Option<String>,
}

impl CoveragePage {
    /// Play or Solver.
    #[must_use]
    pub const fn mode(&self) -> Mode {
        self.mode
    }

    /// Play or Solver.
    pub fn show_mode(&mut self, mode: Mode) -> Vec<Effect> {
        self.mode = mode;
        Vec::new()
    }

    /// A tap on `cell` (the mouse's: the keyboard cursor hides): places the
    /// tray's piece, or lifts the piece there.
    pub fn click(&mut self, cell: Cell, now_ms: f64) -> Vec<Effect> {
        if self.mode == Mode::Solver {
            return self.pick_square(cell);
        }
        if self.play.hand.click_ends_drop(now_ms) {
            return Vec::new();
        }
        self.play.cursor.point_at(cell);
        self.activate(cell, now_ms)
    }

    /// A key on the board: arrows move the cursor (saying where it is),
    /// Enter or Space taps its square, K Q R B N choose a piece of the
    /// tray. `None`: not the board's key.
    pub fn key(&mut self, key: &str, now_ms: f64) -> Option<Vec<Effect>> {
        if self.mode == Mode::Solver {
            return None;
        }
        let letter = key.chars().next().filter(|_| key.chars().count() == 1).and_then(PieceKind::from_letter);
        if let Some(kind) = letter.filter(|kind| KINDS.contains(kind)) {
            return Some(self.choose(kind));
        }
        let (df, dr) = match BoardKey::read(key)? {
            BoardKey::Move(df, dr) => (df, dr),
            BoardKey::Tap => {
                let cell = self.play.cursor.keyboard_cell();
                return Some(self.activate(cell, now_ms));
            }
        };
        let cell = self.play.cursor.move_by(
            df.into(),
            dr.into(),
            self.play.problem().side(),
            self.play.problem().side(),
        );
        let said = cell.square().map(|square| speech::cursor(self.play.placed(), square)).unwrap_or_default();
        Some(vec![Effect::Announce(said)])
    }

    /// The board lost the focus: the keyboard cursor hides.
    pub fn blur(&mut self) {
        self.play.cursor.blur();
    }

    /// A tray button: `kind` is the piece a tap places.
    pub fn choose(&mut self, kind: PieceKind) -> Vec<Effect> {
        let said = if self.play.select(kind) {
            speech::chosen(kind, self.play.left(kind))
        } else {
            format!("No {} is left to place.", kind.name())
        };
        vec![Effect::Announce(said)]
    }

    /// A tap on `cell`, however it came: lift what stands there (unless
    /// pieces may share it and one is chosen), else place the chosen piece.
    fn activate(&mut self, cell: Cell, now_ms: f64) -> Vec<Effect> {
        let Some(square) = cell.square() else { return Vec::new() };
        let occupied = self.play.placed().at(square).next().is_some();
        let stack = self.play.problem().superpose() && self.play.selected().is_some();
        let said = if occupied && !stack {
            match self.play.lift(square) {
                Some(kind) => speech::lifted(kind, square, &self.play_state()),
                None => return Vec::new(),
            }
        } else {
            match self.play.place(square) {
                Ok(kind) => speech::placed(kind, square, &self.play_state()),
                Err(why) => return Effect::refused(why),
            }
        };
        self.play.hand.changed(said, now_ms)
    }

    /// Undo: the try before the last change.
    pub fn undo(&mut self, now_ms: f64) -> Vec<Effect> {
        let said = self.play.undo().then(|| format!("Undone. {}", self.play_state()));
        self.play.hand.stepped(said, now_ms)
    }

    /// Clear: every piece lifted (Undo brings them back).
    pub fn clear_pieces(&mut self, now_ms: f64) -> Vec<Effect> {
        let said = self.play.clear().then(|| format!("Every piece lifted. {}", self.play_state()));
        self.play.hand.stepped(said, now_ms)
    }

    /// Hint: the worker looks for a piece to place, or one to lift, toward the best.
    pub fn hint(&mut self, now_ms: f64) -> Vec<Effect> {
        let Some(best) = &self.play.best else {
            let text = "The most is not known yet: the solver is still looking.".to_string();
            return vec![status(text.clone(), Tone::Info), Effect::Announce(text)];
        };
        let squares = self.play.squares();
        // A challenge leaves one square: its placements attack all the others,
        // and are among the best configurations only when those leave one square too.
        let target = if self.play.challenge.is_some() { squares - 1 } else { best.value };
        let known = if target == best.value { best.configurations.clone() } else { Vec::new() };
        let task = HintTask {
            settings: self.play.settings.clone(),
            placed: self.play.placed().clone(),
            target,
            leave: self.play.challenge,
            best: known,
        };
        let ticket = self.play.hand.start_hint(now_ms);
        vec![Effect::Hint(ticket, task), Effect::Announce("Looking for a hint…".to_string())]
    }

    /// A hint event.
    pub fn on_hinted(&mut self, ticket: Ticket, event: Event<HintReply>, now_ms: f64) -> Vec<Effect> {
        let target = self.play.target().unwrap_or(0);
        self.play.hand.hinted(ticket, event, now_ms, |reply| (speech::hint(reply, target), Tone::Info))
    }

    /// The solver's best for `settings` arrived: Play counts against it (and
    /// a challenge asked for before starts, when the best tells its squares).
    pub(super) fn learn_best(
        &mut self,
        settings: &Settings,
        value: u32,
        examples: &[String],
        complete: bool,
        now_ms: f64,
    ) -> Vec<Effect> {
        if *settings != self.play.settings {
            return Vec::new();
        }
        let configurations = if complete {
            examples.iter().filter_map(|code| Placement::parse(code).ok()).collect()
        } else {
            Vec::new()
        };
        self.play.best = Some(Best { value, configurations });
        if self.play.challenge_asked && self.play.lonely_from_best().is_some() {
            return self.next_challenge(now_ms);
        }
        Vec::new()
    }

    /// The try in words (what is placed, counted against the goal).
    #[must_use]
    pub fn play_state(&self) -> String {
        let play = &self.play;
        let left = play.problem().pieces().len().saturating_sub(play.placed().pieces().len());
        let best = match &play.best {
            Some(best) => speech::Most::Known(best.value),
            None if self.goal == Goal::Max && self.search.is_running() => speech::Most::Finding,
            None => speech::Most::Unknown,
        };
        speech::state(play.placed(), play.squares(), best, left, play.challenge, play.solved())
    }

    /// What Play shows: the board and the texts and buttons beside it.
    #[must_use]
    pub fn play_view(&self) -> (Scene, PlayShow) {
        let play = &self.play;
        let placed = play.placed();
        let hint = match play.hand.hint {
            Some(HintReply::Place { square, .. } | HintReply::Lift { square, .. }) => {
                vec![Cell::from(square)]
            }
            _ => Vec::new(),
        };
        let mut scene = super::show::scene_of(placed);
        // Rings only where they say something: the last few squares left.
        if scene.marked.len() > 4 {
            scene.marked.clear();
        }
        scene.hint = hint;
        scene.cursor = play.cursor.shown();
        scene.selected = play.challenge.map(Cell::from);
        let attacked = play.attacked();
        let goals = play.goals();
        let goals = if goals.is_empty() || play.challenge.is_some() {
            String::new()
        } else {
            let steps: Vec<String> = goals
                .iter()
                .map(|&goal| if attacked >= goal { format!("{goal} ✓") } else { goal.to_string() })
                .collect();
            format!("Goals: {}", steps.join(" · "))
        };
        let tray = KINDS
            .iter()
            .map(|&kind| TrayPiece {
                kind,
                count: play.problem().pieces().count(kind),
                left: play.left(kind),
                chosen: play.selected() == Some(kind),
            })
            .collect();
        let show = PlayShow {
            state: self.play_state(),
            goals,
            board_text: speech::board_text(placed),
            tray,
            can_undo: play.can_undo(),
            can_clear: !placed.pieces().is_empty(),
            can_hint: play.best.is_some() && !play.solved() && !play.hand.hint_search.is_running(),
            searching: play.hand.hint_search.is_running(),
            challenge: play.challenge.map(|square| format!("Challenge: leave only {square} unattacked.")),
        };
        (scene, show)
    }
}
