//! What the Solo page shows: the board, its label for screen readers, the
//! buttons that can be pressed, the moves, the rules, what is being played,
//! the editor's controls and the player's record.

use super::{
    super::{Overlay, Scene},
    play::HintTier,
    texts::clock,
    EditorScreen, Origin, PackScreen, SoloPage, Source, WinScreen,
};
use crate::solo::GameStatus;
use chesslab_core::{
    board::{Cell, PieceKind},
    link::Link as _,
    numbers::plural,
    solo::{date_text, star_text, Position},
};

/// Everything the page draws (the status line and the announcements come as [`super::Effect`]s).
#[derive(Clone, Debug)]
pub struct Screen {
    /// The board.
    pub scene: Scene,
    /// What moves over the board: a held or sliding piece, spent pieces.
    pub overlay: Overlay,
    /// Whether sounds play (the mute switch is pressed when not).
    pub sound_on: bool,
    /// Whether a lost position is told at once (the switch is checked when so).
    pub warn_on: bool,
    /// The move counter and clock: "3 moves · 0:42".
    pub clock: String,
    /// The win panel, while the puzzle is won.
    pub win: Option<WinScreen>,
    /// Next puzzle beside the board once the win panel is closed (its label).
    pub next: Option<String>,
    /// The pack page, when it is shown instead of the game.
    pub packs: Option<PackScreen>,
    /// The board's label: its size and position.
    pub board_label: String,
    /// The pieces on the board drawn, in words, for its accessible
    /// description: "queen c4, rook c3, knight a2, pawn b1" (see [`SoloPage::board_text`]).
    pub board_text: String,
    /// The game's buttons.
    pub buttons: Buttons,
    /// The moves played, as texts like `Qc4xc3`.
    pub moves: Vec<String>,
    /// The rules' name, for their select.
    pub rules: &'static str,
    /// The rules in a few words.
    pub rules_text: &'static str,
    /// What the numbers on the pieces mean, on the first screen, under rules that limit captures.
    pub badges_note: Option<&'static str>,
    /// What is being played: "Solo Chess pack · puzzle 12 of 200 · ★★★☆☆".
    pub playing: String,
    /// The editor's controls, while it is open (the game's controls step aside).
    pub editor: Option<EditorScreen>,
    /// Why the stored record could not be read, for "Your progress" (whose panel the page's
    /// second module draws from [`PlayerRecord::panel`](super::PlayerRecord::panel)).
    pub record_notice: Option<String>,
    /// "Your progress"'s reset button's text (it asks before it erases).
    pub reset_label: &'static str,
    /// Auto-solve's text: "Give up and auto-solve" once it asked to confirm a rated loss.
    pub auto_solve_label: &'static str,
}

/// The New puzzle form as it opens: like the puzzle on the board, so that it
/// never contradicts it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormDefaults {
    /// The rules' name, for the form's rules select.
    pub rules: &'static str,
    /// The board's side, for the form's board select (4 for a board it does not offer).
    pub size: String,
}

/// Which of the game's buttons can be pressed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Buttons {
    /// Undo: a move was played.
    pub undo: bool,
    /// Skip: a Streak's puzzle, while its skip is left (the button shows only then).
    pub skip: bool,
    /// Restart: a move was played.
    pub restart: bool,
    /// Hint: the game goes on and no search runs but the hint's own (the pressed
    /// button stays enabled, so the keyboard's focus stays on it: WCAG 2.4.3).
    pub hint: bool,
    /// Auto-solve: as Hint, outside a challenge run.
    pub auto_solve: bool,
    /// Count solutions: as Hint.
    pub count: bool,
    /// Cancel is shown: a search runs.
    pub cancel: bool,
    /// Undo is what to press: the position is lost.
    pub undo_suggested: bool,
    /// New puzzle is the screen's one primary action: no other step is suggested (Undo, or
    /// the win card's or the row's Next puzzle).
    pub new_primary: bool,
}

