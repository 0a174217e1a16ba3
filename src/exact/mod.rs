//! The Exact attack page's binding: its form, the results table, its
//! listeners and workers. Every decision is the page model's
//! ([`ExactPage`]); this module forwards events to it, carries out its
//! [`Effect`]s and draws its [`ExactPage::view`].

mod form;
mod kept;
mod results;

use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use super::{
    browser::Browser,
    dom,
    effects::Carry,
    pool::{self, Pool},
    registry::View,
    shell::PageShell,
    WebError,
};
use chesslab_core::{
    exact::{Find, Link, ShareReply, ShareTask},
    task::Event,
};
use chesslab_pages::{
    exact::{
        ids::{below, BELOW_BOARD, TEMPLATE},
        shipped_table, Effect, ExactPage, MAX_WORKERS,
    },
    Step, Ticket,
};
use form::Controls;
use kept::KeptReplies;
use results::ResultsTable;

/// The mounted Exact attack view.
pub struct ExactView {
    shell: PageShell,
    controls: Controls,
    browser: Browser,
    results: ResultsTable,
    model: RefCell<ExactPage>,
    /// The workers a proof of the fewest pieces or a count is split over, one per core.
    workers: Pool<ShareTask>,
    /// The finished shares of proofs, kept between visits.
    kept: KeptReplies,
    /// This view, for the answers that come back later (the kept shares read).
    this: Weak<ExactView>,
}

impl View for ExactView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[TEMPLATE];
    const BELOW_BOARD: &'static str = BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<ExactView>, WebError> {
        let controls = Controls::find()?;
        let browser = Browser::build(&shell)?;
        // A damaged table is said where the table goes; the page works without it.
        let (entries, damaged) = match shipped_table() {
            Ok(entries) => (entries, None),
            Err(message) => (Vec::new(), Some(message)),
        };
        let results = ResultsTable::build(below::TABLE, &entries)?;
        if let Some(message) = damaged {
            results.show_message(&message)?;
        }
        let workers = pool::per_core(MAX_WORKERS)?;
        let model =
            ExactPage::new(entries).map_err(|error| WebError(error.to_string()))?.with_workers(workers);
        let view = Rc::new_cyclic(|weak: &Weak<ExactView>| ExactView {
            shell,
            controls,
            browser,
            results,
            model: RefCell::new(model),
            workers: Pool::new(weak, workers, ExactView::on_share),
            kept: KeptReplies::default(),
            this: weak.clone(),
        });
        view.listen();
        let shown = chesslab_pages::exact::ProblemOnForm::of(view.model.borrow().problem());
        view.controls.show_problem(&shown);
        view.render();
        Ok(view)
    }

    fn shell(&self) -> &PageShell {
        &self.shell
    }

    /// Workers start loading when the page is first shown, so the first search starts at once.
    fn shown(&self) {
        self.workers.warm_up();
    }

    fn open(&self, link: Link) {
        self.act(|model, now| model.open(link, now));
    }

    fn link(&self) -> Link {
        self.model.borrow().link()
    }
}

impl ExactView {
    fn listen(self: &Rc<Self>) {
        let (shell, controls) = (&self.shell, &self.controls);
        shell.on_submit(self, controls.form(), |view| view.search(Find::Min));
        shell.on_click(self, controls.all(), |view| view.search(Find::All));
        shell.on_click(self, controls.cancel(), |view| view.act(ExactPage::cancel));
        shell.on_click(self, controls.open(), |view| {
            let text = view.controls.text();
            view.act(|model, now| model.open_text(&text, now));
        });
        for (element, edit) in controls.edits() {
            shell.on(self, element, "change", move |view, _| {
                let form = view.controls.read();
                view.act(|model, now| model.edit(&form, edit, now));
            });
        }
        self.browser.listen(shell, self, ExactView::browse);
        shell.on_board_click(self, |view, cell| {
            let form = view.controls.read();
            view.act(|model, now| model.click_cell(cell, &form, now));
        });
        self.results.listen(shell, self, |view, problem| {
            view.act(|model, now| model.open_table_entry(problem, now));
        });
    }

    fn search(&self, find: Find) {
        let form = self.controls.read();
        self.act(|model, now| model.search_form(find, &form, now));
    }

    /// Runs `action` on the model, carries out its effects and redraws.
    fn act(&self, action: impl FnOnce(&mut ExactPage, f64) -> Vec<Effect>) {
        let effects = action(&mut self.model.borrow_mut(), dom::now_ms());
        self.apply(effects);
    }

    fn on_share(&self, worker: usize, ticket: Ticket, event: Event<ShareReply>) {
        self.act(|model, now| model.on_share(worker, ticket, event, now));
    }

    fn browse(&self, step: Step) {
        self.model.borrow_mut().browse(step);
        self.render();
    }

    fn render(&self) {
        let show = self.model.borrow().view(dom::now_ms());
        self.shell.board().draw_labelled(show.scene, &show.board_label);
        self.controls.render_progress(show.progress.as_ref(), &show.result);
        dom::set_text(self.controls.stats(), &show.stats);
        self.browser.render(show.pager, &show.position);
    }
}

impl Carry for ExactView {
    type Effect = Effect;

    fn carry(&self, effect: Effect) -> Result<(), Vec<Effect>> {
        match effect {
            Effect::Minimize(worker, ticket, task) | Effect::Count(worker, ticket, task) => {
                if let Err(error) = self.workers.start(worker, ticket, task) {
                    return Err(self.model.borrow_mut().not_started(&error.to_string(), dom::now_ms()));
                }
            }
            Effect::Status(message) => self.shell.status(&message.text, message.tone),
            Effect::ShowProblem(shown) => self.controls.show_problem(&shown),
            Effect::ShowCap(cap) => self.controls.show_cap(&cap),
            Effect::SetAddress => self.shell.set_address(&self.link()),
            Effect::Stop => self.workers.cancel(),
            Effect::Restore(prefix) => {
                let view = self.this.clone();
                self.kept.restore(&prefix.clone(), move |stored| {
                    if let Some(view) = view.upgrade() {
                        view.act(|model, now| model.restored(&prefix, stored, now));
                    }
                });
            }
            Effect::Keep { key, text } => self.kept.keep(key, text),
            Effect::Forget(keys) => self.kept.forget(keys),
            Effect::ForgetAll(prefix) => self.kept.forget_all(&prefix),
        }
        Ok(())
    }

    fn redraw(&self) {
        self.render();
    }

    fn starts_worker(effect: &Effect) -> bool {
        matches!(effect, Effect::Minimize(..) | Effect::Count(..))
    }
}
