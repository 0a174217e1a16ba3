//! What the player does on the Solo page, each routed to the part it is
//! for: a click, a key, a drag, a typed move, Undo, Restart, Hint and the
//! solver's buttons (the game, `play`, and its pieces in `motion`); the
//! switches; the win card; the menus (New puzzle, the daily, a code, the
//! rules, the packs). The editor's actions are in `editing`.

use super::{
    motion::square_at, searches::Purpose, Effect, GameStatus, NewPuzzleForm, Origin, SoloPage, Source, Tone,
};
use crate::{board_key::BoardKey, solo::Game, BoardPoint};
use chesslab_core::{
    board::Square,
    solo::{daily_options, day_of, read_move, PackName, RulesPreset, RunAction},
};

impl SoloPage {
    /// A click on `square` of the board (the mouse's: the keyboard cursor hides).
    pub(super) fn click(&mut self, square: Square, now_ms: f64) -> Vec<Effect> {
        if self.motion.click_ends_drop(now_ms) {
            return self.take();
        }
        self.play.point_at(square);
        self.activate(square, now_ms);
        self.take()
    }

    /// A key pressed on the board: arrows move the cursor, Enter or Space
    /// clicks its square, Escape cancels the selection. `None`: the key is
    /// not the board's (the page may use it).
    pub fn key(&mut self, key: &str, now_ms: f64) -> Option<Vec<Effect>> {
        let (df, dr) = match (BoardKey::read(key), key) {
            (Some(BoardKey::Move(df, dr)), _) => (df, dr),
            (Some(BoardKey::Tap), _) => {
                if let Some(square) = self.play.keyboard_square() {
                    self.activate(square, now_ms);
                }
                return Some(self.take());
            }
            (None, "Escape") => {
                if !self.motion.drop_held(now_ms) {
                    self.play.keyboard_square();
                }
                self.play.game_mut().deselect();
                return Some(self.take());
            }
            _ => return None,
        };
        let (position, selected, targets) = match &self.editing {
            Some(editor) => (editor.position(), None, chesslab_core::board::Bitboard::EMPTY),
            None => (*self.game().position(), self.game().selected(), self.game().targets()),
        };
        self.play.move_cursor(df, dr, position.shape());
        // Said as it moves: a screen reader does not see the cursor drawn.
        if let Some(square) = self.play.cursor() {
            let (kind, target) = (position.piece_at(square), targets.contains(square));
            self.announce(super::speech::cursor(square, kind, selected == Some(square), target));
        }
        Some(self.take())
    }

    /// The board lost the focus: the keyboard cursor hides.
    pub(super) fn blur(&mut self) -> Vec<Effect> {
        self.play.blur();
        self.take()
    }

    /// A capture typed in the move box (`Qxc3`, `Qc4xc3`, `c4c3`, `bxa2`, any
    /// case: [`read_move`] says what is read), played as a click plays it:
    /// the same slide, sound, status line, announcement, dead-end check and win.
    ///
    /// ```
    /// use chesslab_pages::solo::{Effect, PlayerRecord, SoloPage};
    ///
    /// let mut page = SoloPage::new(PlayerRecord::default(), 0.0); // 2Q1/2R1/N3/1P2
    /// let effects = page.type_move("Qxc3", 1.0)?;
    /// assert!(effects.contains(&Effect::Announce("Queen c4 takes rook c3. 3 pieces left.".into())));
    /// assert_eq!(
    ///     page.type_move("Nxd4", 2.0).unwrap_err(),
    ///     "There is nothing to capture on d4: every move must take a piece."
    /// );
    /// assert_eq!(page.board_text(), "queen c3, knight a2, pawn b1");
    /// # Ok::<(), String>(())
    /// ```
    ///
    /// # Errors
    /// What is wrong with the text, in words to show beside the move box (which
    /// keeps the text): the page is left as it was.
    pub fn type_move(&mut self, text: &str, now_ms: f64) -> Result<Vec<Effect>, String> {
        if self.editing.is_some() {
            return Err("Close the editor to play a move.".to_string());
        }
        if let Some(why) = self.held() {
            return Err(why.to_string());
        }
        if self.game().status() == GameStatus::Won {
            return Err("The puzzle is solved: undo or restart to play again.".to_string());
        }
        let game = self.game();
        let mv = read_move(game.position(), game.rules().rules(), text).map_err(|error| error.to_string())?;
        self.play.stop_autoplay();
        if !self.play.game_mut().play(mv) {
            // The reader only returns captures legal here.
            return Err(format!("{mv} cannot be played here."));
        }
        self.motion.slide(mv, now_ms);
        self.moved(now_ms);
        Ok(self.take())
    }