impl SoloPage {
    /// What to draw at `now_ms`.
    #[must_use]
    pub fn screen(&self, now_ms: f64) -> Screen {
        let game = self.game();
        let busy = self.searches.purpose().is_some();
        let over = self.challenge.over_here(self.origin) || self.rush.over_here(self.origin);
        let rush = matches!(self.origin, Origin::Rush { .. });
        let playing = game.status() == GameStatus::Playing && !over;
        let moved = !game.played().is_empty() && !over;
        let (scene, board_label) = match &self.editing {
            Some(editor) => {
                let scene = editor.scene(game.rules());
                let label = format!(
                    "Editing a {} by {} board. Position: {}",
                    scene.width,
                    scene.height,
                    chesslab_core::solo::to_code(&editor.position())
                );
                (scene, label)
            }
            None => {
                let scene = self.play_scene(now_ms);
                let label = format!(
                    "Solo chess board, {} by {}. Position: {}",
                    scene.width,
                    scene.height,
                    game.code()
                );
                (scene, label)
            }
        };
        let (win, next) = (self.win_screen(now_ms), self.next_beside());
        let undo_suggested = moved && self.check.verdict().is_some() && !rush;
        let new_primary = !undo_suggested && win.is_none() && next.is_none();
        Screen {
            scene,
            overlay: self.overlay(now_ms),
            sound_on: self.sound_on,
            warn_on: self.warn_on(),
            clock: self.clock_text(now_ms),
            win,
            next,
            packs: self.pack_screen(),
            board_label,
            board_text: self.board_text(),
            buttons: Buttons {
                undo: moved && !rush,
                restart: moved && !rush,
                hint: (!busy || self.searches.purpose() == Some(super::Purpose::Hint)) && playing && !rush,
                auto_solve: !busy && playing && !self.challenge.counts_mistakes(self.origin) && !rush,
                count: !busy && playing && !rush,
                skip: self.rush.can_skip(self.origin),
                cancel: busy,
                undo_suggested,
                new_primary,
            },
            moves: game.played_texts(),
            rules: game.rules().name(),
            rules_text: super::texts::rules_summary(
                game.rules(),
                !game.start().pieces_of(PieceKind::King).is_empty(),
            ),
            badges_note: game.rules().rules().capture_limit.map(|_| super::texts::BADGES_NOTE),
            playing: self.playing_title(),
            editor: self.editing.as_ref().map(|editor| editor.screen(self.tool, game.rules())),
            record_notice: self.record.notice().map(str::to_string),
            reset_label: self.record.reset_label(),
            auto_solve_label: self.record.auto_solve_label(),
        }
    }

    /// What is being played, in one line: where the puzzle came from, its
    /// rules and its difficulty.
    #[must_use]
    pub(super) fn playing_title(&self) -> String {
        let making = matches!(self.searches.purpose(), Some(super::Purpose::Challenge { .. }));
        if let Some(title) =
            self.challenge.title(self.origin, making).or_else(|| self.rush.title(self.origin))
        {
            return title;
        }
        let rules = super::texts::rules_name(self.game().rules());
        match self.origin {
            Origin::Pack { id, level, stars } => format!(
                "{} pack · level {level} · puzzle {} of {} · {}",
                id.pack.title(),
                id.number,
                id.pack.puzzle_count(),
                star_text(stars)
            ),
            Origin::Generated { daily: Some(day), rating, .. } => {
                format!("Daily puzzle · {} · {rules} · {}", date_text(day), star_text(rating))
            }
            Origin::Generated { task: chesslab_core::solo::GenerateTask { level, .. }, rating, .. }
            | Origin::Challenge { level, rating, .. } => {
                format!("New puzzle · {} · {rules} · {}", super::texts::level_title(level), star_text(rating))
            }
            Origin::Rush { index, .. } => format!("Rush · puzzle {}", index + 1),
            Origin::Opened(source) => {
                let from = match source {
                    Source::Example => "Example puzzle",
                    Source::Link => "Shared puzzle",
                    Source::Code => "Puzzle from its code",
                    Source::Custom => "Your position",
                };
                format!("{from} · {rules}")
            }
        }
    }

