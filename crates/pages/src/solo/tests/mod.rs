//! The Solo page model, driven as a person and the workers drive the page:
//! what `tests/e2e/solo.test.mjs` checks in Chromium, plus the edge cases a
//! browser cannot reach cheaply. Worker replies come from the core's own
//! tasks, run here as a worker runs them.

// Many steps here only set the scene; their effects are not the point.
#![allow(unused_must_use)]

mod challenge;
mod edges;
mod editor;
mod game;
mod identity;
mod motion;
mod new_puzzle;
mod pack_data;
mod play;
mod record;
mod rush;
mod searches;
mod speech;
mod typed_moves;

use super::{Effect, SoloPage, Sound, Start};
use crate::solo::PlayerRecord;
use crate::{Message, Ticket, Tone};
use chesslab_core::{
    board::Square,
    solo::{GenerateReply, GenerateTask, Link, RulesPreset, SolveReply, SolveTask},
    task::{run_to_event, Event},
};

/// Noon on 2026-11-23 (UTC), in milliseconds since 1970.
const NOON: f64 = 20_780.5 * 86_400_000.0;

fn square(name: &str) -> Square {
    Square::parse(name).unwrap()
}

/// A fresh page with no record, at noon.
/// The New puzzle form at its first values: Solitaire Chess, beginner, 4×4.
const BEGINNER_FORM: crate::solo::NewPuzzleForm<'static> = crate::solo::NewPuzzleForm {
    rules: "solitaire",
    level: "beginner",
    size: "4",
    pieces: "",
    unique: false,
};

/// (The packs' data has arrived, as the page fetches it; `tests/identity.rs` waits for it.)
fn fresh() -> SoloPage {
    with_packs(SoloPage::new(PlayerRecord::default(), NOON))
}

/// `page` once both packs' data files have arrived.
fn with_packs(mut page: SoloPage) -> SoloPage {
    for pack in chesslab_core::solo::ALL_PACKS {
        page.pack_arrived(pack, Ok(pack.data()), NOON);
    }
    page
}

/// A page showing `code` under `rules`, as its link opens it.
fn opened(code: &str, rules: RulesPreset) -> SoloPage {
    let mut page = fresh();
    let link = Link::puzzle(code, rules);
    page.open_link(link, NOON).unwrap();
    page
}

/// The capture written `text` in `position` (Solitaire rules).
fn capture(position: &chesslab_core::solo::Position, text: &str) -> chesslab_core::solo::Move {
    chesslab_core::solo::parse_move(text, position, chesslab_core::solo::Rules::SOLITAIRE).unwrap()
}

/// Clicks the squares in turn, giving the last click's effects.
fn click_all(page: &mut SoloPage, squares: &[&str]) -> Vec<Effect> {
    let mut last = Vec::new();
    for name in squares {
        last = page.click(square(name), NOON);
    }
    last
}

/// The status line the effects set.
fn status(effects: &[Effect]) -> String {
    effects.status().map_or(String::new(), |message| message.text)
}

fn tone(effects: &[Effect]) -> Tone {
    effects.status().map_or(Tone::Info, |message: Message| message.tone)
}

/// The solve the effects start.
fn solve(effects: &[Effect]) -> (Ticket, SolveTask) {
    match effects.start() {
        Some(Start::Solve(ticket, task)) => (ticket, task),
        other => panic!("expected a solve, got {other:?}"),
    }
}

/// The generation the effects start.
fn generation(effects: &[Effect]) -> (Ticket, GenerateTask) {
    match effects.start() {
        Some(Start::Generate(ticket, options)) => (ticket, options),
        other => panic!("expected a generation, got {other:?}"),
    }
}

/// The effects of a transition read as the old fields were: each kind at most once.
trait Effects {
    fn status(&self) -> Option<Message>;
    fn start(&self) -> Option<Start>;
    fn check(&self) -> Option<(Ticket, chesslab_core::solo::DeadEndTask)>;
    fn address(&self) -> Option<Link>;
    fn sound(&self) -> Option<Sound>;
    fn announcement(&self) -> Option<String>;
}

impl Effects for [Effect] {
    fn status(&self) -> Option<Message> {
        self.iter().find_map(
            |effect| if let Effect::Status(message) = effect { Some(message.clone()) } else { None },
        )
    }
    fn start(&self) -> Option<Start> {
        self.iter()
            .find_map(|effect| if let Effect::Start(start) = effect { Some(start.clone()) } else { None })
    }
    fn check(&self) -> Option<(Ticket, chesslab_core::solo::DeadEndTask)> {
        self.iter().find_map(|effect| match effect {
            Effect::Check(ticket, task) => Some((*ticket, task.clone())),
            _ => None,
        })
    }
    fn address(&self) -> Option<Link> {
        self.iter()
            .find_map(|effect| if let Effect::SetAddress(link) = effect { Some(link.clone()) } else { None })
    }
    fn sound(&self) -> Option<Sound> {
        self.iter().find_map(|effect| if let Effect::Sound(sound) = effect { Some(*sound) } else { None })
    }
    fn announcement(&self) -> Option<String> {
        self.iter().find_map(|effect| match effect {
            Effect::Announce(text) => Some(text.clone()),
            _ => None,
        })
    }
}

/// The worker's answer to `task`.
fn solved(task: &SolveTask) -> Event<SolveReply> {
    run_to_event(task, &mut |_| {})
}

/// The worker's answer to `options`.
fn generated(options: &GenerateTask) -> Event<GenerateReply> {
    run_to_event(options, &mut |_| {})
}

/// Generates as `effects` asks and hands the puzzle back.
fn deliver(page: &mut SoloPage, effects: &[Effect]) -> Vec<Effect> {
    let (ticket, options) = generation(effects);
    page.generator_event(ticket, generated(&options), NOON + 1_000.0)
}

/// Starts the solve `effects` asks for and hands its reply back at `now_ms`.
fn answer(page: &mut SoloPage, effects: &[Effect], now_ms: f64) -> Vec<Effect> {
    let (ticket, task) = solve(effects);
    page.solver_event(ticket, solved(&task), now_ms)
}

/// Plays every tick of an automatic solution, giving the last one's effects.
fn run_autoplay(page: &mut SoloPage) -> Vec<Effect> {
    let mut last = Vec::new();
    while let Some(due) = page.next_tick() {
        last = page.tick(due);
    }
    last
}