    /// Takes back the last move (stopping searches and automatic play).
    pub(super) fn undo(&mut self, now_ms: f64) -> Vec<Effect> {
        if !self.run_allows() || !self.rush_allows_help() {
            return self.take();
        }
        self.stop_searches(now_ms);
        self.motion.settle();
        match self.play.game_mut().undo() {
            Some(mv) => {
                self.challenge.log(self.origin, RunAction::Undo);
                self.record.undone(now_ms);
                self.win_closed = false;
                self.say(format!("Took back {mv}."), Tone::Info);
                self.announce(super::speech::undone(mv, self.game().position()));
                self.check_position(now_ms);
            }
            None => self.say("Nothing to undo.", Tone::Info),
        }
        self.take()
    }

    /// Goes back to the puzzle's start (stopping searches and automatic play).
    pub(super) fn restart(&mut self, now_ms: f64) -> Vec<Effect> {
        if !self.run_allows() || !self.rush_allows_help() {
            return self.take();
        }
        self.stop_searches(now_ms);
        self.motion.settle();
        if !self.game().played().is_empty() {
            self.challenge.log(self.origin, RunAction::Restart);
        }
        self.play.game_mut().restart();
        self.record.restarted();
        self.win_closed = false;
        self.say(format!("Back to the start. {}", self.playing_text()), Tone::Info);
        let game = self.game();
        self.announce(super::speech::loaded("Back to the start.", game.position(), game.rules().rules()));
        self.check_position(now_ms);
        self.take()
    }

    /// The timer: plays the automatic solution's next move once it is due.
    pub(super) fn tick(&mut self, now_ms: f64) -> Vec<Effect> {
        self.rush_tick(now_ms);
        match self.play.autoplay_step(now_ms) {
            Some(Ok(mv)) => {
                self.motion.slide(mv, now_ms);
                self.after_move(true, now_ms);
            }
            Some(Err(())) => self.say("The automatic solution no longer fits the board.", Tone::Error),
            None => {}
        }
        self.take()
    }

    /// The first press of Hint asks the solver; the second shows the target
    /// of the move it suggested, the third the piece its line leaves last.
    pub(super) fn hint(&mut self, now_ms: f64) -> Vec<Effect> {
        // Pressed again while its search runs: the answer is on its way.
        if !self.run_allows() || !self.rush_allows_help() || self.searches.purpose() == Some(Purpose::Hint) {
            return self.take();
        }
        match self.play.next_hint_tier() {
            Some((status, announcement)) => {
                self.say(status, Tone::Info);
                self.announce(announcement);
            }
            None => self.start_solve(Purpose::Hint, now_ms),
        }
        self.take()
    }

    /// Asks the solver for a solution and plays it, one move per tick (not
    /// in a challenge run, whose puzzles the player solves: hints are allowed there, and counted).
    pub(super) fn auto_solve(&mut self, now_ms: f64) -> Vec<Effect> {
        if self.challenge.counts_mistakes(self.origin) {
            self.say("No auto-solve in a challenge run: Hint shows the way (and counts).", Tone::Info);
            return self.take();
        }
        if !self.rush_allows_help() {
            return self.take();
        }
        if self.record.asks_to_give_up() {
            self.say(super::texts::GIVE_UP_QUESTION, Tone::Warning);
            return self.take();
        }
        self.start_solve(Purpose::AutoSolve, now_ms);
        self.take()
    }

    /// Asks the solver how many solutions there are from here.
    pub(super) fn count(&mut self, now_ms: f64) -> Vec<Effect> {
        if !self.rush_allows_help() {
            return self.take();
        }
        self.start_solve(Purpose::Count, now_ms);
        self.take()
    }

    /// The Cancel button: stops the running search and says so.
    pub(super) fn cancel(&mut self, now_ms: f64) -> Vec<Effect> {
        let was_running = self.searches.purpose().is_some();
        self.stop_searches(now_ms);
        if was_running {
            self.say("Cancelled.", Tone::Info);
        }
        self.take()
    }

    /// Whether moves land at once (the browser's `prefers-reduced-motion: reduce`).
    pub fn set_reduced_motion(&mut self, reduced: bool) {
        self.motion.set_reduced(reduced);
    }

    /// A pointer (mouse button, pen or finger) pressed at `point` of the
    /// board: in play, a piece that can be played is held; in the editor, a
    /// drag may start. The click the browser sends after the press still
    /// selects and plays as before.
    pub(super) fn pointer_down(&mut self, point: BoardPoint) -> Vec<Effect> {
        self.motion.new_press();
        match &self.editing {
            Some(editor) => {
                let square = square_at(editor.position().shape(), point);
                self.press(square)
            }
            None => {
                self.motion.press(point, self.play.game());
                self.take()
            }
        }
    }