    /// The New puzzle form's first values, set as it opens: this puzzle's
    /// rules and board, so that the form never contradicts the board.
    #[must_use]
    pub fn form_defaults(&self) -> FormDefaults {
        let shape = self.game().position().shape();
        let side = shape.width();
        let offered = side == shape.height() && (4..=8).contains(&side);
        FormDefaults { rules: self.game().rules().name(), size: if offered { side } else { 4 }.to_string() }
    }

    /// The pieces on the board shown (the game's, or the editor's while it is
    /// open) by kind and square, in reading order (ranks from the top, each
    /// from the a-file): "queen c4, rook c3, knight a2, pawn b1"; "no pieces"
    /// for an empty board; under Solo rules a piece that has captured says
    /// how many captures it has left ("rook c3 (1 capture left)").
    #[must_use]
    pub fn board_text(&self) -> String {
        let rules = self.game().rules().rules();
        match &self.editing {
            Some(editor) => super::speech::board_text(&editor.position(), rules),
            None => super::speech::board_text(self.game().position(), rules),
        }
    }

    /// What to draw over the board at `now_ms` (nothing over the editor's).
    #[must_use]
    pub fn overlay(&self, now_ms: f64) -> Overlay {
        match self.editing {
            Some(_) => Overlay::default(),
            None => self.motion.overlay(self.game(), now_ms),
        }
    }

    /// The pack page, when it is shown instead of the game.
    #[must_use]
    pub(super) fn pack_screen(&self) -> Option<PackScreen> {
        self.packs.screen()
    }

    /// The clock and move counter: "3 moves · 0:42" (the clock stops at the
    /// win), and in a run the run's clock: "3 moves · 0:42 · run 4:10".
    #[must_use]
    pub fn clock_text(&self, now_ms: f64) -> String {
        if let Some(text) = self.rush.clock_text(self.origin, now_ms) {
            return text;
        }
        let moves = self.game().played().len();
        let text = format!("{} · {}", plural(moves as u64, "move"), clock(self.record.seconds(now_ms)));
        match self.challenge.clock(now_ms) {
            Some(run) => format!("{text} · {run}"),
            None => text,
        }
    }

    /// The win panel while the game is won, or a run's end card once it is
    /// over, unless closed.
    #[must_use]
    pub(super) fn win_screen(&self, now_ms: f64) -> Option<WinScreen> {
        if self.win_closed || self.editing.is_some() {
            return None;
        }
        if let Some(end) = self.challenge.end_screen(self.next_label()) {
            return Some(end);
        }
        if self.rush.over_here(self.origin) {
            return self.rush.end_card(self.next_label(), now_ms);
        }
        if self.game().status() != GameStatus::Won {
            return None;
        }
        let attempt = self.record.attempt();
        let title = if attempt.auto_solved { "Solved by the solver" } else { "Solved!" };
        let stats = vec![
            format!("Moves: {}", self.game().played().len()),
            format!("Time: {}", clock(self.record.seconds(now_ms))),
            format!("Hints: {}", attempt.hints),
            format!("Undos: {}", attempt.undos),
        ];
        Some(WinScreen {
            title,
            stats,
            // Labelled: bare stars under "Solved!" read as a score of the player's solve.
            stars: self
                .origin
                .stars()
                .map(|stars| format!("Difficulty: {}", star_text(stars)))
                .unwrap_or_default(),
            next_label: self.next_label(),
            shareable: self.origin.daily_day().is_some() && !attempt.auto_solved,
            again: true,
            links: Vec::new(),
        })
    }

    /// Next puzzle beside the board, once the win card (or a run's end card)
    /// is closed: its label. `None` while the card shows or nothing is won.
    #[must_use]
    pub(super) fn next_beside(&self) -> Option<String> {
        let over = self.game().status() == GameStatus::Won || self.challenge.over_here(self.origin);
        (over && self.win_closed && self.editing.is_none()).then(|| self.next_label())
    }

