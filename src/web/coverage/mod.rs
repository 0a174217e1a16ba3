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
    board_canvas::Scene,
    browser::Browser,
    dom::{self, page_elements},
    jobs::JobRunner,
    progress::ProgressDisplay,
    registry::View,
    shell::{runner, PageShell},
    WebError,
};
use crate::{
    coverage::{CoverAllTask, CoverReply, CoverTask, Link, UnattackedReply, UnattackedTask},
    job::Event,
    pages::{
        coverage::{
            ids::{controls, BELOW_BOARD, TEMPLATE},
            CoverageForm, CoveragePage, Effect,
        },
        Step, Ticket,
    },
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
    prover: JobRunner<CoverAllTask>,
    searcher: JobRunner<CoverTask>,
    tabulator: JobRunner<UnattackedTask>,
}

impl View for CoverageView {
    type Link = Link;
    const CONTROLS: &'static [&'static str] = &[TEMPLATE];
    const BELOW_BOARD: &'static str = BELOW_BOARD;

    fn mount(shell: PageShell) -> Result<Rc<CoverageView>, WebError> {
        let controls = Controls::find()?;
        let browser = Browser::build(&shell)?;
        let view = Rc::new_cyclic(|weak: &Weak<CoverageView>| CoverageView {
            shell,
            controls,
            browser,
            model: RefCell::default(),
            prover: runner(weak, CoverageView::on_proved),
            searcher: runner(weak, CoverageView::on_searched),
            tabulator: runner(weak, CoverageView::on_tabulated),
        });
        view.listen();
        view.render();
        Ok(view)
    }

    fn shell(&self) -> &PageShell {
        &self.shell
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
    /// The home page's picture.
    pub fn preview() -> Scene {
        CoveragePage::preview()
    }

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
        self.render();
    }

    fn apply(&self, effects: Vec<Effect>) {
        for effect in effects {
            let started = match effect {
                Effect::Prove(ticket, task) => self.prover.start(ticket, task),
                Effect::Search(ticket, task) => self.searcher.start(ticket, task),
                Effect::Tabulate(ticket, task) => self.tabulator.start(ticket, task),
                Effect::Status(message) => {
                    self.shell.status(&message.text, message.tone);
                    continue;
                }
                Effect::FillForm(form) => {
                    self.fill_form(&form);
                    continue;
                }
                Effect::SetAddress => {
                    self.shell.set_address(&self.link());
                    continue;
                }
                Effect::Stop => {
                    self.prover.cancel();
                    self.searcher.cancel();
                    self.tabulator.cancel();
                    continue;
                }
            };
            if let Err(error) = started {
                let more = self.model.borrow_mut().not_started(&error.to_string(), dom::now_ms());
                self.apply(more);
            }
        }
    }

    fn fill_form(&self, form: &CoverageForm) {
        let controls = &self.controls;
        controls.pieces.set_value(&form.pieces);
        controls.side.set_value(&form.side);
        controls.bishops.set_value(&form.bishops);
        controls.superpose.set_checked(form.superpose);
        controls.goal.set_value(&form.goal);
    }

    fn on_proved(&self, ticket: Ticket, event: Event<CoverReply>) {
        self.act(|model, now| model.on_proved(ticket, event, now));
    }

    fn on_searched(&self, ticket: Ticket, event: Event<CoverReply>) {
        self.act(|model, now| model.on_searched(ticket, event, now));
    }

    fn on_tabulated(&self, ticket: Ticket, event: Event<UnattackedReply>) {
        self.act(|model, now| model.on_tabulated(ticket, event, now));
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