    /// The pointer moved to `point`; tells whether the board must be redrawn
    /// (a piece is held). Nothing else changes, so the page redraws only the board.
    pub fn pointer_move(&mut self, point: BoardPoint) -> bool {
        self.motion.pointer_move(point)
    }

    /// The pointer released at `point`: a lifted piece dropped on one of its
    /// targets captures there, anywhere else it goes back. A piece that was
    /// not lifted leaves it to the click that follows.
    pub(super) fn pointer_up(&mut self, point: BoardPoint, now_ms: f64) -> Vec<Effect> {
        if let Some(editor) = &self.editing {
            let square = square_at(editor.position().shape(), point);
            return self.release(square, now_ms);
        }
        let Some((from, kind)) = self.motion.release(now_ms) else { return self.take() };
        if !self.run_allows() {
            self.play.game_mut().deselect();
            return self.take();
        }
        let square = square_at(self.game().position().shape(), point);
        let rules = self.game().rules().rules();
        match square.and_then(|to| self.game().position().find_move(from, to, rules)) {
            Some(mv) => {
                self.play.game_mut().play(mv);
                self.moved(now_ms);
            }
            None if square == Some(from) => {}
            None => {
                self.play.game_mut().deselect();
                let name = kind.name();
                let text = match square {
                    Some(to) => format!("The {name} on {from} cannot capture on {to}: it is back."),
                    None => format!("The {name} on {from} is back: drop it on a piece it can capture."),
                };
                self.say(text, Tone::Info);
            }
        }
        self.take()
    }

    /// The browser took the pointer away (a scroll, a system gesture): a held piece goes back.
    pub(super) fn pointer_cancel(&mut self) -> Vec<Effect> {
        self.motion.cancel();
        self.take()
    }

    /// The mute switch pressed: sound off if on, on if off; the choice is stored.
    pub(super) fn toggle_sound(&mut self) -> Vec<Effect> {
        self.sound_on = !self.sound_on;
        self.out.save_settings = true;
        self.take()
    }

    /// The "no win from here" switch: on if off, off if on; the choice is
    /// stored. Switched on, the position on the board is checked at once.
    pub(super) fn toggle_warn(&mut self, now_ms: f64) -> Vec<Effect> {
        self.out.save_settings = true;
        if self.check.toggle(now_ms) {
            self.check_position(now_ms);
            self.say("You will be told at once when a win is no longer possible.", Tone::Info);
        } else {
            self.say("No warnings: you will find dead ends yourself.", Tone::Info);
        }
        self.take()
    }

    /// "Reset progress": the first click asks, the second erases the record.
    pub(super) fn reset_record(&mut self) -> Vec<Effect> {
        if self.record.reset() {
            self.out.save_record = true;
            self.say("Your progress is reset.", Tone::Info);
        }
        self.take()
    }

    /// Closes the win panel, to look at the board.
    pub(super) fn close_win(&mut self) -> Vec<Effect> {
        self.win_closed = true;
        self.take()
    }

    /// Shows the win card (or the run's end card) again after it was closed.
    pub(super) fn reopen_win(&mut self) -> Vec<Effect> {
        self.win_closed = false;
        self.take()
    }

    /// **Next puzzle**: the pack's next unsolved one for a pack puzzle (the
    /// pack page once all are), the run's next one in a challenge run (a
    /// new run, from `seed`, on its end card), else a new puzzle as the
    /// "New puzzle" form asks.
    pub(super) fn next_puzzle(&mut self, form: &NewPuzzleForm<'_>, seed: u64, now_ms: f64) -> Vec<Effect> {
        if matches!(self.origin, Origin::Rush { .. }) && self.rush_again(seed, now_ms) {
            return self.take();
        }
        if let Some(run) = self.challenge.run() {
            if run.is_over() {
                return self.open_challenge(chesslab_core::solo::ChallengeLink::New, seed, now_ms);
            }
            self.ask_for_run_puzzle(0, now_ms);
            return self.take();
        }
        let Origin::Pack { id, .. } = self.origin else { return self.new_puzzle(form, seed, now_ms) };
        match self.packs.unsolved_after(id) {
            Some(next) => self.open_pack_puzzle(next, now_ms),
            None => {
                let done = format!("Every puzzle of the {} pack is solved.", id.pack.title());
                self.show_pack_page(id.pack, Some(done));
                self.out.address = Some(self.link());
            }
        }
        self.take()
    }

