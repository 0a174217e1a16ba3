//! The Solo Chess page in the browser: it binds the template's elements to
//! the page model ([`SoloPage`]), forwards events to it, does what the
//! model's [`Effect`](chesslab_pages::solo::Effect)s ask (workers, status, address, storage,
//! the autoplay timer: `carry`) and draws its [`chesslab_pages::solo::Screen`].

use std::{
    cell::{Cell, RefCell},
    rc::{Rc, Weak},
};

use gloo_timers::callback::{Interval, Timeout};
use wasm_bindgen::{closure::Closure, JsCast};
use web_sys::MediaQueryList;

mod carry;
mod dialogs;
mod draw;
mod listen;
mod panels;
pub(crate) mod record;
mod sound;
mod speech;
mod storage;

use super::{
    board_canvas::Scene,
    dom::WebError,
    dom::{self, Dom},
    effects::Carry,
    jobs::JobRunner,
    shell::{runner, PageShell},
    view::View,
};
use chesslab_core::solo::{DeadEndTask, GenerateTask, Link, RunCheckTask, RushCheckTask, SolveTask};
use chesslab_pages::solo::{
    ids::{self, elements as id},
    Action, SoloPage,
};

/// Every element of the Solo template the view reads or draws.
pub type Elements = id::Elements<Dom>;

/// The mounted Solo Chess view.
pub struct SoloView {
    shell: PageShell,
    elements: Elements,
    model: RefCell<SoloPage>,
    solver: JobRunner<SolveTask>,
    generator: JobRunner<GenerateTask>,
    /// Runs the "no win from here" check after each move, beside the other searches.
    checker: JobRunner<DeadEndTask>,
    /// Checks a stored challenge run against its seed, after a reload.
    run_checker: JobRunner<RunCheckTask>,
    rush_checker: JobRunner<RushCheckTask>,
    /// Updates the clock every second while a game is played.
    _clock: Option<Interval>,
    /// The autoplay timer and the time it is set for.
    timer: RefCell<Option<(f64, Timeout)>>,
    /// The view itself, for the timer, which must not keep it alive.
    me: Weak<SoloView>,
    /// Draws one frame of a sliding move (requested only while one slides).
    frame: Closure<dyn FnMut()>,
    /// A frame is requested.
    frame_pending: Cell<bool>,
    /// `prefers-reduced-motion: reduce`, asked before every transition.
    reduced_motion: Option<MediaQueryList>,
    audio: sound::Audio,
    /// The status line of the transition under way, until a sentence in words replaces it.
    unspoken: RefCell<Option<String>>,
}

impl View for SoloView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[ids::TEMPLATE];
    const BELOW_BOARD: &'static str = ids::BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<SoloView>, WebError> {
        let elements = dom::bind(Elements::find)?;
        let stored = storage::load();
        let mut model = SoloPage::new(stored.record, js_sys::Date::now());
        storage::report_unreadable(&mut model, stored.kept_aside.as_ref());
        let settings = crate::settings::current();
        // Its Settings dialog has the look's two selects.
        crate::settings::bind_appearance()?;
        model.set_sound_on(settings.sound);
        model.set_warn_on(settings.warn);
        storage::load_packs(&mut model);
        let unreadable_games = storage::load_games(&mut model);
        let unreadable_run = storage::load_run(&mut model);
        let unreadable_rush = storage::load_rush(&mut model);
        let reduced_motion = super::dom::window()
            .ok()
            .and_then(|window| window.match_media("(prefers-reduced-motion: reduce)").ok().flatten());
        let greeting = model.greeting();
        let view = Rc::new_cyclic(|weak: &Weak<SoloView>| SoloView {
            shell,
            elements,
            model: RefCell::new(model),
            solver: runner(weak, SoloPage::solver_event),
            generator: runner(weak, SoloPage::generator_event),
            checker: runner(weak, SoloPage::dead_end_event),
            run_checker: runner(weak, SoloPage::run_check_event),
            rush_checker: runner(weak, SoloPage::rush_check_event),
            _clock: {
                let weak = weak.clone();
                Some(Interval::new(1000, move || {
                    if let Some(view) = weak.upgrade() {
                        view.draw_clock();
                        view.keep_time(CLOCK_SAVE_MS);
                    }
                }))
            },
            timer: RefCell::default(),
            me: weak.clone(),
            frame: {
                let weak = weak.clone();
                Closure::new(move || {
                    if let Some(view) = weak.upgrade() {
                        view.frame_pending.set(false);
                        // One frame of a sliding move: the board only.
                        view.draw_board();
                    }
                })
            },
            frame_pending: Cell::new(false),
            reduced_motion,
            audio: sound::Audio::default(),
            unspoken: RefCell::default(),
        });
        if let Some((error, kept)) = unreadable_games {
            view.act(|page, _| page.saved_games_unreadable(&error, &kept));
        }
        if let Some((error, kept)) = unreadable_run {
            view.act(|page, _| page.stored_run_unreadable(&error, &kept));
        }
        if let Some((error, kept)) = unreadable_rush {
            view.act(|page, _| page.stored_rush_unreadable(&error, &kept));
        }
        view.listen();
        view.shell.speak_through_live_region(&view.elements.board_text);
        view.shell.status(&greeting.text, greeting.tone);
        // Not drawn here: the router opens the page's link next, which draws it (a draw now,
        // on a hidden section, would be the first screen's time spent twice).
        Ok(view)
    }

    fn shell(&self) -> &PageShell {
        &self.shell
    }

    fn open(&self, link: Link) {
        let opened = self.model.borrow_mut().open_link_seeded(link, fresh_seed(), js_sys::Date::now());
        match opened {
            Ok(effects) => self.apply(effects),
            Err(error) => {
                self.shell.show_link_error(&error.to_string());
                self.draw();
            }
        }
    }

    fn link(&self) -> Link {
        self.model.borrow().link()
    }

    fn share_link(&self) -> Link {
        self.model.borrow().share_link()
    }

    /// The check after each move needs its worker at once: it starts when the page is first shown.
    fn shown(&self) {
        self.checker.warm_up();
        self.in_sight(true);
    }

    /// The game's clock stands still while another page is shown.
    fn hidden(&self) {
        self.in_sight(false);
    }
}