    /// The daily puzzle's result to share, with its link on `page_url` (the
    /// page's address without its `#…`): date, time, hints, difficulty — no moves.
    /// On a challenge run's end card, the run's result (see
    /// [`crate::solo::ChallengeRun::share_text`]).
    ///
    /// ```
    /// use chesslab_pages::solo::{PlayerRecord, SoloPage};
    ///
    /// // Only a won daily puzzle has a result to share.
    /// let page = SoloPage::new(PlayerRecord::default(), 0.0);
    /// assert_eq!(page.share_text("https://example.org/", 1.0), None);
    /// ```
    #[must_use]
    pub fn share_text(&self, page_url: &str, now_ms: f64) -> Option<String> {
        let win = self.win_screen(now_ms).filter(|win| win.shareable)?;
        if self.rush.over_here(self.origin) {
            return self.rush.share_text(page_url);
        }
        if let Some(run) = self.challenge.run().filter(|run| run.is_over()) {
            return run.share_text(page_url);
        }
        let day = self.origin.daily_day()?;
        let hints = match self.record.attempt().hints {
            0 => "no hints".to_string(),
            hints => plural(u64::from(hints), "hint"),
        };
        Some(format!(
            "Chess Puzzle Lab · Solo Chess daily puzzle ({}), {}: solved in {} with {hints}. {}\n{page_url}{}",
            super::texts::rules_name(self.game().rules()),
            date_text(day),
            clock(self.record.seconds(now_ms)),
            win.stars,
            self.link().to_fragment()
        ))
    }

    /// What Next puzzle opens: "Next puzzle (4 of 200)" (the pack's next
    /// unsolved one), "Back to the pack", a run's next puzzle or "New run".
    pub(super) fn next_label(&self) -> String {
        if let Some(label) = self.challenge.next_label(self.origin) {
            return label;
        }
        if matches!(self.origin, Origin::Rush { .. }) {
            return "Play again".to_string();
        }
        match self.origin {
            Origin::Pack { id, .. } => match self.packs.unsolved_after(id) {
                Some(next) => format!("Next puzzle ({} of {})", next.number, id.pack.puzzle_count()),
                None => "Back to the pack".to_string(),
            },
            _ => "Next puzzle".to_string(),
        }
    }

    /// The game's board at `now_ms`: selection (or the held piece) and its
    /// targets, captures left, last move, hint, cursor; while a move slides,
    /// the piece it takes stays on its square.
    pub fn play_scene(&self, now_ms: f64) -> Scene {
        let game = self.game();
        let position = game.position();
        let badges = match game.capture_limit_shown() {
            Some(limit) => position
                .occupied()
                .squares()
                .map(|square| (Cell::from(square), limit.saturating_sub(position.captures_made(square))))
                .collect(),
            None => Vec::new(),
        };
        let hint = match self.play.hint() {
            Some(hint) => match hint.tier {
                HintTier::Piece => vec![hint.mv.from.into()],
                HintTier::Target => vec![hint.mv.from.into(), hint.mv.to.into()],
                HintTier::LastPiece => vec![hint.mv.from.into(), hint.mv.to.into(), hint.last.into()],
            },
            None => Vec::new(),
        };
        let (selected, targets) = match self.motion.held() {
            Some((from, targets)) => (Some(from), targets),
            None => (game.selected(), game.targets()),
        };
        let mut scene = position_scene(position);
        if let Some(mv) = self.motion.sliding(now_ms) {
            let to = Cell::from(mv.to);
            for piece in scene.pieces.iter_mut().filter(|(cell, _)| *cell == to) {
                piece.1 = mv.captured;
            }
        }
        Scene {
            badges,
            selected: selected.map(Cell::from),
            targets: targets.squares().map(Cell::from).collect(),
            last_move: game.played().last().map(|mv| (mv.from.into(), mv.to.into())),
            hint,
            cursor: self.play.cursor().map(Cell::from),
            shaded: self.check.squares().into_iter().map(Cell::from).collect(),
            ..scene
        }
    }
}

/// `position`'s board and pieces, with nothing marked.
#[must_use]
pub fn position_scene(position: &Position) -> Scene {
    let shape = position.shape();
    let pieces = position
        .occupied()
        .squares()
        .filter_map(|square| Some((Cell::from(square), position.piece_at(square)?)))
        .collect();
    Scene { width: shape.width(), height: shape.height(), pieces, ..Scene::default() }
}
