//! The Coverage page's binding: its form, its listeners and its workers.
//! Every decision is the page model's ([`CoveragePage`]); this module
//! forwards events to it, carries out its [`Effect`]s and draws its
//! [`CoveragePage::view`].

use std::{
    cell::RefCell,
    rc::{Rc, Weak},
};

use web_sys::{HtmlButtonElement, HtmlElement, HtmlInputElement, HtmlSelectElement};

use super::{
    browser::Browser,
    dom::{self, page_elements},
    effects::Carry,
    pool::{self, Pool},
    progress::ProgressDisplay,
    registry::View,
    shell::PageShell,
    WebError,
};
use chesslab_core::{
    coverage::{Link, ShareReply, ShareTask},
    task::Event,
};
use chesslab_pages::{
    coverage::{
        ids::{controls, BELOW_BOARD, TEMPLATE},
        CoverageForm, CoveragePage, Effect, MAX_WORKERS,
    },
    Step, Ticket,
};

page_elements! {
    struct Controls {
        form: HtmlElement = controls::FORM,
        pieces: HtmlInputElement = controls::PIECES,
        side: HtmlSelectElement = controls::SIDE,
        bishops: HtmlSelectElement = controls::BISHOPS,
        superpose: HtmlInputElement = controls::SUPERPOSE,
        goal: HtmlSelectElement = controls::GOAL,
        run: HtmlButtonElement = controls::RUN,
        cancel: HtmlButtonElement = controls::CANCEL,
        progress: HtmlElement = controls::PROGRESS,
        result: HtmlElement = controls::RESULT,
        stats: HtmlElement = controls::STATS,
    }
}

/// The mounted Coverage view.
pub struct CoverageView {
    shell: PageShell,
    controls: Controls,
    browser: Browser,
    model: RefCell<CoveragePage>,
    /// The workers a search is split over, one per core.
    workers: Pool<ShareTask>,
}

impl View for CoverageView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[TEMPLATE];
    const BELOW_BOARD: &'static str = BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<CoverageView>, WebError> {
        let controls = Controls::find()?;
        let browser = Browser::build(&shell)?;
        let workers = pool::per_core(MAX_WORKERS)?;
        let view = Rc::new_cyclic(|weak: &Weak<CoverageView>| CoverageView {
            shell,
            controls,
            browser,
            model: RefCell::new(CoveragePage::default().with_workers(workers)),
            workers: Pool::new(weak, workers, CoverageView::on_share),
        });
        view.listen();
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

    /// Opens the link's puzzle and searches it; without one, the first visit searches the form's puzzle.
    fn open(&self, link: Link) {
        let form = self.form();
        self.act(|model, now| model.open(link, &form, now));
    }

    fn link(&self) -> Link {
        self.model.borrow().link()
    }
}

impl CoverageView {
    fn listen(self: &Rc<Self>) {
        let shell = &self.shell;
        shell.on_submit(self, &self.controls.form, |view| {
            let form = view.form();
            view.act(|model, now| model.search_form(&form, now));
        });
        shell.on_click(self, &self.controls.cancel, |view| view.act(CoveragePage::cancel));
        self.browser.listen(shell, self, CoverageView::browse);
        shell.on_board_click(self, |view, cell| view.act(|model, _| model.pick_square(cell)));
    }

    /// What the form holds.
    fn form(&self) -> CoverageForm {
        let controls = &self.controls;
        CoverageForm {
            pieces: controls.pieces.value(),
            side: controls.side.value(),
            bishops: controls.bishops.value(),
            superpose: controls.superpose.checked(),
            goal: controls.goal.value(),
        }
    }

    /// Runs `action` on the model, carries out its effects and redraws.
    fn act(&self, action: impl FnOnce(&mut CoveragePage, f64) -> Vec<Effect>) {
        let effects = action(&mut self.model.borrow_mut(), dom::now_ms());
        self.apply(effects);
    }

    fn fill_form(&self, form: &CoverageForm) {
        let controls = &self.controls;
        controls.pieces.set_value(&form.pieces);
        controls.side.set_value(&form.side);
        controls.bishops.set_value(&form.bishops);
        controls.superpose.set_checked(form.superpose);
        controls.goal.set_value(&form.goal);
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
        let controls = &self.controls;
        ProgressDisplay {
            bar: &controls.progress,
            cancel: &controls.cancel,
            line: &controls.result,
            starters: &[&controls.run],
        }
        .show(show.progress.as_ref(), &show.result);
        dom::set_text(&controls.stats, &show.stats);
        self.browser.render(show.pager, &show.position);
    }
}

impl Carry for CoverageView {
    type Effect = Effect;

    fn carry(&self, effect: Effect) -> Result<(), Vec<Effect>> {
        match effect {
            Effect::Share(worker, ticket, task) => {
                if let Err(error) = self.workers.start(worker, ticket, task) {
                    return Err(self.model.borrow_mut().not_started(&error.to_string(), dom::now_ms()));
                }
            }
            Effect::Status(message) => self.shell.status(&message.text, message.tone),
            Effect::FillForm(form) => self.fill_form(&form),
            Effect::SetAddress => self.shell.set_address(&self.link()),
            Effect::Stop => self.workers.cancel(),
        }
        Ok(())
    }

    fn redraw(&self) {
        self.render();
    }

    fn starts_worker(effect: &Effect) -> bool {
        matches!(effect, Effect::Share(..))
    }
}
