//! The Queens page's binding: its elements, its listeners, the worker pool
//! that counts, the worker that lists and the workers of Play (the hint,
//! a solved try's place, the daily board). Every decision is the page
//! model's ([`QueensPage`]); this module forwards events to it, carries out
//! its [`Effect`]s and draws its [`QueensPage::view`]. A long count's
//! finished shares are kept in the browser ([`KeptReplies`]).

use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use chesslab_pages::queens::Mode;

use super::{
    dom::WebError,
    dom::{self, Dom},
    effects::Carry,
    jobs::JobRunner,
    kept_replies::{KeptReplies, Store},
    pager_row::PagerRow,
    pool::{self, Pool},
    shell::{runner, PageShell},
    view::{self, View},
};
use chesslab_core::queens::{CountTask, DailyTask, HintTask, Link, ListTask, RankTask};
use chesslab_pages::queens::{
    ids::{controls, BELOW_BOARD, TEMPLATE},
    Effect, PlayShow, QueensPage, MAX_WORKERS,
};

type Controls = controls::Controls<Dom>;

/// The mounted Queens view.
pub struct QueensView {
    shell: PageShell,
    controls: Controls,
    browser: PagerRow,
    model: RefCell<QueensPage>,
    counters: Pool<CountTask>,
    /// The finished shares of long counts, kept between visits.
    kept: KeptReplies,
    lister: JobRunner<ListTask>,
    hinter: JobRunner<HintTask>,
    ranker: JobRunner<RankTask>,
    daily_maker: JobRunner<DailyTask>,
    /// This view, for the answers that come back later (the kept shares read).
    this: Weak<QueensView>,
}

impl View for QueensView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[TEMPLATE];
    const BELOW_BOARD: &'static str = BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<QueensView>, WebError> {
        let controls = dom::bind(Controls::find)?;
        let browser = PagerRow::build(&shell)?;
        let workers = pool::per_core(MAX_WORKERS)?;
        let model = QueensPage::new(workers).map_err(|error| WebError(error.to_string()))?;
        let view = Rc::new_cyclic(|weak: &Weak<QueensView>| QueensView {
            shell,
            controls,
            browser,
            model: RefCell::new(model),
            counters: Pool::new(weak, workers, QueensPage::on_counted),
            kept: KeptReplies::new(Store::QueensCounts),
            lister: runner(weak, QueensPage::on_listed),
            hinter: runner(weak, QueensPage::on_hinted),
            ranker: runner(weak, QueensPage::on_ranked),
            daily_maker: runner(weak, QueensPage::on_daily),
            this: weak.clone(),
        });
        view.listen();
        // The live region speaks for Play; the board is described by its queens.
        view.shell.speak_through_live_region(&view.controls.board_text);
        Ok(view)
    }

    fn shell(&self) -> &PageShell {
        &self.shell
    }

    /// Workers start loading when the page is first shown, so the first count starts at once.
    fn shown(&self) {
        self.counters.warm_up();
    }

    fn open(&self, link: Link) {
        self.model.borrow_mut().set_date(js_sys::Date::now());
        self.act(|model, now| model.open(link, now));
    }

    fn link(&self) -> Link {
        self.model.borrow().link()
    }
}

impl QueensView {
    fn listen(self: &Rc<Self>) {
        let (shell, controls) = (&self.shell, &self.controls);
        shell.on_board_click(self, |view, cell| view.act(|model, now| model.click(cell, now)));
        view::listen_board_keys(self, QueensPage::key, QueensPage::blur);
        for (button, mode) in [(&controls.mode_play, Mode::Play), (&controls.mode_solutions, Mode::Solver)] {
            shell.on_click(self, button, move |view| view.act(|model, _| model.show_mode(mode)));
        }
        shell.on_click(self, &controls.undo, |view| view.act(QueensPage::undo));
        shell.on_click(self, &controls.clear_queens, |view| view.act(QueensPage::clear_queens));
        shell.on_click(self, &controls.hint, |view| view.act(QueensPage::hint));
        shell.on_click(self, &controls.hint_cancel, |view| view.act(QueensPage::cancel_play_search));
        shell.on_click(self, &controls.daily, |view| {
            view.model.borrow_mut().set_date(js_sys::Date::now());
            view.act(QueensPage::open_daily);
        });
        shell.on(self, &controls.block, "change", |view, _| {
            let on = view.controls.block.checked();
            view.act(|model, _| model.set_blocking(on));
        });
        shell.on_click(self, &controls.copy_result, |view| {
            let text = view.controls.share_text.value();
            view.controls.share_text.select();
            let status = view.shell.status_line().clone();
            dom::copy_text(&text, move |copied| {
                let said = if copied {
                    "Result copied: paste it anywhere."
                } else {
                    "Copy the result from the box."
                };
                dom::set_text(&status, said);
            });
        });
        shell.on(self, &controls.size, "change", |view, _| {
            let text = view.controls.size.value();
            view.act(|model, now| model.change_size(&text, now));
        });
        shell.on_key(self, &controls.size, |view, key| {
            // Enter in the size box counts at once.
            let enter = key == "Enter";
            if enter {
                let text = view.controls.size.value();
                view.act(|model, now| model.enter_size(&text, now));
            }
            enter
        });
        shell.on_click(self, &controls.count, |view| view.act(QueensPage::start_count));
        shell.on_click(self, &controls.cancel, |view| view.act(QueensPage::cancel_count));
        shell.on_click(self, &controls.clear, |view| view.act(QueensPage::clear_blocked));
        shell.on_click(self, &controls.use_text, |view| {
            let text = view.controls.text.value();
            view.act(|model, now| model.use_text(&text, now));
        });
        self.browser.listen(shell, self, QueensPage::browse);
    }