    /// "Make puzzle": generates one as the form asks, from `seed`; a bad
    /// form is explained (and its text stays in its box) until it makes one.
    pub(super) fn new_puzzle(&mut self, form: &NewPuzzleForm<'_>, seed: u64, now_ms: f64) -> Vec<Effect> {
        match form.options(seed) {
            Ok(options) => {
                self.form_error = None;
                self.start_generate(options, None, now_ms);
            }
            Err(error) => {
                let message = format!("Cannot generate: {error}.");
                self.form_error = Some(message.clone());
                self.say(message, Tone::Error);
            }
        }
        self.take()
    }

    /// Today's puzzle (UTC) under the rules named `rules` (as the form
    /// names them): the same for everyone.
    pub(super) fn daily(&mut self, rules: &str, now_ms: f64) -> Vec<Effect> {
        let day = day_of(now_ms);
        let rules = rules.parse::<RulesPreset>().unwrap_or_default();
        self.start_generate(daily_options(day, rules), Some(day), now_ms);
        self.take()
    }

    /// The rules chosen by their name: the same puzzle again under them.
    pub(super) fn change_rules(&mut self, name: &str, now_ms: f64) -> Vec<Effect> {
        let rules: RulesPreset = name.parse().unwrap_or_default();
        match Game::new(&self.game().code(), rules) {
            Ok(game) => {
                let note = format!("Rules: {}.", super::texts::rules_label(rules));
                self.load(game, Origin::Opened(Source::Custom), &note, now_ms);
                // The editor's verdict depends on the rules.
                self.analyse_edited(now_ms);
            }
            Err(error) => self.say(error.to_string(), Tone::Error),
        }
        self.take()
    }

    /// Opens a typed puzzle code; a bad one is explained (and stays in its box).
    pub(super) fn open_code(&mut self, text: &str, now_ms: f64) -> Vec<Effect> {
        match Game::new(text, self.game().rules()) {
            Ok(game) => {
                self.form_error = None;
                self.load(game, Origin::Opened(Source::Code), "Puzzle opened.", now_ms);
            }
            Err(error) => {
                let message = format!("Cannot open that code: {error}.");
                self.form_error = Some(message.clone());
                self.say(message, Tone::Error);
            }
        }
        self.take()
    }

    /// "Puzzle packs": the pack page of the puzzle played (the first pack for other puzzles).
    pub(super) fn show_packs(&mut self) -> Vec<Effect> {
        let pack = match self.origin {
            Origin::Pack { id, .. } => id.pack,
            _ => PackName::Solitaire,
        };
        self.show_pack_page(pack, None);
        self.out.address = Some(self.link());
        self.take()
    }

    /// Back from the pack page to the game it hides.
    pub(super) fn close_packs(&mut self) -> Vec<Effect> {
        if self.leave_pack_page() {
            self.say(self.playing_text(), Tone::Info);
            self.out.address = Some(self.link());
        }
        self.take()
    }

    /// A click (or Enter) on `square`: the editor's tool, or a move in the game.
    pub(super) fn activate(&mut self, square: Square, now_ms: f64) {
        if self.editing.is_some() {
            return self.editor_click(square, now_ms);
        }
        if !self.run_allows() {
            return;
        }
        self.play.stop_autoplay();
        match self.play.game_mut().click(square) {
            super::ClickOutcome::Played(mv) => {
                self.motion.slide(mv, now_ms);
                self.moved(now_ms);
            }
            super::ClickOutcome::Selected(square) => {
                let name = self.game().position().piece_at(square).map_or("piece", |kind| kind.name());
                self.say(
                    format!("The {name} on {square} is selected: pick a piece it can capture."),
                    Tone::Info,
                );
            }
            super::ClickOutcome::Deselected => self.say("Selection cancelled.", Tone::Info),
            super::ClickOutcome::Refused(reason) => self.say(reason, Tone::Warning),
        }
    }

    /// Whether the run lets the player act on its puzzle now; if not, says why.
    pub(super) fn run_allows(&mut self) -> bool {
        match self.held() {
            Some(why) => {
                self.say(why, Tone::Info);
                false
            }
            None => true,
        }
    }
}

impl SoloPage {
    /// Why the player cannot act on the puzzle now, if they cannot: a run's
    /// (challenge or Rush) puzzle that is over, or whose last move waits for its verdict.
    pub(super) fn held(&self) -> Option<&'static str> {
        self.challenge.holds(self.origin).or_else(|| self.rush.holds(self.origin))
    }

    /// Whether help (undo, restart, a hint, the solver) is allowed here; in a Rush it is not, and that is said.
    pub(super) fn rush_allows_help(&mut self) -> bool {
        if !self.rush.in_play(self.origin) {
            return true;
        }
        self.say("No help in a Rush: every capture counts, and a lost puzzle moves on.", Tone::Info);
        false
    }
}