/// How often a running clock is stored while the page is shown (it is stored at once as the page is hidden).
const CLOCK_SAVE_MS: f64 = 5_000.0;

/// A random seed for a new puzzle or challenge run.
fn fresh_seed() -> u64 {
    (js_sys::Math::random() * 1e9) as u64
}

impl SoloView {
    /// The home page's picture: the seed text's example puzzle.
    pub fn preview() -> Scene {
        SoloPage::preview()
    }

    /// Stores the game's clock if it is due (see [`SoloPage::keep_time`]). Its
    /// effects only store: nothing is redrawn, so a piece being dragged when
    /// the clock is stored moves on undisturbed.
    fn keep_time(&self, every_ms: f64) {
        let effects = self.model.borrow_mut().keep_time(js_sys::Date::now(), every_ms);
        self.store(effects);
    }

    /// Carries out effects that only store, without a redraw.
    fn store(&self, effects: Vec<chesslab_pages::solo::Effect>) {
        for effect in effects {
            // Storing cannot ask the model for more: a refusal has nothing to answer.
            let _ = self.carry(effect);
        }
    }

    /// The page went out of sight or came back: the game's clock stops or goes on (see
    /// [`SoloPage::set_in_sight`]); as with [`SoloView::keep_time`], its effects only store.
    fn in_sight(&self, in_sight: bool) {
        let effects = self.model.borrow_mut().set_in_sight(in_sight, js_sys::Date::now());
        self.store(effects);
        self.draw_clock();
    }

    /// Asks the browser for the next frame. Called by a draw that showed a
    /// piece still sliding, judged at that draw's own time: judged again a
    /// moment later, the slide could have ended unseen, leaving its last
    /// frame (short of the target) on the board.
    fn request_frame(&self) {
        if self.frame_pending.get() {
            return;
        }
        let Ok(window) = super::dom::window() else { return };
        if window.request_animation_frame(self.frame.as_ref().unchecked_ref()).is_ok() {
            self.frame_pending.set(true);
        }
    }

    /// Keeps the timer set for the model's next tick (automatic play), or none.
    fn set_timer(&self) {
        let due = self.model.borrow().next_tick();
        let mut timer = self.timer.borrow_mut();
        if timer.as_ref().map(|(at, _)| *at) == due {
            return;
        }
        *timer = due.map(|at| {
            let weak = self.me.clone();
            let delay = (at - js_sys::Date::now()).clamp(0.0, f64::from(u32::MAX)) as u32;
            let timeout = Timeout::new(delay, move || {
                if let Some(view) = weak.upgrade() {
                    view.timer.replace(None);
                    view.perform(Action::Tick);
                }
            });
            (at, timeout)
        });
    }
}