    fn render(&self) {
        let show = self.model.borrow().view(dom::now_ms());
        self.shell.board().draw_labelled(show.scene, &show.board_label);
        let controls = &self.controls;
        let playing = show.mode == Mode::Play;
        for (button, pressed) in [(&controls.mode_play, playing), (&controls.mode_solutions, !playing)] {
            let _ = button.set_attribute("aria-pressed", if pressed { "true" } else { "false" });
        }
        dom::set_visible(&controls.play, playing);
        dom::set_visible(&controls.solutions, !playing);
        self.browser.set_visible(!playing);
        self.render_play(&show.play);
        dom::set_visible(&controls.cancel, show.counting);
        dom::set_visible(&controls.progress, show.counting);
        controls.count.set_disabled(show.counting);
        if show.counting {
            let _ = controls.progress.set_attribute("value", &format!("{:.4}", show.progress));
        }
        dom::set_text(&controls.result, &show.result);
        self.browser.render(show.pager, &show.position);
    }

    /// Play's texts and buttons.
    fn render_play(&self, play: &PlayShow) {
        let controls = &self.controls;
        dom::set_visible(&controls.daily_title, play.daily.is_some());
        dom::set_text(&controls.daily_title, play.daily.as_deref().unwrap_or_default());
        dom::set_text(&controls.play_state, &play.state);
        dom::set_text(&controls.board_text, &play.board_text);
        controls.undo.set_disabled(!play.can_undo);
        controls.clear_queens.set_disabled(!play.can_clear);
        controls.hint.set_disabled(!play.can_hint);
        dom::set_visible(&controls.hint_cancel, play.searching);
        controls.block.set_checked(play.blocking);
        controls.block.set_disabled(!play.can_block);
        dom::set_visible(&controls.block_note, !play.block_note.is_empty());
        dom::set_text(&controls.block_note, &play.block_note);
        dom::set_visible(&controls.daily_result, play.solved_daily);
        let text = if play.solved_daily { self.model.borrow().share_text(&dom::page_url()) } else { None };
        controls.share_text.set_value(&text.unwrap_or_default());
    }
}

impl Carry for QueensView {
    type Effect = Effect;
    type Model = QueensPage;

    fn model(&self) -> &RefCell<QueensPage> {
        &self.model
    }

    fn carry(&self, effect: Effect) -> Result<(), Vec<Effect>> {
        match effect {
            Effect::Status(message) => self.shell.status(&message.text, message.tone),
            Effect::Announce(text) => dom::announce(&self.controls.announce, &text),
            Effect::ReplaceAddress => self.shell.replace_address(&self.link()),
            Effect::Hint(ticket, task) => {
                if self.hinter.start(ticket, task).is_err() {
                    return Err(self.model.borrow_mut().hint_not_started(dom::now_ms()));
                }
            }
            Effect::StopHint => self.hinter.cancel(),
            Effect::Rank(ticket, task) => {
                if self.ranker.start(ticket, task).is_err() {
                    self.model.borrow_mut().rank_not_started(dom::now_ms());
                }
            }
            Effect::StopRank => self.ranker.cancel(),
            Effect::Daily(ticket, task) => {
                if self.daily_maker.start(ticket, task).is_err() {
                    return Err(self.model.borrow_mut().daily_not_started(dom::now_ms()));
                }
            }
            Effect::FillForm { size, text, rows } => {
                self.controls.size.set_value(&size);
                self.controls.text.set_rows(rows);
                self.controls.text.set_value(&text);
            }
            Effect::SetAddress => self.shell.set_address(&self.link()),
            Effect::List(ticket, task) => {
                if self.lister.start(ticket, task).is_err() {
                    self.model.borrow_mut().listing_not_started(dom::now_ms());
                }
            }
            Effect::StopCount => self.counters.cancel(),
            Effect::Count(worker, ticket, task) => {
                if self.counters.start(worker, ticket, task).is_err() {
                    return Err(self.model.borrow_mut().count_worker_not_started(dom::now_ms()));
                }
            }
            Effect::Kept(effect) => self.kept.carry_for(effect, self.this.clone(), QueensPage::restored),
        }
        Ok(())
    }

    fn redraw(&self) {
        self.render();
    }

    fn starts_worker(effect: &Effect) -> bool {
        matches!(effect, Effect::Count(..))
    }
}
