//! The Queens page's binding: its elements, its listeners, the worker pool
//! that counts and the worker that lists. Every decision is the page
//! model's ([`QueensPage`]); this module forwards events to it, carries out
//! its [`Effect`]s and draws its [`QueensPage::view`].

use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use web_sys::{HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlTextAreaElement};

use super::{
    browser::Browser,
    dom::{self, page_elements},
    effects::Carry,
    jobs::JobRunner,
    pool::{self, Pool},
    registry::View,
    shell::{runner, PageShell},
    WebError,
};
use chesslab_core::{
    queens::{CountReply, CountTask, Link, ListReply, ListTask},
    task::Event,
};
use chesslab_pages::{
    queens::{
        ids::{controls, BELOW_BOARD, TEMPLATE},
        Effect, QueensPage, MAX_WORKERS,
    },
    Step, Ticket,
};

page_elements! {
    struct Controls {
        size: HtmlInputElement = controls::SIZE,
        count: HtmlButtonElement = controls::COUNT,
        cancel: HtmlButtonElement = controls::CANCEL,
        progress: HtmlElement = controls::PROGRESS,
        result: HtmlElement = controls::RESULT,
        text: HtmlTextAreaElement = controls::TEXT,
        use_text: HtmlButtonElement = controls::USE_TEXT,
        clear: HtmlButtonElement = controls::CLEAR,
    }
}

/// The mounted Queens view.
pub struct QueensView {
    shell: PageShell,
    controls: Controls,
    browser: Browser,
    model: RefCell<QueensPage>,
    counters: Pool<CountTask>,
    lister: JobRunner<ListTask>,
}

impl View for QueensView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[TEMPLATE];
    const BELOW_BOARD: &'static str = BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<QueensView>, WebError> {
        let controls = Controls::find()?;
        let browser = Browser::build(&shell)?;
        let workers = pool::per_core(MAX_WORKERS)?;
        let model = QueensPage::new(workers).map_err(|error| WebError(error.to_string()))?;
        let view = Rc::new_cyclic(|weak: &Weak<QueensView>| QueensView {
            shell,
            controls,
            browser,
            model: RefCell::new(model),
            counters: Pool::new(weak, workers, QueensView::on_counted),
            lister: runner(weak, QueensView::on_listed),
        });
        view.listen();
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
        self.act(|model, now| model.open(link, now));
    }

    fn link(&self) -> Link {
        self.model.borrow().link()
    }
}

impl QueensView {
    fn listen(self: &Rc<Self>) {
        let (shell, controls) = (&self.shell, &self.controls);
        shell.on_board_click(self, |view, cell| view.act(|model, now| model.toggle_blocked(cell, now)));
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
        self.browser.listen(shell, self, QueensView::browse);
    }

    /// Runs `action` on the model, carries out its effects and redraws.
    fn act(&self, action: impl FnOnce(&mut QueensPage, f64) -> Vec<Effect>) {
        let effects = action(&mut self.model.borrow_mut(), dom::now_ms());
        self.apply(effects);
    }

    fn on_counted(&self, worker: usize, ticket: Ticket, event: Event<CountReply>) {
        self.act(|model, now| model.on_counted(worker, ticket, event, now));
    }

    fn on_listed(&self, ticket: Ticket, event: Event<ListReply>) {
        self.act(|model, now| model.on_listed(ticket, event, now));
    }

    fn browse(&self, step: Step) {
        self.model.borrow_mut().browse(step);
        self.render();
    }

    fn render(&self) {
        let show = self.model.borrow().view(dom::now_ms());
        self.shell.board().draw_labelled(show.scene, &show.board_label);
        let controls = &self.controls;
        dom::set_visible(&controls.cancel, show.counting);
        dom::set_visible(&controls.progress, show.counting);
        controls.count.set_disabled(show.counting);
        if show.counting {
            let _ = controls.progress.set_attribute("value", &format!("{:.4}", show.progress));
        }
        dom::set_text(&controls.result, &show.result);
        self.browser.render(show.pager, &show.position);
    }
}

impl Carry for QueensView {
    type Effect = Effect;

    fn carry(&self, effect: Effect) -> Result<(), Vec<Effect>> {
        match effect {
            Effect::Status(message) => self.shell.status(&message.text, message.tone),
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
